// The expiry reminders on a fixed clock: each worker is told once about approved documents that
// expire within 30 days (or expired unreminded), again only for a new expiry date. When it runs is
// the schedule's business (scheduler.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOutbox } from '../db/outbox.ts';
import { createTestContext, type TestContext } from '../test-support.ts';
import { sendExpiryReminders } from './expiry-reminders.ts';

const SEEDED_AT = new Date('2026-03-10T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const ORIGIN = 'http://localhost:4321';

let context: TestContext;
beforeEach(async () => {
  context = await createTestContext({ now: () => SEEDED_AT });
});
afterEach(() => {
  vi.useRealTimers();
  context.cleanup();
});

const mails = () => listOutbox(context.db).filter((message) => message.channel === 'email');
const later = (days: number) => new Date(SEEDED_AT.getTime() + days * DAY_MS);

describe('sendExpiryReminders', () => {
  it('tells each worker once about what expires within 30 days or has expired', () => {
    expect(sendExpiryReminders(context.db, ORIGIN, SEEDED_AT)).toBe(3);
    const camila = mails().find((message) => message.to === 'trabajador@demo.cl');
    expect(camila?.subject).toBe('Tienes documentos por vencer');
    expect(camila?.text).toContain('Para seguir trabajando con Transportes Andes, renueva a tiempo:');
    expect(camila?.text).toContain('- Cédula de identidad (frontal) (perfil Conductor): vence el 30/03/2026');
    expect(camila?.text).toContain('- Cédula de identidad (posterior) (perfil Conductor): vence el 30/03/2026');
    expect(camila?.text).toContain('- Certificado de manipulación de cargas (perfil Peoneta): venció el 26/02/2026');
    expect(camila?.links[0]).toMatch(/^http:\/\/localhost:4321\/user\/dashboard\/home\?business=transportes-andes/);
    expect(mails().find((message) => message.to === 'matias.figueroa@demo.cl')?.text).toContain(
      'Revisión técnica (perfil Conductor): vence el 22/03/2026',
    );
    expect(listOutbox(context.db).some((message) => message.channel === 'chat' && message.to === '56987654321')).toBe(
      true,
    );
  });

  it('does not repeat a reminder the same day or the days after', () => {
    sendExpiryReminders(context.db, ORIGIN, SEEDED_AT);
    const sent = listOutbox(context.db).length;
    expect(sendExpiryReminders(context.db, ORIGIN, SEEDED_AT)).toBe(0);
    expect(sendExpiryReminders(context.db, ORIGIN, later(1))).toBe(0);
    expect(sendExpiryReminders(context.db, ORIGIN, later(25))).toBe(0);
    expect(listOutbox(context.db)).toHaveLength(sent);
  });

  it('reminds a document when it enters the 30 days, and again for a renewed expiry date', () => {
    const lucas = context.db
      .prepare(
        `SELECT f.id_file FROM user_files f JOIN user_profiles p USING (id_profile_user) JOIN users u USING (id_user)
         WHERE u.email = 'lucas.valenzuela@demo.cl' AND f.purpose_name = 'licencia_conducir'`,
      )
      .get();
    context.db
      .prepare("UPDATE user_files SET expiration_date = '2026-05-01' WHERE id_file = ?")
      .run(Number(lucas?.['id_file']));
    sendExpiryReminders(context.db, ORIGIN, SEEDED_AT);
    const toLucas = () => mails().filter((message) => message.to === 'lucas.valenzuela@demo.cl');
    expect(toLucas()).toHaveLength(0);
    expect(sendExpiryReminders(context.db, ORIGIN, later(21))).toBe(0);
    expect(sendExpiryReminders(context.db, ORIGIN, later(22))).toBe(1);
    expect(toLucas()).toHaveLength(1);
    context.db
      .prepare("UPDATE user_files SET expiration_date = '2026-05-25' WHERE id_file = ?")
      .run(Number(lucas?.['id_file']));
    expect(sendExpiryReminders(context.db, ORIGIN, later(50))).toBe(1);
    expect(toLucas()).toHaveLength(2);
  });
});
