// The posting form: the shared job posting schema (src/lib/validation/job-posting.ts) with the
// create-only rule 'no start before today', the empty input of a new posting and the input that
// an existing posting fills in for its update.
import { capacityText } from '@/lib/format/index.ts';
import { SCHEDULES, VEHICLES, ZONES, capacitiesOfVehicle, regionsOfZone } from '@/lib/reference/index.ts';
import { communesOfRegion } from '@/lib/reference/communes.ts';
import { POSTING_LIMITS, jobPostingSchema, todayInChile } from '@/lib/validation/job-posting.ts';
import type { Posting } from './postings-api.ts';

export type PostingFormMode = 'create' | 'update';

export function postingFormSchema(mode: PostingFormMode, today: Date = new Date()) {
  return jobPostingSchema(mode === 'create' ? { earliestStart: todayInChile(today) } : {});
}

export type PostingFormSchema = ReturnType<typeof postingFormSchema>;

export const EMPTY_POSTING_INPUT = {
  title: '',
  description: '',
  requirements: '',
  id_vehicle: '',
  id_capacity: '',
  id_zone: '',
  id_region: '',
  id_commune: '',
  id_schedule: '',
  start_time: '',
  pawn: '',
};

export type PostingFormInput = typeof EMPTY_POSTING_INPUT;

export function postingToInput(posting: Posting): PostingFormInput {
  return {
    title: posting.title,
    description: posting.description,
    requirements: posting.requirements,
    id_vehicle: String(posting.id_vehicle),
    id_capacity: posting.id_capacity === null ? '' : String(posting.id_capacity),
    id_zone: String(posting.id_zone),
    id_region: String(posting.id_region),
    id_commune: String(posting.id_commune),
    id_schedule: String(posting.id_schedule),
    start_time: posting.start_time,
    pawn: String(posting.pawn),
  };
}

const COPY_MARK = ' (copia)';

/** The copy's title: '<title> (copia)', the original part shortened (never inside a character)
 * so the whole still fits the title's maximum length. */
export function copyTitle(title: string): string {
  const room = POSTING_LIMITS.title.max - COPY_MARK.length;
  let kept = '';
  for (const char of title.trim()) {
    if (kept.length + char.length > room) break;
    kept += char;
  }
  return `${kept.trimEnd()}${COPY_MARK}`;
}

/** A new posting copied from an existing one: every field but the start date, which must be
 * chosen again (and follow the earliest-start rule of any new posting); its title says it is a copy. */
export function duplicateInput(posting: Posting): PostingFormInput {
  return { ...postingToInput(posting), title: copyTitle(posting.title), start_time: '' };
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

const id = (value: unknown) => Number(typeof value === 'string' || typeof value === 'number' ? value : NaN);

/** The choices of each select, the dependent ones filtered by their parent's value. */
export const postingOptions = {
  vehicles: (): Option[] => VEHICLES.map((v) => ({ value: String(v.id_vehicle), label: v.name_vehicle })),
  capacities: (vehicle: unknown): Option[] =>
    capacitiesOfVehicle(id(vehicle)).map((c) => ({
      value: String(c.id_capacity),
      label: capacityText(c.vehicle_id, c.capacity_kg),
    })),
  zones: (): Option[] => ZONES.map((z) => ({ value: String(z.id_zone), label: z.name_zone })),
  regions: (zone: unknown): Option[] =>
    regionsOfZone(id(zone)).map((r) => ({ value: String(r.id_region), label: r.name_region })),
  communes: (region: unknown): Option[] =>
    communesOfRegion(id(region))
      .map((c) => ({ value: String(c.id_commune), label: c.name_commune }))
      .sort((a, b) => a.label.localeCompare(b.label, 'es')),
  schedules: (): Option[] => SCHEDULES.map((s) => ({ value: String(s.id_schedule), label: s.name_schedule })),
};
