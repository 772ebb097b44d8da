// The worker signs a contract in process: the reading view and the document as sent; the code
// (e-mail and chat, hashed, 10 minutes, 5 tries, 60 s between sends); consent and reading required;
// the signed PDF (read back with pdf.js: the signature page's fields) is what download returns,
// its copy reaches the worker's e-mail, the company sees it signed and anyone can verify it;
// rejecting with a reason; nothing of it for another worker; ten parallel signs, one signature.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusinessContract, ContractSigning, Verification } from '../../../src/lib/contract/signing.ts';
import { pdfPageTexts } from '../../lib/documents/pdf-text.test-support.ts';
import { sha256Hex } from '../../lib/signing/documents.ts';
import { readStored } from '../../lib/signing/files.ts';
import { DEV_JWT_SECRET, DEV_SIGNING_CODE_SECRET } from '../../deps.ts';
import { expectSpanishError } from '../../security-test-support.ts';
import { contractSubject } from './contract-signing-store.ts';
import {
  COMPANY,
  OTHER_WORKER,
  TEMPLATE,
  WORKER,
  WORKER_SUR,
  createSigningContext,
  dataOf,
  type SigningContext,
} from '../signing-test-helpers.ts';

const MINUTE = 60_000;
const USER_AGENT = 'Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Mobile';
let ctx: SigningContext;
beforeAll(async () => {
  ctx = await createSigningContext();
});
afterAll(() => ctx.cleanup());

async function newContract(): Promise<BusinessContract> {
  const response = await ctx.call('POST', '/business/contracts/template', ctx.as(COMPANY), {
    id_user: ctx.idOf(WORKER),
    ...TEMPLATE,
  });
  return dataOf<BusinessContract>(response);
}

const base = (id: number) => `/api/users/contracts/signing/${id}`;
const sendCode = (id: number, who = WORKER) => ctx.call('POST', `${base(id)}/send-code`, ctx.as(who));
const sign = (id: number, code: string, extra: Record<string, unknown> = {}) =>
  ctx.call(
    'POST',
    `${base(id)}/sign`,
    { ...ctx.as(WORKER), 'user-agent': USER_AGENT },
    { code, consent: true, read_all: true, ...extra },
  );

async function messageOf(response: Response, status: number): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(status);
  const [message] = await expectSpanishError(response, `${status}`);
  return message ?? '';
}

describe('the reading view', () => {
  it('shows the contract pending, with the consent text and where a code would go', async () => {
    const contract = await newContract();
    const view = await dataOf<ContractSigning>(await ctx.call('GET', base(contract.id_history), ctx.as(WORKER)));
    expect(view).toMatchObject({
      status: 'PENDING',
      empresa: 'Transportes Andes',
      document_name: 'Contrato de trabajo',
      consent_text: 'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.',
      channels: ['email', 'chat'],
      code: null,
      url_file: null,
      verification_code: null,
      review_url: `${base(contract.id_history)}/file`,
    });
    const file = await ctx.call('GET', view.review_url, ctx.as(WORKER));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(view.pages).toBe((await pdfPageTexts(bytes)).length);
  });
});

describe('the code', () => {
  let id = 0;
  beforeEach(async () => {
    id = (await newContract()).id_history;
  });

  it('goes to the worker’s e-mail and chat, stored only as a hash', async () => {
    const response = await sendCode(id);
    const body = (await response.json()) as { data: ContractSigning['code']; message: string };
    expect(body.message).toBe(
      'Te enviamos un código de verificación a tu correo tr••••••••@demo.cl y por WhatsApp al +56 •••••4321. Vence en 10 minutos.',
    );
    expect(body.data).toMatchObject({ channels: ['email', 'chat'], attempts_left: 5 });
    const code = ctx.codeSentTo(WORKER);
    expect(ctx.codeSentTo('56987654321')).toBe(code);
    const stored = ctx.db.prepare('SELECT code_hash FROM signing_codes ORDER BY id_code DESC LIMIT 1').get();
    expect(String(stored?.['code_hash'])).not.toContain(code);
    // Keyed with a secret of its own: the session secret does not reproduce it.
    const [salt = '', hash = ''] = String(stored?.['code_hash']).split('.');
    const keyed = (secret: string) =>
      createHmac('sha256', secret)
        .update(`${contractSubject(id)}:${salt}:${code}`)
        .digest('base64');
    expect(keyed(DEV_SIGNING_CODE_SECRET)).toBe(hash);
    expect(keyed(DEV_JWT_SECRET)).not.toBe(hash);
    const view = await dataOf<ContractSigning>(await ctx.call('GET', base(id), ctx.as(WORKER)));
    expect(view.code?.expires_at).toBe(new Date(ctx.now().getTime() + 10 * MINUTE).toISOString());
  });

  it('can be sent again only after 60 seconds, and the new one replaces the old', async () => {
    await sendCode(id);
    const first = ctx.codeSentTo(WORKER);
    const early = await sendCode(id);
    expect(early.headers.get('retry-after')).toBe('60');
    expect(await messageOf(early, 429)).toBe('Ya te enviamos un código. Puedes pedir otro en 60 segundos.');
    ctx.advance(61_000);
    expect((await sendCode(id)).status).toBe(200);
    const second = ctx.codeSentTo(WORKER);
    if (second !== first) {
      expect(await messageOf(await sign(id, first), 422)).toMatch(/^El código de verificación no es correcto/);
    }
    expect((await sign(id, second)).status).toBe(200);
  });

  it('allows five tries, telling how many are left', async () => {
    await sendCode(id);
    const code = ctx.codeSentTo(WORKER);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let attempt = 0; attempt < 5; attempt += 1) messages.push(await messageOf(await sign(id, wrong), 422));
    expect(messages).toEqual([
      'El código de verificación no es correcto. Te quedan 4 intentos.',
      'El código de verificación no es correcto. Te quedan 3 intentos.',
      'El código de verificación no es correcto. Te quedan 2 intentos.',
      'El código de verificación no es correcto. Te queda 1 intento.',
      'Superaste los 5 intentos. Pide un nuevo código con «Enviar código».',
    ]);
    expect(await messageOf(await sign(id, code), 422)).toBe(
      'Superaste los 5 intentos. Pide un nuevo código con «Enviar código».',
    );
  });

  it('expires after 10 minutes', async () => {
    await sendCode(id);
    ctx.advance(10 * MINUTE + 1000);
    expect(await messageOf(await sign(id, ctx.codeSentTo(WORKER)), 422)).toBe(
      'El código venció. Pide uno nuevo con «Enviar código».',
    );
  });

  it('is needed, and so are the consent and the whole reading', async () => {
    expect(await messageOf(await sign(id, '123456'), 422)).toBe(
      'Primero pide un código de verificación con «Enviar código».',
    );
    await sendCode(id);
    const code = ctx.codeSentTo(WORKER);
    expect(await messageOf(await sign(id, code, { consent: false }), 400)).toBe(
      'Debes aceptar la firma electrónica para continuar.',
    );
    expect(await messageOf(await sign(id, code, { read_all: false }), 400)).toBe(
      'Debes revisar el contrato completo antes de firmarlo.',
    );
    expect(await messageOf(await sign(id, ''), 400)).toBe('Ingresa el código de verificación.');
  });
});

describe('a signed contract', () => {
  let contract: BusinessContract;
  let signed: ContractSigning;
  let code = '';

  beforeAll(async () => {
    contract = await newContract();
    ctx.advance(2 * MINUTE);
    await sendCode(contract.id_history);
    code = ctx.codeSentTo(WORKER);
    const response = await sign(contract.id_history, code);
    const body = (await response.json()) as { data: ContractSigning; message: string };
    expect(body.message).toBe('Firmaste el contrato. Te enviamos una copia a tu correo.');
    signed = body.data;
  });

  it('reads SIGNED with its date, and its code is spent', async () => {
    expect(signed).toMatchObject({ status: 'SIGNED', date_signature: ctx.now().toISOString() });
    expect(signed.verification_code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(signed.verification_url).toBe(`http://localhost:4321/verificar?codigo=${signed.verification_code}`);
    expect(await messageOf(await sign(contract.id_history, code), 409)).toBe('Este contrato ya está firmado.');
    expect(await messageOf(await sendCode(contract.id_history), 409)).toBe('Este contrato ya está firmado.');
  });

  it('downloads as contract_{id}.pdf with the signature page, whose fields pdf.js reads', async () => {
    const response = await ctx.call('GET', signed.url_file ?? '', ctx.as(WORKER));
    expect(response.headers.get('content-disposition')).toContain(`contract_${contract.id_history}.pdf`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const source = new Uint8Array(await (await ctx.call('GET', signed.review_url, ctx.as(WORKER))).arrayBuffer());
    const pages = await pdfPageTexts(bytes);
    expect(pages).toHaveLength((await pdfPageTexts(source)).length + 1);
    const page = pages.at(-1) ?? '';
    for (const field of [
      'Hoja de firma electrónica',
      'Documento Contrato de trabajo',
      'Firmado por (Trabajador) Camila Rojas',
      'RUT del firmante 12.345.678-5',
      '(hora de Chile, America/Santiago)',
      `UTC ${ctx.now().toISOString()}`,
      'enviado al correo tr••••••••@demo.cl y por WhatsApp al +56 •••••4321',
      'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.',
      'Dirección IP No disponible',
      `Navegador ${USER_AGENT}`,
      `SHA-256 del documento enviado ${sha256Hex(source)}`,
      `Código de verificación ${signed.verification_code}`,
      signed.verification_url ?? '',
    ]) {
      expect(page).toContain(field);
    }
  });

  it('e-mails the signed file to the worker at once, and tells the company', async () => {
    const copy = ctx.outbox().find((entry) => entry.subject === 'Copia de tu contrato firmado');
    expect(copy).toMatchObject({ channel: 'email', to: WORKER, links: [signed.verification_url] });
    const attachment = copy?.attachments?.[0];
    expect(attachment?.name).toBe(`contract_${contract.id_history}.pdf`);
    const bytes = await readStored(ctx.blobs, attachment?.storage_path ?? '');
    expect(sha256Hex(bytes)).toBe(attachment?.sha256);
    const download = new Uint8Array(await (await ctx.call('GET', signed.url_file ?? '', ctx.as(WORKER))).arrayBuffer());
    expect(sha256Hex(download)).toBe(attachment?.sha256);
    expect(ctx.outbox().some((entry) => entry.to === 'contacto@transportesandes.cl' && /firmó/.test(entry.text))).toBe(
      true,
    );
  });

  it('reads signed for the company, with its verification code, and downloads signed', async () => {
    const list = await dataOf<BusinessContract[]>(await ctx.call('GET', '/business/contracts/all', ctx.as(COMPANY)));
    expect(list.find((entry) => entry.id_history === contract.id_history)).toMatchObject({
      status: 'SIGNED',
      date_signature: signed.date_signature,
      verification_code: signed.verification_code,
    });
    const company = new Uint8Array(await (await ctx.call('GET', contract.url_file, ctx.as(COMPANY))).arrayBuffer());
    const worker = new Uint8Array(await (await ctx.call('GET', signed.url_file ?? '', ctx.as(WORKER))).arrayBuffer());
    expect(sha256Hex(company)).toBe(sha256Hex(worker));
  });

  it('is verified by anyone with its code: people as given name and initial, RUTs masked but their last four characters', async () => {
    const verification = await dataOf<Verification>(
      await ctx.call('GET', `/api/public/verify/${(signed.verification_code ?? '').toLowerCase()}`, {}),
    );
    const download = new Uint8Array(await (await ctx.call('GET', signed.url_file ?? '', ctx.as(WORKER))).arrayBuffer());
    expect(verification).toMatchObject({
      kind: 'contract',
      document_name: 'Contrato de trabajo',
      signed_at: signed.date_signature,
      sha256: sha256Hex(download),
      method: 'chat+email',
      parties: [
        { role: 'Empleador', name: 'Transportes Andes', rut: '••.•••.428-5' },
        { role: 'Trabajador', name: 'Camila R.', rut: '••.•••.678-5' },
      ],
      signer: { role: 'Trabajador', name: 'Camila R.', rut: '••.•••.678-5' },
    });
    expect(JSON.stringify(verification)).not.toMatch(/12\.345\.678|76\.086\.428/);
  });
});

describe('rejecting', () => {
  it('needs a reason, tells the company and ends the signing', async () => {
    const { id_history: id } = await newContract();
    expect(await messageOf(await ctx.call('POST', `${base(id)}/reject`, ctx.as(WORKER), { reason: '' }), 400)).toBe(
      'Indica el motivo del rechazo.',
    );
    const response = await ctx.call('POST', `${base(id)}/reject`, ctx.as(WORKER), {
      reason: 'La remuneración no es la acordada en la entrevista.',
    });
    const body = (await response.json()) as { data: ContractSigning; message: string };
    expect(body.message).toBe('Rechazaste el contrato. Le avisamos a Transportes Andes.');
    expect(body.data).toMatchObject({
      status: 'REJECTED',
      rejection_reason: 'La remuneración no es la acordada en la entrevista.',
    });
    expect(ctx.outbox()[0]).toMatchObject({
      to: 'contacto@transportesandes.cl',
      subject: 'Contrato rechazado: Contrato de trabajo',
    });
    expect(await messageOf(await sendCode(id), 409)).toBe('Este contrato fue rechazado; ya no se puede firmar.');
  });
});

describe('another worker', () => {
  it.each([WORKER_SUR, OTHER_WORKER])('%s can neither read, code, sign nor reject it', async (other) => {
    const { id_history: id } = await newContract();
    const before = ctx.outbox().length;
    for (const response of [
      await ctx.call('GET', base(id), ctx.as(other)),
      await ctx.call('GET', `${base(id)}/file`, ctx.as(other)),
      await sendCode(id, other),
      await ctx.call('POST', `${base(id)}/sign`, ctx.as(other), { code: '123456', consent: true, read_all: true }),
      await ctx.call('POST', `${base(id)}/reject`, ctx.as(other), { reason: 'No es mío, lo rechazo igual.' }),
    ]) {
      expect(await messageOf(response, 404)).toBe('Contrato no encontrado');
    }
    expect(ctx.outbox()).toHaveLength(before);
    expect((await dataOf<ContractSigning>(await ctx.call('GET', base(id), ctx.as(WORKER)))).status).toBe('PENDING');
  });
});

describe('signing twice', () => {
  it('is impossible: of ten parallel signs with the right code, exactly one succeeds', async () => {
    const { id_history: id } = await newContract();
    ctx.advance(2 * MINUTE);
    await sendCode(id);
    const code = ctx.codeSentTo(WORKER);
    const answers = await Promise.all(Array.from({ length: 10 }, () => sign(id, code)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((entry) => entry.status !== 200)) {
      expect([409, 422]).toContain(answer.status);
      await expectSpanishError(answer, 'parallel sign');
    }
    const rows = ctx.db.prepare('SELECT COUNT(*) AS n FROM signatures WHERE subject = ?').get(`contract:${id}`);
    expect(Number(rows?.['n'])).toBe(1);
    const copies = ctx.outbox().filter((entry) => entry.attachments?.[0]?.name === `contract_${id}.pdf`);
    expect(copies).toHaveLength(1);
  });
});

describe('sending codes in a burst', () => {
  it('of 40 requests at once, one sends a code and the rest wait (429)', async () => {
    const { id_history: id } = await newContract();
    ctx.advance(2 * MINUTE);
    const before = ctx.outbox().length;
    const answers = await Promise.all(Array.from({ length: 40 }, () => sendCode(id)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(39);
    // One code, to the e-mail and the chat.
    expect(ctx.outbox().length - before).toBeLessThanOrEqual(2);
  });
});
