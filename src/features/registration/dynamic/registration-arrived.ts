// After a registration submit that got no answer: asks the company's duplicate checks whether the
// e-mail (else the RUT) in the answers is now registered, i.e. whether the submit arrived.
import { isEmailRegistered, isRutRegistered } from '@/features/registration/fixed/registration-api.ts';
import type { PageResponse } from './responses-store.ts';

export type Arrival = 'arrived' | 'missing' | 'unknown';

function answerOf(pages: readonly PageResponse[], type: string): string | null {
  const found = pages.flatMap((page) => page.responses).find((response) => response.type === type);
  return found && typeof found.value === 'string' && found.value.trim() !== '' ? found.value.trim() : null;
}

export async function registrationArrived(
  pages: readonly PageResponse[],
  rgs: string,
  checks = { isEmailRegistered, isRutRegistered },
): Promise<Arrival> {
  const email = answerOf(pages, 'email');
  const rut = answerOf(pages, 'rut');
  try {
    if (email) return (await checks.isEmailRegistered(email, rgs)) ? 'arrived' : 'missing';
    if (rut) return (await checks.isRutRegistered(rut, rgs)) ? 'arrived' : 'missing';
  } catch {
    return 'unknown';
  }
  return 'unknown';
}
