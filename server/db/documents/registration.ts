// What a worker gave at registration, for the company's file on them: the dynamic form's answers
// (labels from the form itself, passwords never shown, dates as people read them) or, for the
// fixed form, the data it asked for. (The files it gave: registration-files.ts.)
import { formatDate, formatDateTime } from '../../../src/lib/format/date.ts';
import { SCHEDULES, VEHICLES, findRegion } from '../../../src/lib/reference/index.ts';
import { findCommune } from '../../../src/lib/reference/communes.ts';
import type { Database } from '../database.ts';
import { int, intOrNull, text, textOrNull, type Row } from '../rows.ts';

export interface RegistrationAnswers {
  readonly kind: 'fixed' | 'dynamic';
  readonly submitted_at: string;
  readonly answers: { label: string; value: string }[];
}

const WEEK = /^(\d{4})-W(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

function shownValue(inputType: string | null, value: string): string {
  if (inputType === 'date') return formatDate(value) || value;
  if (inputType === 'datetime-local') return formatDateTime(value) || value;
  const week = WEEK.exec(value);
  if (inputType === 'week' && week) return `Semana ${Number(week[2])} de ${week[1]}`;
  const month = MONTH.exec(value);
  if (inputType === 'month' && month) return `${month[2]}/${month[1]}`;
  return value;
}

interface StoredResponse {
  readonly input_id: number | string;
  readonly value?: string | string[];
  readonly label?: string;
}

function storedResponses(raw: string): StoredResponse[] {
  let pages: unknown;
  try {
    pages = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(pages)) return [];
  return pages.flatMap((page: unknown): StoredResponse[] => {
    const responses = typeof page === 'object' && page !== null ? (page as { responses?: unknown }).responses : null;
    return Array.isArray(responses) ? (responses as StoredResponse[]) : [];
  });
}

function dynamicAnswers(db: Database, submission: Row): RegistrationAnswers {
  const components = new Map(
    db
      .prepare(
        `SELECT c.id_component, c.label, c.kind, c.input_type FROM form_components c
         JOIN form_pages p ON p.id_page = c.id_page WHERE p.id_form = ? AND c.kind <> 'text'
         ORDER BY p.order_sequence, c.position`,
      )
      .all(intOrNull(submission, 'id_form') ?? 0)
      .map((row) => [int(row, 'id_component'), row]),
  );
  const answers = storedResponses(text(submission, 'user_data')).flatMap((response) => {
    const component = components.get(Number(response.input_id));
    const inputType = component ? textOrNull(component, 'input_type') : null;
    if (inputType === 'password') return [];
    const raw = Array.isArray(response.value) ? response.value.join(', ') : (response.value ?? '');
    const label = (component && textOrNull(component, 'label')) ?? response.label ?? '';
    if (raw.trim() === '' || label === '') return [];
    return [{ label, value: shownValue(inputType, raw.trim()) }];
  });
  return { kind: 'dynamic', submitted_at: text(submission, 'created_at'), answers };
}

function fixedAnswers(worker: Row): RegistrationAnswers {
  const region = intOrNull(worker, 'region_id');
  const commune = intOrNull(worker, 'commune_id');
  const schedule = SCHEDULES.find((entry) => entry.id_schedule === intOrNull(worker, 'schedule_id'));
  const vehicle = VEHICLES.find((entry) => entry.id_vehicle === intOrNull(worker, 'vehicle_id'));
  const vehicleText = [
    vehicle?.name_vehicle,
    textOrNull(worker, 'patent_vehicle'),
    [textOrNull(worker, 'vehicle_make'), textOrNull(worker, 'vehicle_model'), intOrNull(worker, 'vehicle_year')]
      .filter((part) => part !== null)
      .join(' '),
  ].filter(Boolean);
  const answers = [
    { label: 'Región', value: region === null ? '' : (findRegion(region)?.name_region ?? '') },
    { label: 'Comuna', value: commune === null ? '' : (findCommune(commune)?.name_commune ?? '') },
    { label: 'Horario', value: schedule?.name_schedule ?? '' },
    { label: 'Vehículo', value: int(worker, 'has_vehicle') === 1 ? vehicleText.join(' · ') : 'Sin vehículo' },
  ].filter((answer) => answer.value !== '');
  return { kind: 'fixed', submitted_at: text(worker, 'created_at'), answers };
}

/** The worker's registration answers, or null when nothing of them was kept. */
export function registrationAnswers(db: Database, idUser: number): RegistrationAnswers | null {
  const submission = db
    .prepare('SELECT * FROM registration_submissions WHERE id_user = ? ORDER BY id_submission DESC LIMIT 1')
    .get(idUser);
  if (submission) return dynamicAnswers(db, submission);
  const worker = db.prepare('SELECT * FROM users WHERE id_user = ?').get(idUser);
  const answers = worker ? fixedAnswers(worker) : null;
  return answers && answers.answers.length > 0 ? answers : null;
}
