// Public entry of the validation pieces shared by every form and the local API. The schemas that
// check a commune against the commune table (job postings, registration, privacy requests) are
// imported from their own files, so the forms that need no commune do not carry the table.
export * from './messages.ts';
export * from './clean-text.ts';
export * from './text.ts';
export * from './password.ts';
export * from './rut.ts';
export * from './phone.ts';
export * from './dial-codes.ts';
export * from './email.ts';
export * from './plate.ts';
export * from './file-sniff.ts';
export * from './file-rules.ts';
export * from './file.ts';
export * from './calendar-date.ts';
export * from './applicant-email.ts';
export * from './personal-data.ts';
export * from './work-experience.ts';
export * from './bank-details.ts';
export * from './password-change.ts';
export * from './rejection-reason.ts';
export * from './document-dates.ts';
export * from './required-documents.ts';
export * from './signing-code.ts';
export * from './signing-consent.ts';
export * from './refusal-reason.ts';
export * from './clp-amount.ts';
export * from './contract-template.ts';
export * from './verification-code.ts';
