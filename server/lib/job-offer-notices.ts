// Job offers by message: when a company publishes a posting, each of its workers who consented to
// receive offers by e-mail or WhatsApp gets one e-mail about it (through the outbox). The consent
// is read at the moment of sending, so withdrawing it stops the very next offer; a person whose
// processing is blocked, whose account is closed or whose data was anonymised gets none.
import { sendMail } from '../db/outbox.ts';
import { linkSuffix } from './delivery/templates.ts';
import type { Database } from '../db/database.ts';
import { openAccount } from '../db/open-accounts.ts';
import { int, text, textOrNull } from '../db/rows.ts';

export interface PublishedPosting {
  readonly id_publication: number;
  readonly title: string;
}

/** The workers of the company of account `idOwner` who want offers now. */
export function offerRecipients(db: Database, idOwner: number) {
  return db
    .prepare(
      `SELECT u.id_user, u.email, u.firstname, b.display_name
       FROM users owner
       JOIN businesses b ON b.id_business = owner.id_business
       JOIN users u ON u.id_business = owner.id_business AND u.role = 'User'
       WHERE owner.id_user = ? AND ${openAccount('u')} AND u.blocked_at IS NULL
         AND EXISTS (SELECT 1 FROM consents c WHERE c.id_user = u.id_user AND c.purpose = 'ofertas'
                     AND c.withdrawn_at IS NULL)
       ORDER BY u.id_user`,
    )
    .all(idOwner)
    .map((row) => ({
      id_user: int(row, 'id_user'),
      email: text(row, 'email'),
      firstname: textOrNull(row, 'firstname'),
      company: text(row, 'display_name'),
    }));
}

/** Sends the offer to everyone who asked for offers; returns how many messages went out. */
export function announcePosting(
  db: Database,
  idOwner: number,
  posting: PublishedPosting,
  siteOrigin: string,
  now: Date,
): number {
  const recipients = offerRecipients(db, idOwner);
  for (const person of recipients) {
    const link = `${siteOrigin}/user/dashboard/job-postings#${posting.id_publication}`;
    sendMail(
      db,
      {
        to: person.email,
        kind: 'job-offer',
        idUser: person.id_user,
        params: { body: [person.company, posting.title], button: linkSuffix(link) },
        subject: `Nueva oferta de trabajo en ${person.company}`,
        text: [
          person.firstname ? `Hola ${person.firstname}:` : 'Hola:',
          '',
          `${person.company} publicó una oferta que puede interesarte: ${posting.title}.`,
          `Revísala en tu panel: ${link}`,
          '',
          'Recibes este mensaje porque aceptaste recibir ofertas de trabajo por correo o WhatsApp.',
          'Puedes dejar de recibirlas cuando quieras en la sección Privacidad de tu panel.',
        ].join('\n'),
      },
      now,
    );
  }
  return recipients.length;
}
