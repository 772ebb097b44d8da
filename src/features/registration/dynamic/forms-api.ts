// Endpoint module of the dynamic registration: one page, every
// page of a form, and the submission (multipart `userData` plus one part per input_id).
import * as v from 'valibot';
import { usersApi, type ApiClient, type RequestOptions } from '@/lib/http/index.ts';
import { DYNAMIC_INPUT_TYPES } from '@/lib/validation/dynamic-input.ts';

const fieldBase = {
  id_component: v.number(),
  id_input: v.number(),
  label: v.string(),
  instructions: v.nullish(v.string(), ''),
  required: v.nullish(v.string(), 'INACTIVE'),
  origin: v.nullish(v.string(), 'user'),
};
const values = v.array(v.object({ id_data: v.number(), value: v.string() }));

export const componentSchema = v.variant('kind', [
  v.object({
    kind: v.literal('text'),
    id_component: v.number(),
    text: v.string(),
    text_color: v.nullish(v.string(), null),
    type: v.nullish(v.string(), 'description'),
  }),
  v.object({ kind: v.literal('input'), ...fieldBase, input_type: v.picklist(DYNAMIC_INPUT_TYPES) }),
  v.object({ kind: v.literal('textarea'), ...fieldBase }),
  v.object({ kind: v.literal('select'), ...fieldBase, values }),
  v.object({ kind: v.literal('checkbox'), ...fieldBase, values }),
]);

export const pageSchema = v.object({
  id_page: v.number(),
  id_form: v.number(),
  page_title: v.string(),
  bg_color: v.nullish(v.string(), null),
  order_sequence: v.number(),
  next_page_id: v.nullish(v.number(), null),
  button: v.object({
    label: v.nullish(v.string(), ''),
    action: v.nullish(v.string(), ''),
    color: v.nullish(v.string(), null),
  }),
  components: v.array(componentSchema),
});

export type FormPage = v.InferOutput<typeof pageSchema>;
export type FormComponent = FormPage['components'][number];
export type FieldComponent = Exclude<FormComponent, { kind: 'text' }>;

export const FORM_PATHS = {
  page: '/forms/register/page',
  all: '/forms/register/all',
  submit: '/forms/register/submit',
} as const;

export async function fetchPage(idForm: number, idPage: number, client: ApiClient = usersApi): Promise<FormPage> {
  const answer = await client.get<unknown>(FORM_PATHS.page, { query: { id_form: idForm, id_page: idPage } });
  return v.parse(v.object({ data: pageSchema }), answer).data;
}

export async function fetchAllPages(idForm: number, client: ApiClient = usersApi): Promise<FormPage[]> {
  const answer = await client.get<unknown>(FORM_PATHS.all, { query: { id_form: idForm } });
  return v.parse(v.object({ data: v.array(pageSchema) }), answer).data;
}

export async function submitRegistration(
  body: FormData,
  client: ApiClient = usersApi,
  io: Pick<RequestOptions, 'signal' | 'onUploadProgress'> = {},
): Promise<string> {
  const answer = await client.post<unknown>(FORM_PATHS.submit, body, io);
  return v.parse(v.object({ message: v.optional(v.string(), '') }), answer).message;
}
