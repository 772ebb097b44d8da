// Reads of the dynamic registration forms (migration 004): the active form of a company, its
// pages with their components as the site receives them, and the
// field definitions the submit route checks answers against.
import type { Database } from '../../db/database.ts';
import { int, intOrNull, text, textOrNull, type Row } from '../../db/rows.ts';
import { DYNAMIC_INPUT_TYPES, type DynamicInputType } from '../../../src/lib/validation/dynamic-input.ts';

export interface FormInfo {
  readonly id_form: number;
  readonly id_business: number;
  readonly first_page_id: number | null;
  readonly bg_color: string;
  readonly button_color: string;
}

interface FieldCommon {
  readonly id_component: number;
  readonly id_input: number;
  readonly label: string;
  readonly instructions: string;
  readonly required: 'ACTIVE' | 'INACTIVE';
  readonly origin: string;
}

export type FormComponent =
  | {
      readonly id_component: number;
      readonly kind: 'text';
      readonly text: string;
      readonly text_color: string;
      readonly type: string;
    }
  | (FieldCommon & { readonly kind: 'input'; readonly input_type: DynamicInputType })
  | (FieldCommon & { readonly kind: 'textarea' })
  | (FieldCommon & {
      readonly kind: 'select' | 'checkbox';
      readonly values: readonly { readonly id_data: number; readonly value: string }[];
    });

export interface FormPage {
  readonly id_page: number;
  readonly id_form: number;
  readonly page_title: string;
  readonly bg_color: string;
  readonly order_sequence: number;
  readonly next_page_id: number | null;
  readonly button: { readonly label: string; readonly action: string; readonly color: string };
  readonly components: readonly FormComponent[];
}

/** What a component fills in on the account, kept server-side (never sent to the site). */
export type FieldKeys = ReadonlyMap<number, string>;

function formInfo(row: Row): FormInfo {
  return {
    id_form: int(row, 'id_form'),
    id_business: int(row, 'id_business'),
    first_page_id: intOrNull(row, 'first_page_id'),
    bg_color: text(row, 'bg_color'),
    button_color: text(row, 'button_color'),
  };
}

export function activeForm(db: Database, idBusiness: number): FormInfo | undefined {
  const row = db
    .prepare('SELECT * FROM forms WHERE id_business = ? AND is_active = 1 ORDER BY id_form DESC LIMIT 1')
    .get(idBusiness);
  return row ? formInfo(row) : undefined;
}

export function activeFormById(db: Database, idForm: number): FormInfo | undefined {
  const row = db.prepare('SELECT * FROM forms WHERE id_form = ? AND is_active = 1').get(idForm);
  return row ? formInfo(row) : undefined;
}

function inputType(value: string | null): DynamicInputType {
  const found = DYNAMIC_INPUT_TYPES.find((type) => type === value);
  if (!found) throw new Error(`Unknown input_type ${String(value)}`);
  return found;
}

function component(db: Database, row: Row): FormComponent {
  const id = int(row, 'id_component');
  const kind = text(row, 'kind');
  if (kind === 'text') {
    return {
      id_component: id,
      kind,
      text: text(row, 'text'),
      text_color: textOrNull(row, 'text_color') ?? '#14213d',
      type: textOrNull(row, 'text_type') ?? 'description',
    };
  }
  const common: FieldCommon = {
    id_component: id,
    id_input: id,
    label: text(row, 'label'),
    instructions: textOrNull(row, 'instructions') ?? '',
    required: text(row, 'required') === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
    origin: textOrNull(row, 'origin') ?? 'user',
  };
  if (kind === 'input') return { ...common, kind, input_type: inputType(textOrNull(row, 'input_type')) };
  if (kind === 'textarea') return { ...common, kind };
  if (kind !== 'select' && kind !== 'checkbox') throw new Error(`Unknown component kind ${kind}`);
  const values = db
    .prepare('SELECT id_data, value FROM form_component_values WHERE id_component = ? ORDER BY position')
    .all(id)
    .map((value) => ({ id_data: int(value, 'id_data'), value: text(value, 'value') }));
  return { ...common, kind, values };
}

function page(db: Database, row: Row): FormPage {
  const idPage = int(row, 'id_page');
  const components = db
    .prepare('SELECT * FROM form_components WHERE id_page = ? ORDER BY position')
    .all(idPage)
    .map((entry) => component(db, entry));
  return {
    id_page: idPage,
    id_form: int(row, 'id_form'),
    page_title: text(row, 'page_title'),
    bg_color: text(row, 'bg_color'),
    order_sequence: int(row, 'order_sequence'),
    next_page_id: intOrNull(row, 'next_page_id'),
    button: {
      label: text(row, 'button_label'),
      action: text(row, 'button_action'),
      color: text(row, 'button_color'),
    },
    components,
  };
}

export function formPage(db: Database, idForm: number, idPage: number): FormPage | undefined {
  const row = db.prepare('SELECT * FROM form_pages WHERE id_form = ? AND id_page = ?').get(idForm, idPage);
  return row ? page(db, row) : undefined;
}

export function formPages(db: Database, idForm: number): FormPage[] {
  return db
    .prepare('SELECT * FROM form_pages WHERE id_form = ? ORDER BY order_sequence')
    .all(idForm)
    .map((row) => page(db, row));
}

export function fieldKeys(db: Database, idForm: number): FieldKeys {
  const rows = db
    .prepare(
      `SELECT c.id_component, c.field_key FROM form_components c JOIN form_pages p ON p.id_page = c.id_page
       WHERE p.id_form = ? AND c.field_key IS NOT NULL`,
    )
    .all(idForm);
  return new Map(rows.map((row) => [int(row, 'id_component'), text(row, 'field_key')]));
}
