// The vehicle owner signs a simple power in process: creating the power sends the owner a chat
// message with a single-use 7-day link; the link reads the power (RUTs masked), sends a code by
// chat, signs with the owner's RUT and the code (copies to the owner's and the driver's e-mail),
// or rejects; a used, expired, tampered or foreign token is refused; the driver's own link shows
// where the power stands and, once signed, the signed file; anyone verifies it by its code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerPower, PowerState, Verification } from '../../../src/lib/contract/signing.ts';
import { DEV_POWER_JWT_SECRET } from '../../deps.ts';
import { signJwt } from '../../lib/jwt.ts';
import { pdfPageTexts } from '../../lib/documents/pdf-text.test-support.ts';
import { TINY_PNG } from '../../lib/test-images.ts';
import { sha256Hex } from '../../lib/signing/documents.ts';
import { readStored } from '../../lib/signing/files.ts';
import { DEMO_VERIFICATION_CODE } from '../../seed/signing.ts';
import { expectSpanishError, powerToken, sessionToken } from '../../security-test-support.ts';
import {
  WORKER,
  createSigningContext,
  dataOf,
  type SigningContext,
  type TestHeaders,
} from '../signing-test-helpers.ts';

const DAY = 24 * 60 * 60 * 1000;
let ctx: SigningContext;
beforeAll(async () => {
  ctx = await createSigningContext();
});
afterAll(() => ctx.cleanup());

const FIELDS: Record<string, string> = {
  ...{ fullNameDriver: 'Juan Pérez', rutDriver: '12345678-5', nationalityDriver: 'Chilena' },
  ...{ addressDriver: 'Av. Providencia 1234', vehicleBrand: 'Toyota', vehicleModel: 'Yaris', vehicleYear: '2019' },
  ...{ vehicleLicensePlate: 'BBBB12', fullNameOwner: 'María González', rutOwner: '7654321-6' },
  ...{ nationalityOwner: 'Chilena', addressOwner: 'Los Aromos 55', phoneOwner: '987654321' },
  emailOwner: 'maria@correo.cl',
};

/** Creates a power as the driver's page does; answers the driver's token and the owner's link token. */
async function createPower(emailDriver = ''): Promise<{ driver: string; owner: string }> {
  const driver = await signJwt({ sub: crypto.randomUUID(), purpose: 'simple-power' }, DEV_POWER_JWT_SECRET, {
    expiresInSeconds: 3600,
    now: ctx.now(),
  });
  const body = new FormData();
  for (const [field, value] of Object.entries({ ...FIELDS, emailDriver })) body.append(field, value);
  for (const side of ['frontal', 'posterior']) {
    body.append(`files[cedula_identidad_${side}_owner]`, new File([TINY_PNG], `${side}.png`, { type: 'image/png' }));
  }
  const response = await ctx.call('POST', '/api/users/create-power-simple', { 'auth-user': driver }, body);
  expect(response.status, await response.clone().text()).toBe(201);
  const message = ctx.outbox().find((entry) => entry.channel === 'chat' && entry.to === '56987654321');
  const link = message?.links.find((url) => url.startsWith('http://localhost:4321/firmar-poder?t='));
  return { driver, owner: new URL(link ?? 'http://x').searchParams.get('t') ?? '' };
}

const owner = (token: string) => ({ 'auth-power': token });
const signPower = (token: string, body: Record<string, unknown>) =>
  ctx.call('POST', '/api/public/power-signing/sign', owner(token), { consent: true, ...body });

async function messageOf(response: Response, status: number): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await expectSpanishError(response, String(status)))[0] ?? '';
}

describe('a new power', () => {
  let tokens: { driver: string; owner: string };
  beforeAll(async () => {
    tokens = await createPower('juan.perez@correo.cl');
  });

  it('sends the owner a chat message with the single-use, 7-day signing link', () => {
    const message = ctx.outbox().find((entry) => entry.to === '56987654321');
    expect(message?.text).toContain(`Revísalo y fírmalo aquí: http://localhost:4321/firmar-poder?t=${tokens.owner}`);
    expect(message?.text).toContain('El enlace sirve una sola vez y vence en 7 días.');
    expect(message?.text).not.toContain('Te enviaremos el documento');
  });

  it('reads for the owner with RUTs, phone and e-mail masked, and as a PDF', async () => {
    const power = await dataOf<OwnerPower>(
      await ctx.call('GET', '/api/public/power-signing/power', owner(tokens.owner)),
    );
    expect(power).toMatchObject({
      status: 'AWAITING_OWNER_SIGNATURE',
      driver: { name: 'Juan Pérez', rut: '••.•••.678-5' },
      vehicle: { brand: 'Toyota', model: 'Yaris', year: 2019, plate: 'BBBB12' },
      owner: { name: 'María González', rut: '•.•••.321-6', phone: '+56 •••••4321', email: 'ma•••@correo.cl' },
      consent_text: 'Acepto firmar electrónicamente este poder y recibir una copia en mi correo.',
      link_expires_at: new Date(ctx.now().getTime() + 7 * DAY).toISOString(),
    });
    const file = await ctx.call('GET', '/api/public/power-signing/file', owner(tokens.owner));
    const text = (await pdfPageTexts(new Uint8Array(await file.arrayBuffer()))).join(' ');
    expect(text).toContain('yo, María González, RUT 7.654.321-6');
    expect(text).toContain('otorgo poder simple a Juan Pérez, RUT 12.345.678-5');
  });

  it('shows the driver that it awaits the owner', async () => {
    const state = await dataOf<PowerState>(
      await ctx.call('GET', '/api/users/power-simple/status', { 'auth-user': tokens.driver }),
    );
    expect(state).toMatchObject({ status: 'AWAITING_OWNER_SIGNATURE', date_signature: null, signed_file_url: null });
    expect(
      await messageOf(
        await ctx.call('GET', '/api/users/power-simple/signed-file', { 'auth-user': tokens.driver }),
        404,
      ),
    ).toBe('El poder aún no está firmado.');
  });

  it('is signed with the owner’s own RUT and the code sent by chat; copies go to both', async () => {
    const sent = await ctx.call('POST', '/api/public/power-signing/send-code', owner(tokens.owner));
    expect(((await sent.json()) as { message: string }).message).toBe(
      'Te enviamos un código de verificación por WhatsApp al +56 •••••4321. Vence en 10 minutos.',
    );
    const code = ctx.codeSentTo('56987654321');
    expect(await messageOf(await signPower(tokens.owner, { rut: '12.345.678-5', code }), 422)).toBe(
      'El RUT no coincide con el del dueño del vehículo.',
    );
    const response = await signPower(tokens.owner, { rut: '7.654.321-6', code });
    const body = (await response.json()) as { data: { status: string; verification_code: string }; message: string };
    expect(body.message).toBe('Firmaste el poder. Te enviamos una copia a tu correo.');
    expect(body.data.status).toBe('SIGNED');

    const ownerCopy = ctx.outbox().find((entry) => entry.to === 'maria@correo.cl');
    const driverCopy = ctx.outbox().find((entry) => entry.to === 'juan.perez@correo.cl');
    expect(ownerCopy?.subject).toBe('Copia del poder simple que firmaste');
    expect(driverCopy?.subject).toBe('Tu poder simple fue firmado');
    const attachment = ownerCopy?.attachments?.[0];
    expect(driverCopy?.attachments).toEqual([attachment]);
    const bytes = await readStored(ctx.blobs, attachment?.storage_path ?? '');
    expect(sha256Hex(bytes)).toBe(attachment?.sha256);
    const page = (await pdfPageTexts(bytes)).at(-1) ?? '';
    expect(page).toContain('Firmado por (Dueño del vehículo (mandante)) María González');
    expect(page).toContain('RUT del firmante 7.654.321-6');
    expect(page).toContain('por WhatsApp al +56 •••••4321');

    const state = await dataOf<PowerState>(
      await ctx.call('GET', '/api/users/power-simple/status', { 'auth-user': tokens.driver }),
    );
    expect(state).toMatchObject({ status: 'SIGNED', verification_code: body.data.verification_code });
    const signedFile = await ctx.call('GET', state.signed_file_url ?? '', { 'auth-user': tokens.driver });
    expect(sha256Hex(new Uint8Array(await signedFile.arrayBuffer()))).toBe(attachment?.sha256);

    const verification = await dataOf<Verification>(
      await ctx.call('GET', `/api/public/verify/${body.data.verification_code}`, {}),
    );
    expect(verification).toMatchObject({
      kind: 'power',
      sha256: attachment?.sha256,
      parties: [
        { role: 'Dueño del vehículo (mandante)', name: 'María G.', rut: '•.•••.321-6' },
        { role: 'Conductor (mandatario)', name: 'Juan P.', rut: '••.•••.678-5' },
      ],
    });
  });

  it('spends the link: reading, coding, signing or rejecting again is refused', async () => {
    for (const response of [
      await ctx.call('GET', '/api/public/power-signing/power', owner(tokens.owner)),
      await ctx.call('POST', '/api/public/power-signing/send-code', owner(tokens.owner)),
      await signPower(tokens.owner, { rut: '7.654.321-6', code: '123456' }),
      await ctx.call('POST', '/api/public/power-signing/reject', owner(tokens.owner), {
        reason: 'Ya no quiero firmar.',
      }),
    ]) {
      expect(await messageOf(response, 410)).toBe('Este enlace ya se usó: el poder ya fue firmado.');
    }
  });
});

describe('rejecting a power', () => {
  it('needs a reason, spends the link and shows the driver it was rejected', async () => {
    const tokens = await createPower();
    const response = await ctx.call('POST', '/api/public/power-signing/reject', owner(tokens.owner), {
      reason: 'No conozco a esta persona.',
    });
    expect(((await response.json()) as { message: string }).message).toBe(
      'Rechazaste el poder. El conductor verá que no fue firmado.',
    );
    const state = await dataOf<PowerState>(
      await ctx.call('GET', '/api/users/power-simple/status', { 'auth-user': tokens.driver }),
    );
    expect(state).toMatchObject({ status: 'REJECTED', rejection_reason: 'No conozco a esta persona.' });
    expect(await messageOf(await ctx.call('GET', '/api/public/power-signing/power', owner(tokens.owner)), 410)).toBe(
      'Este enlace ya se usó: el poder fue rechazado.',
    );
  });
});

describe('sending codes in a burst', () => {
  it('of 40 requests at once, one sends a code by chat and the rest wait (429)', async () => {
    const tokens = await createPower();
    const before = ctx.outbox().length;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => ctx.call('POST', '/api/public/power-signing/send-code', owner(tokens.owner))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(39);
    expect(ctx.outbox().length - before).toBe(1);
  });
});

describe('the owner’s link', () => {
  it('is refused missing, tampered, foreign, of another purpose or expired', async () => {
    const { owner: good } = await createPower();
    const [header = '', payload = '', signature = ''] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'otro' })).toString('base64url')}.${signature}`;
    const cases: [string, TestHeaders, string][] = [
      ['none', {}, 'Falta el enlace para firmar el poder. Ábrelo desde el mensaje que recibiste.'],
      [
        'tampered',
        owner(tampered),
        'El enlace para firmar el poder no es válido. Ábrelo desde el mensaje que recibiste.',
      ],
      [
        'driver token',
        owner(await powerToken()),
        'El enlace para firmar el poder no es válido. Ábrelo desde el mensaje que recibiste.',
      ],
      [
        'worker session',
        owner(await sessionToken(ctx.db, WORKER, ctx.now())),
        'El enlace para firmar el poder no es válido. Ábrelo desde el mensaje que recibiste.',
      ],
      [
        'unknown power',
        ctx.ownerHeaders('no-existe'),
        'El enlace para firmar el poder no es válido. Ábrelo desde el mensaje que recibiste.',
      ],
    ];
    for (const [name, headers, message] of cases) {
      const response = await ctx.call('GET', '/api/public/power-signing/power', headers);
      expect(await messageOf(response, 401), name).toBe(message);
    }
    // The owner's link in the driver's header does not create or read a driver's power.
    expect((await ctx.call('GET', '/api/users/power-simple/status', { 'auth-user': good })).status).toBe(401);
    ctx.advance(7 * DAY + 1000);
    expect(await messageOf(await ctx.call('GET', '/api/public/power-signing/power', owner(good)), 401)).toBe(
      'El enlace para firmar el poder expiró. Pide al conductor que inicie un poder nuevo.',
    );
  });
});

describe('the demo data', () => {
  it('has a signed contract whose code verifies the very file stored, and a power awaiting its owner', async () => {
    const demo = await createSigningContext();
    try {
      const verification = await dataOf<Verification>(
        await demo.call('GET', `/api/public/verify/${DEMO_VERIFICATION_CODE}`, {}),
      );
      const row = demo.db
        .prepare('SELECT storage_path FROM signatures WHERE verification_code = ?')
        .get(DEMO_VERIFICATION_CODE);
      expect(sha256Hex(await readStored(demo.blobs, String(row?.['storage_path'])))).toBe(verification.sha256);
      expect(verification).toMatchObject({
        document_name: 'Anexo de jornada y remuneración',
        signer: { name: 'Camila R.' },
      });
      expect(demo.outbox()).toEqual([]);
      const minted = (await (await demo.call('POST', '/_dev/power-owner-token', {})).json()) as {
        token: string;
        url: string;
      };
      expect(minted.url).toBe(`http://localhost:4321/firmar-poder?t=${minted.token}`);
      const token = minted.token;
      const power = await dataOf<OwnerPower>(await demo.call('GET', '/api/public/power-signing/power', owner(token)));
      expect(power).toMatchObject({ status: 'AWAITING_OWNER_SIGNATURE', owner: { name: 'Rosa Vidal Contreras' } });
      const pending = demo.db
        .prepare(
          "SELECT COUNT(*) AS n FROM contracts WHERE status = 'PENDING' AND document_name = 'Contrato de trabajo'",
        )
        .get();
      expect(Number(pending?.['n'])).toBe(1);
    } finally {
      demo.cleanup();
    }
  });

  it('answers an unknown code and a malformed one alike: 404 with one neutral Spanish message', async () => {
    const unknown = await ctx.call('GET', '/api/public/verify/AAAA-BBBB-CCCC', {});
    const malformed = await ctx.call('GET', '/api/public/verify/%3Cscript%3E', {});
    expect([unknown.status, malformed.status]).toEqual([404, 404]);
    expect(await malformed.text()).toBe(await unknown.text());
  });
});
