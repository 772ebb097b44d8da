// 'resumen.html' in the ZIP of 'Descargar mis datos': the same records as datos-personales.json,
// written for a person rather than a program. One self-contained page (no script, no outside
// file, styles inline) that opens on any phone: who the data is about, the documents with their
// state and history, contracts, attendance, penalties, bank details, consents and requests.
// Every value is escaped; dates read as dd/mm/aaaa in Chile's time, as the product shows them.
import { formatDate, formatDateTime } from '../../../src/lib/format/date.ts';
import { formatClp } from '../../../src/lib/format/money.ts';
import { documentTypeName } from '../../../src/lib/reference/index.ts';

type Json = Record<string, unknown>;

const STATUS: Readonly<Record<string, string>> = {
  PENDING: 'En revisión',
  SOLICIT_REJECTED: 'Solicitud de rechazo',
  ACCEPTED: 'Aprobado',
  REJECTED: 'Rechazado',
};

const CONTRACT_STATUS: Readonly<Record<string, string>> = {
  PENDING: 'Pendiente de firma',
  SIGNED: 'Firmado',
  REJECTED: 'Rechazado',
};

const EVENT: Readonly<Record<string, string>> = {
  uploaded: 'Subido',
  replaced: 'Reemplazado',
  approved: 'Aprobado',
  rejected: 'Rechazado',
  rejection_requested: 'Solicitud de rechazo',
};

function escape(value: unknown): string {
  const text =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value) || '—'
      : value === null || value === undefined
        ? '—'
        : JSON.stringify(value);
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

const list = (value: unknown): Json[] =>
  Array.isArray(value) ? value.filter((item): item is Json => typeof item === 'object' && item !== null) : [];
const record = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const day = (value: unknown) => (str(value) ? formatDate(str(value)) : '');
const moment = (value: unknown) => (str(value) ? formatDateTime(str(value)) : '');

/** A section of records, each a card of label and value: readable on a phone's narrow screen. */
function cards(caption: string, labels: readonly string[], rows: readonly (readonly unknown[])[]): string {
  if (rows.length === 0) return `<section><h2>${escape(caption)}</h2><p>No hay registros.</p></section>`;
  const items = rows
    .map((row) => `<li><dl>${labels.map((label, index) => pair(label, row[index])).join('')}</dl></li>`)
    .join('');
  return `<section><h2>${escape(caption)}</h2><ul>${items}</ul></section>`;
}

const pair = (label: string, value: unknown) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`;

function personSection(person: Json): string {
  const region = record(person['region']);
  const commune = record(person['commune']);
  const phone = str(person['phone']);
  const rows: [string, unknown][] = [
    ['Nombre', [person['firstname'], person['lastname']].filter(Boolean).join(' ')],
    ['RUT', person['rut']],
    ['Correo', person['email']],
    ['Teléfono', phone ? `+${phone}` : ''],
    ['Dirección', person['address']],
    ['Comuna', commune['name_commune']],
    ['Región', region['name_region']],
    ['Sobre mí', person['about_me']],
    ['Cuenta creada', moment(person['created_at'])],
  ];
  return `<section><h2>Tus datos</h2><dl>${rows.map(([label, value]) => pair(label, value)).join('')}</dl></section>`;
}

function historyText(document: Json): string {
  return list(document['history'])
    .map((event) => `${EVENT[str(event['kind'])] ?? str(event['kind'])} el ${moment(event['created_at'])}`)
    .join('; ');
}

/** The page, from the export's JSON (datos-personales.json). */
export function exportSummaryHtml(json: Json): string {
  const controller = record(json['controller']);
  const documents = list(json['documents']).map((document) => [
    documentTypeName(str(document['purpose_name']), str(document['title']) || null),
    document['profile_name'],
    document['is_uploaded'] ? (STATUS[str(document['file_status'])] ?? document['file_status']) : 'Sin cargar',
    moment(document['date_upload']),
    day(document['expiration_date']),
    document['rejection_reason'],
    historyText(document),
  ]);
  const contracts = list(json['contracts']).map((contract) => [
    contract['document_name'],
    CONTRACT_STATUS[str(contract['status'])] ?? contract['status'],
    moment(contract['date_send']),
    moment(contract['date_signature']),
  ]);
  const attendance = list(json['attendance']).map((row) => [day(row['date_confirm']), row['confirm']]);
  const penalties = list(json['penalties']).map((row) => [
    day(row['date_confirm']),
    row['operation'],
    typeof row['amount'] === 'number' ? formatClp(row['amount']) : row['amount'],
    row['description'],
  ]);
  const banks = list(json['bank_details']).map((row) => [row['bank_name'], row['account_type'], row['account_number']]);
  const consents = list(json['consents']).map((row) => [
    row['purpose_label'],
    moment(row['granted_at']),
    row['withdrawn_at'] ? `Retirado el ${moment(row['withdrawn_at'])}` : 'Vigente',
  ]);
  const requests = list(json['privacy_requests']).map((row) => [
    row['kind_label'],
    moment(row['received_at']),
    row['state_label'],
  ]);
  return `<!doctype html>
<html lang="es-CL"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tus datos personales</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:2rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
li{border:1px solid #ccc;border-radius:.5rem;padding:.75rem}</style></head>
<body><h1>Tus datos personales</h1>
<p>Generado el ${escape(moment(json['generated_at']))}. Responsable de tus datos: ${escape(controller['display_name'])}
(${escape(controller['contact_email'])}). El archivo datos-personales.json tiene los mismos datos para llevarlos a otro servicio;
los archivos están en la carpeta archivos/.</p>
${personSection(record(json['person']))}
${cards('Documentos', ['Documento', 'Perfil', 'Estado', 'Cargado', 'Vence', 'Motivo de rechazo', 'Historial'], documents)}
${cards('Contratos', ['Documento', 'Estado', 'Enviado', 'Firmado'], contracts)}
${cards('Asistencia', ['Fecha', 'Confirmó'], attendance)}
${cards('Multas', ['Fecha', 'Operación', 'Monto', 'Descripción'], penalties)}
${cards('Datos bancarios', ['Banco', 'Tipo de cuenta', 'Número'], banks)}
${cards('Consentimientos', ['Para qué', 'Dado el', 'Estado'], consents)}
${cards('Solicitudes de privacidad', ['Solicitud', 'Recibida', 'Estado'], requests)}
</body></html>
`;
}
