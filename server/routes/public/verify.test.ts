// /api/public/verify cannot be mined: a malformed code and an unknown one get the same answer;
// each client has a few lookups a minute, and codes that start alike a few misses every ten
// minutes from any address, a found code not counted among them; people are shown as
// 'Camila R.' and the company by its name.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Verification } from '../../../src/lib/contract/signing.ts';
import { burst, expectHeld, requestFrom } from '../../burst-test-support.ts';
import { DEMO_VERIFICATION_CODE } from '../../seed/signing.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';
import { VERIFY_MISSES_PER_PREFIX, VERIFY_PER_CLIENT_MINUTE } from './verify.ts';

let context: TestContext;
let clock = new Date('2026-12-03T15:00:00.000Z');
beforeEach(async () => {
  clock = new Date('2026-12-03T15:00:00.000Z');
  context = await createTestContext({ now: () => clock });
});
afterEach(() => context.cleanup());

const lookUp = (code: string, address = '203.0.113.7') =>
  requestFrom(context.app, address, `/api/public/verify/${encodeURIComponent(code)}`, { method: 'GET' });

/** A code of the right shape that no document has, different in its last characters. */
const unknownCode = (index: number) => `7KQF-AAAA-${String(index).padStart(4, '0')}`;

describe('GET /api/public/verify/:code', () => {
  it('answers a malformed code exactly as an unknown one', async () => {
    const answers = await Promise.all(
      ['no-es-un-codigo', '<script>alert(1)</script>', '7KQF-M2XD', 'AAAA-BBBB-CCCC'].map((code, index) =>
        lookUp(code, `203.0.113.${index + 1}`),
      ),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0] ?? '{}')).toEqual({
      message:
        'No encontramos un documento firmado con ese código. Revisa que esté escrito como aparece en la hoja de firmas.',
    });
  });

  it('shows people as given name and initial, the company by its name, RUTs masked', async () => {
    const response = await lookUp(DEMO_VERIFICATION_CODE);
    const { data } = (await response.json()) as { data: Verification };
    expect(data.signer).toEqual({ role: 'Trabajador', name: 'Camila R.', rut: '••.•••.678-5' });
    expect(data.parties.map((party) => party.name)).toEqual(['Transportes Andes', 'Camila R.']);
    expect(JSON.stringify(data)).not.toContain('Rojas');
  });

  it(`lets ${VERIFY_PER_CLIENT_MINUTE.limit} lookups a minute through from one client, in a burst of 40`, async () => {
    const answers = await burst((index) => lookUp(unknownCode(index).replace('7KQF', `Z${index % 10}ZZ`)));
    await expectHeld(answers, VERIFY_PER_CLIENT_MINUTE.limit, 'lookups from one client');
    clock = new Date(clock.getTime() + 61_000);
    expect((await lookUp(DEMO_VERIFICATION_CODE)).status).toBe(200);
  });

  it(`refuses guesses that start alike after ${VERIFY_MISSES_PER_PREFIX.limit} misses, from any address`, async () => {
    const answers = await burst((index) => lookUp(unknownCode(index), `198.51.100.${index + 1}`));
    const through = await expectHeld(answers, VERIFY_MISSES_PER_PREFIX.limit, 'misses of one prefix');
    expect(through.length).toBe(VERIFY_MISSES_PER_PREFIX.limit);
    // A guess in the same prefix now waits, in any spelling; another prefix does not.
    expect((await lookUp('7kqf aaaa 9999', '192.0.2.1')).status).toBe(429);
    expect((await lookUp('8KQF-AAAA-9999', '192.0.2.1')).status).toBe(404);
    clock = new Date(clock.getTime() + VERIFY_MISSES_PER_PREFIX.windowMs + 1000);
    expect((await lookUp('7KQF-AAAA-9999', '192.0.2.1')).status).toBe(404);
  });

  it('never counts a found code as a miss', async () => {
    for (let index = 0; index < VERIFY_MISSES_PER_PREFIX.limit + 5; index += 1) {
      expect((await lookUp(DEMO_VERIFICATION_CODE, `198.51.100.${index + 1}`)).status).toBe(200);
    }
  });
});
