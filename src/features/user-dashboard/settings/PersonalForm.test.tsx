// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';

const store = vi.hoisted(() => ({
  savePersonalData: vi.fn<(data: unknown, version?: number) => Promise<string>>(),
  loadExtraData: vi.fn<() => Promise<void>>(),
}));
vi.mock('./profile-store.ts', () => store);

const { PersonalForm } = await import('./PersonalForm.tsx');

const STALE =
  'Otra sesión guardó cambios en estos datos mientras los editabas, así que los tuyos no se guardaron. Lo que escribiste sigue en el formulario: carga los datos actuales para revisarlos antes de guardar de nuevo.';

const initial = {
  firstname: 'Camila',
  lastname: 'Rojas',
  address: 'Av. Siempre Viva 123',
  about_me: 'Conductora con licencia A2.',
  version: 4,
};

afterEach(() => {
  store.savePersonalData.mockReset();
  store.loadExtraData.mockReset();
});

describe('the personal data form', () => {
  it('sends the version it read with the changed data', async () => {
    const user = userEvent.setup();
    store.savePersonalData.mockResolvedValue('Datos añadidos correctamente');
    render(<PersonalForm initial={initial} />);
    await user.clear(screen.getByLabelText('Dirección'));
    await user.type(screen.getByLabelText('Dirección'), 'Los Aromos 45');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(store.savePersonalData).toHaveBeenCalledTimes(1));
    expect(store.savePersonalData.mock.calls[0]).toEqual([
      { firstname: 'Camila', lastname: 'Rojas', address: 'Los Aromos 45', about_me: 'Conductora con licencia A2.' },
      4,
    ]);
  });

  it('on a save refused because another session saved first, says so, keeps the typing and offers the current data', async () => {
    const user = userEvent.setup();
    store.savePersonalData.mockRejectedValue(new ApiError('http', 409, ['Otra sesión guardó cambios']));
    store.loadExtraData.mockResolvedValue();
    render(<PersonalForm initial={initial} />);
    await user.clear(screen.getByLabelText('Dirección'));
    await user.type(screen.getByLabelText('Dirección'), 'Los Aromos 45');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', STALE);
    expect(screen.getByLabelText<HTMLInputElement>('Dirección').value).toBe('Los Aromos 45');
    await user.click(screen.getByRole('button', { name: 'Cargar datos actuales' }));
    expect(store.loadExtraData).toHaveBeenCalledTimes(1);
  });
});
