// Uploaded PDFs are written again by pdf-lib from their pages only, without opening actions,
// additional actions or scripts: whatever encoding hid them (an object stream in ASCIIHex, Flate
// with a PNG predictor), nothing of them reaches the stored file.
import { PDFDocument, PDFDict, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { acceptedUpload } from './file-content.ts';
import { hiddenOpenActionPdf } from './pdf-attacks.ts';

const ACTIVE_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript'];

/** Every dictionary key of every object pdf-lib finds, object streams decoded. */
async function keysOf(bytes: Uint8Array): Promise<Set<string>> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const keys = new Set<string>();
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFDict ? object : 'dict' in object && object.dict instanceof PDFDict ? object.dict : null;
    const visit = (value: PDFDict) => {
      for (const [key, inner] of value.entries()) {
        keys.add(key.decodeText());
        if (inner instanceof PDFDict) visit(inner);
      }
    };
    if (dict) visit(dict);
  }
  return keys;
}

describe('uploaded PDFs', () => {
  for (const encoding of ['hex', 'flate-png-predictor'] as const) {
    it(`keep no opening JavaScript hidden in an object stream (${encoding})`, async () => {
      const accepted = await acceptedUpload(hiddenOpenActionPdf(encoding));
      if (accepted === null) return; // Refusing the file is as safe as cleaning it.
      expect(accepted.kind).toBe('pdf');
      const text = Buffer.from(accepted.bytes).toString('latin1');
      expect(text).not.toMatch(/\/ObjStm|OpenAction|JavaScript/);
      const keys = await keysOf(accepted.bytes);
      for (const key of ACTIVE_KEYS) expect(keys.has(key), key).toBe(false);
    });
  }

  it('keeps the pages of an ordinary PDF', async () => {
    const source = await PDFDocument.create();
    source.addPage([300, 400]);
    source.addPage([300, 400]);
    const accepted = await acceptedUpload(await source.save());
    expect(accepted?.kind).toBe('pdf');
    const written = await PDFDocument.load(accepted?.bytes ?? new Uint8Array());
    expect(written.getPageCount()).toBe(2);
  });

  it('drops page and annotation actions, keeps the page', async () => {
    const source = await PDFDocument.create();
    const page = source.addPage([300, 400]);
    const script = source.context.obj({ S: 'JavaScript', JS: 'app.alert(1)' });
    page.node.set(PDFName.of('AA'), source.context.obj({ O: script }));
    const link = source.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], A: script });
    page.node.set(PDFName.of('Annots'), source.context.obj([source.context.register(link)]));
    const accepted = await acceptedUpload(await source.save({ useObjectStreams: true }));
    expect(accepted?.kind).toBe('pdf');
    const keys = await keysOf(accepted?.bytes ?? new Uint8Array());
    for (const key of ACTIVE_KEYS) expect(keys.has(key), key).toBe(false);
    expect(keys.has('Annots')).toBe(true);
  });

  it('refuses what is not a readable PDF', async () => {
    expect(await acceptedUpload(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'))).toBeNull();
  });
});
