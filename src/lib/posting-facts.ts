// A posting's facts as the public pages word them (place, vehicle, schedule, start and pay), in
// the home list's order: one answer for the home cards and a shared posting's public page. The
// local API sends them with a shared posting, so that page draws them without loading the
// formatting code and its script stays a few kilobytes.
import { placeText } from './format/capacity.ts';
import { formatShortMonthDate } from './format/date.ts';
import { formatClp } from './format/money.ts';
import type { HomePosting } from './posting.ts';

export interface PostingFact {
  readonly label: string;
  readonly value: string;
}

export const POSTING_FACT_LABELS = {
  place: 'Ubicación',
  vehicle: 'Vehículo',
  schedule: 'Horario',
  start: 'Inicio',
  pay: 'Pago referencial',
} as const;

export function postingFacts(posting: HomePosting): PostingFact[] {
  const facts: PostingFact[] = [];
  if (posting.name_commune) facts.push({ label: POSTING_FACT_LABELS.place, value: placeText(posting) });
  if (posting.name_vehicle) facts.push({ label: POSTING_FACT_LABELS.vehicle, value: posting.name_vehicle });
  if (posting.name_schedule) facts.push({ label: POSTING_FACT_LABELS.schedule, value: posting.name_schedule });
  facts.push({
    label: POSTING_FACT_LABELS.start,
    value: formatShortMonthDate(posting.start_time) || posting.start_time,
  });
  facts.push({ label: POSTING_FACT_LABELS.pay, value: formatClp(posting.pawn) });
  return facts;
}
