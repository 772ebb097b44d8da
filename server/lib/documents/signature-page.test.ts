// The documents the API produces, read back with pdf.js: the template contract and the power carry
// real, extractable text with Spanish accents; the signature page states every field.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import * as v from 'valibot';
import { CONTRACT_ITEMS_SAMPLE } from '../../../src/lib/contract/contract-template.sample.ts';
import { contractTemplateSchema } from '../../../src/lib/validation/contract-template.ts';
import { buildTemplateContract } from './contract-pdf.ts';
import { pdfPageTexts } from './pdf-text.test-support.ts';
import { buildPowerDocument } from './power-pdf.ts';
import { sanitizePdf, SANITIZE_MESSAGES } from './sanitize-pdf.ts';
import { appendSignaturePage } from './signature-page.ts';
import { createPdf } from '../pdf.ts';
import { verifiedFileType } from '../file-content.ts';
import { sha256Hex } from '../signing/documents.ts';

const ISSUED = new Date('2026-01-05T13:30:00.000Z');
const template = v.parse(contractTemplateSchema(), {
  document_name: 'Contrato de trabajo',
  cargo: 'Conductora de reparto',
  fecha_inicio: '2026-01-12',
  jornada: 'Lunes a viernes, 09:00 a 18:00',
  remuneracion: '850.000',
  lugar_trabajo: 'Bodega Ñuñoa, Av. Irarrázaval 3000',
  ...CONTRACT_ITEMS_SAMPLE,
  horas_semanales: '44',
});
const contract = {
  template,
  employer: { name: 'Transportes Andes', rut: '76.086.428-5', email: 'contacto@transportesandes.cl' },
  worker: { name: 'Camila Rojas Muñoz', rut: '12.345.678-5', email: 'trabajador@demo.cl' },
  issuedAt: ISSUED,
};
const STAMP = {
  documentName: 'Contrato de trabajo',
  signerRole: 'Trabajador',
  signerName: 'Camila Rojas Muñoz',
  signerRut: '12.345.678-5',
  signedAt: new Date('2026-01-06T15:04:05.000Z'),
  methodText: 'Código de un solo uso de 6 dígitos enviado al correo tr••••••••@demo.cl',
  consentText: 'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.',
  clientIp: '127.0.0.1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
  sourceSha256: '0'.repeat(64),
  verificationCode: '7KQF-M2XD-9PRT',
  verificationUrl: 'http://localhost:4321/verificar?codigo=7KQF-M2XD-9PRT',
};

/** The 'Página n de m' labels each page of a PDF carries, read back by pdf.js. */
async function pageLabels(bytes: Uint8Array): Promise<string[][]> {
  return (await pdfPageTexts(bytes)).map((text) => text.match(/Página \d+ de \d+/g) ?? []);
}

describe('the template contract', () => {
  it('is a real PDF whose text names both parties and every clause, accents included', async () => {
    const { bytes } = await buildTemplateContract(contract);
    expect(verifiedFileType(bytes)).toBe('pdf');
    const text = (await pdfPageTexts(bytes)).join(' ');
    for (const expected of [
      'CONTRATO DE TRABAJO',
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

  // Each item a labour contract must state (docs/legal/contract-contents.md, CC-1 to CC-7).
  it('states every item the law asks of a labour contract', async () => {
    const text = (await pdfPageTexts((await buildTemplateContract(contract)).bytes)).join(' ');
    for (const expected of [
      'En Santiago, a 5 de enero de 2026', // place and date
      'Transportes Andes, RUT 76.086.428-5, con domicilio en Av. Américo Vespucio 1501, Quilicura, correo contacto@transportesandes.cl',
      'Camila Rojas Muñoz, RUT 12.345.678-5, de nacionalidad chilena, nacido el 18 de junio de 1994',
      'con domicilio en Pasaje Los Aromos 245, Maipú, correo trabajador@demo.cl',
      'se desempeñará como Conductora de reparto', // nature of the services
      'Los servicios se prestarán en Bodega Ñuñoa', // place of the services
      'remuneración bruta mensual de $850.000 (pesos chilenos), por transferencia bancaria', // amount, period, form
      'será de 44 horas semanales, distribuidas de la siguiente forma: Lunes a viernes, 09:00 a 18:00', // hours
      'ingresará a prestar sus servicios el 12 de enero de 2026', // date of entry
      'El presente contrato es de duración indefinida.', // term
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Beneficios adicionales');
    expect(text).not.toMatch(/otros pactos/i);
  });

  it('states a fixed term, a work, the functions, benefits and other agreements when they are given', async () => {
    const fixed = await buildTemplateContract({
      ...contract,
      template: {
        ...template,
        plazo: 'fijo',
        fecha_termino: '2026-07-11',
        funciones: 'Carga y reparto de pedidos.',
        beneficios: 'Colación diaria.',
        otros_pactos: 'El trabajador usará el uniforme de la empresa.',
        forma_pago: 'cheque',
        periodo_pago: 'quincenal',
      },
    });
    const text = (await pdfPageTexts(fixed.bytes)).join(' ');
    expect(text).toContain('a plazo fijo y durará hasta el 11 de julio de 2026');
    expect(text).toContain('con las siguientes funciones: Carga y reparto de pedidos.');
    expect(text).toContain('remuneración bruta quincenal de $850.000 (pesos chilenos), por cheque nominativo');
    expect(text).toContain('Séptimo: beneficios adicionales Además de la remuneración, el empleador proporcionará');
    expect(text).toContain('Octavo: otros pactos El trabajador usará el uniforme de la empresa.');
    expect(text).toContain('Noveno: firma electrónica');
    const work = await buildTemplateContract({
      ...contract,
      template: { ...template, plazo: 'obra', obra: 'Temporada de reparto de Navidad 2026' },
    });
    expect((await pdfPageTexts(work.bytes)).join(' ')).toContain(
      'por la siguiente obra o faena: Temporada de reparto de Navidad 2026. Durará hasta que ella concluya.',
    );
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

// Every page of a file the product wrote counts the whole file (docs/legal/contract-contents.md, CC-9).
describe('page numbers', () => {
  it('count the signature page: a one-page contract signed once reads 1 de 2 and 2 de 2', async () => {
    const source = await buildTemplateContract(contract);
    expect(source.pages).toBe(1);
    expect(await pageLabels(source.bytes)).toEqual([['Página 1 de 1']]);
    const signed = await appendSignaturePage(source.bytes, STAMP);
    expect(signed.pages).toBe(2);
    expect(await pageLabels(signed.bytes)).toEqual([['Página 1 de 2'], ['Página 2 de 2']]);
  });

  it('are renumbered again at each signature, on a contract of several pages', async () => {
    const long = await buildTemplateContract({
      ...contract,
      template: { ...template, otros_pactos: 'Las partes acuerdan lo siguiente. '.repeat(28) },
    });
    expect(long.pages).toBe(2);
    const once = await appendSignaturePage(long.bytes, STAMP);
    const twice = await appendSignaturePage(once.bytes, { ...STAMP, signerRole: 'Empleador' });
    expect(twice.pages).toBe(4);
    expect(await pageLabels(twice.bytes)).toEqual([
      ['Página 1 de 4'],
      ['Página 2 de 4'],
      ['Página 3 de 4'],
      ['Página 4 de 4'],
    ]);
    const reread = await PDFDocument.load(twice.bytes);
    expect(reread.getPageCount()).toBe(4);
  });

  it('leave the pages of an uploaded PDF as they were and number the signature page in the whole count', async () => {
    const original = createPdf({ title: 'Contrato subido', pages: [['Cláusula primera'], ['Cláusula segunda']] });
    const clean = await sanitizePdf(new Uint8Array(original), { title: 'Contrato subido', date: ISSUED });
    if (!clean.ok) throw new Error(clean.message);
    const signed = await appendSignaturePage(clean.bytes, STAMP);
    expect(await pageLabels(signed.bytes)).toEqual([['Página 1 de 2'], ['Página 2 de 2'], ['Página 3 de 3']]);
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
