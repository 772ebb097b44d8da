import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and rejects a wrong one', async () => {
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
});
