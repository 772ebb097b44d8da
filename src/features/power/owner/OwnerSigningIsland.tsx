// Island of /firmar-poder?t=…: the vehicle owner opens the link the chat message carried, reads
// the power and signs it (RUT, code by WhatsApp, consent) or rejects it. A missing, invalid,
// expired or used link says so in Spanish; a dropped connection offers 'Reintentar'. Nothing of
// the power is kept on the device.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { OwnerPower } from '@/lib/contract/signing.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { remoteStore } from '@/lib/remote-store.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import * as ownerApi from './owner-api.ts';
import { readOwnerToken } from './owner-first-read.ts';
import { OwnerDone, type Outcome } from './OwnerDone.tsx';
import { OwnerPowerSummary } from './OwnerPowerSummary.tsx';
import { OwnerSignForm, failureText } from './OwnerSignForm.tsx';
import '../power.css';
import './owner.css';

export const MISSING_LINK = 'Falta el enlace para firmar el poder. Ábrelo desde el mensaje que recibiste por WhatsApp.';

/** What the link opens: the power, or why it cannot be shown (and whether trying again may help). */
type Opened =
  | { readonly kind: 'refused'; readonly message: string; readonly retry: boolean }
  | { readonly kind: 'ready'; readonly power: OwnerPower };

/** The power to show, or why it cannot be shown. */
async function readPower(token: string): Promise<Opened> {
  try {
    return { kind: 'ready', power: await ownerApi.fetchOwnerPower(token) };
  } catch (error) {
    return { kind: 'refused', message: failureText(error), retry: !isApiError(error) || error.uncertain };
  }
}

// readPower turns a failure into an answer ('refused', with whether to offer 'Reintentar').
const openedPower = remoteStore(readPower, failureText);

// The page's own script has asked for the power already and may have drawn it: when its answer is
// in hand, the island's first render shows the same power (never 'Abriendo el poder…' over it);
// otherwise the read starts as soon as this module runs, taking that same answer when it comes.
const linkToken = typeof window === 'undefined' ? null : readOwnerToken(window.location.search);
if (linkToken) {
  const inHand = ownerApi.ownerPowerInHand(linkToken);
  if (inHand) openedPower.settle({ kind: 'ready', power: inHand }, linkToken);
  else void openedPower.load(linkToken);
}

export default function OwnerSigningIsland() {
  const [token] = useState(() => readOwnerToken(window.location.search));
  const entry = useStore(openedPower.$entry);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The power is read when the page opens (unless that read is already on its way), and again on
  // each 'Reintentar'.
  useEffect(() => {
    if (token && !openedPower.asked(token)) void openedPower.load(token);
    return openedPower.reset;
  }, [token]);

  if (outcome) return <OwnerDone outcome={outcome} />;
  if (!token) return <Refused message={MISSING_LINK} />;
  const read = openedPower.stateFor(entry, token);
  if (read.status === 'loading') return <p className="power-checking">Abriendo el poder…</p>;
  const view: Opened = read.status === 'ready' ? read.data : { kind: 'refused', message: read.error, retry: true };
  if (view.kind === 'refused') {
    return <Refused message={view.message} onRetry={view.retry ? () => void openedPower.load(token) : undefined} />;
  }
  return (
    <div className="power owner">
      <OwnerPowerSummary
        power={view.power}
        onDownload={async () => {
          try {
            saveBlob(await ownerApi.downloadOwnerPower(token), 'poder_simple.pdf');
          } catch {
            // The button stays; the content is on screen either way.
          }
        }}
      />
      <OwnerSignForm
        power={view.power}
        sendCode={async () => ownerApi.sendOwnerCode(token)}
        sign={async (body) => {
          const answer = await ownerApi.signOwnerPower(token, body);
          setOutcome({ ...answer.data, message: answer.message });
        }}
        reject={async (reason) => {
          const answer = await ownerApi.rejectOwnerPower(token, reason);
          setOutcome({ ...answer.data, message: answer.message });
        }}
      />
    </div>
  );
}

/** Why the link cannot open the power, with 'Reintentar' when trying again may help. */
function Refused({ message, onRetry }: { readonly message: string; readonly onRetry?: (() => void) | undefined }) {
  return (
    <div className="owner-refused" role="alert">
      <h2>No podemos abrir este poder</h2>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn" onClick={onRetry}>
          Reintentar
        </button>
      )}
    </div>
  );
}
