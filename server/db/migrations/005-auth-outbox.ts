// Migration 5: sign-in support (login attempts, revoked tokens, password reset tokens, e-mail
// verification codes) and the outbox that replaces real e-mail and chat delivery.
import type { Migration } from './migration.ts';

export const authAndOutbox: Migration = {
  version: 5,
  name: 'auth-outbox',
  sql: `
    CREATE TABLE login_attempts (
      id_attempt INTEGER PRIMARY KEY,
      email TEXT NOT NULL COLLATE NOCASE,
      id_business INTEGER REFERENCES businesses (id_business) ON DELETE CASCADE,
      succeeded INTEGER NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX login_attempts_email ON login_attempts (email, created_at);

    -- Tokens ended by logout before their exp, keyed by the JWT id (jti).
    CREATE TABLE revoked_tokens (
      jti TEXT PRIMARY KEY,
      expires_at TEXT NOT NULL
    );

    -- Only a hash of each token is stored, so a copied database cannot reset passwords.
    CREATE TABLE password_reset_tokens (
      id_reset INTEGER PRIMARY KEY,
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE,
      expires_at TEXT NOT NULL,
      used_at TEXT,
      created_at TEXT NOT NULL
    );

    CREATE TABLE email_verification_codes (
      id_verification INTEGER PRIMARY KEY,
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      one_time_token TEXT NOT NULL UNIQUE,
      code_hash TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      expires_at TEXT NOT NULL,
      used_at TEXT,
      created_at TEXT NOT NULL
    );

    CREATE TABLE outbox (
      id INTEGER PRIMARY KEY,
      channel TEXT NOT NULL CHECK (channel IN ('email', 'chat')),
      recipient TEXT NOT NULL,
      subject TEXT NOT NULL,
      text TEXT NOT NULL,
      links TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
  `,
};
