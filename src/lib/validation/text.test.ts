import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentYearInChile,
  digitsOnly,
  POWER_YEAR_RANGE,
  powerTextSchema,
  REGISTRATION_YEAR_RANGE,
  requiredText,
  textSchema,
  yearOptions,
  yearSchema,
} from './text.ts';
import * as v from 'valibot';
import { firstMessage } from './test-helpers.ts';

describe('requiredText', () => {
  it('rejects an empty or blank value with "Campo requerido"', () => {
    expect(firstMessage(requiredText(), '')).toBe('Campo requerido');
    expect(firstMessage(requiredText(), '  ')).toBe('Campo requerido');
    expect(firstMessage(requiredText(), 'Ana')).toBeNull();
  });

  it('uses a field-specific message when given', () => {
    expect(firstMessage(requiredText('Region es requerida'), '')).toBe('Region es requerida');
  });
});

describe('textSchema', () => {
  it('allows 50 characters and rejects 51 with "No debe exceder los 50 caracteres"', () => {
    const name = textSchema({ max: 50 });
    expect(firstMessage(name, 'a'.repeat(50))).toBeNull();
    expect(firstMessage(name, 'a'.repeat(51))).toBe('No debe exceder los 50 caracteres');
  });

  it('lets an optional field stay empty but still bounds its length', () => {
    const lastname = textSchema({ max: 50, required: false });
    expect(firstMessage(lastname, '')).toBeNull();
    expect(firstMessage(lastname, 'a'.repeat(51))).toBe('No debe exceder los 50 caracteres');
  });

  it('takes a custom required message and minimum', () => {
    const title = textSchema({
      max: 100,
      min: 3,
      minMessage: 'Mínimo 3',
      required: 'Nombre es requerido',
    });
    expect(firstMessage(title, '')).toBe('Nombre es requerido');
    expect(firstMessage(title, 'ab')).toBe('Mínimo 3');
    expect(firstMessage(title, 'abc')).toBeNull();
  });

  it('uses a custom maximum message', () => {
    const aboutMe = textSchema({
      max: 500,
      required: false,
      maxMessage: 'Sobre mi no puede exceder más de 500 caracteres',
    });
    expect(firstMessage(aboutMe, 'a'.repeat(501))).toBe('Sobre mi no puede exceder más de 500 caracteres');
  });
});

describe('powerTextSchema', () => {
  const fullName = powerTextSchema(100);

  it('requires the field', () => {
    expect(firstMessage(fullName, '')).toBe('Campo requerido');
  });

  it('requires at least 2 characters with the spec’s wording', () => {
    expect(firstMessage(fullName, 'a')).toBe('Minimo 2 caracteres');
    expect(firstMessage(fullName, 'ab')).toBeNull();
  });

  it('allows 100 characters and rejects 101 with "Maximo 100 caracteres"', () => {
    expect(firstMessage(fullName, 'a'.repeat(100))).toBeNull();
    expect(firstMessage(fullName, 'a'.repeat(101))).toBe('Maximo 100 caracteres');
    expect(firstMessage(powerTextSchema(30), 'a'.repeat(31))).toBe('Maximo 30 caracteres');
  });
});

describe('digitsOnly', () => {
  const number = v.pipe(v.string(), digitsOnly());

  it('accepts digits and an empty value, rejects anything else', () => {
    expect(firstMessage(number, '0123')).toBeNull();
    expect(firstMessage(number, '')).toBeNull();
    expect(firstMessage(number, '12.5')).toBe('Solo números permitidos');
    expect(firstMessage(number, '-1')).toBe('Solo números permitidos');
  });
});

describe('yearSchema', () => {
  const registrationYear = yearSchema(REGISTRATION_YEAR_RANGE);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts the bounds 1995 and the current year for fixed registration', () => {
    expect(firstMessage(registrationYear, '1995')).toBeNull();
    expect(firstMessage(registrationYear, '2026')).toBeNull();
  });

  it('rejects years outside the range, naming the current year as the upper end', () => {
    expect(firstMessage(registrationYear, '1994')).toBe('El año debe estar entre 1995 y 2026');
    expect(firstMessage(registrationYear, '2027')).toBe('El año debe estar entre 1995 y 2026');
    expect(firstMessage(yearSchema(POWER_YEAR_RANGE), '2004')).toBe('El año debe estar entre 2005 y 2026');
  });

  it('moves the upper end by itself when the year turns in Chile, not in UTC', () => {
    // 02:30 UTC on 1 January is still 31 December in Santiago (UTC-3 in summer).
    vi.setSystemTime(new Date('2027-01-01T02:30:00Z'));
    expect(currentYearInChile()).toBe(2026);
    expect(firstMessage(registrationYear, '2027')).toBe('El año debe estar entre 1995 y 2026');
    vi.setSystemTime(new Date('2027-01-01T03:30:00Z'));
    expect(currentYearInChile()).toBe(2027);
    expect(firstMessage(registrationYear, '2027')).toBeNull();
  });

  it('requires a year made of digits only', () => {
    expect(firstMessage(registrationYear, '')).toBe('Campo requerido');
    expect(firstMessage(registrationYear, '20a0')).toBe('Solo números permitidos');
  });

  it('lists the power years from the current year down to 2005', () => {
    const years = yearOptions(POWER_YEAR_RANGE);
    expect(years).toHaveLength(22);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2005);
  });
});
