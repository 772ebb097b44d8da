// What POST /forms/register/submit accepts: `userData` (the list of page responses)
// checked against the form itself: the pages on the way from the first page to the submit page
// must all be answered, every field passes its dynamic rule (src/lib/validation/dynamic-input.ts),
// and each file part is judged by its bytes (acceptedUpload: the whole content), never by its name.
import { acceptedUpload } from '../../lib/file-content.ts';
import { DEFAULT_DIAL_CODE, DIAL_CODES, DYNAMIC_FILE } from '../../../src/lib/validation/index.ts';
import type { FileKind } from '../../../src/lib/validation/index.ts';
import { dynamicFieldError, type DynamicField } from '../../../src/lib/validation/dynamic-input.ts';
import type { DynamicSubmissionOutput } from '../../../src/lib/contract/register.ts';
import { displayName } from '../../lib/file-name.ts';
import type { FormComponent, FormInfo, FormPage } from './form-read.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { filePart, type Parts } from './multipart.ts';

export type UserData = DynamicSubmissionOutput;
type Response = UserData[number]['responses'][number];
type FieldComponent = Exclude<FormComponent, { kind: 'text' }>;

export interface UploadedFile {
  readonly bytes: Uint8Array;
  readonly kind: FileKind;
  readonly originalName: string;
}

export interface Answer {
  readonly component: FieldComponent;
  readonly value: string | readonly string[];
  readonly dialCode: string;
  readonly file: UploadedFile | null;
}

export type SubmissionCheck =
  { readonly ok: true; readonly answers: readonly Answer[] } | { readonly ok: false; readonly messages: string[] };

/** The pages from the first one, following next_page_id, up to the submit page. */
export function pagesOnTheWay(form: FormInfo, pages: readonly FormPage[]): FormPage[] {
  const byId = new Map(pages.map((page) => [page.id_page, page]));
  const way: FormPage[] = [];
  let next = form.first_page_id;
  while (next !== null) {
    const page = byId.get(next);
    if (!page || way.includes(page)) break;
    way.push(page);
    if (page.button.action === 'submit-form') break;
    next = page.next_page_id;
  }
  return way;
}

function ruleOf(component: FieldComponent): DynamicField {
  const required = component.required === 'ACTIVE';
  if (component.kind === 'input') return { kind: 'input', input_type: component.input_type, required };
  if (component.kind === 'textarea') return { kind: 'textarea', required };
  return { kind: component.kind, required, options: component.values.map((entry) => entry.value) };
}

function dialCodeOf(response: Response | undefined): string {
  const code = response?.countryCode?.replace(/\D/g, '') ?? '';
  return DIAL_CODES.some((entry) => entry.dialCode === code) ? code : DEFAULT_DIAL_CODE;
}

async function uploadedFile(part: File): Promise<{ file: UploadedFile | null; error: string | null }> {
  // A PDF is stored as written again without actions or scripts (lib/pdf-clean.ts).
  const accepted = await acceptedUpload(new Uint8Array(await part.arrayBuffer()));
  const originalName = displayName(part.name);
  if (accepted === null || !DYNAMIC_FILE.kinds.includes(accepted.kind)) {
    return { file: null, error: DYNAMIC_FILE.typeMessage(originalName) };
  }
  return { file: { bytes: accepted.bytes, kind: accepted.kind, originalName }, error: null };
}

async function checkField(component: FieldComponent, response: Response | undefined, parts: Parts) {
  const rule = ruleOf(component);
  const dialCode = dialCodeOf(response);
  if (rule.kind === 'input' && rule.input_type === 'file') {
    // The bytes decide the type; the name and MIME type the client declares are not trusted.
    const part = filePart(parts, String(component.id_input));
    const sniffed = part ? await uploadedFile(part) : { file: null, error: dynamicFieldError(rule, null) };
    const value = sniffed.file?.originalName ?? '';
    return { answer: { component, value, dialCode, file: sniffed.file }, error: sniffed.error };
  }
  const fallback = rule.kind === 'checkbox' ? [] : '';
  const value = response?.value ?? fallback;
  return { answer: { component, value, dialCode, file: null }, error: dynamicFieldError(rule, value, dialCode) };
}

/** Checks the answers of every page on the way against the form's own fields. */
export async function checkSubmission(
  form: FormInfo,
  pages: readonly FormPage[],
  userData: UserData,
  parts: Parts,
): Promise<SubmissionCheck> {
  const known = new Set(pages.map((page) => page.id_page));
  if (userData.some((entry) => !known.has(entry.page_id)))
    return { ok: false, messages: [REGISTER_MESSAGES.unknownPage] };
  const messages: string[] = [];
  const answers: Answer[] = [];
  for (const page of pagesOnTheWay(form, pages)) {
    const responses = userData.find((entry) => entry.page_id === page.id_page)?.responses;
    if (!responses) {
      messages.push(REGISTER_MESSAGES.missingPage(page.page_title));
      continue;
    }
    for (const component of page.components) {
      if (component.kind === 'text') continue;
      const response = responses.find((entry) => entry.input_id === component.id_input);
      const { answer, error } = await checkField(component, response, parts);
      if (error) messages.push(`${component.label}: ${error}`);
      else answers.push(answer);
    }
  }
  return messages.length > 0 ? { ok: false, messages } : { ok: true, answers };
}
