// Island of /firmar-poder?t=…: the vehicle owner opens the link the chat message carried, reads
// the power and signs it (RUT, code by WhatsApp, consent) or rejects it. A missing, invalid,
// expired or used link says so in Spanish; a dropped connection offers 'Reintentar'. Nothing of
// the power is kept on the device.
import { useEffect, useState } from 'react';
import type { OwnerPower } from '@/lib/contract/signing.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { OwnerDone, type Outcome } from './OwnerDone.tsx';
import { OwnerPowerSummary } from './OwnerPowerSummary.tsx';
import { OwnerSignForm, failureText } from './OwnerSignForm.tsx';
import '../power.css';
import './owner.css';

export const MISSING_LINK = 'Falta el enlace para firmar el poder. Ábrelo desde el mensaje que recibiste por WhatsApp.';

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'refused'; readonly message: string; readonly retry: boolean }
  | { readonly kind: 'ready'; readonly power: OwnerPower }
  | { readonly kind: 'done'; readonly outcome: Outcome };

/** The link's token, from `?t=`: three base64url parts, or null. */
export function readOwnerToken(search: string): string | null {
  const token = new URLSearchParams(search).get('t')?.trim() ?? '';
  return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : null;
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const api = () => import('./owner-api.ts');

/** The power to show, or why it cannot be shown. */
async function readPower(token: string): Promise<View> {
  try {
    return { kind: 'ready', power: await (await api()).fetchOwnerPower(token) };
  } catch (error) {
    return { kind: 'refused', message: failureText(error), retry: !isApiError(error) || error.uncertain };
  }
}

export default function OwnerSigningIsland() {
  const [token] = useState(() => readOwnerToken(window.location.search));
  const [view, setView] = useState<View>(() =>
    token ? { kind: 'loading' } : { kind: 'refused', message: MISSING_LINK, retry: false },
  );

  // Each try (the first, and every 'Reintentar') reads the power once.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void readPower(token).then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const retry = () => {
    setView({ kind: 'loading' });
    setAttempt((count) => count + 1);
  };

  if (view.kind === 'loading') return <p className="power-checking">Abriendo el poder…</p>;
  if (view.kind === 'refused') {
    return (
      <div className="owner-refused" role="alert">
        <h2>No podemos abrir este poder</h2>
        <p>{view.message}</p>
        {view.retry && (
          <button type="button" className="btn" onClick={retry}>
            Reintentar
          </button>
        )}
      </div>
    );
  }
  if (view.kind === 'done') return <OwnerDone outcome={view.outcome} />;
  const link = token ?? '';
  return (
    <div className="power owner">
      <OwnerPowerSummary
        power={view.power}
        onDownload={async () => {
          try {
            saveBlob(await (await api()).downloadOwnerPower(link), 'poder_simple.pdf');
          } catch {
            // The button stays; the content is on screen either way.
          }
        }}
      />
      <OwnerSignForm
        power={view.power}
        sendCode={async () => (await api()).sendOwnerCode(link)}
        sign={async (body) => {
          const answer = await (await api()).signOwnerPower(link, body);
          setView({ kind: 'done', outcome: { ...answer.data, message: answer.message } });
        }}
        reject={async (reason) => {
          const answer = await (await api()).rejectOwnerPower(link, reason);
          setView({ kind: 'done', outcome: { ...answer.data, message: answer.message } });
        }}
      />
    </div>
  );
}
