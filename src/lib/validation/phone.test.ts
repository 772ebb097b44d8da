import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAL_CODE, DIAL_CODES, findDialCode } from './dial-codes.ts';
import {
  bankPhoneSchema,
  hasForbiddenSequence,
  meetingPhoneSchema,
  ownerPhoneSchema,
  PHONE_DIAL_CODE_MESSAGE,
  PHONE_DIGITS_MESSAGE,
  PHONE_SEQUENCE_MESSAGE,
  registrationPhoneSchema,
} from './phone.ts';
import { firstMessage } from './test-helpers.ts';

describe('dial codes', () => {
  it('offers Chile (56) first and as the default', () => {
    expect(DEFAULT_DIAL_CODE).toBe('56');
    expect(DIAL_CODES[0]).toEqual({ iso: 'CL', country: 'Chile', dialCode: '56' });
    expect(findDialCode('es')?.country).toBe('España');
    expect(new Set(DIAL_CODES.map((entry) => entry.iso)).size).toBe(DIAL_CODES.length);
    expect(DIAL_CODES.every((entry) => /^\d{1,3}$/.test(entry.dialCode))).toBe(true);
  });
});

describe('meeting request phone', () => {
  const phone = meetingPhoneSchema('56');

  it('accepts 8 to 15 digits', () => {
    expect(firstMessage(phone, '98765432')).toBeNull();
    expect(firstMessage(phone, '987654329876543')).toBeNull();
  });

  it('requires a phone', () => {
    expect(firstMessage(phone, '')).toBe('Campo requerido');
  });

  it('rejects fewer than 8 and more than 15 characters', () => {
    expect(firstMessage(phone, '9876543')).toBe('Telefono no debe ser menor a 8 caracteres');
    expect(firstMessage(phone, '9876543298765432')).toBe('Telefono no debe exceder los 15 caracteres');
  });

  it('rejects anything but digits', () => {
    expect(firstMessage(phone, '9876-5432')).toBe(PHONE_DIGITS_MESSAGE);
    expect(firstMessage(phone, '+98765432')).toBe('El teléfono solo puede contener números');
  });

  it('rejects the sequences 0000 and 1234', () => {
    expect(firstMessage(phone, '98700003')).toBe(PHONE_SEQUENCE_MESSAGE);
    expect(firstMessage(phone, '91234876')).toBe('El teléfono no puede contener secuencias como 0000 o 1234');
    expect(hasForbiddenSequence('9000876')).toBe(false);
  });

  it('rejects a number that starts with the selected country code', () => {
    expect(firstMessage(phone, '56987654321')).toBe(PHONE_DIAL_CODE_MESSAGE);
    expect(firstMessage(meetingPhoneSchema('+54'), '54987654321')).toBe('No incluya el código de país');
    expect(firstMessage(meetingPhoneSchema('54'), '56987654321')).toBeNull();
  });
});

describe('registration phone', () => {
  const phone = registrationPhoneSchema('56');

  it('accepts 9 to 13 digits', () => {
    expect(firstMessage(phone, '987654321')).toBeNull();
    expect(firstMessage(phone, '9876543298765')).toBeNull();
  });

  it('requires a phone unless the dynamic input is optional', () => {
    expect(firstMessage(phone, '')).toBe('Campo requerido');
    expect(firstMessage(registrationPhoneSchema('56', { required: false }), '')).toBeNull();
  });

  it('rejects fewer than 9 and more than 13 characters', () => {
    expect(firstMessage(phone, '98765432')).toBe('Teléfono debe tener al menos 9 caracteres');
    expect(firstMessage(phone, '98765432987654')).toBe('Teléfono no debe exceder los 13 caracteres');
  });

  it('rejects letters, sequences and the country code', () => {
    expect(firstMessage(phone, '98765432a')).toBe(PHONE_DIGITS_MESSAGE);
    expect(firstMessage(phone, '987650000')).toBe(PHONE_SEQUENCE_MESSAGE);
    expect(firstMessage(phone, '569876543')).toBe(PHONE_DIAL_CODE_MESSAGE);
  });
});

describe('power owner phone', () => {
  const phone = ownerPhoneSchema();

  it('accepts a mobile of 9 to 12 digits starting with 9', () => {
    expect(firstMessage(phone, '987654321')).toBeNull();
    expect(firstMessage(phone, '987654329876')).toBeNull();
  });

  it('requires a phone', () => {
    expect(firstMessage(phone, '')).toBe('Telefono es requerido');
  });

  it('rejects fewer than 9 and more than 12 digits', () => {
    expect(firstMessage(phone, '98765432')).toBe('El teléfono debe tener al menos 9 dígitos');
    expect(firstMessage(phone, '9876543298765')).toBe('El teléfono no puede tener más de 12 dígitos');
  });

  it('rejects a number that does not start with 9', () => {
    expect(firstMessage(phone, '887654321')).toBe('El teléfono debe comenzar con 9');
  });

  it('rejects letters and sequences', () => {
    expect(firstMessage(phone, '98765432x')).toBe(PHONE_DIGITS_MESSAGE);
    expect(firstMessage(phone, '987612345')).toBe(PHONE_SEQUENCE_MESSAGE);
  });
});

describe('bank phone', () => {
  const phone = bankPhoneSchema();

  it('accepts exactly 11 digits starting with 569', () => {
    expect(firstMessage(phone, '56987654321')).toBeNull();
  });

  it('requires a phone', () => {
    expect(firstMessage(phone, '')).toBe('Campo requerido');
  });

  it('rejects 10 or 12 digits', () => {
    expect(firstMessage(phone, '5698765432')).toBe('El teléfono debe tener 11 dígitos');
    expect(firstMessage(phone, '569876543210')).toBe('El teléfono debe tener 11 dígitos');
  });

  it('rejects a number without the 569 prefix', () => {
    expect(firstMessage(phone, '56887654321')).toBe('El teléfono debe comenzar con 569');
  });

  it('rejects letters and sequences', () => {
    expect(firstMessage(phone, '5698765432a')).toBe(PHONE_DIGITS_MESSAGE);
    expect(firstMessage(phone, '56912348765')).toBe(PHONE_SEQUENCE_MESSAGE);
  });
});
