import { describe, expect, it } from 'vitest';
import { countsAsRequired, summarizeDocumentation, type CountedDocument } from './documentation.ts';

const TODAY = '2026-11-27';

function doc(status: string | null, extra: Partial<CountedDocument> = {}): CountedDocument {
  return {
    purpose_name: `doc_${Math.random().toString(36).slice(2)}`,
    type_file: 'General',
    visibility: 'VISIBLE',
    isUploaded: status !== null,
    file_status: status,
    expiration_date: null,
    ...extra,
  };
}

describe('countsAsRequired', () => {
  it('counts visible general and custom documents, never the van interior photo or a hidden one', () => {
    expect(countsAsRequired(doc(null))).toBe(true);
    expect(countsAsRequired(doc(null, { type_file: 'Personalizated', visibility: 'HIDDEN' }))).toBe(true);
    expect(countsAsRequired(doc(null, { visibility: 'HIDDEN' }))).toBe(false);
    expect(countsAsRequired(doc('ACCEPTED', { purpose_name: 'furgon_interior_general' }))).toBe(false);
  });
});

describe('summarizeDocumentation', () => {
  it('is completa when every document is approved and valid', () => {
    const summary = summarizeDocumentation(
      [doc('ACCEPTED'), doc('ACCEPTED', { expiration_date: '2030-01-01' })],
      TODAY,
    );
    expect(summary).toMatchObject({ state: 'completa', states: ['completa'], approved: 2, required: 2, missing: 0 });
  });

  it('is incompleta while a document is missing or in review, and counts the missing ones', () => {
    const summary = summarizeDocumentation([doc('ACCEPTED'), doc(null), doc('PENDING')], TODAY);
    expect(summary).toMatchObject({ state: 'incompleta', approved: 1, required: 3, missing: 1, in_review: 1 });
  });

  it('puts rejections before incompleteness, and expiry before everything', () => {
    const rejected = summarizeDocumentation([doc('REJECTED'), doc(null)], TODAY);
    expect(rejected).toMatchObject({ state: 'con_rechazos', states: ['con_rechazos', 'incompleta'], missing: 2 });
    const expired = summarizeDocumentation(
      [doc('REJECTED'), doc('ACCEPTED', { expiration_date: '2026-11-01' })],
      TODAY,
    );
    expect(expired).toMatchObject({ state: 'vencida', expired: 1, approved: 0, missing: 2 });
  });

  it('reads por vencer for a complete worker whose document expires within 30 days', () => {
    const summary = summarizeDocumentation(
      [doc('ACCEPTED', { expiration_date: '2026-12-20' }), doc('ACCEPTED')],
      TODAY,
    );
    expect(summary).toMatchObject({
      state: 'por_vencer',
      states: ['por_vencer', 'completa'],
      approved: 2,
      expiring: 1,
    });
  });

  it('is completa with nothing to give', () => {
    expect(summarizeDocumentation([], TODAY)).toMatchObject({ state: 'completa', required: 0, approved: 0 });
  });
});
