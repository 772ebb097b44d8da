// 'Ver multas' (the fines view): the penalties with operation, date, amount and description.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatClp, formatDate } from '@/lib/format/index.ts';
import { penalties } from './home-store.ts';
import { RemoteState } from './RemoteState.tsx';

export function PenaltiesList() {
  const state = useStore(penalties.$store);

  useEffect(() => {
    void penalties.load();
  }, []);

  if (state.status !== 'ready') return <RemoteState status={state.status} onRetry={() => void penalties.load(true)} />;
  if (state.data.length === 0) return <p className="panel-note">No tienes multas registradas.</p>;
  return (
    <ul className="records-list">
      {state.data.map((penalty, index) => (
        <li key={`${penalty.dateConfirm}-${index}`} className="record record-penalty">
          <span className="record-main">
            <span className="record-title">{penalty.operation}</span>
            <span className="record-amount">{formatClp(penalty.amount)}</span>
          </span>
          <span className="record-date">{formatDate(penalty.dateConfirm)}</span>
          <span className="record-description">{penalty.description}</span>
        </li>
      ))}
    </ul>
  );
}
