// The dynamic registration's answers ($dynamicResponses): one entry per page,
// kept in localStorage for the form they belong to and replaced when a page is sent again;
// removed after a successful registration. Chosen files are kept in memory for the page and in
// this device's IndexedDB (the drafts' file store), so a reload keeps them too.
import { atom } from 'nanostores';
import * as v from 'valibot';
import { ANONYMOUS_OWNER, draftKey, readDraftFile, removeDraft, saveDraftFile } from '@/stores/drafts.ts';
import { readJson, removeItem, writeJson } from '@/features/registration/storage.ts';
import { DRAFT_PREFIX, SAVED_AT_FIELD, draftStamp, isExpired } from '@/lib/drafts/rules.ts';

export const RESPONSES_KEY = `${DRAFT_PREFIX}registro-dinamico`;
/** Password answers stay in this tab's session storage, never in localStorage. */
export const SECRET_RESPONSES_KEY = `${DRAFT_PREFIX}registro-dinamico-clave`;

const responseSchema = v.object({
  input_id: v.number(),
  value: v.union([v.string(), v.array(v.string())]),
  type: v.string(),
  label: v.string(),
  origin: v.string(),
  country: v.nullable(v.string()),
  countryCode: v.nullable(v.string()),
});

const pageResponseSchema = v.object({ page_id: v.number(), responses: v.array(responseSchema) });
const storedSchema = v.object({
  [SAVED_AT_FIELD]: v.optional(v.number()),
  id_form: v.number(),
  pages: v.array(pageResponseSchema),
});

export type Response = v.InferOutput<typeof responseSchema>;
export type PageResponse = v.InferOutput<typeof pageResponseSchema>;

export interface DynamicResponses {
  readonly id_form: number;
  readonly pages: readonly PageResponse[];
}

export const $dynamicResponses = atom<DynamicResponses | null>(null);

/** Chosen files by input_id. */
const files = new Map<number, File>();
/** Where the chosen files of the dynamic registration are kept on this device. */
export const FILES_DRAFT_KEY = draftKey(ANONYMOUS_OWNER, 'dynamic-registration');
let currentForm: number | null = null;

function fileSlot(idForm: number, inputId: number): string {
  return `${idForm}-${inputId}`;
}

/** Puts back the files kept for the stored file answers of form `idForm`. */
export async function restoreFiles(responses: DynamicResponses): Promise<void> {
  const wanted = responses.pages.flatMap((page) =>
    page.responses.filter((response) => response.type === 'file' && response.value !== ''),
  );
  await Promise.all(
    wanted.map(async ({ input_id }) => {
      if (files.has(input_id)) return;
      const file = await readDraftFile(FILES_DRAFT_KEY, fileSlot(responses.id_form, input_id));
      if (file && !files.has(input_id)) files.set(input_id, file);
    }),
  );
}

const secretsSchema = v.object({ id_form: v.number(), values: v.record(v.string(), v.string()) });

function isSecret(response: Response): boolean {
  return response.type === 'password';
}

/** RUT answers are never kept on the device (src/lib/drafts/rules.ts). */
function isNeverKept(response: Response): boolean {
  return response.type === 'rut';
}

/** Writes the answers to localStorage with password answers kept apart in session storage. */
function persist(responses: DynamicResponses): void {
  const secrets: Record<string, string> = {};
  const pages = responses.pages.map((page) => ({
    ...page,
    responses: page.responses.map((response) => {
      if (isNeverKept(response)) return { ...response, value: '' };
      if (!isSecret(response) || typeof response.value !== 'string') return response;
      secrets[String(response.input_id)] = response.value;
      return { ...response, value: '' };
    }),
  }));
  writeJson(RESPONSES_KEY, { id_form: responses.id_form, pages, ...draftStamp() });
  writeJson(SECRET_RESPONSES_KEY, { id_form: responses.id_form, values: secrets }, 'session');
}

/** The stored answers of form `idForm` (answers of another form are dropped). */
export function loadResponses(idForm: number): DynamicResponses {
  let stored = v.safeParse(storedSchema, readJson(RESPONSES_KEY));
  // A day-old registration left on the device is not brought back.
  if (stored.success && isExpired(stored.output[SAVED_AT_FIELD], Date.now())) {
    clearResponses();
    stored = v.safeParse(storedSchema, null);
  }
  const secrets = v.safeParse(secretsSchema, readJson(SECRET_RESPONSES_KEY, 'session'));
  const values = secrets.success && secrets.output.id_form === idForm ? secrets.output.values : {};
  const pages =
    stored.success && stored.output.id_form === idForm
      ? stored.output.pages.map((page) => ({
          ...page,
          responses: page.responses.map((response) =>
            isSecret(response) ? { ...response, value: values[String(response.input_id)] ?? '' } : response,
          ),
        }))
      : [];
  const responses = { id_form: idForm, pages };
  currentForm = idForm;
  $dynamicResponses.set(responses);
  return responses;
}

export function pageResponse(idForm: number, idPage: number): PageResponse | undefined {
  const current = $dynamicResponses.get();
  return current?.id_form === idForm ? current.pages.find((page) => page.page_id === idPage) : undefined;
}

/** Stores a page's answers, replacing that page's earlier ones in place. */
export function savePageResponse(idForm: number, response: PageResponse): DynamicResponses {
  const current = $dynamicResponses.get();
  const pages = current?.id_form === idForm ? current.pages : [];
  const next = {
    id_form: idForm,
    pages: pages.some((page) => page.page_id === response.page_id)
      ? pages.map((page) => (page.page_id === response.page_id ? response : page))
      : [...pages, response],
  };
  $dynamicResponses.set(next);
  persist(next);
  return next;
}

export function setFile(inputId: number, file: File | null): void {
  if (file) files.set(inputId, file);
  else files.delete(inputId);
  if (currentForm !== null) void saveDraftFile(FILES_DRAFT_KEY, fileSlot(currentForm, inputId), file);
}

export function getFile(inputId: number): File | undefined {
  return files.get(inputId);
}

export function clearResponses(): void {
  $dynamicResponses.set(null);
  files.clear();
  removeDraft(FILES_DRAFT_KEY);
  removeItem(RESPONSES_KEY);
  removeItem(SECRET_RESPONSES_KEY, 'session');
}
