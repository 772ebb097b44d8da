// Endpoint module: GET /forms/register/active?slug={rgs}. The company's active
// dynamic form, or null when the company registers workers with the fixed three-step flow.
import * as v from 'valibot';
import { usersApi, type ApiClient } from '@/lib/http/index.ts';

export const ACTIVE_FORM_PATH = '/forms/register/active';

const activeFormSchema = v.object({
  id_form: v.number(),
  id_page: v.number(),
  bg_color: v.nullish(v.string(), null),
  button_color: v.nullish(v.string(), null),
  name_business: v.nullish(v.string(), null),
});

export type ActiveForm = v.InferOutput<typeof activeFormSchema>;

const answerSchema = v.object({ data: v.nullable(activeFormSchema) });

export async function fetchActiveForm(rgs: string, client: ApiClient = usersApi): Promise<ActiveForm | null> {
  const answer = await client.get<unknown>(ACTIVE_FORM_PATH, { query: { slug: rgs } });
  return v.parse(answerSchema, answer).data;
}
