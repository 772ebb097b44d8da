// /api/users/contracts/signing — the worker reviews, signs or rejects a contract their company
// sent (header auth-user on every route; another worker's contract answers 404):
//   GET  /contracts/signing/:id_history            → { data: ContractSigning }
//   GET  /contracts/signing/:id_history/file       → the PDF as it was sent (what is read before signing)
//   POST /contracts/signing/:id_history/send-code  → { data: CodeState, message }: a 6-digit code to the
//        worker's e-mail, and by chat when a phone is on file (429 before 60 s or past 5 an hour)
//   POST /contracts/signing/:id_history/sign       { code, consent: true, read_all: true }
//        → { data: ContractSigning (SIGNED), message }: the signature page appended, a copy e-mailed
//   POST /contracts/signing/:id_history/reject     { reason } → { data: ContractSigning (REJECTED), message }
// Refusals: 400 input, 404 not the worker's, 409 no longer PENDING, 422 a wrong, expired, spent or
// used code. The rules: docs/legal/electronic-signature.md.
import { Hono } from 'hono';
import {
  CONTRACT_CONSENT_TEXT,
  ContractHistoryParamsSchema,
  rejectRequestSchema,
  signContractRequestSchema,
  type CodeChannel,
} from '../../../src/lib/contract/signing.ts';
import { formatDateTime } from '../../../src/lib/format/date.ts';
import { maskEmail, maskPhoneTail } from '../../../src/lib/format/mask.ts';
import { transaction } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { CODE_MINUTES, issueCode, spendCode } from '../../lib/signing/codes.ts';
import { contractFilePath, readStored, removeStored, writeStored } from '../../lib/signing/files.ts';
import { CONTRACT_MESSAGES } from '../../lib/signing/messages.ts';
import { EMPLOYER_ROLE, insertSignature } from '../../lib/signing/signatures.ts';
import { clientOf } from '../../lib/signing/documents.ts';
import { stampDocument } from '../../lib/signing/stamp.ts';
import { jsonBody, routeParams } from '../../lib/validate.ts';
import { workerOf, type Worker } from '../business/contracts-store.ts';
import { sendStoredFile } from '../user/documents-response.ts';
import {
  companyContact,
  contractSubject,
  findOwnContract,
  markRejected,
  markSigned,
  signingView,
  type OwnContract,
} from './contract-signing-store.ts';

const params = routeParams(ContractHistoryParamsSchema);
const signBody = jsonBody(signContractRequestSchema);
const rejectBody = jsonBody(rejectRequestSchema);

function channelsOf(worker: Worker): CodeChannel[] {
  return worker.phone ? ['email', 'chat'] : ['email'];
}

function destinationsOf(worker: Worker): string[] {
  return channelsOf(worker).map((channel) =>
    channel === 'email' ? maskEmail(worker.email) : maskPhoneTail(worker.phone ?? ''),
  );
}

function whereSent(worker: Worker): string {
  const [email, phone] = destinationsOf(worker);
  return phone ? `a tu correo ${email} y por WhatsApp al ${phone}` : `a tu correo ${email}`;
}

function notPending(contract: OwnContract): string | null {
  if (contract.status === 'SIGNED') return CONTRACT_MESSAGES.alreadySigned;
  if (contract.status === 'REJECTED') return CONTRACT_MESSAGES.alreadyRejected;
  return null;
}

export function contractSigningRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const load = (idUser: number, idBusiness: number, idHistory: number) => {
    const contract = findOwnContract(deps.db, idUser, idHistory);
    const worker = workerOf(deps.db, idBusiness, idUser);
    return contract && worker ? { contract, worker } : null;
  };
  const view = (contract: OwnContract, worker: Worker) =>
    signingView(deps.db, contract, channelsOf(worker), deps.siteOrigin, deps.now());

  return new Hono<AuthEnv>()
    .get('/contracts/signing/:id_history', auth, params, (c) => {
      const { account } = c.get('session');
      const found = load(account.id_user, account.id_business, c.req.valid('param').id_history);
      if (!found) return c.json({ message: CONTRACT_MESSAGES.notFound }, 404);
      return c.json({ data: view(found.contract, found.worker) });
    })
    .get('/contracts/signing/:id_history/file', auth, params, (c) => {
      const { id_history } = c.req.valid('param');
      const contract = findOwnContract(deps.db, c.get('session').account.id_user, id_history);
      if (!contract) return c.json({ message: CONTRACT_MESSAGES.notFound }, 404);
      return sendStoredFile(c, deps, contract.sourcePath, `contrato_${id_history}_para_revisar.pdf`);
    })
    .post('/contracts/signing/:id_history/send-code', auth, params, (c) => {
      const { account } = c.get('session');
      const found = load(account.id_user, account.id_business, c.req.valid('param').id_history);
      if (!found) return c.json({ message: CONTRACT_MESSAGES.notFound }, 404);
      const { contract, worker } = found;
      const refusal = notPending(contract);
      if (refusal) return c.json({ message: refusal }, 409);
      const now = deps.now();
      const delivery = { channels: channelsOf(worker), destinations: destinationsOf(worker) };
      const issued = transaction(deps.db, () => {
        const result = issueCode(deps.db, contractSubject(contract.idHistory), delivery, deps.signingCodeSecret, now);
        if (!result.ok) return result;
        const about = `"${contract.documentName}" de ${contract.empresa}`;
        sendMail(
          deps.db,
          {
            to: worker.email,
            kind: 'contract-signing-code',
            idUser: account.id_user,
            subject: 'Tu código para firmar el contrato',
            text: [
              worker.firstname ? `Hola ${worker.firstname}:` : 'Hola:',
              '',
              `Tu código de verificación para firmar ${about} es ${result.code}. Vence en ${CODE_MINUTES} minutos.`,
              '',
              'No lo compartas con nadie. Si no pediste este código, ignora este mensaje.',
            ].join('\n'),
          },
          now,
        );
        if (worker.phone) {
          sendMail(
            deps.db,
            {
              channel: 'chat',
              to: worker.phone,
              kind: 'contract-signing-code',
              idUser: account.id_user,
              params: { body: [result.code], button: result.code },
              subject: 'Código para firmar',
              text: `Tu código para firmar ${about} es ${result.code}. Vence en ${CODE_MINUTES} minutos. No lo compartas.`,
            },
            now,
          );
        }
        return result;
      });
      if (!issued.ok) {
        c.header('retry-after', String(issued.retryAfterSeconds));
        return c.json({ message: issued.message }, 429);
      }
      return c.json({ data: issued.state, message: CONTRACT_MESSAGES.codeSent(whereSent(worker)) });
    })
    .post('/contracts/signing/:id_history/sign', auth, params, signBody, async (c) => {
      const { account } = c.get('session');
      const found = load(account.id_user, account.id_business, c.req.valid('param').id_history);
      if (!found) return c.json({ message: CONTRACT_MESSAGES.notFound }, 404);
      const { contract, worker } = found;
      const refusal = notPending(contract);
      if (refusal) return c.json({ message: refusal }, 409);
      const subject = contractSubject(contract.idHistory);
      const spent = spendCode(deps.db, subject, c.req.valid('json').code, deps.signingCodeSecret, deps.now());
      if (!spent.ok) return c.json({ message: spent.message }, 422);

      const signedAt = deps.now();
      const signer = { role: 'Trabajador', name: worker.name, rut: worker.rut ?? 'Sin RUT registrado' };
      const stamped = await stampDocument({
        client: clientOf(c),
        source: await readStored(deps.blobs, contract.sourcePath),
        documentName: contract.documentName,
        signer,
        delivery: spent.delivery,
        consentText: CONTRACT_CONSENT_TEXT,
        siteOrigin: deps.siteOrigin,
        signedAt,
      });
      const path = contractFilePath(account.id_user, 'firmado');
      await writeStored(deps.blobs, path, stamped.bytes);
      const at = signedAt.toISOString();
      let done = false;
      try {
        done = transaction(deps.db, () => {
          if (!markSigned(deps.db, contract, path, at)) return false;
          const employer = deps.db
            .prepare('SELECT display_name, rut_business FROM businesses WHERE id_business = ?')
            .get(contract.idBusiness ?? 0);
          insertSignature(deps.db, {
            subject,
            kind: 'contract',
            verificationCode: stamped.verificationCode,
            documentName: contract.documentName,
            parties: [
              {
                role: EMPLOYER_ROLE,
                name: contract.empresa,
                rut: typeof employer?.['rut_business'] === 'string' ? employer['rut_business'] : '',
              },
              signer,
            ],
            signer,
            method: stamped.method,
            clientIp: stamped.clientIp,
            userAgent: stamped.userAgent,
            sourceSha256: stamped.sourceSha256,
            signedSha256: stamped.signedSha256,
            storagePath: path,
            signedAt: at,
          });
          const when = formatDateTime(signedAt);
          sendMail(
            deps.db,
            {
              to: worker.email,
              kind: 'contract-signed-copy',
              idUser: account.id_user,
              subject: 'Copia de tu contrato firmado',
              text: [
                worker.firstname ? `Hola ${worker.firstname}:` : 'Hola:',
                '',
                `Firmaste electrónicamente "${contract.documentName}" de ${contract.empresa} el ${when} (hora de Chile).`,
                `Adjuntamos una copia del contrato firmado (contract_${contract.idHistory}.pdf).`,
                '',
                `Código de verificación: ${stamped.verificationCode}`,
                `Cualquier persona puede verificarlo en: ${stamped.verificationUrl}`,
              ].join('\n'),
              attachments: [
                { name: `contract_${contract.idHistory}.pdf`, storage_path: path, sha256: stamped.signedSha256 },
              ],
            },
            signedAt,
          );
          const contact = companyContact(deps.db, contract.idBusiness);
          if (contact) {
            sendMail(
              deps.db,
              {
                to: contact,
                kind: 'contract-signed-notice',
                subject: `Contrato firmado: ${contract.documentName}`,
                text: `${worker.name} firmó "${contract.documentName}" el ${when} (hora de Chile).\nVerificación: ${stamped.verificationUrl}`,
              },
              signedAt,
            );
          }
          return true;
        });
      } finally {
        if (!done) await removeStored(deps.blobs, path);
      }
      const now = findOwnContract(deps.db, account.id_user, contract.idHistory) ?? contract;
      if (!done) return c.json({ message: notPending(now) ?? CONTRACT_MESSAGES.alreadySigned }, 409);
      return c.json({ data: view(now, worker), message: CONTRACT_MESSAGES.signed });
    })
    .post('/contracts/signing/:id_history/reject', auth, params, rejectBody, (c) => {
      const { account } = c.get('session');
      const found = load(account.id_user, account.id_business, c.req.valid('param').id_history);
      if (!found) return c.json({ message: CONTRACT_MESSAGES.notFound }, 404);
      const { contract, worker } = found;
      const refusal = notPending(contract);
      if (refusal) return c.json({ message: refusal }, 409);
      const { reason } = c.req.valid('json');
      const now = deps.now();
      const rejected = transaction(deps.db, () => {
        if (!markRejected(deps.db, contract.idHistory, reason, now.toISOString())) return false;
        const contact = companyContact(deps.db, contract.idBusiness);
        if (contact) {
          sendMail(
            deps.db,
            {
              to: contact,
              kind: 'contract-rejected-notice',
              subject: `Contrato rechazado: ${contract.documentName}`,
              text: `${worker.name} rechazó "${contract.documentName}".\nMotivo: ${reason}`,
            },
            now,
          );
        }
        return true;
      });
      const current = findOwnContract(deps.db, account.id_user, contract.idHistory) ?? contract;
      if (!rejected) return c.json({ message: notPending(current) ?? CONTRACT_MESSAGES.alreadyRejected }, 409);
      return c.json({ data: view(current, worker), message: CONTRACT_MESSAGES.rejected(contract.empresa) });
    });
}
