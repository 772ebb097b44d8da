// The e-mail verification of the security page: whether the code step is open, what the last code
// sent said and from when another may be asked for. Kept here rather than in the view, so leaving
// the page and coming back finds the code step where it was. A right code marks the signed-in
// worker's e-mail verified in the session store, so the account card says so at once; so does an
// answer that it was verified already (another tab or device got there first).
import { atom } from 'nanostores';
import { isApiError } from '@/lib/http/index.ts';
import { $session, replaceLoggedUser } from '@/stores/session.ts';
import { confirmEmailCode, sendEmailCode } from './email-verification-api.ts';

export interface EmailVerificationState {
  /** The code field is shown: a code was sent, or the API says one went out a moment ago. */
  readonly codeStep: boolean;
  /** What the last code sent said (where it went, how long it lasts). */
  readonly notice: string | null;
  /** From when another code may be asked for (ISO time), as the API said. */
  readonly resendAt: string | null;
}

export const START: EmailVerificationState = { codeStep: false, notice: null, resendAt: null };

export const $emailVerification = atom<EmailVerificationState>(START);

/** Either a code went out, or the e-mail is verified and `message` says so. */
export type EmailVerificationOutcome =
  { readonly verified: false } | { readonly verified: true; readonly message: string };

function markVerified(): void {
  const session = $session.get();
  if (session.kind !== 'user') return;
  void replaceLoggedUser({ ...session.user, security_user: { ...session.user.security_user, email_verified: true } });
  $emailVerification.set(START);
}

/** A 409 means the e-mail is verified already: the session learns it and the step is done. */
function verifiedAlready(error: unknown): EmailVerificationOutcome | null {
  if (!isApiError(error) || error.status !== 409) return null;
  markVerified();
  return { verified: true, message: error.serverMessage('Tu correo ya está verificado.') };
}

/**
 * Asks for a code ('Verificar correo', 'Reenviar código'). A refusal is thrown for the view to show;
 * a 429 still opens the code step, since it means a code was sent a moment ago.
 */
export async function requestEmailCode(): Promise<EmailVerificationOutcome> {
  try {
    const sent = await sendEmailCode();
    $emailVerification.set({ codeStep: true, notice: sent.message, resendAt: sent.state.resend_at });
    return { verified: false };
  } catch (error) {
    const done = verifiedAlready(error);
    if (done) return done;
    if (isApiError(error) && error.throttled) $emailVerification.set({ ...$emailVerification.get(), codeStep: true });
    throw error;
  }
}

/**
 * Confirms the code and resolves the message that says the e-mail is verified; a wrong or expired
 * code is thrown for the view to show beside what was typed.
 */
export async function confirmEmail(code: string): Promise<string> {
  try {
    const message = await confirmEmailCode({ code });
    markVerified();
    return message;
  } catch (error) {
    const done = verifiedAlready(error);
    if (done?.verified) return done.message;
    throw error;
  }
}
