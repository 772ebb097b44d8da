// POST /auth/login { email, password, rgs? } and POST /auth/validate-code-email-verification
// { code, token }.
//   With rgs: any account of that tenant (the company link); without: company accounts only.
//   200 { message, data: logged user | logged business, with token_jwt }
//   200 { message, data: { email_verification: true, email_one_time_token } } when the account
//       must verify its e-mail first (no session yet; the code goes to the outbox)
//   400 unknown rgs · 401 'Correo o contraseña incorrectos.' (same for unknown e-mails)
//   403 { message, data: { worker_account } } without rgs, to a worker's right e-mail and password:
//       the company's own sign-in page, where workers sign in (never for a wrong password)
//   429 after repeated failures (Retry-After in seconds)
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { hashPassword, needsRehash, passwordCost, verifyPassword } from '../../lib/password.ts';
import type { Database } from '../../db/database.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { jsonBody } from '../../lib/validate.ts';
import {
  LoginBodySchema,
  VerificationCodeBodySchema,
  workerAccountMessage,
  type WorkerAccountAnswer,
} from '../../../src/lib/contract/auth.ts';
import {
  USER_ROLE,
  findAccount,
  findSignInAccounts,
  findTenantById,
  findTenantByRgs,
  findWorkerAccounts,
  markEmailVerified,
  type Account,
} from './accounts.ts';
import { tooManyAttemptsMessage, tooManyRequests } from '../../lib/throttle.ts';
import { AUTH_MESSAGES, tooManyCodesMessage, welcomeMessage } from './messages.ts';
import { actorPayload } from './payload.ts';
import { signSessionToken } from './session-token.ts';
import { companySignInLink } from './worker-link.ts';
import { attemptSucceeded, reserveAttempt } from './throttle.ts';
import { checkVerificationCode, issueVerificationCode } from './verification.ts';

const loginBody = jsonBody(LoginBodySchema);
const codeBody = jsonBody(VerificationCodeBodySchema);

// Unknown e-mails still pay for one scrypt check at the current cost, so timing does not tell
// them apart.
const timingHashes = new Map<number, Promise<string>>();
function dummyHash(): Promise<string> {
  const { N } = passwordCost();
  let hash = timingHashes.get(N);
  if (!hash) timingHashes.set(N, (hash = hashPassword('enlista-timing-equaliser')));
  return hash;
}

/**
 * Replaces a hash made with a lower cost than today's, now that the password is known to match.
 * Only the hash just checked is replaced (a password changed meanwhile stays), and the sessions
 * stay valid: the password is the same.
 */
async function rehashIfWeak(db: Database, account: Account, password: string): Promise<void> {
  const stored = account.password_hash;
  if (stored === null || !needsRehash(stored)) return;
  const fresh = await hashPassword(password);
  db.prepare('UPDATE users SET password_hash = ? WHERE id_user = ? AND password_hash = ?').run(
    fresh,
    account.id_user,
    stored,
  );
}

async function matchingAccount(candidates: readonly Account[], password: string): Promise<Account | undefined> {
  if (candidates.length === 0) {
    await verifyPassword(password, await dummyHash());
    return undefined;
  }
  for (const candidate of candidates) {
    if (candidate.password_hash && (await verifyPassword(password, candidate.password_hash))) return candidate;
  }
  return undefined;
}

async function signedIn(deps: AppDeps, account: Account) {
  const payload = actorPayload(deps.db, account);
  const name = 'firstname' in payload ? payload.firstname : payload.name;
  return { message: welcomeMessage(name), data: { ...payload, token_jwt: await signSessionToken(deps, account) } };
}

export function loginRoutes(deps: AppDeps) {
  return new Hono()
    .post('/login', loginBody, async (c) => {
      const { email, password, rgs } = c.req.valid('json');
      const tenant = rgs ? findTenantByRgs(deps.db, rgs) : null;
      if (rgs && !tenant) return c.json({ message: AUTH_MESSAGES.invalidLink }, 400);
      const key = { email: email.toLowerCase(), tenantId: tenant?.id_business ?? null, client: clientAddress(c) };
      const now = deps.now();
      // Reserved before the password check awaits, so tries in flight count (routes/auth/throttle.ts).
      const attempt = reserveAttempt(deps.db, key, now);
      if (!attempt.ok) return tooManyRequests(c, attempt.wait, tooManyAttemptsMessage(attempt.wait));
      // The company sign-in also checks the worker accounts of the e-mail, so a worker who typed
      // the right password here is told where to sign in instead of being refused.
      const candidates = findSignInAccounts(deps.db, email, key.tenantId);
      if (!tenant) candidates.push(...findWorkerAccounts(deps.db, email));
      const account = await matchingAccount(candidates, password);
      if (!account) return c.json({ message: AUTH_MESSAGES.loginFailed }, 401);
      attemptSucceeded(deps.db, attempt.id);
      await rehashIfWeak(deps.db, account, password);
      if (!tenant && account.role === USER_ROLE) {
        const company = findTenantById(deps.db, account.id_business);
        if (company) {
          const answer: WorkerAccountAnswer = {
            message: workerAccountMessage(company.display_name),
            data: {
              worker_account: { display_name: company.display_name, login_path: companySignInLink('', company) },
            },
          };
          return c.json(answer, 403);
        }
      }
      if (account.requires_email_verification && !account.email_verified) {
        const issued = issueVerificationCode(deps.db, account, now);
        if (!issued.ok) {
          return tooManyRequests(c, issued.retryAfterSeconds, tooManyCodesMessage(issued.retryAfterSeconds));
        }
        return c.json({
          message: AUTH_MESSAGES.verificationSent,
          data: { email_verification: true, email_one_time_token: issued.oneTimeToken },
        });
      }
      return c.json(await signedIn(deps, account));
    })
    .post('/validate-code-email-verification', codeBody, async (c) => {
      const { code, token } = c.req.valid('json');
      const now = deps.now();
      const check = checkVerificationCode(deps.db, token, code, now);
      if (!check.ok) {
        return c.json({ message: check.reason === 'wrong' ? AUTH_MESSAGES.codeWrong : AUTH_MESSAGES.codeExpired }, 400);
      }
      markEmailVerified(deps.db, check.idUser, now);
      const account = findAccount(deps.db, check.idUser);
      if (!account) return c.json({ message: AUTH_MESSAGES.codeExpired }, 400);
      return c.json(await signedIn(deps, account));
    });
}
