// /api/public/power-signing — the vehicle owner reads, signs or rejects a simple power from the
// link the chat message carried (header auth-power: the link's token, single use, 7 days):
//   GET  /power-signing/power     → { data: OwnerPower } (RUTs, phone and e-mail masked)
//   GET  /power-signing/file      → the power as a PDF, as it will be signed
//   POST /power-signing/send-code → { data: CodeState, message }: a 6-digit code by chat to the
//        owner's phone (429 before 60 s or past 5 an hour)
//   POST /power-signing/sign      { rut, code, consent: true } → { data: outcome, message }: the RUT
//        typed must be the owner's; the signature page appended; copies e-mailed to the owner and,
//        when the driver left an e-mail, to the driver; the link spent
//   POST /power-signing/reject    { reason } → { data: outcome, message }; the link spent
// Refusals: 400 input, 401 missing, invalid or expired link, 410 link already used, 422 a RUT that
// is not the owner's or a wrong, expired, spent or used code. See docs/legal/electronic-signature.md.
import { Hono } from 'hono';
import { POWER_CONSENT_TEXT, rejectRequestSchema, signPowerRequestSchema } from '../../../src/lib/contract/signing.ts';
import { maskPhoneTail } from '../../../src/lib/format/mask.ts';
import { cleanRut } from '../../../src/lib/validation/rut.ts';
import { transaction } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { int, text } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { POWER_DOCUMENT_NAME } from '../../lib/documents/power-pdf.ts';
import { CODE_MINUTES, countFailedTry, issueCode, spendCode } from '../../lib/signing/codes.ts';
import { readStored, removeStored, writeStored } from '../../lib/signing/files.ts';
import { POWER_SIGNING_MESSAGES } from '../../lib/signing/messages.ts';
import { insertSignature } from '../../lib/signing/signatures.ts';
import { clientOf } from '../../lib/signing/documents.ts';
import { stampDocument } from '../../lib/signing/stamp.ts';
import { jsonBody } from '../../lib/validate.ts';
import { sendStoredFile } from '../user/documents-response.ts';
import { requireOwnerToken, type OwnerEnv } from './owner-token.ts';
import { sendPowerCopies, signedPathFor, sourceOf } from './power-signing-copies.ts';
import { markPowerRejected, markPowerSigned, ownerView, powerContent, powerSubject } from './power-signing-store.ts';

const signBody = jsonBody(signPowerRequestSchema);
const rejectBody = jsonBody(rejectRequestSchema);

export function powerSigningRoutes(deps: AppDeps) {
  const owner = requireOwnerToken(deps);
  return new Hono<OwnerEnv>()
    .get('/power-signing/power', owner, (c) => c.json({ data: ownerView(deps.db, c.get('power'), deps.now()) }))
    .get('/power-signing/file', owner, async (c) => {
      const path = await sourceOf(deps, c.get('power'));
      return sendStoredFile(c, deps, path, 'poder_simple.pdf');
    })
    .post('/power-signing/send-code', owner, (c) => {
      const power = c.get('power');
      const phone = text(power, 'phone_owner');
      const where = maskPhoneTail(phone);
      const now = deps.now();
      const delivery = { channels: ['chat' as const], destinations: [where] };
      const issued = transaction(deps.db, () => {
        const result = issueCode(deps.db, powerSubject(int(power, 'id_power')), delivery, deps.signingCodeSecret, now);
        if (!result.ok) return result;
        sendMail(
          deps.db,
          {
            channel: 'chat',
            to: phone,
            kind: 'power-signing-code',
            params: { body: [result.code], button: result.code },
            fallbackTo: text(power, 'email_owner'),
            subject: 'Código para firmar el poder',
            text:
              `Tu código para firmar el poder simple de ${text(power, 'full_name_driver')} es ${result.code}. ` +
              `Vence en ${CODE_MINUTES} minutos. No lo compartas con nadie.`,
          },
          now,
        );
        return result;
      });
      if (!issued.ok) {
        c.header('retry-after', String(issued.retryAfterSeconds));
        return c.json({ message: issued.message }, 429);
      }
      return c.json({ data: issued.state, message: POWER_SIGNING_MESSAGES.codeSent(where) });
    })
    .post('/power-signing/sign', owner, signBody, async (c) => {
      const power = c.get('power');
      const idPower = int(power, 'id_power');
      const subject = powerSubject(idPower);
      const { rut, code } = c.req.valid('json');
      if (cleanRut(rut) !== cleanRut(text(power, 'rut_owner'))) {
        countFailedTry(deps.db, subject, deps.now());
        return c.json({ message: POWER_SIGNING_MESSAGES.rutMismatch }, 422);
      }
      const spent = spendCode(deps.db, subject, code, deps.signingCodeSecret, deps.now());
      if (!spent.ok) return c.json({ message: spent.message }, 422);

      const { owner: person, driver } = powerContent(power);
      const signer = { role: 'Dueño del vehículo (mandante)', name: person.name, rut: person.rut };
      const source = await sourceOf(deps, power);
      const signedAt = deps.now();
      const stamped = await stampDocument({
        client: clientOf(c),
        source: await readStored(deps.blobs, source),
        documentName: POWER_DOCUMENT_NAME,
        signer,
        delivery: spent.delivery,
        consentText: POWER_CONSENT_TEXT,
        siteOrigin: deps.siteOrigin,
        signedAt,
      });
      const path = signedPathFor(source);
      await writeStored(deps.blobs, path, stamped.bytes);
      const at = signedAt.toISOString();
      let done = false;
      try {
        done = transaction(deps.db, () => {
          if (!markPowerSigned(deps.db, idPower, path, at)) return false;
          insertSignature(deps.db, {
            subject,
            kind: 'power',
            verificationCode: stamped.verificationCode,
            documentName: POWER_DOCUMENT_NAME,
            parties: [signer, { role: 'Conductor (mandatario)', name: driver.name, rut: driver.rut }],
            signer,
            method: stamped.method,
            clientIp: stamped.clientIp,
            userAgent: stamped.userAgent,
            sourceSha256: stamped.sourceSha256,
            signedSha256: stamped.signedSha256,
            storagePath: path,
            signedAt: at,
          });
          sendPowerCopies(deps.db, power, { path, stamped, signedAt });
          return true;
        });
      } finally {
        if (!done) await removeStored(deps.blobs, path);
      }
      if (!done) return c.json({ message: POWER_SIGNING_MESSAGES.usedSigned }, 410);
      return c.json({
        data: {
          status: 'SIGNED' as const,
          date_signature: at,
          date_rejected: null,
          verification_code: stamped.verificationCode,
          verification_url: stamped.verificationUrl,
        },
        message: POWER_SIGNING_MESSAGES.signed,
      });
    })
    .post('/power-signing/reject', owner, rejectBody, (c) => {
      const power = c.get('power');
      const at = deps.now().toISOString();
      if (!markPowerRejected(deps.db, int(power, 'id_power'), c.req.valid('json').reason, at)) {
        return c.json({ message: POWER_SIGNING_MESSAGES.usedSigned }, 410);
      }
      return c.json({
        data: {
          status: 'REJECTED' as const,
          date_signature: null,
          date_rejected: at,
          verification_code: null,
          verification_url: null,
        },
        message: POWER_SIGNING_MESSAGES.rejected,
      });
    });
}
