// The SHA-256 a signing PDF was recorded with: a signed file's in its signature row, a PDF sent
// for signing in its contract or power. A file under a path with such a hash is checked against it
// before it is served (routes/user/documents-response.ts).
import type { Database } from '../../db/database.ts';
import { int, text, textOrNull } from '../../db/rows.ts';

export interface RecordedHash {
  readonly sha256: string;
  /** What the file is, for the log line: 'contract:12', 'power:3' (no personal data). */
  readonly subject: string;
}

export function recordedHash(db: Database, storagePath: string): RecordedHash | null {
  const signed = db.prepare('SELECT subject, signed_sha256 FROM signatures WHERE storage_path = ?').get(storagePath);
  if (signed) return { sha256: text(signed, 'signed_sha256'), subject: `${text(signed, 'subject')} (firmado)` };
  const contract = db
    .prepare('SELECT id_history, source_sha256 FROM contracts WHERE source_path = ? AND source_sha256 IS NOT NULL')
    .get(storagePath);
  if (contract) {
    return { sha256: text(contract, 'source_sha256'), subject: `contract:${int(contract, 'id_history')} (enviado)` };
  }
  const power = db
    .prepare('SELECT id_power, source_sha256 FROM simple_powers WHERE source_path = ? AND source_sha256 IS NOT NULL')
    .get(storagePath);
  const sha256 = power ? textOrNull(power, 'source_sha256') : null;
  return power && sha256 ? { sha256, subject: `power:${int(power, 'id_power')} (enviado)` } : null;
}
