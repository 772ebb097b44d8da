import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, OWASP_SCRYPT_COST, passwordCost, scryptNFrom, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    // The test runs hash at PASSWORD_SCRYPT_N=16384 (vitest.config.ts).
    const stored = await hashPassword('Demo12345');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    await expect(verifyPassword('Demo12345', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo12345', stored)).resolves.toBe(false);
  });

  it('salts every hash, so the same password gives different hashes', async () => {
    const [first, second] = await Promise.all([hashPassword('Demo12345'), hashPassword('Demo12345')]);
    expect(first).not.toBe(second);
  });

  it('is deterministic only when a salt is given (for the demo seed)', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('Demo12345', salt)).toBe(await hashPassword('Demo12345', salt));
  });

  it('answers false for unreadable stored hashes instead of throwing', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$c2FsdA==$aGFzaA==',
      'bcrypt$1$2$3$4$5',
      'scrypt$16384$8$1$c2FsdA==$c2hvcnQ=',
    ]) {
      await expect(verifyPassword('Demo12345', stored)).resolves.toBe(false);
    }
  });

  it('also refuses a stored hash naming a cost beyond what any host could compute', async () => {
    const huge = (await hashPassword('Demo12345')).replace('scrypt$16384$', `scrypt$${2 ** 24}$`);
    await expect(verifyPassword('Demo12345', huge)).resolves.toBe(false);
  });
});

describe('the production cost', () => {
  it('is OWASP’s scrypt recommendation, unless PASSWORD_SCRYPT_N says otherwise', () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(scryptNFrom({})).toBeNull();
    expect(scryptNFrom({ PASSWORD_SCRYPT_N: '16384' })).toBe(16384);
    expect(passwordCost()).toEqual({ N: 16384, r: 8, p: 1 });
    for (const bad of ['1000', '512', String(2 ** 21), 'mucho']) {
      expect(() => scryptNFrom({ PASSWORD_SCRYPT_N: bad })).toThrow(/PASSWORD_SCRYPT_N debe ser una potencia de 2/);
    }
  });

  // Three hashes at 128 MiB each: on a busy two-core machine they outlast the default 5 s.
  it(
    'hashes at N = 2^17, r = 8, p = 1 and verifies with the parameters stored in the hash',
    { timeout: 30_000 },
    async () => {
      const stored = await hashPassword('Demo12345', undefined, OWASP_SCRYPT_COST);
      expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
      await expect(verifyPassword('Demo12345', stored)).resolves.toBe(true);
      await expect(verifyPassword('Demo12346', stored)).resolves.toBe(false);
      expect(needsRehash(stored, OWASP_SCRYPT_COST)).toBe(false);
    },
  );

  it('asks for a rehash when any stored parameter is lower than the current cost', () => {
    const at = (n: number, r: number, p: number) => `scrypt$${n}$${r}$${p}$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==`;
    expect(needsRehash(at(16384, 8, 1), OWASP_SCRYPT_COST)).toBe(true);
    expect(needsRehash(at(131072, 4, 1), OWASP_SCRYPT_COST)).toBe(true);
    expect(needsRehash(at(131072, 8, 1), OWASP_SCRYPT_COST)).toBe(false);
    expect(needsRehash(at(262144, 8, 2), OWASP_SCRYPT_COST)).toBe(false);
    expect(needsRehash('bcrypt$1$2$3$4$5', OWASP_SCRYPT_COST)).toBe(true);
  });
});
