// 'Solicitudes de privacidad': the rights requests of the company's workers, pending first by
// deadline, each with its state, the days left and its history; a pending one is completed,
// refused with its reason, or given its one extension (docs/legal/personal-data.md, PD-8 to PD-15).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { BusinessPrivacyRequest } from '@/lib/contract/privacy.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import type { PrivacyAnswerAction } from './privacy-requests-api.ts';
import {
  $privacyRequests,
  forgetPrivacyRequests,
  loadPrivacyRequests,
  privacyRequestsState,
} from './privacy-requests-store.ts';
import AnswerDialog from './AnswerDialog.tsx';
import { RequestCard } from './RequestCard.tsx';
import './privacy-requests.css';

interface Answering {
  readonly request: BusinessPrivacyRequest;
  readonly action: PrivacyAnswerAction;
  readonly opener: HTMLElement | null;
}

export default function PrivacyRequestsView() {
  const state = privacyRequestsState(useStore($privacyRequests));
  const [answering, setAnswering] = useState<Answering | null>(null);

  useEffect(() => {
    void loadPrivacyRequests();
    return forgetPrivacyRequests;
  }, []);

  const requests = state.status === 'ready' ? state.data : [];
  const pending = requests.filter((request) => request.state === 'pendiente').length;
  return (
    <section className="bd-view" aria-labelledby="privacidad-titulo">
      <ViewHeading id="privacidad-titulo">Solicitudes de privacidad</ViewHeading>
      <p className="bd-lead">
        Lo que tus trabajadores piden sobre sus datos personales. Respóndelas antes de su plazo.
      </p>
      <LoadStatus
        state={state}
        loading="Cargando solicitudes…"
        failure="No pudimos cargar las solicitudes."
        onRetry={() => void loadPrivacyRequests()}
      />
      {state.status === 'ready' &&
        (requests.length === 0 ? (
          <p className="bd-card bd-empty">No hay solicitudes de privacidad.</p>
        ) : (
          <>
            <p className="bd-summary">
              {pending === 1 ? '1 solicitud pendiente' : `${pending} solicitudes pendientes`}
            </p>
            <ul className="pr-list" aria-label="Solicitudes">
              {requests.map((request) => (
                <RequestCard
                  key={request.id_request}
                  request={request}
                  onAnswer={(action, opener) => setAnswering({ request, action, opener })}
                />
              ))}
            </ul>
          </>
        ))}
      {answering && (
        <AnswerDialog
          request={answering.request}
          action={answering.action}
          onClose={() => setAnswering(null)}
          returnFocus={() =>
            answering.opener?.isConnected ? answering.opener : document.getElementById('privacidad-titulo')
          }
        />
      )}
    </section>
  );
}
