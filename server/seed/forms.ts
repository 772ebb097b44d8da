// Seeds the active dynamic registration form of the tenant with the dynamic flow.
import type { Database } from '../db/database.ts';
import { insertedId } from '../db/rows.ts';
import { FORM, PAGES } from './form-data.ts';
import type { ComponentSpec } from './form-data.ts';
import type { TenantIds } from './tenants.ts';
import { SEED_CREATED_AT } from './time.ts';

function insertComponent(db: Database, pageId: number, position: number, spec: ComponentSpec): void {
  const statement = db.prepare(
    `INSERT INTO form_components (id_page, position, kind, text, text_color, text_type, label,
       input_type, instructions, required, origin, field_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  if (spec.kind === 'text') {
    statement.run(pageId, position, 'text', spec.text, spec.text_color, spec.type, null, null, null, null, null, null);
    return;
  }
  const id = insertedId(
    statement.run(
      pageId,
      position,
      spec.kind,
      null,
      null,
      null,
      spec.label,
      spec.kind === 'input' ? spec.input_type : null,
      spec.instructions,
      spec.required ? 'ACTIVE' : 'INACTIVE',
      spec.origin,
      spec.field_key ?? null,
    ),
  );
  if (spec.kind === 'select' || spec.kind === 'checkbox') {
    const value = db.prepare('INSERT INTO form_component_values (id_component, position, value) VALUES (?, ?, ?)');
    spec.values.forEach((text, index) => value.run(id, index + 1, text));
  }
}

export function seedForms(db: Database, tenants: TenantIds): number {
  const formId = insertedId(
    db
      .prepare(
        `INSERT INTO forms (id_business, name, is_active, bg_color, button_color, created_at)
         VALUES (?, ?, 1, ?, ?, ?)`,
      )
      .run(tenants.sur, FORM.name, FORM.bg_color, FORM.button_color, SEED_CREATED_AT),
  );
  const insertPage = db.prepare(
    `INSERT INTO form_pages (id_form, page_title, bg_color, order_sequence, button_label,
       button_action, button_color)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const pageIds = PAGES.map((page, index) => {
    const id = insertedId(
      insertPage.run(
        formId,
        page.page_title,
        page.bg_color,
        index + 1,
        page.button.label,
        page.button.action,
        page.button.color,
      ),
    );
    page.components.forEach((component, position) => insertComponent(db, id, position + 1, component));
    return id;
  });
  const linkNext = db.prepare('UPDATE form_pages SET next_page_id = ? WHERE id_page = ?');
  pageIds.forEach((id, index) => {
    const next = pageIds[index + 1];
    if (next !== undefined) linkNext.run(next, id);
  });
  db.prepare('UPDATE forms SET first_page_id = ? WHERE id_form = ?').run(pageIds[0] ?? null, formId);
  return formId;
}
