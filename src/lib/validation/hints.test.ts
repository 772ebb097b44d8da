import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BANK_PHONE_EXAMPLE,
  BANK_PHONE_HINT,
  MOBILE_PHONE_EXAMPLE,
  MOBILE_PHONE_HINT,
  PHONE_EXAMPLE,
  PHONE_HINT,
  PLATE_EXAMPLE,
  PLATE_HINT,
  RUT_EXAMPLE,
  RUT_HINT,
  examplesIn,
} from './hints.ts';
import { plateSchema } from './plate.ts';
import { bankPhoneSchema, meetingPhoneSchema, ownerPhoneSchema, registrationPhoneSchema } from './phone.ts';
import { RUT_MAX, rutSchema } from './rut.ts';

describe('field hints', () => {
  it('each hint shows its own example', () => {
    expect(RUT_HINT).toContain(RUT_EXAMPLE);
    expect(PHONE_HINT).toContain(PHONE_EXAMPLE);
    expect(MOBILE_PHONE_HINT).toContain(MOBILE_PHONE_EXAMPLE);
    expect(BANK_PHONE_HINT).toContain(BANK_PHONE_EXAMPLE);
    expect(PLATE_HINT).toContain(PLATE_EXAMPLE);
  });

  it('finds the example a hint gives, however it introduces it', () => {
    expect(examplesIn(PHONE_HINT)).toEqual([PHONE_EXAMPLE]);
    expect(examplesIn(RUT_HINT)).toEqual([RUT_EXAMPLE]);
    expect(examplesIn('Sin el código de país, ejemplo: 912345678.')).toEqual(['912345678']);
    expect(examplesIn('Ej: BBBB12')).toEqual(['BBBB12']);
    expect(examplesIn('Entre 8 y 25 caracteres.')).toEqual([]);
  });

  it('the plate example passes the plate rule of the registration and the power', () => {
    expect(examplesIn(PLATE_HINT)).toEqual([PLATE_EXAMPLE]);
    expect(v.safeParse(plateSchema(), PLATE_EXAMPLE).success).toBe(true);
  });

  it.each(Object.entries(RUT_MAX))('the RUT example passes the %s RUT rule', (_, max) => {
    expect(v.safeParse(rutSchema({ max }), RUT_EXAMPLE).success).toBe(true);
    expect(v.safeParse(rutSchema({ max }), RUT_EXAMPLE.replaceAll('.', '')).success).toBe(true);
  });

  it('the phone example passes the registration and public-form phone rules', () => {
    expect(v.safeParse(registrationPhoneSchema('+56'), PHONE_EXAMPLE).success).toBe(true);
    expect(v.safeParse(meetingPhoneSchema('+56'), PHONE_EXAMPLE).success).toBe(true);
  });

  it('the mobile example passes the owner phone rule and the bank example the bank rule', () => {
    expect(v.safeParse(ownerPhoneSchema(), MOBILE_PHONE_EXAMPLE).success).toBe(true);
    expect(v.safeParse(bankPhoneSchema(), BANK_PHONE_EXAMPLE).success).toBe(true);
  });
});
