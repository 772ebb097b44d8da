// 'Ver asistencias': the attendance history with a search over the
// company, the date (day/month/year) and the answer.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { formatDate } from '@/lib/format/index.ts';
import { attendanceAnswer, filterAttendance } from './attendance-search.ts';
import { attendance } from './home-store.ts';
import { RemoteState } from './RemoteState.tsx';

export function AttendanceHistory() {
  const state = useStore(attendance.$store);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const countId = useId();

  useEffect(() => {
    void attendance.load();
  }, []);

  if (state.status !== 'ready') return <RemoteState status={state.status} onRetry={() => void attendance.load(true)} />;
  const shown = filterAttendance(state.data, query);
  return (
    <div className="records">
      <div className="records-search">
        <label htmlFor={searchId}>Buscar en el historial</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Empresa, fecha o respuesta"
          aria-describedby={countId}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p id={countId} className="records-count" aria-live="polite">
        {shown.length === 1 ? '1 registro' : `${shown.length} registros`}
      </p>
      {shown.length === 0 ? (
        <p className="panel-note">
          {state.data.length === 0
            ? 'Aún no tienes asistencias registradas.'
            : 'Ningún registro coincide con tu búsqueda.'}
        </p>
      ) : (
        <ul className="records-list">
          {shown.map((record, index) => (
            <li key={`${record.dateConfirm}-${index}`} className="record">
              <span className="record-main">
                <span className="record-title">{record.nameBusiness}</span>
                <span className="record-date">{formatDate(record.dateConfirm)}</span>
              </span>
              <span className="record-badge" data-confirm={record.confirm.toUpperCase() === 'SI' ? 'si' : 'no'}>
                {attendanceAnswer(record.confirm)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
