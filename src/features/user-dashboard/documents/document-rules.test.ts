import { describe, expect, it } from 'vitest';
import {
  cardFiles,
  cardStatus,
  offersRenewal,
  documentProgress,
  documentStatusLabel,
  offersReplace,
  offersUpload,
  progressPercent,
  statusCounts,
  viewerFiles,
} from './document-rules.ts';
import type { DashboardFile } from './document-types.ts';

let nextId = 1;
const TODAY = '2026-11-27';

function file(overrides: Partial<DashboardFile> = {}): DashboardFile {
  const uploaded = overrides.isUploaded ?? overrides.file_status !== undefined;
  return {
    id_file: uploaded ? nextId++ : null,
    purpose_name: `documento_${nextId++}`,
    name: 'documento',
    title: null,
    type_file: 'General',
    type_name: uploaded ? 'pdf' : null,
    url_file: null,
    file_status: null,
    visibility: 'VISIBLE',
    isUploaded: uploaded,
    rejection_reason: null,
    date_upload: null,
    issue_date: null,
    expiration_date: null,
    ...overrides,
  };
}

describe('document status labels', () => {
  it.each([
    ['ACCEPTED', 'Aprobado'],
    ['REJECTED', 'Rechazado'],
    ['PENDING', 'En revisión'],
    ['SOLICIT_REJECTED', 'Solicitud de rechazo'],
    [null, 'Pendiente'],
    ['EXPIRED', 'Pendiente'],
  ])('shows %s as %s', (status, label) => {
    expect(documentStatusLabel(status)).toBe(label);
  });
});

describe('card actions', () => {
  it('offers a plus to upload only on unuploaded cards', () => {
    expect(offersUpload(file())).toBe(true);
    expect(offersUpload(file({ file_status: 'ACCEPTED' }))).toBe(false);
  });

  it('offers replace only when the status is REJECTED or PENDING', () => {
    expect(offersReplace(file({ file_status: 'REJECTED' }))).toBe(true);
    expect(offersReplace(file({ file_status: 'PENDING' }))).toBe(true);
    expect(offersReplace(file({ file_status: 'ACCEPTED' }))).toBe(false);
    expect(offersReplace(file({ file_status: 'SOLICIT_REJECTED' }))).toBe(false);
    expect(offersReplace(file())).toBe(false);
  });
});

describe('Documentos cargados progress', () => {
  it('counts files neither Rechazado nor Pendiente over the total', () => {
    const files = [
      file({ file_status: 'ACCEPTED' }),
      file({ file_status: 'PENDING' }),
      file({ file_status: 'SOLICIT_REJECTED' }),
      file({ file_status: 'REJECTED' }),
      file(),
    ];
    expect(documentProgress(files, TODAY)).toEqual({ uploaded: 3, total: 5 });
    expect(progressPercent(documentProgress(files, TODAY))).toBe(60);
  });

  it('leaves furgon_interior_general out of both numbers', () => {
    const files = [file({ purpose_name: 'furgon_interior_general', file_status: 'ACCEPTED' }), file()];
    expect(documentProgress(files, TODAY)).toEqual({ uploaded: 0, total: 1 });
  });

  it('counts an approved document past its expiry date as missing, and one about to expire as given', () => {
    const files = [
      file({ file_status: 'ACCEPTED', expiration_date: '2026-11-26' }),
      file({ file_status: 'ACCEPTED', expiration_date: '2026-12-10' }),
      file({ file_status: 'ACCEPTED', expiration_date: TODAY }),
    ];
    expect(documentProgress(files, TODAY)).toEqual({ uploaded: 2, total: 3 });
    expect(statusCounts(files, TODAY)).toEqual({ review: 0, accepted: 2, rejected: 0 });
  });

  it('is 0 % with no documents', () => {
    expect(progressPercent(documentProgress([], TODAY))).toBe(0);
  });
});

describe('count cards', () => {
  it('counts En revisión (a requested rejection still awaits a decision), Aceptados and Rechazados', () => {
    const files = [
      file({ file_status: 'PENDING' }),
      file({ file_status: 'ACCEPTED' }),
      file({ file_status: 'ACCEPTED' }),
      file({ file_status: 'REJECTED' }),
      file({ file_status: 'SOLICIT_REJECTED' }),
      file(),
    ];
    expect(statusCounts(files, TODAY)).toEqual({ review: 2, accepted: 2, rejected: 1 });
  });

  it('agrees with Documentos cargados: the same documents, En revisión plus Aceptados is the uploaded count', () => {
    const files = [
      file({ file_status: 'ACCEPTED' }),
      file({ file_status: 'ACCEPTED', purpose_name: 'furgon_interior_general' }),
      file({ file_status: 'PENDING' }),
      file({ file_status: 'SOLICIT_REJECTED' }),
      file({ file_status: 'REJECTED' }),
      file(),
    ];
    const counts = statusCounts(files, TODAY);
    expect(counts).toEqual({ review: 2, accepted: 1, rejected: 1 });
    expect(documentProgress(files, TODAY)).toEqual({ uploaded: counts.review + counts.accepted, total: 5 });
  });
});

describe('which files appear', () => {
  const general = file({ file_status: 'ACCEPTED' });
  const missingGeneral = file();
  const hidden = file({ file_status: 'ACCEPTED', visibility: 'HIDDEN' });
  const custom = file({ type_file: 'Personalizated', file_status: 'PENDING' });
  const requestedCustom = { ...file({ type_file: 'Personalizated' }), id_file: 99 };
  const groups = {
    filesGeneral: [general, missingGeneral],
    filesPersonalizated: [custom, requestedCustom],
    filesGeneralHidden: [hidden],
  };

  it('cards show visible general files and custom files, not hidden ones', () => {
    expect(cardFiles(groups)).toEqual([general, missingGeneral, custom, requestedCustom]);
  });

  it('the viewer lists files with an id and visibility VISIBLE, custom ones only once uploaded', () => {
    expect(viewerFiles(groups)).toEqual([general, custom]);
  });
});

describe('expiry on the card', () => {
  const TODAY = '2026-11-27';
  it("reads 'Vencido' once an approved document's expiry date has passed, and offers to replace it", () => {
    const expired = file({ file_status: 'ACCEPTED', expiration_date: '2026-11-26' });
    expect(cardStatus(expired, TODAY)).toEqual({ label: 'Vencido', tone: 'rejected', notice: null });
    expect(offersRenewal(expired, TODAY)).toBe(true);
  });

  it("stays 'Aprobado' and says 'Vence el dd/mm/aaaa' within 30 days of the expiry date", () => {
    const expiring = file({ file_status: 'ACCEPTED', expiration_date: '2026-12-27' });
    expect(cardStatus(expiring, TODAY)).toEqual({ label: 'Aprobado', tone: 'accepted', notice: 'Vence el 27/12/2026' });
    expect(offersRenewal(expiring, TODAY)).toBe(true);
  });

  it('says nothing more of a document valid for longer, nor of one rejected', () => {
    const valid = file({ file_status: 'ACCEPTED', expiration_date: '2026-12-28' });
    expect(cardStatus(valid, TODAY)).toEqual({ label: 'Aprobado', tone: 'accepted', notice: null });
    expect(offersRenewal(valid, TODAY)).toBe(false);
    const rejected = file({
      file_status: 'REJECTED',
      expiration_date: '2026-11-01',
      rejection_reason: 'Imagen ilegible',
    });
    expect(cardStatus(rejected, TODAY).label).toBe('Rechazado');
  });
});
