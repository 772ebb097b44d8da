import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REGION_ID, VEHICLE_ID, capacitiesOfVehicle } from '../reference/index.ts';
import { isCalendarDate } from './calendar-date.ts';
import { POSTING_MESSAGES as M, jobPostingSchema, todayInChile } from './job-posting.ts';

const SANTIAGO = 2580;
const VALDIVIA = 3100;
const furgon1000 = capacitiesOfVehicle(VEHICLE_ID.furgon).find((c) => c.capacity_kg === 1000)!.id_capacity;

const valid = {
  title: 'Conductor de furgón para reparto',
  description: 'Reparto de paquetes de última milla en la comuna de Santiago, de lunes a viernes.',
  requirements: 'Licencia clase B y furgón propio.',
  id_vehicle: String(VEHICLE_ID.furgon),
  id_capacity: String(furgon1000),
  id_zone: '2',
  id_region: String(REGION_ID.metropolitana),
  id_commune: String(SANTIAGO),
  id_schedule: '1',
  start_time: '2030-01-15',
  pawn: '1.200',
};

/** Field → first message, as the form shows them. */
function errorsOf(input: Record<string, unknown>, schema = jobPostingSchema()): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}

describe('jobPostingSchema', () => {
  it('accepts a complete posting from the form and turns ids and pay into numbers', () => {
    expect(v.parse(jobPostingSchema(), valid)).toEqual({
      ...valid,
      id_vehicle: VEHICLE_ID.furgon,
      id_capacity: furgon1000,
      id_zone: 2,
      id_region: REGION_ID.metropolitana,
      id_commune: SANTIAGO,
      id_schedule: 1,
      pawn: 1200,
    });
  });

  it('accepts the same posting as JSON numbers (the local API)', () => {
    const json = {
      ...valid,
      id_vehicle: 1,
      id_capacity: furgon1000,
      id_zone: 2,
      id_region: 13000,
      id_commune: SANTIAGO,
      id_schedule: 1,
      pawn: 1200,
    };
    expect(v.safeParse(jobPostingSchema(), json).success).toBe(true);
  });

  it('names every missing field with its own message', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(errorsOf(empty)).toEqual({
      title: M.titleRequired,
      description: M.descriptionRequired,
      requirements: M.requirementsRequired,
      id_vehicle: M.vehicle,
      id_zone: M.zone,
      id_region: M.region,
      id_commune: M.commune,
      id_schedule: M.schedule,
      start_time: M.startRequired,
      pawn: M.pawnRequired,
    });
  });

  it('reports missing fields in Spanish when a JSON body leaves them out', () => {
    expect(errorsOf({})['id_vehicle']).toBe(M.vehicle);
    expect(errorsOf({})['start_time']).toBe(M.startRequired);
    expect(errorsOf({})['pawn']).toBe(M.pawnRequired);
  });

  it('bounds title, description and requirements', () => {
    expect(errorsOf({ ...valid, title: 'Hola' })['title']).toBe('El título debe tener al menos 5 caracteres');
    expect(errorsOf({ ...valid, title: 'x'.repeat(101) })['title']).toBe(
      'El título no puede tener más de 100 caracteres',
    );
    expect(errorsOf({ ...valid, description: 'Corto' })['description']).toBe(
      'La descripción debe tener al menos 20 caracteres',
    );
    expect(errorsOf({ ...valid, description: 'x'.repeat(1301) })['description']).toBe(
      'La descripción no puede tener más de 1300 caracteres',
    );
    expect(errorsOf({ ...valid, requirements: 'x'.repeat(1001) })['requirements']).toBe(
      'Los requisitos no pueden tener más de 1000 caracteres',
    );
  });

  it('requires a capacity for vehicles that have capacities, and only one of that vehicle', () => {
    expect(errorsOf({ ...valid, id_capacity: '' })).toEqual({ id_capacity: M.capacity });
    const camion = capacitiesOfVehicle(VEHICLE_ID.camion)[0]!.id_capacity;
    expect(errorsOf({ ...valid, id_capacity: String(camion) })).toEqual({ id_capacity: M.capacityMismatch });
  });

  it('leaves the capacity empty for vehicles without capacities', () => {
    const moto = { ...valid, id_vehicle: String(VEHICLE_ID.moto), id_capacity: '' };
    expect(v.parse(jobPostingSchema(), moto).id_capacity).toBeNull();
    expect(errorsOf({ ...moto, id_capacity: String(furgon1000) })).toEqual({ id_capacity: M.capacityMismatch });
  });

  it('refuses the retired vehicle id 4', () => {
    expect(errorsOf({ ...valid, id_vehicle: '4', id_capacity: '' })).toEqual({ id_vehicle: M.vehicle });
  });

  it('keeps the region inside the zone and the commune inside the region', () => {
    expect(errorsOf({ ...valid, id_zone: '3' })).toEqual({ id_region: M.regionMismatch });
    expect(errorsOf({ ...valid, id_commune: String(VALDIVIA) })).toEqual({ id_commune: M.communeMismatch });
  });

  it('checks the pay per unit: digits only, between $1 and $10.000.000', () => {
    expect(errorsOf({ ...valid, pawn: 'mil' })).toEqual({ pawn: 'Solo números permitidos' });
    expect(errorsOf({ ...valid, pawn: '0' })).toEqual({ pawn: M.pawnRange });
    expect(errorsOf({ ...valid, pawn: '10000001' })).toEqual({ pawn: M.pawnRange });
    expect(v.parse(jobPostingSchema(), { ...valid, pawn: '$ 25.000' }).pawn).toBe(25000);
  });

  it('rejects impossible dates and, when creating, a start before today', () => {
    expect(errorsOf({ ...valid, start_time: '2030-02-30' })).toEqual({ start_time: M.startInvalid });
    const creating = jobPostingSchema({ earliestStart: '2030-01-16' });
    expect(errorsOf(valid, creating)).toEqual({ start_time: M.startPast });
    expect(errorsOf({ ...valid, start_time: '2030-01-16' }, creating)).toEqual({});
  });
});

describe('date helpers', () => {
  it('recognises real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('15/01/2030')).toBe(false);
  });

  it("takes today as Chile's calendar day, YYYY-MM-DD", () => {
    expect(todayInChile(new Date('2030-01-06T02:59:00Z'))).toBe('2030-01-05');
    expect(todayInChile(new Date('2030-01-06T03:00:00Z'))).toBe('2030-01-06');
    expect(todayInChile(new Date('2030-07-06T03:59:00Z'))).toBe('2030-07-05');
  });
});
