// What the owner is asked to sign: the driver, the vehicle and the owner as the power names them
// (RUTs, phone and e-mail partly hidden), and the power itself as a PDF.
import { useState } from 'react';
import type { OwnerPower } from '@/lib/contract/signing.ts';
import { formatDate } from '@/lib/format/date.ts';

interface OwnerPowerSummaryProps {
  readonly power: OwnerPower;
  readonly onDownload: () => Promise<void>;
}

export function OwnerPowerSummary({ power, onDownload }: OwnerPowerSummaryProps) {
  const [busy, setBusy] = useState(false);
  const { driver, vehicle, owner } = power;
  return (
    <section className="owner-summary" aria-labelledby="poder-contenido-titulo">
      <h2 id="poder-contenido-titulo">El poder que vas a firmar</h2>
      <p className="owner-lead">
        {`Yo, ${owner.name}, dueño del vehículo, autorizo a ${driver.name} a conducir y usar mi vehículo ${vehicle.brand} ${vehicle.model}, año ${vehicle.year}, patente ${vehicle.plate}.`}
      </p>
      <dl className="owner-facts">
        <div>
          <dt>Conductor (mandatario)</dt>
          <dd>{`${driver.name}, RUT ${driver.rut}, nacionalidad ${driver.nationality}`}</dd>
          <dd>{driver.address}</dd>
        </div>
        <div>
          <dt>Vehículo</dt>
          <dd>{`${vehicle.brand} ${vehicle.model}, año ${vehicle.year}`}</dd>
          <dd>{`Patente ${vehicle.plate}`}</dd>
        </div>
        <div>
          <dt>Dueño del vehículo (mandante)</dt>
          <dd>{`${owner.name}, RUT ${owner.rut}, nacionalidad ${owner.nationality}`}</dd>
          <dd>{`${owner.address}; WhatsApp ${owner.phone}; correo ${owner.email}`}</dd>
        </div>
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
