import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DATA_CONSENT_REQUIRED_MESSAGE,
  OFFERS_CONSENT_INVALID_MESSAGE,
  dataConsentSchema,
  offersConsentSchema,
  registrationConsentsSchema,
} from './consent.ts';
import { firstMessage } from './test-helpers.ts';

describe('the required consent', () => {
  it("passes only when ticked ('Debes aceptar el tratamiento de tus datos personales para registrarte')", () => {
    expect(DATA_CONSENT_REQUIRED_MESSAGE).toBe('Debes aceptar el tratamiento de tus datos personales para registrarte');
    expect(firstMessage(dataConsentSchema(), true)).toBeNull();
    for (const input of [false, undefined, null, 'true', 1]) {
      expect(firstMessage(dataConsentSchema(), input), String(input)).toBe(DATA_CONSENT_REQUIRED_MESSAGE);
    }
  });
});

describe('the job offers consent', () => {
  it('is ticked or not', () => {
    expect(firstMessage(offersConsentSchema(), false)).toBeNull();
    expect(firstMessage(offersConsentSchema(), true)).toBeNull();
    expect(firstMessage(offersConsentSchema(), 'sí')).toBe(OFFERS_CONSENT_INVALID_MESSAGE);
  });
});

describe('registrationConsentsSchema', () => {
  it('reads a missing answer as not given, so the required one stops the registration', () => {
    expect(firstMessage(registrationConsentsSchema(), {})).toBe(DATA_CONSENT_REQUIRED_MESSAGE);
    expect(firstMessage(registrationConsentsSchema(), { job_offers: true })).toBe(DATA_CONSENT_REQUIRED_MESSAGE);
    expect(firstMessage(registrationConsentsSchema(), 'sí')).toBe(DATA_CONSENT_REQUIRED_MESSAGE);
  });

  it('leaves the job offers unticked unless they were ticked', () => {
    expect(v.parse(registrationConsentsSchema(), { data_processing: true })).toEqual({
      data_processing: true,
      job_offers: false,
    });
    expect(v.parse(registrationConsentsSchema(), { data_processing: true, job_offers: true })).toEqual({
      data_processing: true,
      job_offers: true,
    });
  });
});
