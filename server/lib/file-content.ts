// Upload content checks beyond the first bytes. A file is accepted as a kind only when its whole
// content is that kind: an image must be structurally complete (every PNG chunk with a correct CRC
// and the pixel data inflating to the size the header announces; JPEG segments well formed up to
// the end-of-image marker; GIF blocks up to the trailer) with nothing after its end marker, so a
// valid header followed by HTML is refused. A PDF must end with %%EOF and carry no JavaScript,
// launch, embedded-file or form-submitting action (names are read with their #xx escapes undone, and
// compressed streams are inflated before the search); what is stored is then the PDF written again
// by pdf-lib from its pages, without any action or script (acceptedUpload, pdf-clean.ts), so what a
// text search cannot see (an object stream under another filter or a predictor) is not kept either.
import { crc32, inflateSync } from 'node:zlib';
import { sniffFileType, type FileKind } from '../../src/lib/validation/file-sniff.ts';
import type { FileRule } from '../../src/lib/validation/file-rules.ts';
import { cleanPdf } from './pdf-clean.ts';

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function pngIsComplete(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let first = true;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | null = null;
  const idat: Uint8Array[] = [];
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) return false;
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== view.getUint32(offset + 8 + length)) return false;
    if (first !== (type === 'IHDR')) return false;
    first = false;
    if (type === 'IHDR') {
      if (length !== 13) return false;
      header = {
        width: view.getUint32(offset + 8),
        height: view.getUint32(offset + 12),
        depth: data[8] ?? 0,
        colour: data[9] ?? 0,
        interlace: data[12] ?? 0,
      };
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      if (end !== bytes.length || !header || idat.length === 0) return false;
      const channels = PNG_CHANNELS[header.colour];
      if (channels === undefined || header.width === 0 || header.height === 0) return false;
      let pixels: Buffer;
      try {
        pixels = inflateSync(Buffer.concat(idat), { maxOutputLength: 256 * 1024 * 1024 });
      } catch {
        return false;
      }
      if (header.interlace !== 0) return pixels.length > 0;
      const rowBytes = Math.ceil((header.width * channels * header.depth) / 8);
      return pixels.length === header.height * (rowBytes + 1);
    }
    offset = end;
  }
  return false;
}

function jpegIsComplete(bytes: Uint8Array): boolean {
  let offset = 2;
  let frame = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) return false; // end of image before any scan
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2 || offset + 2 + length > bytes.length) return false;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      frame = true;
    }
    offset += 2 + length;
    if (marker !== 0xda) continue;
    if (!frame) return false;
    // Entropy-coded data: runs until a marker that is neither a stuffed 0x00 nor a restart.
    while (offset + 1 < bytes.length) {
      if (bytes[offset] === 0xff) {
        const next = bytes[offset + 1] ?? 0;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
          offset += next === 0xff ? 1 : 2;
          continue;
        }
        if (next === 0xd9) return offset + 2 === bytes.length;
        break; // another segment (progressive JPEGs have several scans)
      }
      offset += 1;
    }
  }
  return false;
}

function gifIsComplete(bytes: Uint8Array): boolean {
  if (bytes.length < 14) return false;
  const flags = bytes[10] ?? 0;
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = () => {
    while (offset < bytes.length) {
      const size = bytes[offset] ?? 0;
      offset += 1 + size;
      if (size === 0) return true;
    }
    return false;
  };
  let image = false;
  while (offset < bytes.length) {
    const block = bytes[offset];
    if (block === 0x3b) return image && offset + 1 === bytes.length;
    if (block === 0x21) {
      offset += 2;
      if (!skipSubBlocks()) return false;
    } else if (block === 0x2c) {
      if (offset + 10 > bytes.length) return false;
      const local = bytes[offset + 9] ?? 0;
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1; // + LZW minimum code size
      if (!skipSubBlocks()) return false;
      image = true;
    } else {
      return false;
    }
  }
  return false;
}

const PDF_ACTIVE = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|SubmitForm|ImportData|GoToE)\b/;

function unescapeNames(text: string): string {
  return text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The PDF's text plus every stream that inflates, so compressed objects are searched too. */
function pdfTexts(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const texts = [raw];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw)) !== null) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      texts.push(inflateSync(Buffer.from(bytes.subarray(start, end))).toString('latin1'));
    } catch {
      // Not a Flate stream (images, fonts): nothing to read.
    }
    streams.lastIndex = end;
  }
  return texts;
}

function pdfIsSafe(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  if (!/%%EOF[\r\n\s]*$/.test(tail)) return false;
  return pdfTexts(bytes).every((text) => !PDF_ACTIVE.test(unescapeNames(text)));
}

/** The file's kind when its whole content is that kind (and, for a PDF, inert); otherwise null. */
export function verifiedFileType(bytes: Uint8Array): FileKind | null {
  const kind = sniffFileType(bytes);
  switch (kind) {
    case 'png':
      return pngIsComplete(bytes) ? kind : null;
    case 'jpeg':
      return jpegIsComplete(bytes) ? kind : null;
    case 'gif':
      return gifIsComplete(bytes) ? kind : null;
    case 'pdf':
      return pdfIsSafe(bytes) ? kind : null;
    default:
      return null;
  }
}

/** Whether the bytes are wholly one of the rule's kinds. */
export function verifiedMatchesRule(bytes: Uint8Array, rule: FileRule): boolean {
  const kind = verifiedFileType(bytes);
  return kind !== null && rule.kinds.includes(kind);
}

/**
 * The bytes to store for an upload, with their kind: an image exactly as sent when it verifies; a
 * PDF written again from its pages without actions or scripts (pdf-clean.ts), then judged like any
 * PDF. Null when the file is refused.
 */
export async function acceptedUpload(bytes: Uint8Array): Promise<{ kind: FileKind; bytes: Uint8Array } | null> {
  if (sniffFileType(bytes) !== 'pdf') {
    const kind = verifiedFileType(bytes);
    return kind === null ? null : { kind, bytes };
  }
  const cleaned = await cleanPdf(bytes);
  return cleaned !== null && verifiedFileType(cleaned) === 'pdf' ? { kind: 'pdf', bytes: cleaned } : null;
}
