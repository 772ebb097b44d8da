import { describe, expect, it } from 'vitest';
import { createPdf } from './pdf.ts';
import { createBadgePng } from './png.ts';

/** Reads the xref table and checks every offset lands on its object header. */
function checkStructure(pdf: Buffer): { objects: number; pages: number } {
  const source = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(source)?.[1]);
  expect(source.slice(startxref, startxref + 4)).toBe('xref');
  const [, countText = '0'] = /^xref\n0 (\d+)\n/.exec(source.slice(startxref)) ?? [];
  const count = Number(countText);
  const entries = source
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, index) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(source.slice(offset, offset + 12)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
  });
  // Each stream's /Length matches the bytes between `stream\n` and `\nendstream`.
  for (const match of source.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(source.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
  return { objects: count - 1, pages: source.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0 };
}

describe('PDF writer', () => {
  it('produces a parseable multi-page PDF with a correct xref table', () => {
    const pdf = createPdf({
      title: 'Contrato de prestación de servicios',
      pages: [['Primera página', 'Cláusula (1): \\ datos'], ['Segunda página'], ['Tercera página']],
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, objects } = checkStructure(pdf);
    expect(pages).toBe(3);
    expect(objects).toBe(5 + 3 * 2);
    expect(pdf.toString('latin1')).toContain('/Count 3');
  });

  it('writes Spanish letters in WinAnsi and numbers each page', () => {
    const source = createPdf({ title: 'Año', pages: [['ñandú'], ['¿qué?']] }).toString('latin1');
    expect(source).toContain('(A\xf1o) Tj');
    expect(source).toContain('(\xf1and\xfa) Tj');
    expect(source).toContain('(P\xe1gina 2 de 2) Tj');
  });

  it('escapes parentheses and backslashes in text', () => {
    const source = createPdf({ title: 'a(b)c\\d', pages: [[]] }).toString('latin1');
    expect(source).toContain('(a\\(b\\)c\\\\d) Tj');
  });

  it('refuses a document without pages', () => {
    expect(() => createPdf({ title: 'x', pages: [] })).toThrow();
  });
});

describe('PNG writer', () => {
  it('produces a PNG with the signature and the requested size', () => {
    const png = createBadgePng(32, [0, 0, 255], [255, 0, 0]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(32);
    expect(png.readUInt32BE(20)).toBe(32);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });
});
