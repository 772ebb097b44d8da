import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import { registrationArrived } from './registration-arrived.ts';
import type { PageResponse } from './responses-store.ts';

const answer = (input_id: number, type: string, value: string) => ({
  input_id,
  type,
  value,
  label: type,
  origin: 'input',
  country: null,
  countryCode: null,
});
const pages: PageResponse[] = [
  { page_id: 1, responses: [answer(1, 'text', 'Ignacio'), answer(2, 'email', 'nuevo@correo.cl')] },
  { page_id: 2, responses: [answer(3, 'rut', '11.111.111-1'), answer(4, 'file', 'licencia.jpg')] },
];

describe('checking whether an unanswered registration arrived', () => {
  it('asks the e-mail check with the link’s code: registered means it arrived', async () => {
    const isEmailRegistered = vi.fn(() => Promise.resolve(true));
    const checks = { isEmailRegistered, isRutRegistered: vi.fn(() => Promise.resolve(false)) };
    expect(await registrationArrived(pages, 'sur-2025', checks)).toBe('arrived');
    expect(isEmailRegistered).toHaveBeenCalledWith('nuevo@correo.cl', 'sur-2025');
  });

  it('says it is missing when the e-mail is not registered', async () => {
    const checks = { isEmailRegistered: () => Promise.resolve(false), isRutRegistered: () => Promise.resolve(true) };
    expect(await registrationArrived(pages, 'sur-2025', checks)).toBe('missing');
  });

  it('falls back to the RUT when the form asks no e-mail', async () => {
    const isRutRegistered = vi.fn(() => Promise.resolve(true));
    const checks = { isEmailRegistered: vi.fn(() => Promise.resolve(false)), isRutRegistered };
    expect(await registrationArrived(pages.slice(1), 'sur-2025', checks)).toBe('arrived');
    expect(isRutRegistered).toHaveBeenCalledWith('11.111.111-1', 'sur-2025');
  });

  it('claims nothing when the check gets no answer either, or there is nothing to check', async () => {
    const failing = {
      isEmailRegistered: () => Promise.reject(new ApiError('network', 0, [])),
      isRutRegistered: () => Promise.resolve(false),
    };
    expect(await registrationArrived(pages, 'sur-2025', failing)).toBe('unknown');
    expect(await registrationArrived([{ page_id: 1, responses: [answer(1, 'text', 'x')] }], 'sur-2025', failing)).toBe(
      'unknown',
    );
  });
});
