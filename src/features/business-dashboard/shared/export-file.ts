// Turning what a list shows into a file: CSV (UTF-8 with a byte-order mark and ';' between cells,
// so Excel set to Spanish (Chile) opens it with accents and columns right; every cell quoted and
// made inert wherever a separator could split it) or XLSX. This module
// and the XLSX writer load only when someone exports, so the dashboard's first view stays light.

/** A calendar day (YYYY-MM-DD): a date cell in XLSX, 'dd/mm/aaaa' in CSV. */
export interface ExportDay {
  readonly day: string;
}

export type ExportCell = string | ExportDay;

export interface ExportTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly ExportCell[])[];
}

/** 'dd/mm/aaaa', as every list shows a day. */
function dayText({ day }: ExportDay): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return `${date}/${month}/${year}`;
}

const cellText = (cell: ExportCell) => (typeof cell === 'string' ? cell : dayText(cell));

const BOM = '\uFEFF';
const SEPARATOR = ';';

/** What a spreadsheet may run as a formula: a part of a cell starting with =, +, -, or @ (after
 * spaces or a quote), unless it is a plain number such as a phone '+56 9 8765 4321' or '-5', which
 * opens as that number. */
const FORMULA_START = /^[=+\-@]/;
const PLAIN_NUMBER = /^[+-]?\d[\d .]*$/;
/** Where a spreadsheet may split a cell when it opens the file with another separator, or
 * ignores the quotes: after a comma (Excel in en-US, LibreOffice's default), a semicolon, a tab, a
 * bar or a line break. */
const SPLITS = /(?<=[,;\t|\r\n])/;

function inertPart(part: string): string {
  const [, lead = '', rest = ''] = /^([\s"]*)([\s\S]*)$/.exec(part) ?? [];
  const body = rest.replace(/[,;\t|\r\n]$/, '');
  return FORMULA_START.test(rest) && !PLAIN_NUMBER.test(body) ? `${lead}'${rest}` : part;
}

/** Neutralises formula injection wherever the cell could be split: each part a spreadsheet would
 * read as a formula gets an apostrophe before it, so it opens as the text it is. */
export function inertCell(value: string): string {
  return value.split(SPLITS).map(inertPart).join('');
}

/** A cell made inert (inertCell), always between double quotes (inner quotes doubled), so no
 * separator inside it splits it in a reader that honours quotes. */
export function csvCell(value: string): string {
  return `"${inertCell(value).replaceAll('"', '""')}"`;
}

/** The table as CSV text, header first, rows ending in CRLF, starting with the byte-order mark. */
export function toCsv(table: ExportTable): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map((cell) => csvCell(cellText(cell))).join(SEPARATOR));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Lower-case words joined by '-', without accents: 'Logística Sur' → 'logistica-sur'. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'perfiles-transportes-andes-2026-11-24.csv': what, whose and which day (in Chile). */
export function exportFileName(what: string, company: string, day: string, extension: 'csv' | 'xlsx'): string {
  return `${[what, company].map(fileSlug).filter(Boolean).join('-')}-${day}.${extension}`;
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function csvBlob(table: ExportTable): Blob {
  return new Blob([toCsv(table)], { type: 'text/csv;charset=utf-8' });
}

export async function xlsxBlob(table: ExportTable, sheet: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  // Text is written as a string, so nothing in it is ever evaluated as a formula; a day as a date
  // (the day itself, at midnight UTC, which a spreadsheet reads as that calendar day).
  const header = table.headers.map((value) => ({ value, type: String, fontWeight: 'bold' as const }));
  const widths = table.headers.map((title, column) =>
    Math.min(60, Math.max(title.length, ...table.rows.map((row) => cellText(row[column] ?? '').length)) + 2),
  );
  const rows = table.rows.map((row) =>
    row.map((cell) =>
      typeof cell === 'string'
        ? { value: cell, type: String }
        : { value: new Date(`${cell.day}T00:00:00Z`), type: Date, format: 'dd/mm/yyyy' },
    ),
  );
  return writeXlsxFile([header, ...rows], {
    sheet: sheet.slice(0, 31),
    stickyRowsCount: 1,
    columns: widths.map((width) => ({ width })),
  }).toBlob();
}

/** Downloads the table as `fileName` ('….csv' or '….xlsx'). */
export async function downloadTable(table: ExportTable, fileName: string, sheet: string): Promise<void> {
  save(fileName.endsWith('.xlsx') ? await xlsxBlob(table, sheet) : csvBlob(table), fileName);
}
