import { describe, expect, it } from 'vitest';
import { acceptsWorkerUpload, daysUntil, documentStanding, expiryState, isAwaitingReview } from './standing.ts';

const TODAY = '2026-11-27';
const approved = (expiration_date: string | null) => ({ isUploaded: true, file_status: 'ACCEPTED', expiration_date });

describe('expiryState', () => {
  it('reads an approved document as vencido the day after its expiry day', () => {
    expect(expiryState(approved('2026-11-26'), TODAY)).toBe('vencido');
    expect(expiryState(approved('2026-11-27'), TODAY)).toBe('por_vencer');
  });

  it('reads it as por vencer 30 days before, and vigente before that', () => {
    expect(expiryState(approved('2026-12-27'), TODAY)).toBe('por_vencer');
    expect(expiryState(approved('2026-12-28'), TODAY)).toBe('vigente');
  });

  it('has no expiry state without a date, or unless approved', () => {
    expect(expiryState(approved(null), TODAY)).toBeNull();
    expect(expiryState({ isUploaded: true, file_status: 'PENDING', expiration_date: '2020-01-01' }, TODAY)).toBeNull();
    expect(
      expiryState({ isUploaded: false, file_status: 'ACCEPTED', expiration_date: '2020-01-01' }, TODAY),
    ).toBeNull();
  });

  it('counts days across a month and a year', () => {
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-11-20', TODAY)).toBe(-7);
  });
});

describe('documentStanding', () => {
  it('tells missing, in review (both statuses), rejected, approved, expiring and expired apart', () => {
    expect(documentStanding({ isUploaded: false, file_status: null, expiration_date: null }, TODAY)).toBe('missing');
    expect(documentStanding({ isUploaded: true, file_status: 'PENDING', expiration_date: null }, TODAY)).toBe(
      'in_review',
    );
    expect(documentStanding({ isUploaded: true, file_status: 'SOLICIT_REJECTED', expiration_date: null }, TODAY)).toBe(
      'in_review',
    );
    expect(documentStanding({ isUploaded: true, file_status: 'REJECTED', expiration_date: null }, TODAY)).toBe(
      'rejected',
    );
    expect(documentStanding(approved(null), TODAY)).toBe('approved');
    expect(documentStanding(approved('2026-12-01'), TODAY)).toBe('expiring');
    expect(documentStanding(approved('2026-01-01'), TODAY)).toBe('expired');
  });
});

describe('isAwaitingReview and acceptsWorkerUpload', () => {
  it('queues uploaded documents in review or awaiting a rejection request', () => {
    expect(isAwaitingReview({ isUploaded: true, file_status: 'PENDING' })).toBe(true);
    expect(isAwaitingReview({ isUploaded: true, file_status: 'SOLICIT_REJECTED' })).toBe(true);
    expect(isAwaitingReview({ isUploaded: true, file_status: 'ACCEPTED' })).toBe(false);
    expect(isAwaitingReview({ isUploaded: false, file_status: 'PENDING' })).toBe(false);
  });

  it('lets the worker upload a missing, rejected or pending document and renew an expiring one', () => {
    expect(acceptsWorkerUpload({ isUploaded: false, file_status: null, expiration_date: null }, TODAY)).toBe(true);
    expect(acceptsWorkerUpload({ isUploaded: true, file_status: 'REJECTED', expiration_date: null }, TODAY)).toBe(true);
    expect(acceptsWorkerUpload({ isUploaded: true, file_status: 'PENDING', expiration_date: null }, TODAY)).toBe(true);
    expect(
      acceptsWorkerUpload({ isUploaded: true, file_status: 'SOLICIT_REJECTED', expiration_date: null }, TODAY),
    ).toBe(false);
    expect(acceptsWorkerUpload(approved('2030-01-01'), TODAY)).toBe(false);
    expect(acceptsWorkerUpload(approved(null), TODAY)).toBe(false);
    expect(acceptsWorkerUpload(approved('2026-12-10'), TODAY)).toBe(true);
    expect(acceptsWorkerUpload(approved('2026-10-10'), TODAY)).toBe(true);
  });
});
