// The words of the power as its owner reads them, built once for both places that draw them: the
// page's own first paint (owner-first-view.ts, before the island is live) and the island's summary
// (OwnerPowerSummary.tsx), so that the island takes over exactly what was already on screen.
import type { OwnerPower } from '@/lib/contract/signing.ts';

export const SUMMARY_HEADING = 'El poder que vas a firmar';
/** The id that ties the summary's section to its heading. */
export const SUMMARY_HEADING_ID = 'poder-contenido-titulo';

export interface SummaryFact {
  readonly label: string;
  readonly lines: readonly string[];
}

/** The power in one sentence, in the owner's voice. */
export function powerSentence({ owner, driver, vehicle }: OwnerPower): string {
  return `Yo, ${owner.name}, dueño del vehículo, autorizo a ${driver.name} a conducir y usar mi vehículo ${vehicle.brand} ${vehicle.model}, año ${vehicle.year}, patente ${vehicle.plate}.`;
}

/** The driver, the vehicle and the owner as the power names them (RUTs, phone and e-mail masked). */
export function summaryFacts({ driver, vehicle, owner }: OwnerPower): readonly SummaryFact[] {
  return [
    {
      label: 'Conductor (mandatario)',
      lines: [`${driver.name}, RUT ${driver.rut}, nacionalidad ${driver.nationality}`, driver.address],
    },
    {
      label: 'Vehículo',
      lines: [`${vehicle.brand} ${vehicle.model}, año ${vehicle.year}`, `Patente ${vehicle.plate}`],
    },
    {
      label: 'Dueño del vehículo (mandante)',
      lines: [
        `${owner.name}, RUT ${owner.rut}, nacionalidad ${owner.nationality}`,
        `${owner.address}; WhatsApp ${owner.phone}; correo ${owner.email}`,
      ],
    },
  ];
}
