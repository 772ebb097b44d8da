import { describe, expect, it } from 'vitest';
import { readLinkRoute } from './link-route.ts';

describe('sign-in page routes', () => {
  it('the bare /login and /resetpassword are the company-account pages', () => {
    expect(readLinkRoute('/login', 0, '/login', '')).toEqual({ mode: 'company' });
    expect(readLinkRoute('/resetpassword', 1, '/resetpassword/', '')).toEqual({ mode: 'company' });
  });

  it('a business name makes a company link, whatever the rgs (the guard checks it)', () => {
    expect(readLinkRoute('/login', 0, '/login/transportes-andes', '?rgs=andes-2025')).toMatchObject({
      mode: 'tenant',
      path: { name_business: 'transportes-andes', rgs: 'andes-2025' },
      token: null,
    });
    expect(readLinkRoute('/login', 0, '/login/transportes-andes', '')).toMatchObject({
      mode: 'tenant',
      path: { rgs: null },
    });
  });

  it('reads the reset token from the query or from the path', () => {
    expect(readLinkRoute('/resetpassword', 1, '/resetpassword/logistica-sur', '?rgs=sur-2025&token=abc')).toMatchObject(
      {
        token: 'abc',
      },
    );
    expect(readLinkRoute('/resetpassword', 1, '/resetpassword/logistica-sur/def', '?rgs=sur-2025')).toMatchObject({
      token: 'def',
    });
  });

  it('an rgs without a business name, or extra segments, is malformed', () => {
    expect(readLinkRoute('/login', 0, '/login', '?rgs=andes-2025')).toMatchObject({ mode: 'invalid' });
    expect(readLinkRoute('/login', 0, '/login/a/b', '?rgs=andes-2025')).toMatchObject({ mode: 'invalid' });
    expect(readLinkRoute('/resetpassword', 1, '/resetpassword/a/b/c', '?rgs=x')).toMatchObject({ mode: 'invalid' });
  });
});
