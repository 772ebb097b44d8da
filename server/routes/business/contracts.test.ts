// A company sends contracts in process: from the template (a real PDF naming both parties) or as
// an uploaded PDF (checked, then rewritten), only to its own workers; the worker's list shows it
// pending and the worker is told by e-mail and chat; each company reads only its own.
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessContract } from '../../../src/lib/contract/signing.ts';
import { pdfPageTexts } from '../../lib/documents/pdf-text.test-support.ts';
import { createPdf } from '../../lib/pdf.ts';
import { sha256Hex } from '../../lib/signing/documents.ts';
import { expectSpanishError } from '../../security-test-support.ts';
import {
  COMPANY,
  COMPANY_SUR,
  TEMPLATE,
  WORKER,
  WORKER_SUR,
  createSigningContext,
  dataOf,
  type SigningContext,
} from '../signing-test-helpers.ts';

let ctx: SigningContext;
beforeAll(async () => {
  ctx = await createSigningContext();
});
afterAll(() => ctx.cleanup());

function upload(idUser: number, file: File, name = 'Contrato a plazo fijo'): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify({ id_user: idUser, document_name: name }));
  body.append('document', file);
  return body;
}

const pdfFile = (bytes: Uint8Array, name = 'contrato.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('a contract from the template', () => {
  let sent: BusinessContract;

  beforeAll(async () => {
    const response = await ctx.call('POST', '/business/contracts/template', ctx.as(COMPANY), {
      id_user: ctx.idOf(WORKER),
      ...TEMPLATE,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const body = (await response.json()) as { data: BusinessContract; message: string };
    expect(body.message).toBe('Contrato enviado a Camila Rojas. Le avisamos por correo para que lo revise y firme.');
    sent = body.data;
  });

  it('is pending for the worker, with the company and the date sent', async () => {
    expect(sent).toMatchObject({ status: 'PENDING', origin: 'template', worker_name: 'Camila Rojas' });
    const list = await dataOf<{ id_history: number; empresa: string; status: string; date_send: string }[]>(
      await ctx.call('GET', '/api/users/contracts/all', ctx.as(WORKER)),
    );
    expect(list[0]).toMatchObject({
      id_history: sent.id_history,
      empresa: 'Transportes Andes',
      status: 'PENDING',
      date_send: ctx.now().toISOString(),
      document_name: 'Contrato de trabajo',
    });
  });

  it('is a PDF naming both parties with their RUTs and e-mails, and every template field', async () => {
    const response = await ctx.call('GET', sent.url_file, ctx.as(COMPANY));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfPageTexts(new Uint8Array(await response.arrayBuffer()))).join(' ');
    for (const expected of [
      'Transportes Andes, RUT 76.086.428-5, con domicilio en Av. Américo Vespucio 1501, Quilicura, correo contacto@transportesandes.cl',
      'Camila Rojas, RUT 12.345.678-5, de nacionalidad chilena, nacido el 18 de junio de 1994',
      'con domicilio en Pasaje Los Aromos 245, Maipú, correo trabajador@demo.cl',
      'En Santiago, a',
      '40 horas semanales',
      'por transferencia bancaria',
      'duración indefinida',
      'Peoneta de reparto',
      'Lunes a viernes, 08:00 a 17:00',
      '$720.000',
      '2 de marzo de 2026',
      'Bodega Ñuñoa, Av. Irarrázaval 3000',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('tells the worker by e-mail and by chat, with the link to sign it', () => {
    const link = `http://localhost:4321/login/transportes-andes?rgs=andes-2025&volver=${encodeURIComponent(
      `/user/dashboard/home?contrato=${sent.id_history}`,
    )}`;
    const recent = ctx.outbox().filter((entry) => entry.created_at === ctx.now().toISOString());
    const mail = recent.find((entry) => entry.channel === 'email');
    const chat = recent.find((entry) => entry.channel === 'chat');
    expect(mail).toMatchObject({ channel: 'email', to: WORKER, subject: 'Tienes un contrato para firmar' });
    expect(mail?.text).toContain('Transportes Andes te envió el contrato "Contrato de trabajo"');
    expect(mail?.links).toEqual([link]);
    expect(chat).toMatchObject({ channel: 'chat', to: '56987654321', links: [link] });
  });
});

describe('an uploaded contract', () => {
  it('is rewritten page by page without its annotations, and sent', async () => {
    const original = await PDFDocument.load(createPdf({ title: 'x', pages: [['Cláusula única'], ['Firmas']] }));
    const page = original.getPage(0);
    const link = original.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [0, 0, 100, 100],
      A: { S: 'URI', URI: PDFString.of('https://ejemplo.cl') },
    });
    page.node.set(PDFName.of('Annots'), original.context.obj([original.context.register(link)]));
    const bytes = await original.save({ useObjectStreams: false });
    const response = await ctx.call(
      'POST',
      '/business/contracts/upload',
      ctx.as(COMPANY),
      upload(ctx.idOf(WORKER), pdfFile(bytes)),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const sent = await dataOf<BusinessContract>(response);
    expect(sent).toMatchObject({ origin: 'upload', document_name: 'Contrato a plazo fijo', document: 'contrato.pdf' });
    const stored = new Uint8Array(await (await ctx.call('GET', sent.url_file, ctx.as(COMPANY))).arrayBuffer());
    expect(sha256Hex(stored)).not.toBe(sha256Hex(bytes));
    const reread = await PDFDocument.load(stored);
    expect(reread.getPageCount()).toBe(2);
    expect(reread.getPage(0).node.get(PDFName.of('Annots'))).toBeUndefined();
    expect((await pdfPageTexts(stored))[0]).toContain('Cláusula única');
  });

  it('takes its title from the file when none is given', async () => {
    const body = new FormData();
    body.append('data', JSON.stringify({ id_user: ctx.idOf(WORKER) }));
    body.append(
      'document',
      pdfFile(new Uint8Array(createPdf({ title: 'x', pages: [['a']] })), 'anexo_bono-invierno.pdf'),
    );
    const sent = await dataOf<BusinessContract>(
      await ctx.call('POST', '/business/contracts/upload', ctx.as(COMPANY), body),
    );
    expect(sent.document_name).toBe('anexo bono invierno');
  });

  it.each([
    ['a file over 10 MB', pdfFile(new Uint8Array(10 * 1024 * 1024 + 1)), 'El archivo no puede ser mayor a 10MB'],
    [
      'an image named .pdf',
      pdfFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])),
      'El archivo no es un PDF válido.',
    ],
    [
      'a PDF with JavaScript',
      pdfFile(new TextEncoder().encode('%PDF-1.4\n1 0 obj << /S /JavaScript /JS (x) >> endobj\n%%EOF\n')),
      'El archivo no es un PDF válido.',
    ],
    [
      'a Word document',
      new File(['hola'], 'contrato.docx', { type: 'application/msword' }),
      'El contrato debe ser un archivo PDF.',
    ],
  ])('refuses %s, sending nothing', async (_name, file, message) => {
    const before = ctx.outbox().length;
    const response = await ctx.call(
      'POST',
      '/business/contracts/upload',
      ctx.as(COMPANY),
      upload(ctx.idOf(WORKER), file),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: [message] });
    expect(ctx.outbox()).toHaveLength(before);
  });
});

// docs/legal/contract-contents.md, CC-8: the company reads the very contract it would send.
describe('the preview of a template contract', () => {
  it('is the PDF that sending writes, and nothing is stored or sent', async () => {
    const before = { outbox: ctx.outbox().length, contracts: await contractCount() };
    const body = { id_user: ctx.idOf(WORKER), ...TEMPLATE, document_name: 'Contrato de prueba' };
    const preview = await ctx.call('POST', '/business/contracts/template/preview', ctx.as(COMPANY), body);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const previewed = new Uint8Array(await preview.arrayBuffer());
    expect(ctx.outbox()).toHaveLength(before.outbox);
    expect(await contractCount()).toBe(before.contracts);
    const sentNow = await ctx.call('POST', '/business/contracts/template', ctx.as(COMPANY), body);
    const contract = (await sentNow.json()) as { data: BusinessContract };
    const file = await ctx.call('GET', contract.data.url_file, ctx.as(COMPANY));
    expect(sha256Hex(new Uint8Array(await file.arrayBuffer()))).toBe(sha256Hex(previewed));
    expect((await pdfPageTexts(previewed)).join(' ')).toContain('CONTRATO DE PRUEBA');
  });

  it('refuses bad input field by field, another company’s worker and a missing token', async () => {
    for (const [change, message] of [
      [{ forma_pago: 'trueque' }, 'Elige la forma de pago.'],
      [{ plazo: 'obra', obra: '' }, 'Describe la obra o faena.'],
      [
        { fecha_inicio: '2026-05-04', horas_semanales: 44 },
        'La jornada no puede superar 42 horas semanales en la fecha de inicio.',
      ],
    ] as const) {
      const bad = await ctx.call('POST', '/business/contracts/template/preview', ctx.as(COMPANY), {
        id_user: ctx.idOf(WORKER),
        ...TEMPLATE,
        ...change,
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message: [message] });
    }
    for (const [company, worker] of [
      [COMPANY_SUR, WORKER],
      [COMPANY, WORKER_SUR],
    ] as const) {
      const response = await ctx.call('POST', '/business/contracts/template/preview', ctx.as(company), {
        id_user: ctx.idOf(worker),
        ...TEMPLATE,
      });
      expect(response.status).toBe(404);
      expect(await expectSpanishError(response, 'preview')).toEqual([
        'El trabajador no existe o no pertenece a tu empresa.',
      ]);
    }
    const anonymous = await ctx.call('POST', '/business/contracts/template/preview', {}, TEMPLATE);
    expect(anonymous.status).toBe(401);
  });
});

async function contractCount(): Promise<number> {
  return (await dataOf<BusinessContract[]>(await ctx.call('GET', '/business/contracts/all', ctx.as(COMPANY)))).length;
}

describe('one company and another', () => {
  it('cannot send to a worker of another company, by upload or template', async () => {
    const before = ctx.outbox().length;
    const pdf = pdfFile(new Uint8Array(createPdf({ title: 'x', pages: [['a']] })));
    for (const response of [
      await ctx.call('POST', '/business/contracts/template', ctx.as(COMPANY_SUR), {
        id_user: ctx.idOf(WORKER),
        ...TEMPLATE,
      }),
      await ctx.call('POST', '/business/contracts/upload', ctx.as(COMPANY_SUR), upload(ctx.idOf(WORKER), pdf)),
      await ctx.call('POST', '/business/contracts/template', ctx.as(COMPANY), {
        id_user: ctx.idOf(WORKER_SUR),
        ...TEMPLATE,
      }),
      await ctx.call('POST', '/business/contracts/template', ctx.as(COMPANY), {
        id_user: ctx.idOf(COMPANY),
        ...TEMPLATE,
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(await expectSpanishError(response, 'send')).toEqual([
        'El trabajador no existe o no pertenece a tu empresa.',
      ]);
    }
    expect(ctx.outbox()).toHaveLength(before);
  });

  it('reads only its own contracts, and one worker’s when asked', async () => {
    const own = await dataOf<BusinessContract[]>(await ctx.call('GET', '/business/contracts/all', ctx.as(COMPANY)));
    expect(own.length).toBeGreaterThanOrEqual(5);
    expect(new Set(own.map((contract) => contract.worker_email))).toEqual(new Set([WORKER]));
    const theirs = await dataOf<BusinessContract[]>(
      await ctx.call('GET', '/business/contracts/all', ctx.as(COMPANY_SUR)),
    );
    expect(theirs).toEqual([]);
    const filtered = await dataOf<BusinessContract[]>(
      await ctx.call('GET', `/business/contracts/all?id_user=${ctx.idOf(WORKER_SUR)}`, ctx.as(COMPANY)),
    );
    expect(filtered).toEqual([]);
    const other = await ctx.call('GET', own[0]?.url_file ?? '', ctx.as(COMPANY_SUR));
    expect(other.status).toBe(404);
    expect(await expectSpanishError(other, 'download')).toEqual(['Contrato no encontrado']);
  });

  it('refuses a worker token on its routes and a company token on the worker’s', async () => {
    for (const response of [
      await ctx.call('GET', '/business/contracts/all', { 'auth-business': ctx.as(WORKER)['auth-user'] ?? '' }),
      await ctx.call('GET', '/business/contracts/all', ctx.as(WORKER)),
      await ctx.call('GET', '/api/users/contracts/signing/1', { 'auth-user': ctx.as(COMPANY)['auth-business'] ?? '' }),
    ]) {
      expect(response.status).toBe(401);
    }
  });
});
