// The home list of job postings: loaded when the section comes into view;
// while loading a placeholder keeps the space; a failed load hides the list silently.
import { useEffect, useState } from 'react';
import { formatClp, formatShortMonthDate, placeText } from '@/lib/format/index.ts';
import { fetchHomePostings, type HomePosting } from './postings-api';
import './job-postings.css';

interface Props {
  loading: string;
  payLabel: string;
  startLabel: string;
}

type State = { kind: 'loading' } | { kind: 'ready'; postings: HomePosting[] } | { kind: 'hidden' };

export default function JobPostings({ loading, payLabel, startLabel }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchHomePostings(controller.signal).then(
      (postings) => setState(postings.length > 0 ? { kind: 'ready', postings } : { kind: 'hidden' }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'hidden' });
      },
    );
    return () => controller.abort();
  }, []);

  if (state.kind === 'hidden') return null;
  if (state.kind === 'loading') {
    return (
      <p className="jobs-loading" role="status">
        {loading}
      </p>
    );
  }
  return (
    <ul className="jobs-list">
      {state.postings.map((posting) => (
        <li key={posting.id_publication} className="job-card">
          <h3 className="job-title">{posting.title}</h3>
          <p className="job-company">{posting.name_business}</p>
          <dl className="job-facts">
            {posting.name_commune && (
              <div>
                <dt>Ubicación</dt>
                <dd>{placeText(posting)}</dd>
              </div>
            )}
            {posting.name_vehicle && (
              <div>
                <dt>Vehículo</dt>
                <dd>{posting.name_vehicle}</dd>
              </div>
            )}
            {posting.name_schedule && (
              <div>
                <dt>Horario</dt>
                <dd>{posting.name_schedule}</dd>
              </div>
            )}
            <div>
              <dt>{startLabel}</dt>
              <dd>{formatShortMonthDate(posting.start_time) || posting.start_time}</dd>
            </div>
            <div>
              <dt>{payLabel}</dt>
              <dd>{formatClp(posting.pawn)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
