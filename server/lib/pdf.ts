// A tiny PDF 1.4 writer for seeded documents and contracts: A4 pages, Helvetica text (WinAnsi,
// so Spanish accents render), a heading per page, a page-number footer and a correct xref table.

export interface PdfDocument {
  readonly title: string;
  /** One entry per page: the lines of body text printed under the heading. */
  readonly pages: readonly (readonly string[])[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** Latin-1 bytes are WinAnsi for every Spanish letter; anything outside becomes '?'. */
function pdfString(text: string): string {
  const latin1 = Array.from(text, (char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

function pageContent(title: string, lines: readonly string[], pageNumber: number, pageCount: number): string {
  const body = lines.map((line) => `${pdfString(line)} Tj T*`).join('\n');
  return [
    'BT',
    `/F2 18 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN - 18} Td ${pdfString(title)} Tj`,
    'ET',
    'BT',
    `/F1 11 Tf 15 TL ${MARGIN} ${PAGE_HEIGHT - MARGIN - 54} Td`,
    body,
    'ET',
    'BT',
    `/F1 9 Tf ${PAGE_WIDTH / 2 - 30} ${MARGIN / 2} Td ${pdfString(`Página ${pageNumber} de ${pageCount}`)} Tj`,
    'ET',
  ].join('\n');
}

/** Renders the document; the result starts with `%PDF-1.4` and has one /Page per entry. */
export function createPdf(document: PdfDocument): Buffer {
  if (document.pages.length === 0) throw new Error('A PDF needs at least one page');
  const pageCount = document.pages.length;
  // Fixed object numbers: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then page/content pairs.
  const pageIds = document.pages.map((_, index) => 6 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(document.title)} /Producer (Enlista API local) >>`,
  ];
  document.pages.forEach((lines, index) => {
    const stream = pageContent(document.title, lines, index + 1, pageCount);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + index * 2} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
  });

  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(output, 'latin1');
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xrefOffset = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\n`;
  output += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
}
