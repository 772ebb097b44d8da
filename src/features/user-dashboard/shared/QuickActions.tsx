// The buttons of a right panel's Default view ('Acciones rápidas'): an icon, a label and a hint.
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon/icons.tsx';

export interface QuickAction {
  readonly label: string;
  readonly hint: string;
  readonly icon: ReactNode;
  readonly onSelect: () => void;
}

export function QuickActions({ actions }: { readonly actions: readonly QuickAction[] }) {
  return (
    <ul className="ud-quick-actions">
      {actions.map((action) => (
        <li key={action.label}>
          <button type="button" className="ud-quick-action" onClick={action.onSelect}>
            <span className="ud-quick-icon" aria-hidden="true">
              {action.icon}
            </span>
            <span className="ud-quick-text">
              <span className="ud-quick-label">{action.label}</span>
              <span className="ud-quick-hint">{action.hint}</span>
            </span>
            <Icon name="chevronRight" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
