// The acknowledgement a person receives after asking for a meeting or sending an inquiry or
// complaint: that it arrived and what comes next. It never quotes what was written (the form is
// open to anyone, so a copy would let a stranger send any text to any address); the forms are
// throttled per client, which bounds how many a visitor can cause.
import type { OutgoingMessage } from '../../db/outbox.ts';
import type { NewRequest } from './contact-store.ts';

const SIGNATURE = ['', 'Si no enviaste esta solicitud, puedes ignorar este correo.', '', 'Equipo Enlista'];

/** What the inquiry form's kind is called in a sentence ('tu reclamo'). */
export const INQUIRY_NOUNS: Readonly<Record<string, string>> = {
  consulta: 'consulta',
  reclamo: 'reclamo',
  sugerencia: 'sugerencia',
  accesibilidad: 'aviso de una barrera de accesibilidad',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The e-mail to the sender of `request`, or null for the forms that send none. */
export function acknowledgementOf(request: NewRequest): OutgoingMessage | null {
  const to = request.body.email;
  if (request.kind === 'meeting') {
    const name = text(request.body['firstname']);
    return {
      to,
      subject: 'Recibimos tu solicitud de reunión',
      text: [
        name ? `Hola ${name}:` : 'Hola:',
        '',
        'Recibimos tu solicitud de reunión con Enlista. Te escribiremos dentro del día hábil siguiente para acordar el día y la hora.',
        ...SIGNATURE,
      ].join('\n'),
    };
  }
  if (request.kind === 'inquiry') {
    const name = text(request.body['name']);
    const noun = INQUIRY_NOUNS[text(request.body['kind'])] ?? 'solicitud';
    return {
      to,
      subject: `Recibimos tu ${noun}`,
      text: [
        name ? `Hola ${name}:` : 'Hola:',
        '',
        `Recibimos tu ${noun}. Nuestro equipo te responderá a este mismo correo.`,
        ...SIGNATURE,
      ].join('\n'),
    };
  }
  return null;
}
