// Test-only sample: a general document the worker has not uploaded yet, as the API lists it.
import type { DashboardFile } from './document-types.ts';

export function missingDocument(purpose: string): DashboardFile {
  return {
    id_file: null,
    purpose_name: purpose,
    name: purpose,
    title: null,
    type_file: 'General',
    type_name: null,
    url_file: null,
    file_status: null,
    visibility: 'VISIBLE',
    isUploaded: false,
    rejection_reason: null,
    date_upload: null,
    issue_date: null,
    expiration_date: null,
  };
}
