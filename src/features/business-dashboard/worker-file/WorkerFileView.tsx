// 'Ficha del trabajador': the worker's personal data, their profiles with every document (status,
// dates, reason, history), 'Documentos aprobados x de y', what is still missing, and 'Solicitar
// documentos', which sends the worker one message listing it with the link to their dashboard, and
// the delivery state of each code and link sent to the worker.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { DELIVERY_STATE_LABELS } from '@/lib/contract/delivery.ts';
import { formatDate, formatDateTime, phoneWithPlus } from '@/lib/format/index.ts';
import { showAlert } from '@/stores/alerts.ts';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { FileDocuments } from './FileDocuments.tsx';
import { requestDocuments, type WorkerFile } from './worker-file-api.ts';
import { $workerFile, forgetWorkerFile, loadWorkerFile, workerFileState } from './worker-file-store.ts';
import '@/features/business-dashboard/review/review.css';

function PersonalData({ file }: { readonly file: WorkerFile }) {
  const { worker } = file;
  const facts: [string, string | null][] = [
    ['RUT', worker.rut],
    ['Correo', worker.email],
    ['Teléfono', worker.phone ? phoneWithPlus(worker.phone) : null],
    ['Comuna', [worker.name_commune, worker.name_region].filter(Boolean).join(', ') || null],
    ['Registro', formatDate(worker.registered_at)],
  ];
  // The registration's answers follow, leaving out what the lines above already say.
  for (const answer of file.registration?.answers ?? []) {
    if (!facts.some(([label]) => label === answer.label) && answer.label !== 'Región') {
      facts.push([answer.label, answer.value]);
    }
  }
  return (
    <section className="bd-card" aria-labelledby="ficha-datos">
      <h2 id="ficha-datos">Datos personales</h2>
      <dl className="bd-file-facts">
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Missing({ file, idUser }: { readonly file: WorkerFile; readonly idUser: number }) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    setSending(true);
    setProblem(null);
    try {
      showAlert({
        type: 'success',
        title: 'Solicitud enviada',
        message: await requestDocuments(idUser),
        durationMs: 4000,
      });
    } catch (error) {
      setProblem(`No pudimos enviar la solicitud. ${failureText(error)}`);
    } finally {
      setSending(false);
    }
  };
  return (
    <section className="bd-card" aria-labelledby="ficha-faltan">
      <h2 id="ficha-faltan">Lo que falta</h2>
      {file.missing.length === 0 ? (
        <p>No falta ningún documento.</p>
      ) : (
        <ul>
          {file.missing.map((entry) => (
            <li key={entry.id_file}>
              {entry.document_name} ({entry.profile_name}): {entry.status_label}
              {entry.rejection_reason ? `, ${entry.rejection_reason}` : ''}
            </li>
          ))}
        </ul>
      )}
      {file.can_review && file.missing.length > 0 && (
        <button type="button" className="btn" onClick={() => void send()} disabled={sending}>
          {sending ? 'Enviando…' : 'Solicitar documentos'}
        </button>
      )}
      {problem && (
        <p className="bd-form-error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}

/** Each code and link sent to the worker with how far it got: 'Enviado', 'Entregado', 'Leído', 'Falló'. */
function SentMessages({ file }: { readonly file: WorkerFile }) {
  if (!file.relation.registered) return null;
  return (
    <section className="bd-card" aria-labelledby="ficha-enviados">
      <h2 id="ficha-enviados">Mensajes enviados</h2>
      {file.sent.length === 0 ? (
        <p>No se le han enviado códigos ni enlaces en el último mes.</p>
      ) : (
        <ul>
          {file.sent.map((message) => (
            <li key={message.id}>
              {message.label} · {message.channel === 'chat' ? 'WhatsApp' : 'Correo'} ·{' '}
              {formatDateTime(message.created_at)}: <strong>{DELIVERY_STATE_LABELS[message.state]}</strong>
              {message.failure ? ` (${message.failure})` : ''}
              {message.by_email ? '. También enviado por correo' : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function WorkerFileView({ idUser }: { readonly idUser: number }) {
  const state = workerFileState(useStore($workerFile), idUser);
  useEffect(() => {
    void loadWorkerFile(idUser);
    return forgetWorkerFile;
  }, [idUser]);
  const file = state.status === 'ready' ? state.data : null;
  return (
    <section className="bd-view" aria-labelledby="ficha-titulo">
      <ViewHeading id="ficha-titulo">
        {file ? `Ficha de ${file.worker.worker_name}` : 'Ficha del trabajador'}
      </ViewHeading>
      <p className="bd-lead">
        <RouterLink router={businessRouter} href={sectionPaths.review}>
          Por revisar
        </RouterLink>
        {' · '}
        <RouterLink router={businessRouter} href={sectionPaths.profiles}>
          Perfiles registrados
        </RouterLink>
      </p>
      <LoadStatus
        state={state}
        loading="Cargando la ficha…"
        failure="No pudimos cargar la ficha del trabajador."
        onRetry={() => void loadWorkerFile(idUser)}
      />
      {file && (
        <div className="bd-file-grid">
          <p className="bd-summary">
            Documentos aprobados {file.documentation.approved} de {file.documentation.required}
          </p>
          <PersonalData file={file} />
          <Missing file={file} idUser={idUser} />
          <SentMessages file={file} />
          {file.profiles.map((profile) => (
            <FileDocuments key={profile.id_profile_user} profile={profile} />
          ))}
        </div>
      )}
    </section>
  );
}
