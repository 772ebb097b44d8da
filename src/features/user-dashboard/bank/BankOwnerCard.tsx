// The bank page's left card: avatar (default image if none),
// first and last name, the selected profile's name and the e-mail, then the 'Datos Bancarios'
// block with the selected account (its number masked as in the list).
import { useStore } from '@nanostores/react';
import { maskAccountNumber } from '@/lib/format/index.ts';
import type { LoggedUser } from '@/lib/session/types.ts';
import { $selectedProfile } from '@/features/user-dashboard/shared/profile.ts';
import { Avatar, fullName } from '@/features/user-dashboard/shared/Avatar.tsx';
import { $banks, $selectedBank } from './bank-store.ts';
import { BANKS_FAILED_MESSAGE, EMPTY_BANKS_MESSAGE } from './BankList.tsx';

/** The block's text without an account: the list's own wording, so the page says one thing. */
export function ownerBankNote(status: string): string {
  if (status === 'ready') return EMPTY_BANKS_MESSAGE;
  if (status === 'error') return BANKS_FAILED_MESSAGE;
  return 'Cargando…';
}

export function BankOwnerCard({ user }: { readonly user: LoggedUser }) {
  const profile = useStore($selectedProfile);
  const banks = useStore($banks);
  const bank = useStore($selectedBank);
  return (
    <section className="dash-card bk-owner" aria-labelledby="titular-nombre">
      <Avatar path={user.img_profile} size={88} className="bk-owner-photo" />
      <h2 id="titular-nombre">{fullName(user) || user.email}</h2>
      <p className="bk-owner-profile">{profile?.profile_name ?? 'Sin perfil'}</p>
      <p className="bk-owner-email">{user.email}</p>
      <div className="bk-owner-bank">
        <h3>Datos Bancarios</h3>
        {bank ? (
          <dl>
            <div>
              <dt>Banco</dt>
              <dd>{bank.bank_name}</dd>
            </div>
            <div>
              <dt>Tipo de cuenta</dt>
              <dd>{bank.account_type}</dd>
            </div>
            <div>
              <dt>Número de cuenta</dt>
              <dd>{maskAccountNumber(bank.account_number)}</dd>
            </div>
          </dl>
        ) : (
          <p>{ownerBankNote(banks.status)}</p>
        )}
      </div>
    </section>
  );
}
