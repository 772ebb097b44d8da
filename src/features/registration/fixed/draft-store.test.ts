// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  $fixedDraft,
  DRAFT_KEY,
  DRAFT_PASSWORD_KEY,
  clearDraft,
  emptyDraft,
  loadDraft,
  saveDraft,
} from './draft-store.ts';

const ANDES = { name_business: 'transportes-andes', rgs: 'andes-2025' };
const SUR = { name_business: 'logistica-sur', rgs: 'sur-2025' };

function draft() {
  const empty = emptyDraft(ANDES);
  return {
    ...empty,
    step: 2 as const,
    account: { email: 'nueva@correo.cl', password: 'Clave12345' },
    personal: { ...empty.personal, firstname: 'Josefa', region_id: '13000' },
  };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('fixed registration draft', () => {
  it('keeps the draft across a reload for the same company link', () => {
    saveDraft(draft());
    $fixedDraft.set(null);
    expect(loadDraft(ANDES)).toEqual(draft());
    expect($fixedDraft.get()?.step).toBe(2);
  });

  it('never writes the password to localStorage, only to this tab’s session storage', () => {
    saveDraft(draft());
    expect(localStorage.getItem(DRAFT_KEY)).not.toContain('Clave12345');
    expect(sessionStorage.getItem(DRAFT_PASSWORD_KEY)).toContain('Clave12345');
    sessionStorage.clear();
    expect(loadDraft(ANDES).account).toEqual({ email: 'nueva@correo.cl', password: '' });
  });

  it('starts empty for another company link', () => {
    saveDraft(draft());
    expect(loadDraft(SUR)).toEqual(emptyDraft(SUR));
  });

  it('starts empty when the stored draft is unreadable, keeping what still parses', () => {
    localStorage.setItem(DRAFT_KEY, '{roto');
    expect(loadDraft(ANDES)).toEqual(emptyDraft(ANDES));
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ link: ANDES, step: 9, personal: { firstname: 3 } }));
    expect(loadDraft(ANDES)).toMatchObject({ step: 1, personal: { firstname: '', dialCode: '56' } });
  });

  it('is removed after a successful registration', () => {
    saveDraft(draft());
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(sessionStorage.getItem(DRAFT_PASSWORD_KEY)).toBeNull();
    expect($fixedDraft.get()).toBeNull();
  });
});
