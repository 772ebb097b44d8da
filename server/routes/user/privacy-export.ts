// The ZIP of 'Descargar mis datos', made with fflate: the JSON of every record about the worker,
// the same records as a page a person reads (resumen.html), a short Spanish guide (LEEME.txt) and their stored files (documents, contracts, registration
// files, profile photo), read from the file store as streams. It is written to a temporary file first, so the answer can state its
// exact size (Content-Length: the site shows the download's progress), then streamed from it; the
// temporary file is unlinked as soon as it is open, so nothing of it outlives the download.
import { closeSync, createReadStream, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { calendarDayInChile } from '../../../src/lib/format/date.ts';
import { isBlobKey, type BlobStore, type StoredBlob } from '../../lib/blobs/store.ts';
import { EXPORT_JSON_NAME, type ExportContent } from './privacy-export-data.ts';
import { exportSummaryHtml } from './privacy-export-summary.ts';

export const EXPORT_SUMMARY_NAME = 'resumen.html';

export const EXPORT_GUIDE = [
  'Tus datos personales en Enlista',
  '',
  `${EXPORT_SUMMARY_NAME}: un resumen para leer en el teléfono o el computador (se abre con el navegador).`,
  `${EXPORT_JSON_NAME}: todos los registros que guardamos sobre ti, en formato JSON (fechas en formato ISO 8601).`,
  'archivos/: los archivos que cargaste y los documentos que firmaste, nombrados en el JSON (campo "file").',
  '',
  'Puedes abrir el JSON con cualquier editor de texto o llevarlo a otro servicio.',
  'Si algo está mal, pide su corrección desde la sección Privacidad de tu panel.',
].join('\n');

function writeEntry(zip: Zip, name: string, bytes: Uint8Array, mtime: Date, compress: boolean): void {
  const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
  entry.mtime = mtime;
  zip.add(entry);
  entry.push(bytes, true);
}

/** Streams a stored file into the ZIP chunk by chunk (documents may be 20 MB each). */
async function writeStoredFile(zip: Zip, name: string, blob: StoredBlob, mtime: Date): Promise<void> {
  const entry = new ZipPassThrough(name);
  entry.mtime = mtime;
  zip.add(entry);
  let pending: Uint8Array | null = null;
  for await (const chunk of blob.stream as AsyncIterable<Uint8Array>) {
    if (pending) entry.push(pending, false);
    pending = chunk;
  }
  entry.push(pending ?? new Uint8Array(0), true);
}

/** Writes the ZIP to `target`; stored files missing from the store are left out of it. */
export async function writeExportZip(
  content: ExportContent,
  blobs: BlobStore,
  target: string,
  now: Date,
): Promise<void> {
  const fd = openSync(target, 'w');
  // fflate reports a failure through the callback rather than by throwing.
  const outcome: { failure: Error | null } = { failure: null };
  try {
    const zip = new Zip((error, chunk) => {
      if (error) outcome.failure = error;
      else writeSync(fd, chunk);
    });
    writeEntry(zip, EXPORT_JSON_NAME, new TextEncoder().encode(JSON.stringify(content.json, null, 2)), now, true);
    writeEntry(zip, 'LEEME.txt', new TextEncoder().encode(EXPORT_GUIDE), now, true);
    writeEntry(zip, EXPORT_SUMMARY_NAME, new TextEncoder().encode(exportSummaryHtml(content.json)), now, true);
    const written = new Set<string>();
    for (const file of content.files) {
      if (written.has(file.zipPath) || !isBlobKey(file.storagePath)) continue;
      const blob = await blobs.get(file.storagePath);
      if (!blob) continue;
      written.add(file.zipPath);
      await writeStoredFile(zip, file.zipPath, blob, now);
    }
    zip.end();
  } finally {
    closeSync(fd);
  }
  if (outcome.failure) throw outcome.failure;
}

export function exportFileName(now: Date): string {
  return `datos-personales-${calendarDayInChile(now)}.zip`;
}

/** The ZIP as an answer with its size; the temporary file is gone once the answer is open. */
export async function exportResponse(content: ExportContent, blobs: BlobStore, now: Date): Promise<Response> {
  const folder = mkdtempSync(join(tmpdir(), 'enlista-export-'));
  const target = join(folder, 'export.zip');
  try {
    await writeExportZip(content, blobs, target, now);
    const size = statSync(target).size;
    const fd = openSync(target, 'r');
    rmSync(folder, { recursive: true, force: true });
    const stream = Readable.toWeb(createReadStream('', { fd, autoClose: true })) as ReadableStream<Uint8Array>;
    return new Response(stream, {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-length': String(size),
        'content-disposition': `attachment; filename="${exportFileName(now)}"`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
