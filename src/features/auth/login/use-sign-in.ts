// What happens once the API accepts a sign-in: the session starts
// (a user session ends any business session and the reverse), the success alert shows for 3 s,
// the server message for 2 s, then the worker goes to /user/dashboard/home (or back to the
// worker-area address in `volver`) and a company to /business/dashboard.
import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths.ts';
import { workerLandingPath } from '@/lib/return-path.ts';
import { showAlert } from '@/stores/alerts.ts';
import { pickBrand, rememberBrand, type Brand } from '@/stores/brand.ts';
import { $session, startSession, type CompanyLink } from '@/stores/session.ts';
import { navigation } from '@/features/auth/shared/navigation.ts';
import type { SignInOutcome } from './sign-in-outcome.ts';

export const LOGIN_ALERT_MS = 3000;
export const SERVER_MESSAGE_MS = 2000;
export const LOGIN_FAILED = { title: 'Inicio de sesión fallido', message: 'Intenta más tarde' } as const;
export const LOGIN_SUCCEEDED = { title: 'Inicio de sesión exitoso', message: 'Bienvenido' } as const;

export type SessionOutcome = Extract<SignInOutcome, { kind: 'user' | 'business' }>;

export class UnusableAnswerError extends Error {
  constructor() {
    super('The sign-in answer carried no usable session');
    this.name = 'UnusableAnswerError';
  }
}

export function showLoginFailed(): void {
  showAlert({ type: 'error', ...LOGIN_FAILED, durationMs: LOGIN_ALERT_MS });
}

/**
 * Remembers the brand the account's dashboard will apply (the same pick the dashboards make), so
 * its first visit is painted with it before any module runs.
 */
function rememberDashboardBrand(brands: readonly Brand[]): void {
  const session = $session.get();
  const slug =
    session.kind === 'user'
      ? session.user.business.slug || session.user.business.name_business
      : session.kind === 'business'
        ? session.business.slug
        : null;
  if (slug !== null && brands.length > 0) rememberBrand(pickBrand(brands, { slug }));
}

/**
 * Returns `enter(outcome)`: starts the session (remembering the company link of a worker's
 * sign-in, where they sign in again if the session ends mid-work, and the dashboard's brand) and
 * schedules the move to the dashboard.
 */
export function useSignIn(
  onMessage: (message: string) => void,
  link: CompanyLink | null = null,
  brands: readonly Brand[] = [],
) {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return async function enter(outcome: SessionOutcome): Promise<void> {
    if (!(await startSession(outcome.kind, outcome.actor, outcome.token, link))) throw new UnusableAnswerError();
    rememberDashboardBrand(brands);
    showAlert({ type: 'success', ...LOGIN_SUCCEEDED, durationMs: LOGIN_ALERT_MS });
    onMessage(outcome.message || LOGIN_SUCCEEDED.message);
    // A worker who came from a worker-area address (a shared posting) returns to it.
    const target =
      outcome.kind === 'user'
        ? workerLandingPath(window.location.search, window.location.origin)
        : paths.businessDashboard;
    timer.current = window.setTimeout(() => navigation.assign(target), SERVER_MESSAGE_MS);
  };
}
