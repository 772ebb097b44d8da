// /user/dashboard/settings/banco-detalles — 'Datos bancarios': the owner card,
// the list of the worker's accounts and the selected one's detail, and the 'Acciones rápidas'
// panel with the add and update forms. On entry the accounts are fetched and the panel resets to
// Default. Loaded on demand by the dashboard router.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session } from '@/stores/session.ts';
import { DashboardPage } from '@/features/user-dashboard/chrome/DashboardPage.tsx';
import { resetPanel } from '@/features/user-dashboard/shared/panel-stack.ts';
import { BankDetail } from './BankDetail.tsx';
import { BankList } from './BankList.tsx';
import { BankOwnerCard } from './BankOwnerCard.tsx';
import { BankPanel } from './BankPanel.tsx';
import { loadBanks } from './bank-store.ts';
import { BANK_SECTION } from './panel-views.ts';
import '@/features/user-dashboard/shared/forms.css';
import './bank.css';

export default function BankView() {
  const session = useStore($session);

  useEffect(() => {
    resetPanel(BANK_SECTION);
    void loadBanks();
  }, []);

  if (session.kind !== 'user') return null;
  return (
    <DashboardPage panel={<BankPanel />}>
      <div className="bk-layout">
        <BankOwnerCard user={session.user} />
        <div className="bk-column">
          <BankList />
          <BankDetail />
        </div>
      </div>
    </DashboardPage>
  );
}
