// 'Descargar CSV' and 'Descargar Excel' for what a list shows now (every row the search and the
// filters keep, in the order on screen). The file code loads on the first click.
import { useState } from 'react';
import { calendarDayInChile } from '@/lib/format/index.ts';
import type { ExportTable } from './export-file.ts';
import './export.css';

interface ExportButtonsProps {
  /** Names the group, e.g. 'Exportar perfiles'. */
  readonly label: string;
  /** What the file holds and whose it is: 'perfiles' and the company slug. */
  readonly what: string;
  readonly company: string;
  /** The sheet's name in the XLSX file. */
  readonly sheet: string;
  /** The rows as shown, read when a button is pressed. */
  readonly table: () => ExportTable;
}

type Format = 'csv' | 'xlsx';

export function ExportButtons({ label, what, company, sheet, table }: ExportButtonsProps) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [failed, setFailed] = useState(false);

  async function download(format: Format) {
    setBusy(format);
    setFailed(false);
    try {
      const { downloadTable, exportFileName } = await import('./export-file.ts');
      await downloadTable(table(), exportFileName(what, company, calendarDayInChile(), format), sheet);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="bd-export">
      <div className="bd-export-buttons" role="group" aria-label={label}>
        <button
          type="button"
          className="btn btn-outline bd-btn-small"
          disabled={busy !== null}
          onClick={() => void download('csv')}
        >
          {busy === 'csv' ? 'Preparando CSV…' : 'Descargar CSV'}
        </button>
        <button
          type="button"
          className="btn btn-outline bd-btn-small"
          disabled={busy !== null}
          onClick={() => void download('xlsx')}
        >
          {busy === 'xlsx' ? 'Preparando Excel…' : 'Descargar Excel'}
        </button>
      </div>
      {failed && (
        <p className="bd-error" role="alert">
          No pudimos preparar el archivo. Inténtalo de nuevo.
        </p>
      )}
    </div>
  );
}
