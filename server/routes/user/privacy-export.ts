// The ZIP of 'Descargar mis datos', made with fflate: the JSON of every record about the worker,
// the same records as a page a person reads (resumen.html), a short Spanish guide (LEEME.txt) and their stored files (documents, contracts, registration
// files, profile photo). It is written to a temporary file first, so the answer can state its
// exact size (Content-Length: the site shows the download's progress), then streamed from it; the
// temporary file is unlinked as soon as it is open, so nothing of it outlives the download.
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { calendarDayInChile } from '../../../src/lib/format/date.ts';
import { EXPORT_JSON_NAME, type ExportContent } from './privacy-export-data.ts';
import { exportSummaryHtml } from './privacy-export-summary.ts';

export const EXPORT_SUMMARY_NAME = 'resumen.html';

const CHUNK = 1024 * 1024;

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

/** Streams a stored file into the ZIP in chunks (documents may be 20 MB each). */
function writeStoredFile(zip: Zip, name: string, absolute: string, mtime: Date): void {
  const entry = new ZipPassThrough(name);
  entry.mtime = mtime;
  zip.add(entry);
  const fd = openSync(absolute, 'r');
  try {
    const buffer = new Uint8Array(CHUNK);
    let read = readSync(fd, buffer, 0, CHUNK, null);
    if (read === 0) entry.push(new Uint8Array(0), true);
    while (read > 0) {
      const chunk = buffer.slice(0, read);
      read = readSync(fd, buffer, 0, CHUNK, null);
      entry.push(chunk, read === 0);
    }
  } finally {
    closeSync(fd);
  }
}

/** Writes the ZIP to `target`; stored files that are missing on disk are left out of it. */
export function writeExportZip(content: ExportContent, filesDir: string, target: string, now: Date): void {
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
      const absolute = join(filesDir, file.storagePath);
      if (written.has(file.zipPath) || !existsSync(absolute)) continue;
      written.add(file.zipPath);
      writeStoredFile(zip, file.zipPath, absolute, now);
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
export function exportResponse(content: ExportContent, filesDir: string, now: Date): Response {
  const folder = mkdtempSync(join(tmpdir(), 'enlista-export-'));
  const target = join(folder, 'export.zip');
  try {
    writeExportZip(content, filesDir, target, now);
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
