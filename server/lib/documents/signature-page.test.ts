// The documents the API produces, read back with pdf.js: the template contract and the power carry
// real, extractable text with Spanish accents; the signature page states every field.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildTemplateContract } from './contract-pdf.ts';
import { pdfPageTexts } from './pdf-text.test-support.ts';
import { buildPowerDocument } from './power-pdf.ts';
import { sanitizePdf, SANITIZE_MESSAGES } from './sanitize-pdf.ts';
import { appendSignaturePage } from './signature-page.ts';
import { createPdf } from '../pdf.ts';
import { verifiedFileType } from '../file-content.ts';
import { sha256Hex } from '../signing/documents.ts';

const ISSUED = new Date('2026-01-05T13:30:00.000Z');
const contract = {
  template: {
    document_name: 'Contrato de trabajo',
    cargo: 'Conductora de reparto',
    fecha_inicio: '2026-01-12',
    jornada: 'Lunes a viernes, 09:00 a 18:00',
    remuneracion: 850000,
    lugar_trabajo: 'Bodega Ñuñoa, Av. Irarrázaval 3000',
  },
  employer: { name: 'Transportes Andes', rut: '76.086.428-5', email: 'contacto@transportesandes.cl' },
  worker: { name: 'Camila Rojas Muñoz', rut: '12.345.678-5', email: 'trabajador@demo.cl' },
  issuedAt: ISSUED,
};

describe('the template contract', () => {
  it('is a real PDF whose text names both parties and every clause, accents included', async () => {
    const { bytes } = await buildTemplateContract(contract);
    expect(verifiedFileType(bytes)).toBe('pdf');
    const text = (await pdfPageTexts(bytes)).join(' ');
    for (const expected of [
      'CONTRATO DE TRABAJO',
      'Transportes Andes, RUT 76.086.428-5, correo contacto@transportesandes.cl',
      'Camila Rojas Muñoz, RUT 12.345.678-5, correo trabajador@demo.cl',
      'Conductora de reparto',
      'Bodega Ñuñoa, Av. Irarrázaval 3000',
      'Lunes a viernes, 09:00 a 18:00',
      '$850.000',
      '12 de enero de 2026',
      'firma electrónica simple',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is the same bytes when built again from the same data', async () => {
    expect(sha256Hex((await buildTemplateContract(contract)).bytes)).toBe(
      sha256Hex((await buildTemplateContract(contract)).bytes),
    );
  });

  it('draws a character the font lacks as a close letter or "?", never failing', async () => {
    const { bytes } = await buildTemplateContract({
      ...contract,
      worker: { ...contract.worker, name: 'Zoë Dvořák 😀' },
    });
    expect((await pdfPageTexts(bytes)).join(' ')).toContain('Zoë Dvorák ?');
  });
});

describe('the power document', () => {
  it('names owner, driver and vehicle', async () => {
    const { bytes } = await buildPowerDocument({
      driver: { name: 'Juan Pérez', rut: '12.345.678-5', nationality: 'Chilena', address: 'Av. Providencia 1234' },
      vehicle: { brand: 'Toyota', model: 'Yaris', year: 2019, plate: 'BBBB12' },
      owner: {
        ...{ name: 'María González', rut: '7.654.321-6', nationality: 'Chilena', address: 'Los Aromos 55' },
        ...{ phone: '987654321', email: 'maria@correo.cl' },
      },
      createdAt: ISSUED,
    });
    const text = (await pdfPageTexts(bytes)).join(' ');
    expect(text).toContain('PODER SIMPLE');
    expect(text).toContain('yo, María González, RUT 7.654.321-6');
    expect(text).toContain('otorgo poder simple a Juan Pérez, RUT 12.345.678-5');
    expect(text).toContain('Toyota Yaris, año 2019, patente BBBB12');
  });
});

describe('the signature page', () => {
  it('is appended after the pages as sent, stating every field', async () => {
    const { bytes: source } = await buildTemplateContract(contract);
    const signedAt = new Date('2026-01-06T15:04:05.000Z');
    const { bytes, pages } = await appendSignaturePage(source, {
      documentName: 'Contrato de trabajo',
      signerRole: 'Trabajador',
      signerName: 'Camila Rojas Muñoz',
      signerRut: '12.345.678-5',
      signedAt,
      methodText: 'Código de un solo uso de 6 dígitos enviado al correo tr••••••••@demo.cl',
      consentText: 'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.',
      clientIp: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      sourceSha256: sha256Hex(source),
      verificationCode: '7KQF-M2XD-9PRT',
      verificationUrl: 'http://localhost:4321/verificar?codigo=7KQF-M2XD-9PRT',
    });
    const texts = await pdfPageTexts(bytes);
    expect(pages).toBe(texts.length);
    expect(texts.length).toBe((await pdfPageTexts(source)).length + 1);
    const last = texts.at(-1) ?? '';
    for (const expected of [
      'Hoja de firma electrónica',
      'Firmado por (Trabajador) Camila Rojas Muñoz',
      'RUT del firmante 12.345.678-5',
      '06/01/2026 12:04 (hora de Chile, America/Santiago); UTC 2026-01-06T15:04:05.000Z',
      'enviado al correo tr••••••••@demo.cl',
      'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.',
      'Dirección IP 127.0.0.1',
      'Navegador Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      `SHA-256 del documento enviado ${sha256Hex(source)}`,
      'Código de verificación 7KQF-M2XD-9PRT',
      'http://localhost:4321/verificar?codigo=7KQF-M2XD-9PRT',
    ]) {
      expect(last).toContain(expected);
    }
    expect(verifiedFileType(bytes)).toBe('pdf');
  });
});

describe('an uploaded PDF', () => {
  it('is rewritten page by page, keeping its text and leaving its annotations behind', async () => {
    const original = createPdf({ title: 'Contrato subido', pages: [['Cláusula primera'], ['Cláusula segunda']] });
    const result = await sanitizePdf(new Uint8Array(original), { title: 'Contrato subido', date: ISSUED });
    if (!result.ok) throw new Error(result.message);
    expect(result.pages).toBe(2);
    const texts = await pdfPageTexts(result.bytes);
    expect(texts[0]).toContain('Cláusula primera');
    expect(texts[1]).toContain('Cláusula segunda');
    const reread = await PDFDocument.load(result.bytes);
    expect(reread.getTitle()).toBe('Contrato subido');
  });

  it('is refused when it is not a PDF, is active or has no catalog', async () => {
    const refusals = [
      new TextEncoder().encode('%PDF-1.4\nno es un pdf\n%%EOF\n'),
      new TextEncoder().encode('%PDF-1.4\n1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n%%EOF\n'),
      new TextEncoder().encode('hola'),
    ];
    for (const bytes of refusals) {
      expect(await sanitizePdf(bytes, { title: 'x', date: ISSUED })).toEqual({
        ok: false,
        message: SANITIZE_MESSAGES.notPdf,
      });
    }
  });
});
