// The notice of a session that ended while the person was working (a save or an upload refused
// because the session was closed in another tab or revoked by a password change): it is noted in
// this tab's sessionStorage before leaving for the sign-in page, which shows it once.

export const SESSION_ENDED_MESSAGE = 'Tu sesión terminó. Inicia sesión de nuevo para continuar.';

const NOTICE_ITEM = 'enlista.session-ended';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function noteSessionEnded(): void {
  try {
    tabStorage()?.setItem(NOTICE_ITEM, '1');
  } catch {
    // Without storage the sign-in page simply shows no notice.
  }
}

/** Whether a notice is waiting to be shown. */
export function hasSessionEndedNotice(): boolean {
  try {
    return tabStorage()?.getItem(NOTICE_ITEM) === '1';
  } catch {
    return false;
  }
}

/** Removes the notice once shown, so a later visit to the sign-in page does not repeat it. */
export function clearSessionEndedNotice(): void {
  try {
    tabStorage()?.removeItem(NOTICE_ITEM);
  } catch {
    // Nothing was stored.
  }
}
