// Migration 4: dynamic registration forms (form, pages, components, option values) and what
// registrations send in: submissions and their uploaded files.
import type { Migration } from './migration.ts';

export const registrationForms: Migration = {
  version: 4,
  name: 'registration-forms',
  sql: `
    CREATE TABLE forms (
      id_form INTEGER PRIMARY KEY,
      id_business INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      name TEXT NOT NULL,
      is_active INTEGER NOT NULL DEFAULT 1,
      first_page_id INTEGER,
      bg_color TEXT NOT NULL,
      button_color TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    CREATE TABLE form_pages (
      id_page INTEGER PRIMARY KEY,
      id_form INTEGER NOT NULL REFERENCES forms (id_form) ON DELETE CASCADE,
      page_title TEXT NOT NULL,
      bg_color TEXT NOT NULL,
      order_sequence INTEGER NOT NULL,
      next_page_id INTEGER,
      button_label TEXT NOT NULL,
      button_action TEXT NOT NULL CHECK (button_action IN ('next-page', 'submit-form')),
      button_color TEXT NOT NULL,
      UNIQUE (id_form, order_sequence)
    );

    -- One row per component; text components use text/text_color/text_type, the others are
    -- fields (id_input = id_component). field_key names the account field an input fills in.
    CREATE TABLE form_components (
      id_component INTEGER PRIMARY KEY,
      id_page INTEGER NOT NULL REFERENCES form_pages (id_page) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('text', 'input', 'textarea', 'select', 'checkbox')),
      text TEXT,
      text_color TEXT,
      text_type TEXT CHECK (text_type IN ('title', 'subtitle', 'description')),
      label TEXT,
      input_type TEXT,
      instructions TEXT,
      required TEXT CHECK (required IN ('ACTIVE', 'INACTIVE')),
      origin TEXT,
      field_key TEXT,
      UNIQUE (id_page, position)
    );

    CREATE TABLE form_component_values (
      id_data INTEGER PRIMARY KEY,
      id_component INTEGER NOT NULL REFERENCES form_components (id_component) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      value TEXT NOT NULL
    );

    CREATE TABLE registration_submissions (
      id_submission INTEGER PRIMARY KEY,
      id_business INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      id_form INTEGER REFERENCES forms (id_form) ON DELETE SET NULL,
      id_user INTEGER REFERENCES users (id_user) ON DELETE SET NULL,
      user_data TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    CREATE TABLE registration_files (
      id_registration_file INTEGER PRIMARY KEY,
      id_submission INTEGER NOT NULL
        REFERENCES registration_submissions (id_submission) ON DELETE CASCADE,
      input_id TEXT NOT NULL,
      original_name TEXT NOT NULL,
      mime_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      storage_path TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `,
};
