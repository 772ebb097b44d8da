// The consent history, newest first: what was agreed, when, how and under which policy version.
// An optional consent still in force is withdrawn with one click and stops at once; the job offers
// can be accepted again. A withdrawal says where it was made: here, or by writing 'BAJA' to the
// company's WhatsApp (the offers stopped by chat).
import { useState } from 'react';
import { WITHDRAWAL_CHANNEL_LABELS, type Consent } from '@/lib/contract/privacy.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { acceptOffersAgain, withdraw } from './privacy-store.ts';

export function ConsentHistory({ consents }: { readonly consents: readonly Consent[] }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ readonly text: string; readonly failed: boolean } | null>(null);
  const offersActive = consents.some((consent) => consent.purpose === 'ofertas' && consent.active);

  async function act(action: () => Promise<string>) {
    setBusy(true);
    setNote(null);
    try {
      setNote({ text: await action(), failed: false });
    } catch (error) {
      setNote({ text: failureText(error), failed: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="dash-card st-section" aria-labelledby="pv-consentimientos-titulo">
      <h2 id="pv-consentimientos-titulo">Tus consentimientos</h2>
      <ul className="pv-consents">
        {consents.map((consent) => (
          <li key={consent.id_consent} className="pv-consent">
            <p>
              <strong>{consent.purpose_label}</strong>
              {consent.posting_title ? ` (${consent.posting_title})` : ''} · {consent.company.display_name}
            </p>
            <p className="st-muted">
              {consent.channel_label}, el {formatDateTime(consent.granted_at)} · Política del {consent.policy_version}
              {consent.required ? ' · Obligatorio' : ''}
            </p>
            <p>
              {consent.active
                ? 'Vigente'
                : `Retirado el ${formatDateTime(consent.withdrawn_at)}${consent.withdrawn_via ? ` ${WITHDRAWAL_CHANNEL_LABELS[consent.withdrawn_via]}` : ''}`}
            </p>
            {consent.withdrawable && consent.active && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={busy}
                aria-label={`Retirar consentimiento: ${consent.purpose_label}`}
                onClick={() => void act(() => withdraw(consent))}
              >
                Retirar consentimiento
              </button>
            )}
          </li>
        ))}
      </ul>
      {!offersActive && (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act(acceptOffersAgain)}>
          Quiero recibir ofertas de trabajo por correo o WhatsApp
        </button>
      )}
      <div aria-live="polite">{note && !note.failed && <p className="uf-message">{note.text}</p>}</div>
      {note?.failed && (
        <p className="uf-message uf-message-error" role="alert">
          {note.text}
        </p>
      )}
    </section>
  );
}
