// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftStamp } from '@/lib/drafts/rules.ts';
import {
  $drafts,
  ANONYMOUS_OWNER,
  awaitsConsent,
  removeOtherOwnersDrafts,
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
    const stored = JSON.parse(window.localStorage.getItem(`${DRAFT_PREFIX}anon:contact`) ?? 'null') as unknown;
    // Stamped with when and in which tab it was written (a public draft lasts 24 hours).
    expect(stored).toMatchObject({ name: 'Ana', message: 'Hola' });
    expect(Object.keys(stored as object).toSorted()).toEqual(['__guardado', '__pestana', 'message', 'name']);
    expect(readDraft('anon:contact')).toEqual({ name: 'Ana', message: 'Hola' });
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

describe('nothing personal left on a shared phone', () => {
  it('never keeps a RUT or a bank account number, at any depth', () => {
    writeDraft('user:ana@correo.cl:bank-add', {
      account_holder_name: 'Ana Pérez',
      account_number: '12345678',
      rut_account: '12.345.678-5',
      personal: { rut: '12.345.678-5', firstname: 'Ana' },
    });
    expect(readDraft('user:ana@correo.cl:bank-add')).toEqual({
      account_holder_name: 'Ana Pérez',
      personal: { firstname: 'Ana' },
    });
    expect(JSON.stringify(window.localStorage)).not.toContain('12345678');
  });

  it('forgets a public page’s draft after 24 hours', () => {
    const day = 24 * 60 * 60 * 1000;
    $drafts.setKey('anon:inquiry', {
      name: 'Ana',
      rut: '',
      message: 'Reclamo',
      ...draftStamp(Date.now() - day - 1000),
    });
    expect(readDraft('anon:inquiry')).toBeNull();
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}anon:inquiry`)).toBeNull();
    $drafts.setKey('anon:inquiry', { name: 'Ana', ...draftStamp(Date.now() - day + 60_000) });
    expect(readDraft('anon:inquiry')).toEqual({ name: 'Ana' });
  });

  it('keeps a public draft left by another tab or visit waiting for consent; this tab’s own comes back', () => {
    writeDraft('anon:contact', { name: 'Ana' });
    expect(awaitsConsent('anon:contact')).toBe(false);
    $drafts.setKey('anon:contact', { name: 'Ana', ...draftStamp(), __pestana: 'otra-pestana' });
    expect(awaitsConsent('anon:contact')).toBe(true);
    // A signed-in account's own drafts belong to that account: nothing to ask.
    $drafts.setKey('user:ana@correo.cl:profile', { firstname: 'Ana', ...draftStamp(), __pestana: 'otra' });
    expect(awaitsConsent('user:ana@correo.cl:profile')).toBe(false);
  });

  it('removes the drafts of every other account when a session starts', async () => {
    writeDraft('user:otra@correo.cl:bank-add', { account_holder_name: 'Otra' });
    writeDraft('business:empresa@demo.cl:posting-new', { title: 'Conductor' });
    writeDraft('user:ana@correo.cl:profile', { firstname: 'Ana' });
    writeDraft('anon:contact', { name: 'Visitante' });
    await removeOtherOwnersDrafts('user:ana@correo.cl');
    expect(Object.keys($drafts.get()).filter((key) => $drafts.get()[key])).toEqual([
      'user:ana@correo.cl:profile',
      'anon:contact',
    ]);
  });

  it('signing out also removes what the registration keeps under the same prefix, in both storages', async () => {
    window.localStorage.setItem(`${DRAFT_PREFIX}registro-fijo`, '{"personal":{"firstname":"Ana"}}');
    window.sessionStorage.setItem(`${DRAFT_PREFIX}registro-fijo-clave`, '{"password":"x"}');
    await clearDrafts();
    expect(window.localStorage.getItem(`${DRAFT_PREFIX}registro-fijo`)).toBeNull();
    expect(window.sessionStorage.getItem(`${DRAFT_PREFIX}registro-fijo-clave`)).toBeNull();
  });
});
