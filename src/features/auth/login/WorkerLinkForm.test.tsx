// @vitest-environment jsdom
// '¿Eres trabajador?' as a worker who lost their company's link uses it on /login.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/http/clients.ts', () => ({ usersApi: { post: api.post }, businessApi: {}, dataApi: {} }));
const { WorkerLinkForm } = await import('./WorkerLinkForm.tsx');

const SENT =
  'Te enviamos el enlace de acceso de tu empresa. Si no llega en unos minutos, revisa la carpeta de correo no deseado.';

beforeEach(() => api.post.mockReset());

function setup() {
  render(<WorkerLinkForm />);
  return userEvent.setup();
}

describe('¿Eres trabajador?', () => {
  it('sends the typed e-mail and says the company’s link is on its way, clearing the field', async () => {
    api.post.mockResolvedValue({ message: SENT });
    const user = setup();
    expect(screen.getByRole('heading', { level: 2, name: '¿Eres trabajador?' })).toBeTruthy();
    await user.type(screen.getByLabelText('Tu correo de trabajador'), 'trabajador@demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de acceso' }));
    await waitFor(() => expect(screen.getByText(SENT)).toBeTruthy());
    expect(api.post).toHaveBeenCalledWith('/auth/worker-sign-in-link', { email: 'trabajador@demo.cl' });
    expect(screen.getByLabelText<HTMLInputElement>('Tu correo de trabajador').value).toBe('');
  });

  it('refuses an address that is not an e-mail before sending anything', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Tu correo de trabajador'), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de acceso' }));
    await waitFor(() => expect(screen.getByText('Email inválido')).toBeTruthy());
    expect(api.post).not.toHaveBeenCalled();
  });
});
