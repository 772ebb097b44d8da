// 'BAJA' by chat: a worker who writes BAJA or STOP to the company's WhatsApp number withdraws the
// consent to receive job offers, exactly as withdrawing it in 'Privacidad' does, recorded as
// withdrawn by chat. Codes, signing links and document news are not consent-based and keep coming;
// the confirmation says so. It goes as free text: the person's message has just opened the window.
import { listConsents, withdrawConsent } from '../../db/consents.ts';
import type { Database } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { int } from '../../db/rows.ts';

const STOP_WORDS: ReadonlySet<string> = new Set(['BAJA', 'STOP']);

export const OPT_OUT_CONFIRMATION =
  'Listo: ya no te enviaremos ofertas de trabajo por este medio. Los códigos, enlaces de firma y ' +
  'avisos de tus documentos te seguirán llegando.';

/** Whether `text` is a request to stop offers: BAJA or STOP, trimmed, in any case, accents ignored. */
export function isStopRequest(text: string | null): boolean {
  if (text === null) return false;
  const bare = text.trim().normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return STOP_WORDS.has(bare);
}

/** The worker account with this phone, when exactly one open one has it. */
function workerWithPhone(db: Database, phone: string): number | null {
  const rows = db
    .prepare(`SELECT id_user FROM users WHERE phone = ? AND role = 'User' AND anonymised_at IS NULL LIMIT 2`)
    .all(phone);
  const [only] = rows;
  return rows.length === 1 && only ? int(only, 'id_user') : null;
}

/**
 * Applies a stop request from `phone`: withdraws every offers consent still given and queues the
 * confirmation. A phone that is no worker's changes nothing. Answers whether it applied.
 */
export function applyStopRequest(db: Database, phone: string, now: Date): boolean {
  const idUser = workerWithPhone(db, phone);
  if (idUser === null) return false;
  const offers = listConsents(db, idUser).filter((consent) => consent.purpose === 'ofertas' && consent.active);
  for (const consent of offers) withdrawConsent(db, consent, idUser, now, 'chat');
  sendMail(db, { channel: 'chat', to: phone, subject: 'Ofertas de trabajo', text: OPT_OUT_CONFIRMATION, idUser }, now);
  return true;
}
