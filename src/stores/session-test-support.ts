// Test-only helper for the session tests: a fresh device with nobody signed in, and API mocks that
// answer the session calls.
import type { Mock } from 'vitest';
import { $refusedToken, $refusedWrite } from '@/lib/http/auth-tokens.ts';
import { clearAlerts } from './alerts.ts';
import { endSession } from './session.ts';

export interface SessionApiMocks {
  readonly usersPost: Mock;
  readonly businessPost: Mock;
}

/** Clears storage, session, refused-call marks and alerts; the users API answers with `user`, the business API with 'ok'. */
export function startSignedOut(api: SessionApiMocks, user: unknown) {
  localStorage.clear();
  endSession('refused');
  $refusedToken.set(null);
  $refusedWrite.set(false);
  clearAlerts();
  api.usersPost.mockReset().mockResolvedValue({ data: user });
  api.businessPost.mockReset().mockResolvedValue({ message: 'ok' });
}
