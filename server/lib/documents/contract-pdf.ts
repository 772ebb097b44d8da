// The labour contract a company builds from the short template: both parties with their names,
// RUTs and e-mails, then the clauses for position, workplace, hours, gross monthly pay and start
// date, and the agreement to sign it electronically.
import { formatClp } from '../../../src/lib/format/money.ts';
import { formatLongDate } from '../../../src/lib/format/date.ts';
import type { ContractTemplate } from '../../../src/lib/validation/contract-template.ts';
import { PdfWriter, type BuiltPdf } from './pdf-writer.ts';

export interface ContractParty {
  readonly name: string;
  readonly rut: string;
  readonly email: string;
}

export interface TemplateContract {
  readonly template: ContractTemplate;
  readonly employer: ContractParty;
  readonly worker: ContractParty;
  /** When the company issued it. */
  readonly issuedAt: Date;
}

function clauses({ template }: TemplateContract): [string, string][] {
  return [
    ['Primero: cargo', `El trabajador se desempeñará como ${template.cargo}, con las funciones propias de ese cargo.`],
    ['Segundo: lugar de trabajo', `Los servicios se prestarán en ${template.lugar_trabajo}.`],
    ['Tercero: jornada', `La jornada de trabajo será la siguiente: ${template.jornada}.`],
    [
      'Cuarto: remuneración',
      `El empleador pagará al trabajador una remuneración bruta mensual de ${formatClp(template.remuneracion)} ` +
        '(pesos chilenos), de la que se descontarán las cotizaciones previsionales y los impuestos que correspondan.',
    ],
    ['Quinto: inicio', `El trabajador comenzará a prestar sus servicios el ${formatLongDate(template.fecha_inicio)}.`],
    [
      'Sexto: firma electrónica',
      'Las partes acuerdan firmar este contrato con firma electrónica simple. El trabajador recibirá una copia ' +
        'del contrato firmado en su correo electrónico.',
    ],
  ];
}

export async function buildTemplateContract(contract: TemplateContract): Promise<BuiltPdf> {
  const { employer, worker, template } = contract;
  const writer = await PdfWriter.open({
    title: template.document_name,
    subject: `${template.document_name} entre ${employer.name} y ${worker.name}`,
    date: contract.issuedAt,
  });
  writer.heading(template.document_name.toUpperCase(), 17);
  writer.text(
    `En Chile, a ${formatLongDate(contract.issuedAt)}, entre ${employer.name}, RUT ${employer.rut}, correo ` +
      `${employer.email}, en adelante "el empleador", y ${worker.name}, RUT ${worker.rut}, correo ${worker.email}, ` +
      'en adelante "el trabajador", se acuerda el siguiente contrato de trabajo:',
    { gapAfter: 10 },
  );
  for (const [title, body] of clauses(contract)) {
    writer.text(title, { font: 'bold', gapAfter: 2 });
    writer.text(body, { gapAfter: 10 });
  }
  writer.rule();
  writer.heading('Partes', 12);
  writer.field('Empleador', `${employer.name}, RUT ${employer.rut}, ${employer.email}`);
  writer.field('Trabajador', `${worker.name}, RUT ${worker.rut}, ${worker.email}`);
  const bytes = await writer.save();
  return { bytes, pages: writer.doc.getPageCount() };
}
