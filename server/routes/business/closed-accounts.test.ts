// A closed account (deletion asked and closed, waiting for the retention sweep) and an anonymised
// one (a completed deletion) are out of the company's working views: the registered profiles with
// their count and documentation filters (which feed the summary's counts and charts and the
// CSV/Excel exports), the inbox and the contract pickers. Another company's views do not change,
// and the rows the law keeps stay in the database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConversationSummary } from '../../../src/lib/contract/inbox.ts';
import { anonymiseWorker } from '../../lib/anonymise.ts';
import { TEMPLATE } from '../signing-test-helpers.ts';
import {
  COMPANY,
  COMPANY_SUR,
  WORKER,
  answer,
  createPrivacyContext,
  userId,
  type PrivacyTestContext,
} from '../user/privacy-test-helpers.ts';

let api: PrivacyTestContext;
beforeEach(async () => {
  api = await createPrivacyContext();
});
afterEach(() => api.cleanup());

interface Registered {
  readonly data: { readonly id_user: number }[];
  readonly count: number;
}

const registered = async (email: string, query = '') =>
  answer<Registered>(await api.call(email, 'GET', `/business/get-registered-profiles${query}`));
const conversations = async (email: string) =>
  (await answer<{ data: ConversationSummary[] }>(await api.call(email, 'GET', '/business/conversations'))).data;
const ids = (answer: Registered) => answer.data.map((worker) => worker.id_user);

async function views(email: string) {
  const states = ['completa', 'incompleta', 'con_rechazos', 'por_vencer', 'vencida'];
  return {
    all: await registered(email),
    byState: await Promise.all(states.map((state) => registered(email, `?documentation=${state}`))),
    inbox: (await conversations(email)).map((conversation) => [conversation.id_user, conversation.phone]),
  };
}

describe.each([
  ['closed, waiting for the sweep', (idUser: number) => Promise.resolve(closeAccount(idUser))],
  ['anonymised', (idUser: number) => anonymiseWorker(api.db, api.blobs, idUser, api.now)],
])('an account %s', (_label, close) => {
  it('leaves every working view of its company, and another company sees what it saw', async () => {
    const idUser = userId(api, WORKER);
    // The worker wrote to the company by chat, so the inbox lists them.
    api.db
      .prepare(
        `INSERT INTO inbound_messages (wamid, sender, id_user, type, text, sent_at, received_at)
         SELECT 'wamid.closed-1', phone, id_user, 'text', 'Hola', ?, ? FROM users WHERE id_user = ?`,
      )
      .run(api.now.toISOString(), api.now.toISOString(), idUser);
    const before = await views(COMPANY);
    const otherBefore = await views(COMPANY_SUR);
    expect(ids(before.all)).toContain(idUser);
    expect(before.byState.some((answer) => ids(answer).includes(idUser))).toBe(true);
    const phone = String(api.db.prepare('SELECT phone FROM users WHERE id_user = ?').get(idUser)?.['phone']);
    expect(before.inbox).toContainEqual([idUser, phone]);

    await close(idUser);

    const after = await views(COMPANY);
    expect(ids(after.all)).not.toContain(idUser);
    expect(after.all.count).toBe(before.all.count - 1);
    expect(ids(after.all)).toEqual(ids(before.all).filter((id) => id !== idUser));
    for (const [index, answer] of after.byState.entries()) {
      expect(ids(answer)).toEqual(ids(before.byState[index] ?? { data: [], count: 0 }).filter((id) => id !== idUser));
    }
    expect(after.inbox.flat()).not.toContain(idUser);
    expect(after.inbox.flat()).not.toContain(phone);
    const contract = await api.call(COMPANY, 'POST', '/business/contracts/template', { id_user: idUser, ...TEMPLATE });
    expect(contract.status).toBe(404);
    expect(await views(COMPANY_SUR)).toEqual(otherBefore);

    // What the law keeps stays in the database, only out of the working views.
    const kept = (table: string) =>
      api.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE id_user = ?`).get(idUser)?.['n'];
    expect([kept('attendance_records'), kept('penalty_records')]).toEqual([8, 3]);
    expect(
      api.db.prepare("SELECT COUNT(*) AS n FROM contracts WHERE id_user = ? AND status = 'SIGNED'").get(idUser)?.['n'],
    ).toBe(2);
  });
});

function closeAccount(idUser: number): void {
  api.db.prepare('UPDATE users SET deleted_at = ? WHERE id_user = ?').run(api.now.toISOString(), idUser);
}
