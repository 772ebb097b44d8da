import { strFromU8, unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-reader.ts';
import { csvCell, exportFileName, fileSlug, inertCell, toCsv, xlsxBlob, type ExportTable } from './export-file.ts';

const table: ExportTable = {
  headers: ['Nombre', 'RUT', 'Correo', 'Comuna'],
  rows: [
    ['Valentina Muñoz', '9.876.543-2', 'valentina@demo.cl', 'Viña del Mar, Valparaíso'],
    ['José "Pepe" Díaz', '12.345.678-5', 'pepe;díaz@demo.cl', ' Ñuñoa'],
    ['Ana\nLínea', '', 'ana@demo.cl', '—'],
  ],
};

/** How a spreadsheet splits one line when it takes `separator` between cells and ignores quotes. */
function splitWithout(line: string, separator: string): string[] {
  return line.split(separator).map((cell) => cell.replace(/^"|"$/g, '').trim());
}

const RUNS = /^[=+\-@]/;

describe('CSV export', () => {
  it('starts with the byte-order mark, separates with ";", quotes every cell and ends rows in CRLF', () => {
    const text = toCsv({ headers: ['Nombre', 'RUT'], rows: [['Ana Pérez', '1-9']] });
    expect(text).toBe('\uFEFF"Nombre";"RUT"\r\n"Ana Pérez";"1-9"\r\n');
  });

  it('quotes every cell, doubling the quotes inside', () => {
    expect(csvCell('Viña del Mar, Valparaíso')).toBe('"Viña del Mar, Valparaíso"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('José "Pepe"')).toBe('"José ""Pepe"""');
    expect(csvCell('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(csvCell(' Ñuñoa')).toBe('" Ñuñoa"');
    expect(csvCell('')).toBe('""');
  });

  it('reads back exactly the rows it was given', () => {
    expect(parseCsv(toCsv(table))).toEqual([table.headers, ...table.rows]);
  });

  it('puts an apostrophe before a cell a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://malo.cl","Ver")')).toBe(`"'=HYPERLINK(""http://malo.cl"",""Ver"")"`);
    expect(csvCell("+cmd|' /C calc'!A0")).toBe(`"'+cmd|' /C calc'!A0"`);
    expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(csvCell("@SUM(1+1)*cmd|' /C calc'!A0")).toBe(`"'@SUM(1+1)*cmd|' /C calc'!A0"`);
    expect(csvCell('\t=1+1')).toBe(`"\t'=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"\r'=1+1"`);
    expect(parseCsv(toCsv({ headers: ['Nombre'], rows: [['=1+1']] }))).toEqual([['Nombre'], ["'=1+1"]]);
  });

  it('neutralises a formula after any separator inside a cell: ",", ";", tab, "|", line breaks', () => {
    for (const separator of [',', ';', '\t', '|', '\n', '\r\n']) {
      const line = toCsv({ headers: ['Nombre'], rows: [[`Ana Diaz${separator}=1+1${separator}`]] }).slice(
        '\uFEFF"Nombre"\r\n'.length,
      );
      // Opened with any separator (Excel in en-US and LibreOffice take ','), quotes ignored:
      for (const splitter of [',', ';', '\t', '|', '\n', '\r']) {
        for (const cell of splitWithout(line, splitter)) {
          expect(cell, JSON.stringify([separator, splitter, cell])).not.toMatch(RUNS);
        }
      }
    }
  });

  it('neutralises every formula start behind spaces and in every part, and reads back with the apostrophes', () => {
    expect(inertCell('Diaz,=1+1,')).toBe("Diaz,'=1+1,");
    expect(inertCell('a; -1+cmd')).toBe("a; '-1+cmd");
    expect(inertCell('x|@SUM(A1)')).toBe("x|'@SUM(A1)");
    expect(parseCsv(toCsv({ headers: ['Apellido'], rows: [['Diaz,=1+1,']] }))).toEqual([['Apellido'], ["Diaz,'=1+1,"]]);
  });

  it('leaves plain numbers and ordinary text as they are', () => {
    expect(inertCell('+56987654321')).toBe('+56987654321');
    expect(inertCell('+56 9 8765 4321')).toBe('+56 9 8765 4321');
    expect(inertCell('-5')).toBe('-5');
    expect(inertCell('Ana = jefa de turno')).toBe('Ana = jefa de turno');
    expect(inertCell('ana@demo.cl')).toBe('ana@demo.cl');
    expect(inertCell('Viña del Mar, Valparaíso')).toBe('Viña del Mar, Valparaíso');
    expect(inertCell('1,5; -2')).toBe('1,5; -2');
    expect(inertCell('+56 9 =1+1')).toBe("'+56 9 =1+1");
  });
});

describe('XLSX export', () => {
  it('reads back exactly the rows it was given', async () => {
    const blob = await xlsxBlob(table, 'Perfiles registrados');
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()), 1, { trim: false });
    expect(rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))).toEqual([
      table.headers,
      ...table.rows,
    ]);
  });
});

describe('days', () => {
  const dated: ExportTable = { headers: ['Nombre', 'Fecha'], rows: [['Camila Rojas', { day: '2026-03-09' }]] };

  it('are dd/mm/aaaa in CSV', () => {
    expect(toCsv(dated).split('\r\n')[1]).toBe('"Camila Rojas";"09/03/2026"');
  });

  it('are date cells in XLSX, the same calendar day, shown as dd/mm/yyyy', async () => {
    const blob = await xlsxBlob(dated, 'Perfiles');
    const [, row] = await readSheet(Buffer.from(await blob.arrayBuffer()), 1, { trim: false });
    const cell: unknown = row?.[1];
    expect(cell).toBeInstanceOf(Date);
    expect(cell instanceof Date && cell.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    const xml = strFromU8(unzipSync(new Uint8Array(await blob.arrayBuffer()))['xl/styles.xml'] ?? new Uint8Array());
    expect(xml).toContain('formatCode="dd/mm/yyyy"');
  });
});

describe('XLSX cells', () => {
  it('keeps a formula-looking value as text, never as a formula', async () => {
    const blob = await xlsxBlob({ headers: ['Nombre'], rows: [['=1+1'], ['+56987654321']] }, 'Perfiles');
    const rows = await readSheet(Buffer.from(await blob.arrayBuffer()), 1, { trim: false });
    expect(rows).toEqual([['Nombre'], ['=1+1'], ['+56987654321']]);
  });
});

describe('file names', () => {
  it('say what, whose and which day', () => {
    expect(exportFileName('perfiles', 'transportes-andes', '2026-11-24', 'csv')).toBe(
      'perfiles-transportes-andes-2026-11-24.csv',
    );
    expect(exportFileName('postulantes Conductor clase B', 'Logística Sur', '2026-11-24', 'xlsx')).toBe(
      'postulantes-conductor-clase-b-logistica-sur-2026-11-24.xlsx',
    );
    expect(fileSlug('  ¡Peoneta!  ')).toBe('peoneta');
  });
});
