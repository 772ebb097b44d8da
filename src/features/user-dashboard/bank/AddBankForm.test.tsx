// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANK_DETAILS_SAMPLE } from '@/lib/validation/bank-details.sample.ts';

const store = vi.hoisted(() => ({ createBank: vi.fn<(bank: unknown) => Promise<string>>() }));
vi.mock('./bank-store.ts', () => store);

const { AddBankForm } = await import('./AddBankForm.tsx');

afterEach(() => {
  vi.useRealTimers();
  store.createBank.mockReset();
});

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Titular de la cuenta'), 'Camila Rojas');
  await user.type(screen.getByLabelText('RUT del titular'), '123456785');
  await user.selectOptions(screen.getByLabelText('Banco'), 'Banco Estado');
  await user.selectOptions(screen.getByLabelText('Tipo de cuenta'), 'Cuenta Rut');
  await user.type(screen.getByLabelText('Número de cuenta'), '12345678');
  await user.type(screen.getByLabelText('Correo electrónico'), 'camila@correo.cl');
  await user.type(screen.getByLabelText('Teléfono'), '56987654321');
  await user.selectOptions(screen.getByLabelText('Tipo de documento'), 'Boleta');
}

describe('the add bank form', () => {
  it("shows 'Todos los campos son obligatorios' for 3 seconds and sends nothing when a field is empty", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<AddBankForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect(screen.getByText('Todos los campos son obligatorios')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(screen.queryByText('Todos los campos son obligatorios')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Todos los campos son obligatorios')).toBeNull();
    expect(store.createBank).not.toHaveBeenCalled();
  });

  it('formats the RUT as typed and sends the complete details', async () => {
    const user = userEvent.setup();
    store.createBank.mockResolvedValue('Datos bancarios añadidos correctamente');
    render(<AddBankForm />);
    await fillAll(user);
    expect(screen.getByLabelText<HTMLInputElement>('RUT del titular').value).toBe('12.345.678-5');
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() => expect(store.createBank).toHaveBeenCalledTimes(1));
    expect(store.createBank.mock.calls[0]?.[0]).toEqual(BANK_DETAILS_SAMPLE);
    expect(screen.queryByText('Todos los campos son obligatorios')).toBeNull();
  });

  it("shows the API's refusal ('Solo puede tener una cuenta bancaria')", async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@/lib/http/index.ts');
    store.createBank.mockRejectedValue(new ApiError('http', 409, ['Solo puede tener una cuenta bancaria']));
    render(<AddBankForm />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Guardar datos' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Solo puede tener una cuenta bancaria');
  });
});
