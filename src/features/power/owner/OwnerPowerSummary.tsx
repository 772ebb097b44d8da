// What the owner is asked to sign: the driver, the vehicle and the owner as the power names them
// (RUTs, phone and e-mail partly hidden), and the power itself as a PDF.
import { useState } from 'react';
import type { OwnerPower } from '@/lib/contract/signing.ts';
import { formatDate } from '@/lib/format/date.ts';
import { SUMMARY_HEADING, SUMMARY_HEADING_ID, powerSentence, summaryFacts } from './owner-summary-texts.ts';

interface OwnerPowerSummaryProps {
  readonly power: OwnerPower;
  readonly onDownload: () => Promise<void>;
}

export function OwnerPowerSummary({ power, onDownload }: OwnerPowerSummaryProps) {
  const [busy, setBusy] = useState(false);
  return (
    <section className="owner-summary" aria-labelledby={SUMMARY_HEADING_ID}>
      <h2 id={SUMMARY_HEADING_ID}>{SUMMARY_HEADING}</h2>
      <p className="owner-lead">{powerSentence(power)}</p>
      <dl className="owner-facts">
        {summaryFacts(power).map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            {fact.lines.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        ))}
      </dl>
      <p className="owner-note">
        {`Solicitado el ${formatDate(power.created_at)}. El enlace vence el ${formatDate(power.link_expires_at)} y sirve una sola vez.`}
      </p>
      <button
        type="button"
        className="btn btn-outline owner-pdf"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void onDownload().finally(() => setBusy(false));
        }}
      >
        {busy ? 'Descargando…' : 'Descargar el poder en PDF'}
      </button>
    </section>
  );
}
