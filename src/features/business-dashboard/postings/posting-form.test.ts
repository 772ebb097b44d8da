import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { POSTING_SAMPLE } from '@/lib/posting.sample.ts';
import { VEHICLE_ID } from '@/lib/reference/index.ts';
import { POSTING_LIMITS, POSTING_MESSAGES } from '@/lib/validation/job-posting.ts';
import type { Posting } from './postings-api.ts';
import {
  EMPTY_POSTING_INPUT,
  copyTitle,
  duplicateInput,
  postingFormSchema,
  postingOptions,
  postingToInput,
} from './posting-form.ts';

// Its start has passed: an update may keep it, a new posting may not take it.
const posting: Posting = { ...POSTING_SAMPLE, start_time: '2020-01-10', applicants: 0 };

describe('posting form', () => {
  it('does not let a new posting start before today, but lets an update keep its past start', () => {
    const today = new Date('2030-01-15T15:00:00Z'); // noon in Chile
    const input = { ...postingToInput(posting), start_time: '2030-01-14' };
    const create = v.safeParse(postingFormSchema('create', today), input);
    expect(create.success ? null : create.issues[0].message).toBe(POSTING_MESSAGES.startPast);
    expect(v.safeParse(postingFormSchema('update', today), postingToInput(posting)).success).toBe(true);
  });

  it('fills the form with an existing posting as text values', () => {
    expect(postingToInput(posting)).toMatchObject({
      id_vehicle: '1',
      id_capacity: '2',
      id_commune: '2580',
      pawn: '1100',
    });
    expect(Object.keys(postingToInput(posting)).sort()).toEqual(Object.keys(EMPTY_POSTING_INPUT).sort());
  });

  it('offers capacities only for vehicles that have them, the last one as "Más de"', () => {
    expect(postingOptions.capacities(String(VEHICLE_ID.moto))).toEqual([]);
    expect(postingOptions.capacities(String(VEHICLE_ID.furgon)).map((option) => option.label)).toEqual([
      '700 kg',
      '1.000 kg',
      '1.200 kg',
      '1.500 kg',
      'Más de 1.500 kg',
    ]);
    expect(postingOptions.capacities(String(VEHICLE_ID.camion)).at(-1)?.label).toBe('Más de 10.000 kg');
  });

  it('filters regions by zone and communes by region', () => {
    expect(postingOptions.regions('3').map((option) => option.label)).toContain('Los Ríos');
    expect(postingOptions.regions('3').map((option) => option.label)).not.toContain('Maule');
    const communes = postingOptions.communes('13000').map((option) => option.label);
    expect(communes).toEqual(expect.arrayContaining(['Santiago', 'Las Condes']));
    expect(communes).not.toContain('Valdivia');
    expect(postingOptions.communes('')).toEqual([]);
  });

  it('lists each zone’s regions north to south', () => {
    expect(postingOptions.regions('1').map((option) => option.label)).toEqual([
      'Arica y Parinacota',
      'Tarapacá',
      'Antofagasta',
      'Atacama',
      'Coquimbo',
    ]);
    expect(
      postingOptions
        .regions('3')
        .map((option) => option.label)
        .slice(-2),
    ).toEqual(['Aysén', 'Magallanes y la Antártica Chilena']);
  });

  it('gives each field its own Spanish message for a value out of its rule', () => {
    const today = new Date(2000, 0, 1);
    const valid = postingToInput(posting);
    const firstError = (overrides: Partial<typeof valid>) => {
      const result = v.safeParse(postingFormSchema('create', today), { ...valid, ...overrides });
      return result.success ? null : result.issues[0].message;
    };
    expect(firstError({})).toBeNull();
    const cases: [Partial<typeof valid>, string][] = [
      [{ title: '  ' }, 'El título es requerido'],
      [{ description: 'x'.repeat(19) }, 'La descripción debe tener al menos 20 caracteres'],
      [{ requirements: '' }, 'Indica los requisitos del cargo'],
      [{ requirements: 'Licencia' }, 'Los requisitos deben tener al menos 10 caracteres'],
      [{ id_vehicle: '99' }, 'Selecciona un vehículo'],
      [{ id_capacity: '' }, 'Selecciona la capacidad del vehículo'],
      [{ id_zone: '9' }, 'Selecciona una zona'],
      [{ id_region: '999' }, 'Selecciona una región'],
      [{ id_commune: '1' }, 'Selecciona una comuna'],
      [{ id_schedule: '4' }, 'Selecciona un horario'],
      [{ start_time: '' }, 'Selecciona la fecha de inicio'],
      [{ start_time: '10/01/2030' }, 'Fecha de inicio inválida'],
      [{ pawn: '' }, 'Ingresa el pago por unidad'],
      [{ pawn: '12a' }, 'Solo números permitidos'],
      [{ pawn: '0' }, 'El pago por unidad debe estar entre $1 y $10.000.000'],
    ];
    for (const [overrides, message] of cases) expect(firstError(overrides), JSON.stringify(overrides)).toBe(message);
  });

  it('asks no capacity for a vehicle without capacities and refuses one from another vehicle', () => {
    const moto = { ...postingToInput(posting), id_vehicle: String(VEHICLE_ID.moto), id_capacity: '' };
    expect(v.safeParse(postingFormSchema('update'), moto).success).toBe(true);
    const result = v.safeParse(postingFormSchema('update'), { ...moto, id_capacity: '2' });
    expect(result.success ? null : result.issues[0].message).toBe(
      'La capacidad no corresponde al vehículo seleccionado',
    );
  });
});

describe('duplicating a posting', () => {
  it('copies every field but the start date, which is chosen again, and marks the title as a copy', () => {
    expect(duplicateInput(posting)).toEqual({
      ...postingToInput(posting),
      title: 'Conductor de furgón (copia)',
      start_time: '',
    });
    const result = v.safeParse(postingFormSchema('create'), duplicateInput(posting));
    expect(result.success).toBe(false);
  });

  it('shortens a long title so the copy’s title still fits its maximum length', () => {
    const max = POSTING_LIMITS.title.max;
    const long = 'Conductor de camión para reparto nocturno '.repeat(3).slice(0, max);
    expect(long).toHaveLength(max);
    const title = copyTitle(long);
    expect(title).toBe(`${long.slice(0, max - ' (copia)'.length)} (copia)`);
    expect(title.endsWith(' (copia)')).toBe(true);
    expect(long.startsWith(title.slice(0, -' (copia)'.length))).toBe(true);
    const dated = { ...duplicateInput({ ...posting, title: long }), start_time: '2999-01-01' };
    expect(v.safeParse(postingFormSchema('create'), dated).success).toBe(true);
  });

  it('never cuts a character in two when it shortens the title', () => {
    const title = copyTitle('🚚'.repeat(60));
    expect(title.length).toBeLessThanOrEqual(POSTING_LIMITS.title.max);
    expect(title).toBe(`${'🚚'.repeat(46)} (copia)`);
  });
});
