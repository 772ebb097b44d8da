// Test-only PDFs that hide an opening JavaScript action inside an object stream, encoded so that a
// plain text search finds nothing: ASCIIHexDecode, or Flate with a PNG predictor (12, "Up").
import { deflateSync } from 'node:zlib';

const CATALOG = '4 0 obj << /Type /Catalog /Pages 1 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';

/** PNG "Up" predictor rows (filter byte 2 before each row of `columns` bytes). */
function pngUpRows(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(columns);
  for (let offset = 0; offset < data.length; offset += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, offset, Math.min(offset + columns, data.length));
    const encoded = Buffer.alloc(columns + 1);
    encoded[0] = 2;
    for (let index = 0; index < columns; index += 1)
      encoded[index + 1] = ((row[index] ?? 0) - (previous[index] ?? 0)) & 0xff;
    rows.push(encoded);
    previous = row;
  }
  return Buffer.concat(rows);
}

/** A PDF whose catalog, with /OpenAction JavaScript, sits in an encoded object stream. */
export function hiddenOpenActionPdf(encoding: 'hex' | 'flate-png-predictor'): Uint8Array {
  const objects = CATALOG.replace('4 0 obj ', '');
  const header = '4 0 ';
  const plain = Buffer.from(header + objects, 'latin1');
  let body: Buffer;
  let filter: string;
  if (encoding === 'hex') {
    body = Buffer.from(`${plain.toString('hex')}>`, 'latin1');
    filter = '/Filter /ASCIIHexDecode';
  } else {
    body = deflateSync(pngUpRows(plain, 8));
    filter = '/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >>';
  }
  const parts: Buffer[] = [];
  const offsets = { pages: 0, page: 0, stream: 0, xref: 0 };
  let length = 0;
  const add = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  add('%PDF-1.5\n');
  offsets.pages = length;
  add('1 0 obj << /Type /Pages /Kids [2 0 R] /Count 1 >> endobj\n');
  offsets.page = length;
  add('2 0 obj << /Type /Page /Parent 1 0 R /MediaBox [0 0 200 200] >> endobj\n');
  offsets.stream = length;
  add(`3 0 obj << /Type /ObjStm /N 1 /First ${header.length} ${filter} /Length ${body.length} >>\nstream\n`);
  add(body);
  add('\nendstream\nendobj\n');
  // Cross-reference stream: object 4 lives in object stream 3 at index 0.
  offsets.xref = length;
  const row = (type: number, field: number, extra: number) => [type, (field >> 8) & 0xff, field & 0xff, extra];
  const table = Buffer.from([
    ...row(0, 0, 0),
    ...row(1, offsets.pages, 0),
    ...row(1, offsets.page, 0),
    ...row(1, offsets.stream, 0),
    ...row(2, 3, 0),
    ...row(1, offsets.xref, 0),
  ]);
  add(`5 0 obj << /Type /XRef /Size 6 /Root 4 0 R /W [1 2 1] /Length ${table.length} >>\nstream\n`);
  add(table);
  add(`\nendstream\nendobj\nstartxref\n${offsets.xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}
