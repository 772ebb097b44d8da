// Keeps each public request (contact, meeting, inquiry, business contact or sign-up) in
// contact_requests and "sends" the team's e-mail through the outbox (and, for a meeting request or
// an inquiry, an acknowledgement to the sender); a company logo is written
// in the file store under `business-logos/` with a name the server chooses. All or nothing.
import { randomUUID } from 'node:crypto';
import { transaction } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import { acknowledgementOf } from './contact-acknowledgement.ts';
import { FIELD_LABELS } from './contact-input.ts';
import type { UploadedLogo } from './contact-input.ts';

/** Where the site's contact e-mails arrive (the address in content/site/settings.json). */
export const CONTACT_INBOX = 'contacto@enlista.cl';

export const REQUEST_SUBJECTS = {
  meeting: 'Solicitud de reunión',
  contact: 'Nuevo mensaje de contacto',
  inquiry: 'Nueva consulta o reclamo',
  businessContact: 'Nuevo contacto de empresa',
  businessRegister: 'Registro de empresa y requerimientos de flota',
} as const;

export type StoredKind = keyof typeof REQUEST_SUBJECTS;

/** A request about personal data is told apart in its subject: it has a legal answer deadline. */
export const PRIVACY_INQUIRY_SUBJECT = 'Nueva solicitud sobre privacidad y datos personales';

function subjectOf(request: NewRequest): string {
  if (request.kind === 'inquiry' && request.body['kind'] === 'privacidad') return PRIVACY_INQUIRY_SUBJECT;
  return REQUEST_SUBJECTS[request.kind];
}

function describe(body: Readonly<Record<string, unknown>>): string {
  return Object.entries(body)
    .filter(([, value]) => value !== '' && value !== undefined && value !== null)
    .map(([key, value]) => `${FIELD_LABELS[key] ?? key}: ${String(value)}`)
    .join('\n');
}

export interface NewRequest {
  readonly kind: StoredKind;
  readonly body: Readonly<Record<string, unknown>> & { readonly email: string };
  readonly logo?: UploadedLogo | null;
}

export async function storeRequest(deps: AppDeps, request: NewRequest): Promise<void> {
  const createdAt = deps.now().toISOString();
  let logoPath: string | null = null;
  if (request.logo) {
    logoPath = `business-logos/${randomUUID()}.${request.logo.extension}`;
    await deps.blobs.put(logoPath, request.logo.bytes);
  }
  const subject = subjectOf(request);
  const text = [
    `${subject} desde el sitio web.`,
    '',
    describe(request.body),
    ...(request.logo ? [`Logo adjunto: ${request.logo.name}`] : []),
    '',
    `Responder a: ${request.body.email}`,
  ].join('\n');
  try {
    transaction(deps.db, () => {
      deps.db
        .prepare('INSERT INTO contact_requests (kind, payload, storage_path, created_at) VALUES (?, ?, ?, ?)')
        .run(request.kind, JSON.stringify(request.body), logoPath, createdAt);
      sendMail(deps.db, { to: CONTACT_INBOX, subject, text, kind: 'contact-request' }, deps.now());
      const acknowledgement = acknowledgementOf(request);
      if (acknowledgement) sendMail(deps.db, { ...acknowledgement, kind: 'contact-acknowledgement' }, deps.now());
    });
  } catch (error) {
    if (logoPath) await deps.blobs.delete(logoPath);
    throw error;
  }
}
