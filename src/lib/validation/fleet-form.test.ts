import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LOGO, businessRegisterBodySchema, businessRegisterFormSchema } from './fleet-form.ts';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The first message reported for one field, as the form shows it (null when it passes). */
function fieldMessage(schema: AnySchema, input: Record<string, unknown>, field: string): string | null {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  return result.issues.find((issue) => issue.path?.[0]?.key === field)?.message ?? null;
}

describe('company sign-up with fleet requirements', () => {
  const fleet = {
    name_business: 'Transportes Quillota',
    rut_business: '76.086.428-5',
    name: 'Pedro',
    email: 'pedro@quillota.cl',
    dialCode: '56',
    phone: '987654321',
    id_vehicle: '1',
    vehicles_needed: '12',
    id_region: '13000',
    id_schedule: '1',
    start_date: '2025-06-02',
    requirements: '',
  };

  it('turns the selects into numbers and needs the spec messages for vehicle, region and schedule', () => {
    const schema = businessRegisterFormSchema() as AnySchema;
    expect(fieldMessage(schema, { ...fleet, id_vehicle: '' }, 'id_vehicle')).toBe('Campo requerido');
    expect(fieldMessage(schema, { ...fleet, id_vehicle: '4' }, 'id_vehicle')).toBe('Campo requerido');
    expect(fieldMessage(schema, { ...fleet, id_region: '' }, 'id_region')).toBe('Region es requerida');
    expect(fieldMessage(schema, { ...fleet, id_schedule: '' }, 'id_schedule')).toBe('Horario es requerido');
    expect(fieldMessage(schema, { ...fleet, vehicles_needed: '0' }, 'vehicles_needed')).toBe(
      'Debe ser un número entre 1 y 999',
    );
    expect(fieldMessage(schema, { ...fleet, vehicles_needed: 'doce' }, 'vehicles_needed')).toBe(
      'Solo números permitidos',
    );
    expect(fieldMessage(schema, { ...fleet, start_date: '2025-13-01' }, 'start_date')).toBe('Ingresa una fecha válida');
    const { logoBusiness, ...body } = v.parse(businessRegisterFormSchema(), fleet);
    expect(logoBusiness).toBeUndefined();
    expect(body).toMatchObject({ id_vehicle: 1, vehicles_needed: 12, id_region: 13000, phone: '56987654321' });
    expect(v.is(businessRegisterBodySchema(), body)).toBe(true);
  });

  it('accepts a PNG or JPEG logo up to 2 MB only', () => {
    const schema = businessRegisterFormSchema() as AnySchema;
    const pdf = new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' });
    expect(fieldMessage(schema, { ...fleet, logoBusiness: pdf }, 'logoBusiness')).toBe(BUSINESS_LOGO.typeMessage(''));
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    expect(fieldMessage(schema, { ...fleet, logoBusiness: big }, 'logoBusiness')).toBe(
      'El logo no puede ser mayor a 2MB',
    );
  });
});
