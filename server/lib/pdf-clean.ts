// Uploaded PDFs are written again, by pdf-lib, from their pages only: the new file has a fresh
// catalog (no /OpenAction, no /Names with /JavaScript, no forms, no attachments), and every
// dictionary copied with the pages loses its /AA (additional actions), /JS and /JavaScript
// entries and any /A action that runs something (JavaScript, Launch, a form submit or import, an
// embedded go-to, rich media). A script hidden in an object stream, under any filter or
// predictor, is therefore never carried over: either pdf-lib reads the page that refers to it and
// the reference is dropped, or it cannot read the file and the upload is refused. Encrypted files
// are refused too (their content cannot be checked).
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib';

const ACTIVE_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript'].map((key) => PDFName.of(key));
const RUNNING_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToE', 'RichMediaExecute']);
const ACTION = PDFName.of('A');
const SUBTYPE = PDFName.of('S');

function runsSomething(document: PDFDocument, value: PDFObject | undefined): boolean {
  const action = value === undefined ? undefined : document.context.lookup(value);
  if (!(action instanceof PDFDict)) return false;
  const kind = action.get(SUBTYPE);
  return kind instanceof PDFName && RUNNING_ACTIONS.has(kind.decodeText());
}

/** Removes the active entries of `dict` and of every dictionary and array inside it. */
function strip(document: PDFDocument, value: PDFObject, seen: Set<PDFObject>): void {
  if (seen.has(value)) return;
  seen.add(value);
  const dict = value instanceof PDFStream ? value.dict : value instanceof PDFDict ? value : null;
  if (dict) {
    for (const key of ACTIVE_KEYS) dict.delete(key);
    if (runsSomething(document, dict.get(ACTION))) dict.delete(ACTION);
    for (const [, inner] of dict.entries()) strip(document, inner, seen);
  } else if (value instanceof PDFArray) {
    for (const inner of value.asArray()) strip(document, inner, seen);
  }
}

/** The PDF written again from its pages without actions or scripts; null when it cannot be read. */
export async function cleanPdf(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const source = await PDFDocument.load(bytes, { updateMetadata: false });
    const written = await PDFDocument.create({ updateMetadata: false });
    for (const page of await written.copyPages(source, source.getPageIndices())) written.addPage(page);
    const seen = new Set<PDFObject>();
    for (const [, object] of written.context.enumerateIndirectObjects()) strip(written, object, seen);
    return await written.save({ useObjectStreams: false, addDefaultPage: false });
  } catch {
    return null;
  }
}
