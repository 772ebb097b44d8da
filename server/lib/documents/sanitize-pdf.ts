// An uploaded contract becomes a fresh PDF before anyone is asked to sign it: the upload must
// already verify as an inert PDF (lib/file-content.ts), then its pages are copied into a new
// document, which leaves behind everything outside the pages (document actions, JavaScript name
// trees, forms, attachments, outlines); each copied page loses its annotations and actions too.
// What the worker reads and signs is exactly this rewritten file.
import { PDFDocument, PDFName } from 'pdf-lib';
import { verifiedFileType } from '../file-content.ts';

export const SANITIZE_MESSAGES = {
  notPdf: 'El archivo no es un PDF válido.',
  encrypted: 'El PDF está protegido con contraseña. Súbelo sin protección.',
  empty: 'El PDF no tiene páginas.',
  tooManyPages: 'El PDF no puede tener más de 200 páginas.',
} as const;

export const MAX_CONTRACT_PAGES = 200;

export type SanitizedPdf =
  | { readonly ok: true; readonly bytes: Uint8Array; readonly pages: number }
  | { readonly ok: false; readonly message: string };

const PAGE_KEYS_DROPPED = ['Annots', 'AA'] as const;

/** The pages of `original` in a new document, without annotations or actions; null when broken. */
async function rewrite(original: PDFDocument): Promise<PDFDocument | null> {
  try {
    const clean = await PDFDocument.create({ updateMetadata: false });
    const pages = await clean.copyPages(original, original.getPageIndices());
    for (const page of pages) {
      for (const key of PAGE_KEYS_DROPPED) page.node.delete(PDFName.of(key));
      clean.addPage(page);
    }
    return clean;
  } catch {
    return null;
  }
}

function pageCount(doc: PDFDocument): number | null {
  try {
    return doc.getPageCount();
  } catch {
    return null;
  }
}

export async function sanitizePdf(
  upload: Uint8Array,
  info: { readonly title: string; readonly date: Date },
): Promise<SanitizedPdf> {
  if (verifiedFileType(upload) !== 'pdf') return { ok: false, message: SANITIZE_MESSAGES.notPdf };
  let original: PDFDocument;
  try {
    original = await PDFDocument.load(upload, { updateMetadata: false });
  } catch (error) {
    const encrypted = error instanceof Error && /encrypt/i.test(error.message);
    return { ok: false, message: encrypted ? SANITIZE_MESSAGES.encrypted : SANITIZE_MESSAGES.notPdf };
  }
  if (original.isEncrypted) return { ok: false, message: SANITIZE_MESSAGES.encrypted };
  const count = pageCount(original);
  if (count === null) return { ok: false, message: SANITIZE_MESSAGES.notPdf };
  if (count === 0) return { ok: false, message: SANITIZE_MESSAGES.empty };
  if (count > MAX_CONTRACT_PAGES) return { ok: false, message: SANITIZE_MESSAGES.tooManyPages };
  const clean = await rewrite(original);
  if (!clean) return { ok: false, message: SANITIZE_MESSAGES.notPdf };
  clean.setTitle(info.title);
  clean.setLanguage('es-CL');
  clean.setProducer('Enlista');
  clean.setCreator('Enlista');
  clean.setCreationDate(info.date);
  clean.setModificationDate(info.date);
  return { ok: true, bytes: await clean.save({ useObjectStreams: false }), pages: count };
}
