// @vitest-environment jsdom
// The meeting-request form as a visitor uses it.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error';
import { $drafts, ANONYMOUS_OWNER, clearDrafts, draftKey } from '@/stores/drafts';
import { draftStamp } from '@/lib/drafts/rules';

const api = vi.hoisted(() => ({ send: vi.fn<(body: unknown) => Promise<void>>() }));
vi.mock('./meeting-api', () => ({ sendMeetingRequest: api.send }));
const { default: MeetingForm, MEETING_SUCCESS_MESSAGE } = await import('./MeetingForm');

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api.send.mockReset();
  await clearDrafts();
});
afterEach(() => vi.useRealTimers());

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  render(<MeetingForm title="Solicita una reunión" lead="Te contactaremos." />);
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), 'Camila');
  await user.type(screen.getByLabelText('Correo electrónico'), 'camila@transportes.cl');
  await user.type(screen.getByLabelText('Teléfono'), '987654321');
  await user.type(screen.getByLabelText('Mensaje'), 'Queremos una demo.');
}

const submit = () => screen.getByRole('button', { name: 'Solicitar reunión' });

describe('meeting request form', () => {
  it('defaults the dial code to Chile and limits the number to 15 digits', () => {
    setup();
    expect(screen.getByLabelText<HTMLSelectElement>('Código de país').value).toBe('56');
    expect(screen.getByRole('option', { name: '+56 Chile', selected: true })).toBeTruthy();
    expect(screen.getByLabelText('Teléfono').getAttribute('maxlength')).toBe('15');
  });

  it('announces each required field and ties the message to it', async () => {
    const user = setup();
    await user.click(submit());
    const firstname = screen.getByLabelText('Nombre');
    expect(firstname.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(firstname.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Campo requerido');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([
      'Campo requerido',
      'Campo requerido',
      'Campo requerido',
      'Campo requerido',
    ]);
    expect(screen.getByLabelText('Apellido (opcional)').getAttribute('aria-invalid')).toBeNull();
    expect(api.send).not.toHaveBeenCalled();
  });

  it("says 'No incluya el código de país' for a number typed with the selected code", async () => {
    const user = setup();
    await fillValid(user);
    await user.clear(screen.getByLabelText('Teléfono'));
    await user.type(screen.getByLabelText('Teléfono'), '56987654321');
    await user.click(submit());
    expect(await screen.findByText('No incluya el código de país')).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Código de país'), '54');
    // The refused try has finished once the button reads its label again.
    await user.click(await screen.findByRole('button', { name: 'Solicitar reunión' }));
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(1));
    expect(api.send).toHaveBeenCalledWith(expect.objectContaining({ phone: '5456987654321' }));
  });

  it('disables the button with a loader while sending, then resets and confirms for 3 s', async () => {
    let finish: () => void = () => undefined;
    api.send.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Enviando…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(api.send).toHaveBeenCalledWith({
      phone: '56987654321',
      firstname: 'Camila',
      lastname: '',
      email: 'camila@transportes.cl',
      message: 'Queremos una demo.',
    });
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', MEETING_SUCCESS_MESSAGE);
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('');
    expect(screen.getByLabelText<HTMLSelectElement>('Código de país').value).toBe('56');
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByRole('status').textContent).toBe(MEETING_SUCCESS_MESSAGE);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows nothing on failure and keeps everything typed', async () => {
    api.send.mockRejectedValue(new Error('offline'));
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    // The request really went out and failed; only then is the silence meaningful.
    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(1));
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Camila');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Mensaje').value).toBe('Queremos una demo.');
  });

  it('says how long to wait when the server is asked too often (429), keeping everything typed', async () => {
    const wait = 'Demasiadas solicitudes. Por seguridad, espera 10 minutos antes de volver a intentarlo.';
    api.send.mockRejectedValue(new ApiError('http', 429, [wait]));
    const user = setup();
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(wait));
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Camila');
    api.send.mockResolvedValue(undefined);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MEETING_SUCCESS_MESSAGE));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before refilling what another visit left on this device: recover or discard', async () => {
    $drafts.setKey(draftKey(ANONYMOUS_OWNER, 'meeting'), {
      firstname: 'Camila',
      message: 'Mi reclamo',
      ...draftStamp(),
      __pestana: 'otra-visita',
    });
    const user = setup();
    const prompt = await screen.findByRole('group', { name: 'Borrador guardado en este dispositivo' });
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('');
    await user.click(within(prompt).getByRole('button', { name: 'Recuperar lo que escribiste' }));
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('Camila');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Mensaje').value).toBe('Mi reclamo');
    expect(screen.queryByRole('group', { name: 'Borrador guardado en este dispositivo' })).toBeNull();
  });

  it('discarding what another visit left empties it for good', async () => {
    const key = draftKey(ANONYMOUS_OWNER, 'meeting');
    $drafts.setKey(key, { firstname: 'Camila', ...draftStamp(), __pestana: 'otra-visita' });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Descartar borrador' }));
    expect(screen.getByLabelText<HTMLInputElement>('Nombre').value).toBe('');
    expect($drafts.get()[key]).toBeUndefined();
  });
});
