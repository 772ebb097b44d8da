// Public entry of the validation pieces shared by every form and the local API.
export * from './messages.ts';
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
export * from './job-posting.ts';
export * from './applicant-email.ts';
export * from './personal-data.ts';
export * from './work-experience.ts';
export * from './bank-details.ts';
export * from './password-change.ts';
