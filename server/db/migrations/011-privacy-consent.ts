// Migration 11: consent and privacy rights. Every consent a person gives is a row (what for, under
// which version of the privacy policy, how it was given, to which company), withdrawn rows keep
// their withdrawal time; every rights request (rectification, deletion, objection, blocking) is a
// row with its answer deadline and state, and every step taken on it is an event. Accounts learn
// when their relation with the company ended, when they were closed, when their personal data was
// anonymised and since when their processing is blocked.
import type { Migration } from './migration.ts';

export const privacyAndConsent: Migration = {
  version: 11,
  name: 'privacy-consent',
  sql: `
    ALTER TABLE users ADD COLUMN relation_ended_at TEXT;
    ALTER TABLE users ADD COLUMN deleted_at TEXT;
    ALTER TABLE users ADD COLUMN anonymised_at TEXT;
    ALTER TABLE users ADD COLUMN blocked_at TEXT;

    -- id_user is null for a dynamic registration that created no account (then id_submission
    -- names what was consented for). id_business_target is the company the data goes to: the
    -- employer for registration consents, another company for an application.
    CREATE TABLE consents (
      id_consent INTEGER PRIMARY KEY,
      id_user INTEGER REFERENCES users (id_user) ON DELETE CASCADE,
      id_submission INTEGER REFERENCES registration_submissions (id_submission) ON DELETE SET NULL,
      id_business_target INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      purpose TEXT NOT NULL CHECK (purpose IN ('tratamiento', 'ofertas', 'postulacion')),
      channel TEXT NOT NULL CHECK (channel IN ('registro-fijo', 'registro-dinamico', 'panel', 'postulacion')),
      policy_version TEXT NOT NULL,
      id_publication INTEGER REFERENCES job_postings (id_publication) ON DELETE SET NULL,
      granted_at TEXT NOT NULL,
      withdrawn_at TEXT
    );
    CREATE INDEX consents_user ON consents (id_user, purpose, withdrawn_at);

    CREATE TABLE privacy_requests (
      id_request INTEGER PRIMARY KEY,
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      id_business INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('rectificacion', 'supresion', 'oposicion', 'bloqueo')),
      state TEXT NOT NULL CHECK (state IN ('pendiente', 'completada', 'rechazada')),
      reason TEXT,
      corrections TEXT,
      received_at TEXT NOT NULL,
      due_date TEXT NOT NULL,
      extended INTEGER NOT NULL DEFAULT 0,
      extension_reason TEXT,
      answer TEXT,
      kept TEXT,
      answered_at TEXT
    );
    CREATE INDEX privacy_requests_business ON privacy_requests (id_business, state, due_date);
    CREATE INDEX privacy_requests_user ON privacy_requests (id_user, received_at);

    CREATE TABLE privacy_request_events (
      id_event INTEGER PRIMARY KEY,
      id_request INTEGER NOT NULL REFERENCES privacy_requests (id_request) ON DELETE CASCADE,
      at TEXT NOT NULL,
      actor TEXT NOT NULL CHECK (actor IN ('trabajador', 'empresa', 'sistema')),
      action TEXT NOT NULL,
      detail TEXT
    );
    CREATE INDEX privacy_request_events_request ON privacy_request_events (id_request, at);
  `,
};
