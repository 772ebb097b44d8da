import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_DATE_MESSAGES as M, documentDatesSchema, yearsLater } from './document-dates.ts';

const TODAY = '2026-11-27';
const expiring = documentDatesSchema({ expires: true, today: TODAY });
const lasting = documentDatesSchema({ expires: false, today: TODAY });

function messages(schema: typeof expiring, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('documentDatesSchema', () => {
  it('accepts an issue date up to today and an expiry after it', () => {
    expect(v.parse(expiring, { issue_date: '2022-03-01', expiration_date: '2028-03-01' })).toEqual({
      issue_date: '2022-03-01',
      expiration_date: '2028-03-01',
    });
    expect(messages(expiring, { issue_date: TODAY, expiration_date: '2026-11-28' })).toEqual([]);
  });

  it('requires both dates when the document type expires', () => {
    expect(messages(expiring, {})).toEqual(['Ingresa la fecha de emisión', 'Ingresa la fecha de vencimiento']);
    expect(messages(expiring, { issue_date: '', expiration_date: null })).toEqual([M.issueRequired, M.expiryRequired]);
  });

  it('leaves both dates optional when it does not, reading an empty field as no date', () => {
    expect(v.parse(lasting, {})).toEqual({ issue_date: null, expiration_date: null });
    expect(v.parse(lasting, { issue_date: '', expiration_date: ' ' })).toEqual({
      issue_date: null,
      expiration_date: null,
    });
  });

  it('refuses what is not a calendar day', () => {
    expect(messages(lasting, { issue_date: '2026-02-30' })).toEqual(['La fecha de emisión no es válida']);
    expect(messages(lasting, { expiration_date: '27/11/2030' })).toEqual(['La fecha de vencimiento no es válida']);
    expect(messages(lasting, { issue_date: 20260101 })).toEqual([M.issueInvalid]);
  });

  it('refuses an issue date after today or before 1950', () => {
    expect(messages(expiring, { issue_date: '2026-11-28', expiration_date: '2030-01-01' })).toEqual([
      'La fecha de emisión no puede ser posterior a hoy',
    ]);
    expect(messages(lasting, { issue_date: '1949-12-31' })).toEqual([
      'La fecha de emisión no puede ser anterior a 1950',
    ]);
  });

  it('refuses an expiry on or before the issue date', () => {
    expect(messages(expiring, { issue_date: '2026-11-27', expiration_date: '2026-11-27' })).toEqual([
      'La fecha de vencimiento debe ser posterior a la fecha de emisión',
    ]);
  });

  it('refuses approving a document that has already expired, and an expiry over 20 years away', () => {
    expect(messages(expiring, { issue_date: '2020-01-01', expiration_date: '2026-11-26' })).toEqual([
      'El documento ya está vencido: recházalo con el motivo «Documento vencido»',
    ]);
    expect(messages(expiring, { issue_date: '2020-01-01', expiration_date: '2046-11-27' })).toEqual([]);
    expect(messages(expiring, { issue_date: '2020-01-01', expiration_date: '2046-11-28' })).toEqual([
      'La fecha de vencimiento no puede ser más de 20 años después de hoy',
    ]);
  });
});

describe('yearsLater', () => {
  it('keeps the day, and turns 29 February into 28 February in a common year', () => {
    expect(yearsLater('2026-11-27', 20)).toBe('2046-11-27');
    expect(yearsLater('2024-02-29', 1)).toBe('2025-02-28');
  });
});
