import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LOGO, businessRegisterBodySchema, businessRegisterFormSchema } from './fleet-form.ts';
import { FLEET_SAMPLE } from './public-forms.sample.ts';
import { fieldMessage, type AnySchema } from './test-helpers.ts';

describe('company sign-up with fleet requirements', () => {
  const fleet = FLEET_SAMPLE;

  it('turns the selects into numbers and sends a body the API accepts', () => {
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
