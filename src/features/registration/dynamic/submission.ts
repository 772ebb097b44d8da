// The multipart body of POST /forms/register/submit: `userData` with the page
// responses in the order they were answered, `consents` with the consents of the last page, then
// one part per input_id: the first file for file inputs, each item for lists, the text otherwise.
import type { DynamicSubmission } from '@/lib/contract/register.ts';
import type { RegistrationConsents } from '@/lib/validation/consent.ts';
import type { PageResponse } from './responses-store.ts';

export function submissionBody(
  pages: readonly PageResponse[],
  fileOf: (inputId: number) => File | undefined,
  consents: RegistrationConsents,
): FormData {
  const body = new FormData();
  const userData: DynamicSubmission = [...pages];
  body.append('userData', JSON.stringify(userData));
  body.append('consents', JSON.stringify(consents));
  for (const response of pages.flatMap((page) => page.responses)) {
    const name = String(response.input_id);
    if (response.type === 'file') {
      const file = fileOf(response.input_id);
      if (file) body.append(name, file, file.name);
    } else if (Array.isArray(response.value)) {
      for (const item of response.value) body.append(name, item);
    } else {
      body.append(name, response.value);
    }
  }
  return body;
}
