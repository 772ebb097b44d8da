// The bank page's right panel 'Acciones rápidas': 'Agregar datos bancarios'
// always, 'Actualizar datos bancarios' only with a selected account; each opens its form on the
// panel stack and the back arrow pops it (Default when the stack is empty).
import { useStore } from '@nanostores/react';
import { Icon } from '@/components/icon/icons.tsx';
import { RightPanel } from '@/features/user-dashboard/chrome/RightPanel.tsx';
import { $panel, $panelCanGoBack, panelBack } from '@/features/user-dashboard/shared/panel-stack.ts';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';
import { QuickActions, type QuickAction } from '@/features/user-dashboard/shared/QuickActions.tsx';
import { AddBankForm } from './AddBankForm.tsx';
import { $selectedBank } from './bank-store.ts';
import { BANK_SECTION, BANK_VIEWS, isBankView, openBankView } from './panel-views.ts';
import { UpdateBankForm } from './UpdateBankForm.tsx';

const ADD: QuickAction = {
  label: 'Agregar datos bancarios',
  hint: 'Agiliza tus operaciones financieras',
  icon: <Icon name="plus" size={22} />,
  onSelect: () => openBankView('AccountData'),
};

const UPDATE: QuickAction = {
  label: 'Actualizar datos bancarios',
  hint: 'Actualiza los datos de tu banco',
  icon: <ExtraIcon name="edit" size={22} />,
  onSelect: () => openBankView('Update'),
};

export function BankPanel() {
  const panel = useStore($panel);
  const canGoBack = useStore($panelCanGoBack);
  const selected = useStore($selectedBank);
  const asked =
    panel.current.section === BANK_SECTION && isBankView(panel.current.view) ? panel.current.view : 'Default';
  // The update form needs a selected account; without one the panel shows its quick actions.
  const view = asked === 'Update' && !selected ? 'Default' : asked;
  return (
    <RightPanel title={BANK_VIEWS[view]} onBack={canGoBack ? panelBack : undefined}>
      {view === 'Default' && <QuickActions actions={selected ? [ADD, UPDATE] : [ADD]} />}
      {view === 'AccountData' && <AddBankForm />}
      {view === 'Update' && selected && <UpdateBankForm key={selected.id_bank_detail} id={selected.id_bank_detail} />}
    </RightPanel>
  );
}
