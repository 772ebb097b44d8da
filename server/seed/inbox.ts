// Seeds the recruiter's inbox: two Transportes Andes registrants wrote to the company's WhatsApp
// number, one within the last hour (the 24-hour window is open, so the company may answer in free
// text) and one two days before (only the follow-up template may go). Inbound messages only: the
// outbox stays empty, so nothing seeded is ever sent.
import type { Database } from '../db/database.ts';
import { recordInbound } from '../lib/delivery/inbound.ts';
import { REGISTRANTS } from './registrants-data.ts';

const MINUTE_MS = 60_000;

const CONVERSATIONS: readonly (readonly [registrant: number, minutesAgo: number, text: string])[] = [
  [0, 45, 'Hola, subí la licencia nueva. ¿La pueden revisar antes del turno del lunes?'],
  [0, 43, 'Es la clase A2, la anterior vencía este mes.'],
  [1, 2 * 24 * 60 + 30, 'Buenas tardes, ¿siguen buscando peonetas para Maipú?'],
];

export function seedInbox(db: Database, today: Date): void {
  CONVERSATIONS.forEach(([registrant, minutesAgo, text], index) => {
    const person = REGISTRANTS.andes[registrant];
    if (!person) throw new Error(`No Transportes Andes registrant ${registrant} to seed a message for`);
    recordInbound(
      db,
      {
        wamid: `wamid.demo-inbox-${index + 1}`,
        from: `569${person.mobile}`,
        type: 'text',
        text,
        sentAt: new Date(today.getTime() - minutesAgo * MINUTE_MS),
      },
      today,
    );
  });
}
