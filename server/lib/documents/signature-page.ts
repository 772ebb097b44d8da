// The signature page the API appends to a document when it is signed: who signed (name and RUT),
// when (America/Santiago, with the UTC instant), how their identity was checked, the consent they
// gave, from which address and browser, the SHA-256 of the document as it was sent, and the
// verification code with its link and a QR code of that link. What each field means for the
// signature's validity: docs/legal/electronic-signature.md.
import { PDFDocument, rgb } from 'pdf-lib';
import * as QRCode from 'qrcode';
import { CHILE_TIME_ZONE, formatDateTime } from '../../../src/lib/format/date.ts';
import { MARGIN, PdfWriter } from './pdf-writer.ts';

export const SIGNATURE_PAGE_TITLE = 'Hoja de firma electrónica';

export interface SignatureStamp {
  readonly documentName: string;
  /** 'Trabajador', 'Dueño del vehículo (mandante)'. */
  readonly signerRole: string;
  readonly signerName: string;
  readonly signerRut: string;
  readonly signedAt: Date;
  /** How identity was checked, in words ('Código de un solo uso enviado al correo …'). */
  readonly methodText: string;
  readonly consentText: string;
  readonly clientIp: string;
  readonly userAgent: string;
  readonly sourceSha256: string;
  readonly verificationCode: string;
  readonly verificationUrl: string;
}

const QR_SIZE = 118;

/** Draws the QR code of `url` as vector squares with its top-left corner at (x, top). */
function drawQr(writer: PdfWriter, url: string, x: number, top: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  const { page } = writer.cursor;
  for (let row = 0; row < modules.size; row += 1) {
    // Runs of dark modules in a row become one rectangle.
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + start * cell,
          y: top - (row + 1) * cell,
          width: (col - start) * cell + 0.05,
          height: cell + 0.05,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    }
  }
}

/** The signed document: `source` unchanged page by page, plus the signature page at the end. */
export async function appendSignaturePage(
  source: Uint8Array,
  stamp: SignatureStamp,
): Promise<{ readonly bytes: Uint8Array; readonly pages: number }> {
  const doc = await PDFDocument.load(source, { updateMetadata: false });
  const writer = await PdfWriter.open(
    {
      title: stamp.documentName,
      subject: `${stamp.documentName}, firmado por ${stamp.signerName}`,
      date: stamp.signedAt,
    },
    doc,
  );
  writer.newPage();
  writer.heading(SIGNATURE_PAGE_TITLE, 17);
  writer.text(
    'Este documento fue firmado con firma electrónica simple. Con el código de verificación cualquier persona ' +
      'puede comprobar en línea quién lo firmó, cuándo y que este archivo es exactamente el firmado.',
    { soft: true, gapAfter: 12 },
  );
  writer.field('Documento', stamp.documentName);
  writer.field(`Firmado por (${stamp.signerRole})`, stamp.signerName);
  writer.field('RUT del firmante', stamp.signerRut);
  writer.field(
    'Fecha y hora de la firma',
    `${formatDateTime(stamp.signedAt)} (hora de Chile, ${CHILE_TIME_ZONE}); UTC ${stamp.signedAt.toISOString()}`,
  );
  writer.field('Verificación de identidad', stamp.methodText);
  writer.field('Consentimiento expreso', `"${stamp.consentText}"`);
  writer.field('Dirección IP', stamp.clientIp);
  writer.field('Navegador', stamp.userAgent);
  writer.field('SHA-256 del documento enviado', stamp.sourceSha256, { mono: true });
  writer.rule();
  writer.field('Código de verificación', stamp.verificationCode, { mono: true });
  writer.field('Verifica este documento en', stamp.verificationUrl);
  writer.ensure(QR_SIZE + 30);
  const { y } = writer.cursor;
  drawQr(writer, stamp.verificationUrl, MARGIN, y - 6);
  writer.advance(QR_SIZE + 12);
  writer.text('Escanea el código QR para abrir la verificación.', { size: 8.5, soft: true });
  const bytes = await writer.save();
  return { bytes, pages: writer.doc.getPageCount() };
}
