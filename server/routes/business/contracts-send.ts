// Sending a contract to a worker: the PDF stored as sent (with its hash), the PENDING row, and the
// worker told by e-mail, and by chat when a phone is on file, with the link to review and sign it.
import { randomUUID } from 'node:crypto';
import { transaction } from '../../db/database.ts';
import type { Database } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { linkSuffix } from '../../lib/delivery/templates.ts';
import type { AppDeps } from '../../deps.ts';
import { sha256Hex } from '../../lib/signing/documents.ts';
import { removeStored, writeStored } from '../../lib/signing/files.ts';
import { businessContract, insertContract, type Company, type Worker } from './contracts-store.ts';

/** The worker's way in: their company's sign-in, back to the home with the contract named. */
export function contractLink(siteOrigin: string, company: Company, idHistory: number): string {
  const back = encodeURIComponent(`/user/dashboard/home?contrato=${idHistory}`);
  return `${siteOrigin}/login/${company.name_business}?rgs=${encodeURIComponent(company.rgs)}&volver=${back}`;
}

function tellWorker(db: Database, now: Date, worker: Worker, company: Company, documentName: string, link: string) {
  const greeting = worker.firstname ? `Hola ${worker.firstname}:` : 'Hola:';
  sendMail(
    db,
    {
      to: worker.email,
      kind: 'contract-to-sign',
      idUser: worker.id_user,
      subject: 'Tienes un contrato para firmar',
      text: [
        greeting,
        '',
        `${company.name} te envió el contrato "${documentName}" para que lo revises y firmes.`,
        `Revísalo y fírmalo desde tu cuenta: ${link}`,
        'En Inicio, en la tabla de contratos, elige «Revisar y firmar». Para firmar te enviaremos un código de verificación.',
        '',
        `Si no esperabas este contrato, contacta a ${company.name}.`,
      ].join('\n'),
    },
    now,
  );
  if (worker.phone) {
    sendMail(
      db,
      {
        channel: 'chat',
        to: worker.phone,
        kind: 'contract-to-sign',
        idUser: worker.id_user,
        params: { body: [company.name, documentName], button: linkSuffix(link) },
        subject: 'Contrato para firmar',
        text: `${company.name} te envió el contrato "${documentName}" para firmar. Revísalo aquí: ${link}`,
      },
      now,
    );
  }
}

export interface ContractToSend {
  readonly company: Company;
  readonly worker: Worker;
  readonly bytes: Uint8Array;
  readonly pages: number;
  readonly document: string;
  readonly documentName: string;
  readonly origin: 'upload' | 'template';
}

/** Stores and announces the contract; returns it as the company sees it. */
export async function sendContract(deps: AppDeps, contract: ContractToSend) {
  const now = deps.now();
  const sourcePath = `users/${contract.worker.id_user}/contracts/${randomUUID()}-enviado.pdf`;
  await writeStored(deps.blobs, sourcePath, contract.bytes);
  try {
    return transaction(deps.db, () => {
      const idHistory = insertContract(deps.db, {
        idBusiness: contract.company.id_business,
        idUser: contract.worker.id_user,
        empresa: contract.company.name,
        document: contract.document,
        documentName: contract.documentName,
        origin: contract.origin,
        sourcePath,
        sourceSha256: sha256Hex(contract.bytes),
        pages: contract.pages,
        dateSend: now.toISOString(),
      });
      const link = contractLink(deps.siteOrigin, contract.company, idHistory);
      tellWorker(deps.db, now, contract.worker, contract.company, contract.documentName, link);
      const sent = businessContract(deps.db, contract.company.id_business, idHistory);
      if (!sent) throw new Error('contract not readable after storing');
      return sent;
    });
  } catch (error) {
    await removeStored(deps.blobs, sourcePath);
    throw error;
  }
}
