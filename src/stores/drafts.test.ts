// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $drafts,
  ANONYMOUS_OWNER,
  DRAFT_PREFIX,
  clearDrafts,
  draftKey,
  draftOwner,
  draftable,
  isSecretField,
  readDraft,
  removeDraft,
  writeDraft,
} from './drafts.ts';
import type { Session } from './session.ts';

const user = { kind: 'user', user: { email: 'Ana@Correo.cl' }, token: 't', exp: 1 } as unknown as Session;
const business = {
  kind: 'business',
  business: { email: 'flota@empresa.cl' },
  token: 't',
  exp: 1,
} as unknown as Session;

beforeEach(async () => {
  await clearDrafts();
  window.localStorage.clear();
});

describe('draft keys', () => {
  it('keys each draft to the signed-in account, or to the anonymous owner on public pages', () => {
    expect(draftOwner(user)).toBe('user:ana@correo.cl');
    expect(draftOwner(business)).toBe('business:flota@empresa.cl');
    expect(draftOwner({ kind: 'none' })).toBe(ANONYMOUS_OWNER);
  });

  it('keeps the drafts of two accounts apart', () => {
    writeDraft(draftKey(draftOwner(user), 'profile'), { firstname: 'Ana' });
    writeDraft(draftKey(draftOwner(business), 'profile'), { firstname: 'Flota' });
    expect(readDraft(draftKey(draftOwner(user), 'profile'))).toEqual({ firstname: 'Ana' });
    expect(readDraft(draftKey(draftOwner(business), 'profile'))).toEqual({ firstname: 'Flota' });
    expect(readDraft(draftKey(ANONYMOUS_OWNER, 'profile'))).toBeNull();
  });

  it('stores the draft in localStorage under its own key', () => {
    writeDraft('anon:contact', { name: 'Ana', message: 'Hola' });
    expect(JSON.parse(window.localStorage.getItem(`${DRAFT_PREFIX}anon:contact`) ?? 'null')).toEqual({
      name: 'Ana',
      message: 'Hola',
    });
  });
});

describe('secrets are never stored', () => {
  it('recognises password and code fields but not dialling codes', () => {
    expect(isSecretField('password')).toBe(true);
    expect(isSecretField('confirmPassword')).toBe(true);
    expect(isSecretField('code')).toBe(true);
    expect(isSecretField('contraseña')).toBe(true);
    expect(isSecretField('dialCode')).toBe(false);
    expect(isSecretField('email')).toBe(false);
  });

  it('drops secrets at any depth, and files', () => {
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    expect(
      draftable({ email: 'a@b.cl', password: 'Secreta1', nested: { code: '123456', city: 'Arica' }, logo: file }),
    ).toEqual({ email: 'a@b.cl', nested: { city: 'Arica' } });
  });

  it('writes no password to storage', () => {
    writeDraft('anon:fleet', { email: 'a@b.cl', password: 'Secreta1' });
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}anon:fleet`)).not.toContain('Secreta1');
  });
});

describe('clearing', () => {
  it('removes a draft with nothing typed instead of storing it', () => {
    writeDraft('anon:contact', { name: 'Ana' });
    writeDraft('anon:contact', { name: '  ', message: '' });
    expect(readDraft('anon:contact')).toBeNull();
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}anon:contact`)).toBeNull();
  });

  it('removes one draft when sent or discarded', () => {
    writeDraft('anon:contact', { name: 'Ana' });
    writeDraft('anon:meeting', { firstname: 'Luis' });
    removeDraft('anon:contact');
    expect(readDraft('anon:contact')).toBeNull();
    expect(readDraft('anon:meeting')).toEqual({ firstname: 'Luis' });
  });

  it('removes every draft on sign-out, stored keys included', async () => {
    writeDraft(draftKey(draftOwner(user), 'bank-add'), { holder: 'Ana' });
    writeDraft('anon:contact', { name: 'Ana' });
    window.localStorage.setItem(`${DRAFT_PREFIX}user:otra@correo.cl:profile`, '{"firstname":"Otra"}');
    window.localStorage.setItem('unrelated', 'kept');
    await clearDrafts();
    expect(Object.keys($drafts.get())).toEqual([]);
    const left = Object.keys(window.localStorage).filter((name) => name.startsWith(DRAFT_PREFIX));
    expect(left).toEqual([]);
    expect(window.localStorage.getItem('unrelated')).toBe('kept');
  });
});
