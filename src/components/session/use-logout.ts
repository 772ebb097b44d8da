// 'Cerrar sesión' in either dashboard: ends the session on the server and here, then leaves for
// where the session store says ('/' for a worker, '/login' for a company). When the server cannot
// be told, the session stays and the person reads why, and may try again.
import { useState } from 'react';
import { showAlert } from '@/stores/alerts.ts';
import { logout, type SessionKind } from '@/stores/session.ts';

const LOGOUT_ERROR_TITLE = 'No se pudo cerrar sesión';
const LOGOUT_ERROR_MESSAGE = 'Error al cerrar sesion, intente nuevamente.';

/** `leaving` while the logout runs; `leave` runs it, then `onLeft` with the page to go to. */
export function useLogout(kind: SessionKind, onLeft: (path: string) => void) {
  const [leaving, setLeaving] = useState(false);
  async function leave(): Promise<void> {
    setLeaving(true);
    const destination = await logout(kind);
    if (destination !== null) {
      onLeft(destination);
      return;
    }
    setLeaving(false);
    showAlert({ type: 'error', title: LOGOUT_ERROR_TITLE, message: LOGOUT_ERROR_MESSAGE, durationMs: 4000 });
  }
  return { leaving, leave };
}
