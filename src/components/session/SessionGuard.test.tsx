// @vitest-environment jsdom
// The dashboard route guard and the logout button.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import { $refusedDeletion, $refusedToken, $refusedWrite } from '@/lib/http/auth-tokens.ts';
import { clearSessionEndedNotice } from '@/lib/session/ended-notice.ts';
import { encrypt } from '@/lib/session/cipher.ts';
import { STORAGE_ITEMS } from '@/lib/session/storage.ts';
import { $alerts } from '@/stores/alerts.ts';
import { $sessionRejected, startSession } from '@/stores/session.ts';
import LogoutButton from './LogoutButton.tsx';
import SessionGuard from './SessionGuard.tsx';
import { startSignedOut } from '@/stores/session-test-support.ts';

const api = vi.hoisted(() => ({ usersPost: vi.fn(), businessPost: vi.fn() }));
vi.mock('@/lib/http/clients.ts', () => ({
  usersApi: { post: api.usersPost },
  businessApi: { post: api.businessPost },
  dataApi: {},
}));

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.firma`;
}
const now = () => Math.floor(Date.now() / 1000);
const USER = { role: 'User', email: 'trabajador@demo.cl', firstname: 'Camila' };

beforeEach(() => startSignedOut(api, USER));

/** Mounts the guard and lets its check (a task of its own) run and the first render commit. */
async function guard(kind: 'user' | 'business') {
  const reject = vi.fn();
  await act(async () => {
    render(
      <SessionGuard kind={kind} onReject={reject}>
        <p>Contenido privado</p>
      </SessionGuard>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return reject;
}

describe('dashboard route guard', () => {
  it("goes from the page's frame straight to the section of a valid session, with no skeleton in between", async () => {
    await startSession('user', USER, token({ role: 'User', iat: now(), exp: now() + 600 }));
    // The island's element, still holding the page's pre-rendered frame.
    const island = document.body.appendChild(document.createElement('div'));
    island.innerHTML = '<p>Marco de la página</p>';
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(island.textContent));
    observer.observe(island, { childList: true, subtree: true, characterData: true });
    const reject = vi.fn();
    await act(async () => {
      render(
        <SessionGuard kind="user" onReject={reject}>
          <p>Contenido privado</p>
        </SessionGuard>,
        { container: island },
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(shown.length).toBeGreaterThan(0));
    observer.disconnect();
    expect(new Set(shown)).toEqual(new Set(['Contenido privado']));
    expect(reject).not.toHaveBeenCalled();
  });

  it("starts the area's waiting work once, with the check, before the section renders", async () => {
    await startSession('user', USER, token({ role: 'User', iat: now(), exp: now() + 600 }));
    const whileChecking = vi.fn();
    const renderedAfter: number[] = [];
    function Section() {
      renderedAfter.push(whileChecking.mock.calls.length);
      return <p>Contenido privado</p>;
    }
    await act(async () => {
      render(
        <SessionGuard kind="user" onReject={vi.fn()} whileChecking={whileChecking}>
          <Section />
        </SessionGuard>,
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('Contenido privado')).toBeTruthy();
    expect(whileChecking).toHaveBeenCalledTimes(1);
    expect(renderedAfter.every((calls) => calls === 1)).toBe(true);
  });

  it('leaves for / when the API refuses the session in the middle of it', async () => {
    const live = token({ role: 'User', iat: now(), exp: now() + 600 });
    await startSession('user', USER, live);
    const reject = await guard('user');
    expect(await screen.findByText('Contenido privado')).toBeTruthy();
    $refusedToken.set(live);
    await waitFor(() => expect(reject).toHaveBeenCalledWith('/'));
  });

  it('stays where it is when the refusal carries the confirmation of a deleted account', async () => {
    const live = token({ role: 'User', iat: now(), exp: now() + 600 });
    await startSession('user', USER, live);
    const reject = await guard('user');
    expect(await screen.findByText('Contenido privado')).toBeTruthy();
    try {
      $refusedDeletion.set({ id_request: 3, deleted_at: '2026-12-07T15:00:00.000Z', deleted: [], kept: [] });
      $refusedToken.set(live);
      await waitFor(() => expect($sessionRejected.get()).not.toBe(false));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(reject).not.toHaveBeenCalled();
    } finally {
      $refusedDeletion.set(null);
    }
  });

  it("leaves for the company's sign-in when a save is refused in the middle of the session", async () => {
    const live = token({ role: 'User', iat: now(), exp: now() + 600 });
    await startSession('user', USER, live, { name_business: 'transportes-andes', rgs: 'andes-2025' });
    window.history.replaceState(null, '', '/user/dashboard/settings');
    try {
      const reject = await guard('user');
      expect(await screen.findByText('Contenido privado')).toBeTruthy();
      $refusedWrite.set(true);
      $refusedToken.set(live);
      await waitFor(() =>
        expect(reject).toHaveBeenCalledWith(
          '/login/transportes-andes?rgs=andes-2025&volver=%2Fuser%2Fdashboard%2Fsettings',
        ),
      );
    } finally {
      $refusedWrite.set(false);
      clearSessionEndedNotice();
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends a visitor without a session to /', async () => {
    const reject = await guard('user');
    await waitFor(() => expect(reject).toHaveBeenCalledWith('/'));
    expect(screen.queryByText('Contenido privado')).toBeNull();
  });

  it("sends a signed-out visitor of a worker's shared address to the company sign-in, carrying it back", async () => {
    window.history.replaceState(null, '', '/user/dashboard/job-postings?business=transportes-andes&rgs=andes-2025#12');
    try {
      const reject = await guard('user');
      await waitFor(() =>
        expect(reject).toHaveBeenCalledWith(
          '/login/transportes-andes?rgs=andes-2025&volver=%2Fuser%2Fdashboard%2Fjob-postings%3Fbusiness%3Dtransportes-andes%26rgs%3Dandes-2025%2312',
        ),
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends an unusable stored session to / even at a shared address', async () => {
    await startSession('user', USER, token({ role: 'User', iat: now(), exp: now() + 600 }));
    localStorage.setItem(STORAGE_ITEMS.userToken, 'manipulado');
    window.history.replaceState(null, '', '/user/dashboard/home?business=transportes-andes&rgs=andes-2025');
    try {
      const reject = await guard('user');
      await waitFor(() => expect(reject).toHaveBeenCalledWith('/'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('sends an expired or undecryptable session to / and clears it', async () => {
    await startSession('user', USER, token({ role: 'User', iat: now(), exp: now() + 600 }));
    localStorage.setItem(
      STORAGE_ITEMS.userToken,
      await encrypt(token({ role: 'User', iat: now() - 10, exp: now() - 1 }), 'userToken'),
    );
    const reject = await guard('user');
    await waitFor(() => expect(reject).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(STORAGE_ITEMS.userData)).toBeNull();
  });

  it('keeps a company out of the worker dashboard and lets it into its own', async () => {
    await startSession(
      'business',
      { role: 'Business', email: 'empresa@demo.cl', name: 'X', slug: 'x' },
      token({ role: 'Business', iat: now(), exp: now() + 600 }),
    );
    const reject = await guard('user');
    await waitFor(() => expect(reject).toHaveBeenCalledWith('/'));
  });

  it('lets a company into the business dashboard', async () => {
    await startSession(
      'business',
      { role: 'Business', email: 'empresa@demo.cl', name: 'X', slug: 'x' },
      token({ role: 'Business', iat: now(), exp: now() + 600 }),
    );
    await guard('business');
    expect(await screen.findByText('Contenido privado')).toBeTruthy();
  });
});

describe('Cerrar sesión', () => {
  it('logs the worker out and goes to /', async () => {
    await startSession('user', USER, token({ role: 'User', iat: now(), exp: now() + 600 }));
    const leave = vi.fn();
    render(<LogoutButton kind="user" onLeave={leave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/'));
    expect(localStorage.getItem(STORAGE_ITEMS.hint)).toBeNull();
  });

  it('shows the logout error and stays when the server fails', async () => {
    await startSession('user', USER, token({ role: 'User', iat: now(), exp: now() + 600 }));
    api.usersPost.mockRejectedValue(new ApiError('network', 0, []));
    const leave = vi.fn();
    render(<LogoutButton kind="user" onLeave={leave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect($alerts.get()[0]?.message).toBe('Error al cerrar sesion, intente nuevamente.'));
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cerrar sesión' }).disabled).toBe(false);
  });

  it('sends a company to /login', async () => {
    await startSession(
      'business',
      { role: 'Business', email: 'empresa@demo.cl', name: 'X', slug: 'x' },
      token({ role: 'Business', iat: now(), exp: now() + 600 }),
    );
    const leave = vi.fn();
    render(<LogoutButton kind="business" onLeave={leave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login'));
  });
});
