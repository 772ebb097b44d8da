// The simple power of attorney as a document: the vehicle owner authorises the driver to drive
// and use the vehicle, with both people's identification and the vehicle's.
import { formatLongDate } from '../../../src/lib/format/date.ts';
import { PdfWriter, type BuiltPdf } from './pdf-writer.ts';

export interface PowerContent {
  readonly driver: {
    readonly name: string;
    readonly rut: string;
    readonly nationality: string;
    readonly address: string;
  };
  readonly vehicle: { readonly brand: string; readonly model: string; readonly year: number; readonly plate: string };
  readonly owner: {
    readonly name: string;
    readonly rut: string;
    readonly nationality: string;
    readonly address: string;
    readonly phone: string;
    readonly email: string;
  };
  readonly createdAt: Date;
}

export const POWER_DOCUMENT_NAME = 'Poder simple para conducir un vehículo';

export function vehicleText({ vehicle }: Pick<PowerContent, 'vehicle'>): string {
  return `${vehicle.brand} ${vehicle.model}, año ${vehicle.year}, patente ${vehicle.plate}`;
}

export async function buildPowerDocument(power: PowerContent): Promise<BuiltPdf> {
  const { driver, owner } = power;
  const writer = await PdfWriter.open({
    title: POWER_DOCUMENT_NAME,
    subject: `Poder simple de ${owner.name} a ${driver.name}`,
    date: power.createdAt,
  });
  writer.heading('PODER SIMPLE', 17);
  writer.text(
    `En Chile, a ${formatLongDate(power.createdAt)}, yo, ${owner.name}, RUT ${owner.rut}, de nacionalidad ` +
      `${owner.nationality}, con domicilio en ${owner.address}, dueño del vehículo ${vehicleText(power)}, ` +
      `otorgo poder simple a ${driver.name}, RUT ${driver.rut}, de nacionalidad ${driver.nationality}, con ` +
      `domicilio en ${driver.address}, para que conduzca y use dicho vehículo en mi nombre.`,
    { gapAfter: 10 },
  );
  writer.text(
    'El conductor responderá por el uso del vehículo mientras esté a su cargo. Este poder se firma con firma ' +
      'electrónica simple por el dueño del vehículo y puede revocarse en cualquier momento.',
    { gapAfter: 12 },
  );
  writer.rule();
  writer.heading('Dueño del vehículo (mandante)', 12);
  writer.field('Nombre', owner.name);
  writer.field('RUT', owner.rut);
  writer.field('Contacto', `${owner.email}, teléfono ${owner.phone}`);
  writer.heading('Conductor (mandatario)', 12);
  writer.field('Nombre', driver.name);
  writer.field('RUT', driver.rut);
  writer.heading('Vehículo', 12);
  writer.field('Vehículo', vehicleText(power));
  const bytes = await writer.save();
  return { bytes, pages: writer.doc.getPageCount() };
}
