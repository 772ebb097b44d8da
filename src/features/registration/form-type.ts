// The stored form type: which flow this browser is registering through, kept
// while a registration is in progress and removed, with the draft, once it succeeds.
import { DRAFT_PREFIX } from '@/lib/drafts/rules.ts';
import { readJson, removeItem, writeJson } from './storage.ts';

export const FORM_TYPE_KEY = `${DRAFT_PREFIX}registro-tipo`;

export type FormType = 'fixed' | 'dynamic';

export function saveFormType(type: FormType): void {
  writeJson(FORM_TYPE_KEY, type);
}

export function readFormType(): FormType | null {
  const value = readJson(FORM_TYPE_KEY);
  return value === 'fixed' || value === 'dynamic' ? value : null;
}

export function clearFormType(): void {
  removeItem(FORM_TYPE_KEY);
}
