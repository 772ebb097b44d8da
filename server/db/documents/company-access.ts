// Which workers a company sees: those registered through its own link (its tenant's workers) and
// those who applied to one of its postings. Only the first are the company's to review: their
// documents are the ones it asked for at registration; an applicant's file can be read, not decided.
import type { Database } from '../database.ts';
import { int } from '../rows.ts';

/** The signed-in company account, as the review routes use it. */
export interface CompanyActor {
  readonly id_user: number;
  readonly id_business: number;
  readonly email: string;
  readonly name: string | null;
}

export interface WorkerRelation {
  readonly registered: boolean;
  readonly applied: boolean;
}

/** How the worker relates to the company, or null when the company does not see them. */
export function workerRelation(db: Database, company: CompanyActor, idUser: number): WorkerRelation | null {
  const row = db
    .prepare(
      `SELECT w.id_business = ? AS registered,
         EXISTS (
           SELECT 1 FROM applied_postings a
           JOIN job_postings p ON p.id_publication = a.id_publication
           JOIN users o ON o.id_user = p.id_owner
           WHERE a.id_user = w.id_user AND o.id_business = ?
         ) AS applied
       FROM users w WHERE w.id_user = ? AND w.role = 'User'`,
    )
    .get(company.id_business, company.id_business, idUser);
  if (!row) return null;
  const relation = { registered: int(row, 'registered') === 1, applied: int(row, 'applied') === 1 };
  return relation.registered || relation.applied ? relation : null;
}

/** The name a company's decisions are signed with in a document's history. */
export function companyActorName(db: Database, company: CompanyActor): string {
  if (company.name) return company.name;
  const row = db.prepare('SELECT display_name FROM businesses WHERE id_business = ?').get(company.id_business);
  return typeof row?.['display_name'] === 'string' ? row['display_name'] : company.email;
}
