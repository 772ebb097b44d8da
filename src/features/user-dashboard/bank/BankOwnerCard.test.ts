// The owner card's 'Datos Bancarios' block without an account says what the list says.
import { describe, expect, it, vi } from 'vitest';
import { BANKS_FAILED_MESSAGE, EMPTY_BANKS_MESSAGE } from './BankList.tsx';
import { ownerBankNote } from './BankOwnerCard.tsx';

vi.mock('@/lib/http/clients.ts', () => ({ usersApi: {}, businessApi: {}, dataApi: {} }));

describe('the owner card without an account', () => {
  it('uses the list’s own words: empty, failed to load, loading', () => {
    expect(ownerBankNote('ready')).toBe('No hay información bancaria disponible.');
    expect(EMPTY_BANKS_MESSAGE).toBe('No hay información bancaria disponible.');
    expect(ownerBankNote('error')).toBe('No pudimos cargar tu información bancaria.');
    expect(BANKS_FAILED_MESSAGE).toBe('No pudimos cargar tu información bancaria.');
    expect(ownerBankNote('loading')).toBe('Cargando…');
  });
});
