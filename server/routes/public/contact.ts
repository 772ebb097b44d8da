// The public contact calls, mounted at the root:
//   POST /contact/emails/reu                      meeting request { phone, firstname, lastname, email, message }
//   POST /contact/send-email-contact              general contact { name, email, subject, message }
//   POST /contact/send-email-inquiries-complaints inquiry or complaint { kind, name, rut, email, company, message }
//   POST /business/contact-business               business contact { name_business, name, email, phone, industry, team_size, message }
//   POST /business/register                       company sign-up with fleet requirements: JSON, or multipart with
//                                                 `logoBusiness` (first file only) and a `data` JSON part
// Bodies are judged by the shared schemas of src/lib/validation/public-forms.ts. Success: 200
// { message } after the request is stored and the team's e-mail is in the outbox. Refusal: 400
// { message: string[] }, each 'Campo: regla'; a body that is not JSON (or not multipart with a
// JSON `data` part) answers 400 with one Spanish message. No route needs a session.
// Every form sends a message, so each is throttled per client address before its body is read:
// 429 with the seconds to wait past PUBLIC_FORM_PER_CLIENT (or the day's ceiling).
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import type { RateRule } from '../../lib/rate-limit.ts';
import { throttleClient } from '../../lib/throttle.ts';
import { checkBody, checkLogo } from './contact-input.ts';
import type { RequestKind } from './contact-input.ts';
import { storeRequest } from './contact-store.ts';

export const CONTACT_MESSAGES = {
  meeting: 'Correo enviado correctamente',
  contact: 'Mensaje enviado correctamente.',
  inquiry: 'Recibimos tu solicitud. Te responderemos por correo electrónico.',
  businessContact: 'Mensaje enviado correctamente.',
  businessRegister: 'Recibimos los datos de tu empresa. Te contactaremos dentro del día hábil siguiente.',
} as const satisfies Record<RequestKind, string>;

/** Each form, per client address: a few in ten minutes, and a ceiling over the day. */
export const PUBLIC_FORM_PER_CLIENT: RateRule = { limit: 10, windowMs: 10 * 60_000 };
export const PUBLIC_FORM_PER_CLIENT_DAY: RateRule = { limit: 50, windowMs: 24 * 60 * 60_000 };

const invalidBody = (c: Context) => c.json({ message: API_MESSAGES.invalidBody }, 400);

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await c.req.json() };
  } catch {
    return { ok: false };
  }
}

function isMultipart(c: Context): boolean {
  return (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

function jsonRoute(deps: AppDeps, kind: Exclude<RequestKind, 'businessRegister'>) {
  return async (c: Context) => {
    const json = await readJson(c);
    if (!json.ok) return invalidBody(c);
    const checked = checkBody(kind, json.value);
    if (!checked.ok) return c.json({ message: checked.messages }, 400);
    await storeRequest(deps, { kind, body: checked.output });
    return c.json({ message: CONTACT_MESSAGES[kind] });
  };
}

/** The `data` JSON part and the first `logoBusiness` file of a multipart sign-up. */
async function readSignUpMultipart(c: Context): Promise<{ data: unknown; logo: unknown } | null> {
  try {
    const body = await c.req.parseBody({ all: true });
    const data = [body.data].flat()[0];
    if (typeof data !== 'string') return null;
    return { data: JSON.parse(data) as unknown, logo: [body.logoBusiness].flat()[0] };
  } catch {
    return null;
  }
}

async function registerBusiness(deps: AppDeps, c: Context) {
  let input: unknown;
  let logoPart: unknown;
  if (isMultipart(c)) {
    const parts = await readSignUpMultipart(c);
    if (!parts) return invalidBody(c);
    input = parts.data;
    logoPart = parts.logo;
  } else {
    const json = await readJson(c);
    if (!json.ok) return invalidBody(c);
    input = json.value;
  }
  const checked = checkBody('businessRegister', input);
  const logo = await checkLogo(logoPart);
  const messages = [...(checked.ok ? [] : checked.messages), ...(logo.ok ? [] : logo.messages)];
  if (!checked.ok || !logo.ok) return c.json({ message: messages }, 400);
  await storeRequest(deps, { kind: 'businessRegister', body: checked.output, logo: logo.output });
  return c.json({ message: CONTACT_MESSAGES.businessRegister });
}

export function contactRoutes(deps: AppDeps) {
  const throttle = (kind: RequestKind) =>
    throttleClient(deps, `public-form:${kind}`, { recent: PUBLIC_FORM_PER_CLIENT, day: PUBLIC_FORM_PER_CLIENT_DAY });
  return new Hono()
    .post('/contact/emails/reu', throttle('meeting'), jsonRoute(deps, 'meeting'))
    .post('/contact/send-email-contact', throttle('contact'), jsonRoute(deps, 'contact'))
    .post('/contact/send-email-inquiries-complaints', throttle('inquiry'), jsonRoute(deps, 'inquiry'))
    .post('/business/contact-business', throttle('businessContact'), jsonRoute(deps, 'businessContact'))
    .post('/business/register', throttle('businessRegister'), (c) => registerBusiness(deps, c));
}
