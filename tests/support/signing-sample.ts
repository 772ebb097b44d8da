// Signing through the local API, for the end-to-end journeys: a power created with a driver's
// link (and where its owner's link went), the owner's link of the demo power, a code read back
// from the outbox, a power signed, and the signed demo contract's file as its worker downloads it.
import { chileanMobile } from '../../src/lib/format/phone.ts';
import { createPng } from '../../server/lib/png.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';

export interface OutboxEntry {
  readonly channel: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: string[];
  readonly attachments?: { name: string; storage_path: string; sha256: string }[];
}

export async function outbox(apiURL: string): Promise<OutboxEntry[]> {
  return (await (await fetch(`${apiURL}/_dev/outbox`)).json()) as OutboxEntry[];
}

/** Whether a message went to `to`: an e-mail, or a phone as typed, stored with its country code. */
const sentTo = (entry: OutboxEntry, to: string) => entry.to === to || entry.to === chileanMobile(to);

/** The six digits of the newest code message sent to `to`. */
export async function codeSentTo(apiURL: string, to: string): Promise<string> {
  const message = (await outbox(apiURL)).find((entry) => sentTo(entry, to) && /\b\d{6}\b/.test(entry.text));
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const PNG = new Uint8Array(createPng({ width: 40, height: 25, pixel: (x) => [x * 6, 120, 200] }));

export const POWER_OWNER = { phone: '976543210', email: 'dueno.e2e@correo.cl', rut: '7.654.321-6' } as const;

/** A power sent as the driver's page sends it; its driver's token and its owner's link token. */
export async function createPower(
  apiURL: string,
  options: { readonly driverEmail?: string; readonly ownerPhone?: string } = {},
): Promise<{ readonly driverToken: string; readonly ownerToken: string }> {
  const minted = await fetch(`${apiURL}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds: 3600 }),
  });
  const driverToken = ((await minted.json()) as { token: string }).token;
  const phone = options.ownerPhone ?? POWER_OWNER.phone;
  const body = new FormData();
  const fields: Record<string, string> = {
    ...{ fullNameDriver: 'Juan Pérez Soto', rutDriver: '12345678-5', nationalityDriver: 'Chilena' },
    ...{ addressDriver: 'Av. Providencia 1234, Santiago', vehicleBrand: 'Toyota', vehicleModel: 'Yaris' },
    ...{ vehicleYear: '2019', vehicleLicensePlate: 'BBBB12', fullNameOwner: 'María González' },
    ...{ rutOwner: '7654321-6', nationalityOwner: 'Chilena', addressOwner: 'Los Aromos 55, Maipú' },
    ...{ phoneOwner: phone, emailOwner: POWER_OWNER.email, emailDriver: options.driverEmail ?? '' },
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const side of ['frontal', 'posterior']) {
    body.append(`files[cedula_identidad_${side}_owner]`, new File([PNG], `${side}.png`, { type: 'image/png' }));
  }
  const created = await fetch(`${apiURL}/api/users/create-power-simple`, {
    method: 'POST',
    headers: { 'auth-user': driverToken },
    body,
  });
  if (created.status !== 201) throw new Error(`power not created: ${await created.text()}`);
  const message = (await outbox(apiURL)).find((entry) => entry.channel === 'chat' && sentTo(entry, phone));
  const link = message?.links.find((url) => url.includes('/firmar-poder?t='));
  if (!link) throw new Error('no owner link in the outbox');
  return { driverToken, ownerToken: new URL(link).searchParams.get('t') ?? '' };
}

/** The owner signs through the API: a code by chat, then the RUT, the code and the consent. */
export async function signPower(apiURL: string, ownerToken: string, phone: string = POWER_OWNER.phone) {
  const headers = { 'auth-power': ownerToken, 'content-type': 'application/json' };
  await fetch(`${apiURL}/api/public/power-signing/send-code`, { method: 'POST', headers });
  const code = await codeSentTo(apiURL, phone);
  const signed = await fetch(`${apiURL}/api/public/power-signing/sign`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ rut: POWER_OWNER.rut, code, consent: true }),
  });
  if (signed.status !== 200) throw new Error(`power not signed: ${await signed.text()}`);
}

/** The signed demo contract as its worker downloads it, with its verification code. */
export async function demoSignedContract(apiURL: string): Promise<{ readonly bytes: Buffer; readonly name: string }> {
  const login = await fetch(`${apiURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'trabajador@demo.cl', password: DEMO_PASSWORD, rgs: 'andes-2025' }),
  });
  const token = ((await login.json()) as { data: { token_jwt: string } }).data.token_jwt;
  const list = await fetch(`${apiURL}/api/users/contracts/all`, { headers: { 'auth-user': token } });
  const contracts = ((await list.json()) as { data: { document_name: string; url_file: string; id_history: number }[] })
    .data;
  const annex = contracts.find((contract) => contract.document_name === 'Anexo de jornada y remuneración');
  if (!annex) throw new Error('no signed demo contract');
  const file = await fetch(`${apiURL}${annex.url_file}`, { headers: { 'auth-user': token } });
  return { bytes: Buffer.from(await file.arrayBuffer()), name: `contract_${annex.id_history}.pdf` };
}
