// The fixed registration draft ($fixedDraft): what the person typed in the three steps and the
// step they were on, kept across steps and across a reload, for the company link it belongs to.
// It lives in localStorage under the drafts' prefix (so signing out removes it), except the
// password, which stays in sessionStorage (this tab only) so that it never outlives the visit; the
// RUT is never kept. It lasts 24 hours, and one left by another visit (a shared phone) waits for
// the person's choice before it refills anything (src/lib/drafts/rules.ts). Removed after a
// successful registration.
import { atom } from 'nanostores';
import * as v from 'valibot';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { DEFAULT_DIAL_CODE } from '@/lib/validation/index.ts';
import { readJson, removeItem, writeJson } from '@/features/registration/storage.ts';
import {
  DRAFT_PREFIX,
  SAVED_AT_FIELD,
  TAB_FIELD,
  draftStamp,
  fromAnotherVisit,
  isExpired,
} from '@/lib/drafts/rules.ts';

export const DRAFT_KEY = `${DRAFT_PREFIX}registro-fijo`;
export const DRAFT_PASSWORD_KEY = `${DRAFT_PREFIX}registro-fijo-clave`;

export type Step = 1 | 2 | 3;

const text = v.optional(v.fallback(v.string(), ''), '');

const storedDraftSchema = v.object({
  [SAVED_AT_FIELD]: v.optional(v.number()),
  [TAB_FIELD]: v.optional(v.string()),
  link: v.object({ name_business: v.string(), rgs: v.string() }),
  step: v.fallback(v.picklist([1, 2, 3]), 1),
  account: v.fallback(v.object({ email: text }), { email: '' }),
  personal: v.fallback(
    v.object({
      firstname: text,
      lastname: text,
      rut: text,
      dialCode: v.optional(v.fallback(v.string(), DEFAULT_DIAL_CODE), DEFAULT_DIAL_CODE),
      phone: text,
      region_id: text,
      commune_id: text,
      address: text,
    }),
    {
      firstname: '',
      lastname: '',
      rut: '',
      dialCode: DEFAULT_DIAL_CODE,
      phone: '',
      region_id: '',
      commune_id: '',
      address: '',
    },
  ),
  work: v.fallback(
    v.object({
      schedule_id: text,
      profile_id: text,
      hasVehicle: text,
      vehicle_id: text,
      patent_vehicle: text,
      vehicle_make: text,
      vehicle_model: text,
      year: text,
    }),
    {
      schedule_id: '',
      profile_id: '',
      hasVehicle: '',
      vehicle_id: '',
      patent_vehicle: '',
      vehicle_make: '',
      vehicle_model: '',
      year: '',
    },
  ),
});

type StoredDraft = Omit<v.InferOutput<typeof storedDraftSchema>, typeof SAVED_AT_FIELD | typeof TAB_FIELD>;

export interface FixedDraft extends Omit<StoredDraft, 'account' | 'step'> {
  readonly step: Step;
  readonly account: { readonly email: string; readonly password: string };
}

export type DraftSections = Pick<FixedDraft, 'account' | 'personal' | 'work'>;

export const $fixedDraft = atom<FixedDraft | null>(null);

function sameLink(a: TenantLink, b: TenantLink): boolean {
  return a.name_business === b.name_business && a.rgs === b.rgs;
}

export function emptyDraft(link: TenantLink): FixedDraft {
  const parsed = v.parse(storedDraftSchema, { link, step: 1, account: {}, personal: {}, work: {} });
  return {
    link: parsed.link,
    personal: parsed.personal,
    work: parsed.work,
    step: 1,
    account: { email: '', password: '' },
  };
}

/** The stored draft, when it is still within its 24 hours (an older one is removed). */
function storedDraft() {
  const stored = v.safeParse(storedDraftSchema, readJson(DRAFT_KEY));
  if (!stored.success) return stored;
  if (isExpired(stored.output[SAVED_AT_FIELD], Date.now())) {
    clearDraft();
    return { success: false as const };
  }
  return stored;
}

/** True when this link has a draft that another visit left: ask before it refills the steps. */
export function draftAwaitsConsent(link: TenantLink): boolean {
  const stored = storedDraft();
  return stored.success && sameLink(stored.output.link, link) && fromAnotherVisit(stored.output);
}

/** The person chose to recover the waiting draft: it is this visit's from now on. */
export function adoptDraft(): void {
  const stored = storedDraft();
  if (stored.success) writeJson(DRAFT_KEY, { ...stored.output, ...draftStamp() });
}

/** The stored draft of this company link, else an empty one; becomes $fixedDraft. */
export function loadDraft(link: TenantLink): FixedDraft {
  const stored = storedDraft();
  const passwordEntry = v.safeParse(
    v.object({ link: v.object({ name_business: v.string(), rgs: v.string() }), password: v.string() }),
    readJson(DRAFT_PASSWORD_KEY, 'session'),
  );
  const password =
    passwordEntry.success && sameLink(passwordEntry.output.link, link) ? passwordEntry.output.password : '';
  const draft: FixedDraft =
    stored.success && sameLink(stored.output.link, link)
      ? {
          link: stored.output.link,
          step: stored.output.step,
          personal: stored.output.personal,
          work: stored.output.work,
          account: { email: stored.output.account.email, password },
        }
      : emptyDraft(link);
  $fixedDraft.set(draft);
  return draft;
}

/** Replaces the draft and stores it (the password apart, in this tab's session storage). */
export function saveDraft(draft: FixedDraft): void {
  $fixedDraft.set(draft);
  const { account, personal, ...rest } = draft;
  // The RUT is never kept on the device.
  const kept = { ...rest, personal: { ...personal, rut: '' }, account: { email: account.email } };
  writeJson(DRAFT_KEY, { ...kept, ...draftStamp() });
  writeJson(DRAFT_PASSWORD_KEY, { link: draft.link, password: account.password }, 'session');
}

export function clearDraft(): void {
  $fixedDraft.set(null);
  removeItem(DRAFT_KEY);
  removeItem(DRAFT_PASSWORD_KEY, 'session');
}
