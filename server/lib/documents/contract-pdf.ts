// The labour contract a company builds from the template, with every item a labour contract must
// state (docs/legal/contract-contents.md): where and when it is made, both parties with their
// names, RUTs, domiciles and e-mails and the worker's nationality and birth date, then one clause
// each for the services, the workplace, the hours, the pay (amount, form and period), the start
// date and the term, the optional extra benefits and other agreements, and the agreement to sign
// electronically. The same builder writes the preview the company reads before sending.
import { formatClp } from '../../../src/lib/format/money.ts';
import { formatLongDate } from '../../../src/lib/format/date.ts';
import {
  PAYMENT_FORMS,
  PAYMENT_PERIODS,
  type ContractTemplate,
} from '../../../src/lib/validation/contract-template.ts';
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

const ORDINALS = ['Primero', 'Segundo', 'Tercero', 'Cuarto', 'Quinto', 'Sexto', 'Séptimo', 'Octavo', 'Noveno'];

/** 'Indefinido', 'hasta el …' or 'por la obra …', as the term clause says it (CC-6). */
function termText(template: ContractTemplate): string {
  if (template.plazo === 'fijo') {
    return `El presente contrato es a plazo fijo y durará hasta el ${formatLongDate(template.fecha_termino)}.`;
  }
  if (template.plazo === 'obra') {
    return `El presente contrato es por la siguiente obra o faena: ${template.obra}. Durará hasta que ella concluya.`;
  }
  return 'El presente contrato es de duración indefinida.';
}

/** The opening paragraph: place and date, then both parties (CC-1, CC-2). */
export function contractOpening({ template, employer, worker, issuedAt }: TemplateContract): string {
  return (
    `En ${template.ciudad_firma}, a ${formatLongDate(issuedAt)}, entre ${employer.name}, RUT ${employer.rut}, ` +
    `con domicilio en ${template.domicilio_empleador}, correo ${employer.email}, en adelante "el empleador", ` +
    `y ${worker.name}, RUT ${worker.rut}, de nacionalidad ${template.nacionalidad}, nacido el ` +
    `${formatLongDate(template.fecha_nacimiento)}, con domicilio en ${template.domicilio_trabajador}, correo ` +
    `${worker.email}, en adelante "el trabajador", se acuerda el siguiente contrato de trabajo:`
  );
}

/** The clauses, titled and numbered in order; the optional ones only when written (CC-3 to CC-7). */
export function contractClauses({ template }: TemplateContract): [string, string][] {
  const services = template.funciones
    ? `El trabajador se desempeñará como ${template.cargo}, con las siguientes funciones: ${template.funciones}`
    : `El trabajador se desempeñará como ${template.cargo}, con las funciones propias de ese cargo.`;
  const clauses: [string, string][] = [
    ['naturaleza de los servicios', services],
    ['lugar de trabajo', `Los servicios se prestarán en ${template.lugar_trabajo}.`],
    [
      'jornada',
      `La jornada ordinaria de trabajo será de ${template.horas_semanales} horas semanales, distribuidas de la ` +
        `siguiente forma: ${template.jornada}.`,
    ],
    [
      'remuneración',
      `El empleador pagará al trabajador una remuneración bruta ${PAYMENT_PERIODS[template.periodo_pago]} de ` +
        `${formatClp(template.remuneracion)} (pesos chilenos), por ${PAYMENT_FORMS[template.forma_pago]}, al término ` +
        'de cada período, de la que se descontarán las cotizaciones previsionales y los impuestos que correspondan.',
    ],
    [
      'fecha de ingreso',
      `El trabajador ingresará a prestar sus servicios el ${formatLongDate(template.fecha_inicio)}.`,
    ],
    ['plazo', termText(template)],
  ];
  if (template.beneficios) {
    clauses.push([
      'beneficios adicionales',
      `Además de la remuneración, el empleador proporcionará al trabajador: ${template.beneficios}`,
    ]);
  }
  if (template.otros_pactos) clauses.push(['otros pactos', template.otros_pactos]);
  clauses.push([
    'firma electrónica',
    'Las partes acuerdan firmar este contrato con firma electrónica simple. El trabajador recibirá una copia ' +
      'del contrato firmado en su correo electrónico.',
  ]);
  return clauses.map(([title, body], index) => [`${ORDINALS[index] ?? `${index + 1}.°`}: ${title}`, body]);
}

export async function buildTemplateContract(contract: TemplateContract): Promise<BuiltPdf> {
  const { employer, worker, template } = contract;
  const writer = await PdfWriter.open({
    title: template.document_name,
    subject: `${template.document_name} entre ${employer.name} y ${worker.name}`,
    date: contract.issuedAt,
  });
  writer.heading(template.document_name.toUpperCase(), 17);
  writer.text(contractOpening(contract), { gapAfter: 10 });
  for (const [title, body] of contractClauses(contract)) {
    writer.text(title, { font: 'bold', gapAfter: 2 });
    writer.text(body, { gapAfter: 10 });
  }
  writer.rule();
  writer.heading('Partes', 12);
  writer.field(
    'Empleador',
    `${employer.name}, RUT ${employer.rut}, domicilio ${template.domicilio_empleador}, ${employer.email}`,
  );
  writer.field(
    'Trabajador',
    `${worker.name}, RUT ${worker.rut}, nacionalidad ${template.nacionalidad}, nacido el ` +
      `${formatLongDate(template.fecha_nacimiento)}, domicilio ${template.domicilio_trabajador}, ${worker.email}`,
  );
  const bytes = await writer.save();
  return { bytes, pages: writer.doc.getPageCount() };
}
