// How a decision on a document reads in a headline, a message subject and the worker's news:
// 'Licencia de conducir aprobada', 'Padrón del vehículo aprobado', 'Cédula de identidad (frontal)
// rechazada: Imagen ilegible'. The participle agrees with the document's name.
import type { Gender } from '../reference/worker-documents.ts';

export type Decision = 'approved' | 'rejected';

const PARTICIPLES: Readonly<Record<Decision, Readonly<Record<Gender, string>>>> = {
  approved: { f: 'aprobada', m: 'aprobado' },
  rejected: { f: 'rechazada', m: 'rechazado' },
};

/** `reason` is the short reason (a listed reason's label, or the text of 'Otro'). */
export function decisionHeadline(name: string, gender: Gender, decision: Decision, reason?: string | null): string {
  const headline = `${name} ${PARTICIPLES[decision][gender]}`;
  return decision === 'rejected' && reason ? `${headline}: ${reason}` : headline;
}
