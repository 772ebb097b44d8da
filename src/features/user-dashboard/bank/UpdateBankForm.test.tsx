// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';

import { sampleBank } from './bank.sample.ts';

const store = vi.hoisted(() => ({
  saveBankChanges: vi.fn<(id: number, changes: unknown, version?: number) => Promise<string>>(),
}));
const api = vi.hoisted(() => ({ getBankForUpdate: vi.fn<(id: number) => Promise<unknown>>() }));
vi.mock('./bank-store.ts', () => store);
vi.mock('./bank-api.ts', () => api);

const { UpdateBankForm } = await import('./UpdateBankForm.tsx');

const STALE =
  'Otra sesión guardó cambios en estos datos mientras los editabas, así que los tuyos no se guardaron. Lo que escribiste sigue en el formulario: carga los datos actuales para revisarlos antes de guardar de nuevo.';

const bank = (holder: string, version: number) => sampleBank({ account_holder_name: holder, version });

afterEach(() => {
  store.saveBankChanges.mockReset();
  api.getBankForUpdate.mockReset();
});

describe('the bank update form', () => {
  it('sends the changed fields with the version it read', async () => {
    const user = userEvent.setup();
    api.getBankForUpdate.mockResolvedValue(bank('Camila Rojas', 3));
    store.saveBankChanges.mockResolvedValue('Datos bancarios actualizados correctamente');
    render(<UpdateBankForm id={7} />);
    const holder = await screen.findByLabelText('Titular de la cuenta');
    // The field that edits the account number is the one place that holds it in full.
    expect(screen.getByLabelText<HTMLInputElement>('Número de cuenta').value).toBe('12345678');
    await user.clear(holder);
    await user.type(holder, 'Camila Rojas Soto');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(store.saveBankChanges).toHaveBeenCalledTimes(1));
    expect(store.saveBankChanges.mock.calls[0]).toEqual([7, { account_holder_name: 'Camila Rojas Soto' }, 3]);
  });

  it('on a save refused because another session saved first, says so, keeps the typing and loads the current data on request', async () => {
    const user = userEvent.setup();
    api.getBankForUpdate.mockResolvedValueOnce(bank('Camila Rojas', 3));
    store.saveBankChanges.mockRejectedValue(new ApiError('http', 409, ['Otra sesión guardó cambios']));
    render(<UpdateBankForm id={7} />);
    const holder = await screen.findByLabelText('Titular de la cuenta');
    await user.clear(holder);
    await user.type(holder, 'Camila Rojas Soto');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', STALE);
    expect(screen.getByLabelText<HTMLInputElement>('Titular de la cuenta').value).toBe('Camila Rojas Soto');

    api.getBankForUpdate.mockResolvedValueOnce(bank('Camila Andrea Rojas', 4));
    await user.click(screen.getByRole('button', { name: 'Cargar datos actuales' }));
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Titular de la cuenta').value).toBe('Camila Andrea Rojas'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
