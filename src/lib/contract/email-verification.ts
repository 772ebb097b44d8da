// The worker verifies their e-mail from the security settings (users API, auth-user):
//   POST /api/users/email-verification          → { message, data: EmailCodeState }: a 6-digit code
//        to the account's e-mail (429 with Retry-After within a minute of the last one, or past
//        five an hour)
//   POST /api/users/email-verification/confirm  { code } → { message, data: { email_verified: true } }
// The code is the six digits of the shared rule (src/lib/validation/signing-code.ts); the local
// API checks the body with the schema below and builds its answers to the ones after it.
import * as v from 'valibot';
import { signingCodeSchema } from '../validation/signing-code.ts';

/** POST /api/users/email-verification/confirm */
export const EmailCodeBodySchema = v.object({ code: signingCodeSchema() });
export type EmailCodeBody = v.InferInput<typeof EmailCodeBodySchema>;

const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());

/** The code just sent: when, until when it works, and from when another may be asked for. */
export const emailCodeStateSchema = v.object({
  sent_at: isoTimestamp,
  expires_at: isoTimestamp,
  resend_at: isoTimestamp,
});
export type EmailCodeState = v.InferOutput<typeof emailCodeStateSchema>;

export const emailCodeSentAnswerSchema = v.object({ message: v.string(), data: emailCodeStateSchema });
export const emailVerifiedAnswerSchema = v.object({
  message: v.string(),
  data: v.object({ email_verified: v.literal(true) }),
});
