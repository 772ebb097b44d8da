import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DYNAMIC_INPUT_TYPES } from '../../../src/lib/validation/dynamic-input.ts';
import { COMPONENT_KINDS } from '../../seed/form-data.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';
import { ANDES, SUR } from './test-helpers.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

interface Page {
  id_page: number;
  page_title: string;
  order_sequence: number;
  next_page_id: number | null;
  button: { label: string; action: string; color: string };
  components: { kind: string; input_type?: string; required?: string; values?: { id_data: number; value: string }[] }[];
}

async function json(path: string): Promise<{ status: number; body: unknown }> {
  const response = await context.app.request(path);
  return { status: response.status, body: await response.json() };
}

interface Active {
  data: { id_form: number; id_page: number };
}

describe('GET /forms/register/active', () => {
  it('gives the active form of the dynamic company', async () => {
    const { body } = (await json(`/forms/register/active?slug=${SUR.rgs}`)) as {
      body: { data: Record<string, unknown> };
    };
    expect(typeof body.data['id_form']).toBe('number');
    expect(typeof body.data['id_page']).toBe('number');
    expect(body.data).toMatchObject({
      bg_color: '#F4F7FB',
      button_color: '#1976d2',
      name_business: 'Logística Sur',
    });
  });

  it('answers null for the company with the fixed registration', async () => {
    expect((await json(`/forms/register/active?slug=${ANDES.rgs}`)).body).toEqual({ data: null });
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect((await json('/forms/register/active?slug=nada')).status).toBe(404);
    expect((await json('/forms/register/active')).status).toBe(400);
  });
});

describe('GET /forms/register/page and /all', () => {
  it('lists the pages in order, linked by next_page_id, the last one submitting', async () => {
    const active = (await json(`/forms/register/active?slug=${SUR.rgs}`)) as { body: Active };
    const { body } = (await json(`/forms/register/all?id_form=${active.body.data.id_form}`)) as {
      body: { data: Page[] };
    };
    const pages = body.data;
    expect(pages.map((page) => page.page_title)).toEqual([
      'Crea tu cuenta',
      'Datos personales',
      'Disponibilidad y documentos',
    ]);
    expect(pages[0]?.id_page).toBe(active.body.data.id_page);
    expect(pages[0]?.next_page_id).toBe(pages[1]?.id_page);
    expect(pages[2]?.button).toEqual({ label: 'Registrarse', action: 'submit-form', color: '#1976d2' });
    const components = pages.flatMap((page) => page.components);
    expect(new Set(components.map((component) => component.kind))).toEqual(new Set(COMPONENT_KINDS));
    expect(new Set(components.map((component) => component.input_type).filter(Boolean))).toEqual(
      new Set(DYNAMIC_INPUT_TYPES),
    );
    expect(
      components
        .filter((component) => component.kind !== 'text')
        .every((c) => ['ACTIVE', 'INACTIVE'].includes(c.required ?? '')),
    ).toBe(true);
    expect(components.find((component) => component.kind === 'select')?.values?.map((value) => value.value)).toEqual([
      'Conductor',
      'Peoneta',
      'Picker',
    ]);
    expect(JSON.stringify(body)).not.toContain('field_key');
  });

  it('gives one page by id, and 404 for a page of no active form', async () => {
    const active = (await json(`/forms/register/active?slug=${SUR.rgs}`)) as { body: Active };
    const { id_form, id_page } = active.body.data;
    const page = (await json(`/forms/register/page?id_form=${id_form}&id_page=${id_page}`)) as { body: { data: Page } };
    expect(page.body.data.page_title).toBe('Crea tu cuenta');
    expect((await json(`/forms/register/page?id_form=${id_form}&id_page=999999`)).status).toBe(404);
    expect((await json(`/forms/register/all?id_form=999999`)).status).toBe(404);
    expect((await json(`/forms/register/page?id_form=x&id_page=1`)).status).toBe(400);
  });
});
