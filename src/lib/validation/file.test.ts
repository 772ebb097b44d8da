import { describe, expect, it } from 'vitest';
import { checkFile, contentMatchesRule, fileExtension, fileSchema, type FileLike } from './file.ts';
import { DOCUMENT_UPLOAD, DYNAMIC_FILE, MEGABYTE, POWER_ID_IMAGE, PROFILE_IMAGE, fileAccept } from './file-rules.ts';
import { sniffFileType } from './file-sniff.ts';
import { firstMessage } from './test-helpers.ts';

function fileLike(name: string, type: string, size: number): FileLike {
  return { name, type, size };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const GIF = new TextEncoder().encode('GIF89a....');

describe('power ID images', () => {
  it('accepts a PNG, JPG or JPEG just under 3 MB', () => {
    expect(checkFile(fileLike('frente.png', 'image/png', 3145727), POWER_ID_IMAGE)).toEqual({
      ok: true,
    });
    expect(checkFile(fileLike('frente.JPG', 'image/jpeg', 1000), POWER_ID_IMAGE)).toEqual({
      ok: true,
    });
    expect(checkFile(fileLike('frente.jpeg', '', 1000), POWER_ID_IMAGE)).toEqual({ ok: true });
  });

  it('rejects a file of exactly 3 MB as too big, naming the file', () => {
    expect(checkFile(fileLike('frente.png', 'image/png', 3145728), POWER_ID_IMAGE)).toEqual({
      ok: false,
      reason: 'size',
      message: 'El archivo frente.png es demasiado grande. Por favor, sube un archivo de menos de 3MB.',
    });
  });

  it('rejects a PDF or a mislabelled image as the wrong type, naming the file', () => {
    const message =
      'El archivo cedula.pdf tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.';
    expect(checkFile(fileLike('cedula.pdf', 'application/pdf', 10), POWER_ID_IMAGE)).toEqual({
      ok: false,
      reason: 'type',
      message,
    });
    expect(checkFile(fileLike('cedula.png', 'application/pdf', 10), POWER_ID_IMAGE)).toMatchObject({
      reason: 'type',
    });
  });

  it('reports a missing file', () => {
    expect(checkFile(undefined, POWER_ID_IMAGE)).toMatchObject({ ok: false, reason: 'missing' });
  });

  it('takes an empty (0-byte) file for a missing one: "Archivo requerido", not the wrong-type message', () => {
    expect(checkFile(fileLike('vacio.pdf', 'application/pdf', 0), DOCUMENT_UPLOAD)).toEqual({
      ok: false,
      reason: 'missing',
      message: 'Archivo requerido',
    });
    expect(checkFile(fileLike('cedula.png', 'image/png', 0), POWER_ID_IMAGE)).toMatchObject({ reason: 'missing' });
  });
});

describe('dynamic form files', () => {
  it('accepts JPG, JPEG, PNG and PDF of any size', () => {
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.pdf']) {
      expect(checkFile(fileLike(name, '', 500 * MEGABYTE), DYNAMIC_FILE).ok).toBe(true);
    }
  });

  it('rejects other types with "Solo se permiten archivos JPG, JPEG, PNG o PDF"', () => {
    expect(checkFile(fileLike('a.docx', '', 10), DYNAMIC_FILE)).toMatchObject({
      message: 'Solo se permiten archivos JPG, JPEG, PNG o PDF',
    });
    expect(checkFile(fileLike('sin-extension', 'image/png', 10), DYNAMIC_FILE).ok).toBe(false);
  });
});

describe('document uploads and profile image', () => {
  it('accepts documents up to 20 MB inclusive and rejects one byte more', () => {
    expect(checkFile(fileLike('c.pdf', 'application/pdf', 20 * MEGABYTE), DOCUMENT_UPLOAD).ok).toBe(true);
    expect(checkFile(fileLike('c.pdf', 'application/pdf', 20 * MEGABYTE + 1), DOCUMENT_UPLOAD)).toMatchObject({
      reason: 'size',
    });
    expect(checkFile(fileLike('c.gif', 'image/gif', 10), DOCUMENT_UPLOAD)).toMatchObject({
      reason: 'type',
    });
  });

  it('limits the profile image to 3 MB with its own messages', () => {
    expect(checkFile(fileLike('yo.png', 'image/png', 3 * MEGABYTE), PROFILE_IMAGE).ok).toBe(true);
    expect(checkFile(fileLike('yo.png', 'image/png', 3 * MEGABYTE + 1), PROFILE_IMAGE)).toMatchObject({
      message: 'El tamaño de la imagen no puede ser mayor a 3MB',
    });
    expect(checkFile(null, PROFILE_IMAGE)).toMatchObject({ message: 'Imagen requerida' });
  });

  it('reads the extension case-insensitively', () => {
    expect(fileExtension('Foto.Final.JPEG')).toBe('jpeg');
    expect(fileExtension('README')).toBe('');
  });
});

describe('fileSchema', () => {
  it('reports the rule’s message for a File', () => {
    const schema = fileSchema(PROFILE_IMAGE);
    expect(firstMessage(schema, new File([PNG], 'yo.png', { type: 'image/png' }))).toBeNull();
    expect(firstMessage(schema, new File(['x'], 'yo.txt', { type: 'text/plain' }))).toBe(
      'Solo se permiten imágenes JPG, JPEG o PNG',
    );
    expect(firstMessage(schema, undefined)).toBe('Imagen requerida');
  });
});

describe('content sniffing', () => {
  it('recognises PNG, JPEG, PDF and GIF by their first bytes', () => {
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(JPEG)).toBe('jpeg');
    expect(sniffFileType(PDF)).toBe('pdf');
    expect(sniffFileType(GIF)).toBe('gif');
    expect(sniffFileType(new TextEncoder().encode('GIF87a'))).toBe('gif');
  });

  it('returns null for unknown or truncated content', () => {
    expect(sniffFileType(new Uint8Array())).toBeNull();
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffFileType(new TextEncoder().encode('<html>'))).toBeNull();
  });

  it('checks the content against a rule, whatever the name says', () => {
    expect(contentMatchesRule(PNG, POWER_ID_IMAGE)).toBe(true);
    expect(contentMatchesRule(PDF, POWER_ID_IMAGE)).toBe(false);
    expect(contentMatchesRule(PDF, DOCUMENT_UPLOAD)).toBe(true);
    expect(contentMatchesRule(GIF, DYNAMIC_FILE)).toBe(false);
  });
});

describe('the file input’s accept attribute', () => {
  it('offers each rule’s extensions and MIME types, and nothing else', () => {
    expect(fileAccept(POWER_ID_IMAGE)).toBe('.png,.jpg,.jpeg,image/png,image/jpeg,image/jpg');
    expect(fileAccept(DYNAMIC_FILE)).toBe('.jpg,.jpeg,.png,.pdf,image/png,image/jpeg,image/jpg,application/pdf');
    expect(fileAccept(DOCUMENT_UPLOAD)).toBe('.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg,image/jpg');
  });
});
