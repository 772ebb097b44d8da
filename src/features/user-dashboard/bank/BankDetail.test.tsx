// @vitest-environment jsdom
// The account number is masked wherever the bank page shows it (the list, the detail card and the
// owner card), with the one mask the list uses; only the update form's field holds it in full.
import { cleanStores } from 'nanostores';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE, ready } from '@/lib/remote.ts';
import { sampleUser } from '@/features/user-dashboard/shared/user.sample.ts';
import { sampleBank } from './bank.sample.ts';

vi.mock('@/lib/http/clients.ts', () => ({ usersApi: {}, businessApi: {}, dataApi: {} }));

const { $banks, $selectedBankId } = await import('./bank-store.ts');
const { BankList } = await import('./BankList.tsx');
const { BankDetail } = await import('./BankDetail.tsx');
const { BankOwnerCard } = await import('./BankOwnerCard.tsx');

const user = sampleUser();

afterEach(() => {
  cleanStores($banks, $selectedBankId);
  $banks.set(IDLE);
  $selectedBankId.set(null);
});

describe('the account number on the bank page', () => {
  it('shows only its last four digits in the list, the detail and the owner card', () => {
    $banks.set(ready([sampleBank({ id_bank_detail: 7, account_number: '12345678' })]));
    $selectedBankId.set(7);
    render(
      <>
        <BankOwnerCard user={user} />
        <BankList />
        <BankDetail />
      </>,
    );
    const list = screen.getByRole('region', { name: 'Cuentas bancarias' });
    const detail = screen.getByRole('region', { name: 'Detalle de la cuenta' });
    const owner = screen.getByRole('region', { name: 'Camila Rojas' });
    expect(within(list).getByRole('button', { pressed: true }).textContent).toContain('•••• 5678');
    expect(within(detail).getByText('Número de cuenta').nextElementSibling?.textContent).toBe('•••• 5678');
    expect(within(owner).getByText('Número de cuenta').nextElementSibling?.textContent).toBe('•••• 5678');
    for (const region of [list, detail, owner]) expect(region.textContent).not.toContain('12345678');
  });
});
