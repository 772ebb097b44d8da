// What the end state of a sent power shows: who and what was sent, with the personal numbers partly
// hidden. Kept for the tab's session under the link's token, so a reload shows the same end state
// instead of an empty form that could be sent again.
import { cleanRut } from '@/lib/validation/index.ts';
import type { DriverVehicle, Owner } from '@/lib/contract/power.ts';

export interface SentPower {
  readonly driver: { readonly name: string; readonly rut: string };
  readonly vehicle: { readonly description: string; readonly plate: string };
  readonly owner: { readonly name: string; readonly rut: string; readonly phone: string };
}

const HIDDEN = '•';

/** '12.345.678-5' → '12.•••.•••-5': the first two digits and the check digit stay readable. */
export function maskRut(rut: string): string {
  const clean = cleanRut(rut);
  const body = clean.slice(0, -1);
  const digit = clean.slice(-1);
  const hidden = body.slice(0, 2) + HIDDEN.repeat(Math.max(body.length - 2, 0));
  const grouped = hidden.replace(/(?<=.)(?=(?:.{3})+$)/gu, '.');
  return `${grouped}-${digit}`;
}

/** '987654321' → '9•••••321': the first digit and the last three stay readable. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return HIDDEN.repeat(phone.length);
  return phone.slice(0, 1) + HIDDEN.repeat(phone.length - 4) + phone.slice(-3);
}

export function sentPower(driverVehicle: DriverVehicle, owner: Owner): SentPower {
  const { vehicleBrand, vehicleModel, vehicleYear, vehicleLicensePlate } = driverVehicle;
  return {
    driver: { name: driverVehicle.fullNameDriver, rut: maskRut(driverVehicle.rutDriver) },
    vehicle: { description: `${vehicleBrand} ${vehicleModel} ${vehicleYear}`, plate: vehicleLicensePlate },
    owner: { name: owner.fullNameOwner, rut: maskRut(owner.rutOwner), phone: maskPhone(owner.phoneOwner) },
  };
}

const storageKey = (token: string) => `enlista.power-sent.${token.slice(-24)}`;

export function rememberSent(token: string, sent: SentPower): void {
  try {
    sessionStorage.setItem(storageKey(token), JSON.stringify(sent));
  } catch {
    // Storage may be off (private mode): the end state still shows until the page is left.
  }
}

export function recallSent(token: string): SentPower | null {
  try {
    const raw = sessionStorage.getItem(storageKey(token));
    return raw ? (JSON.parse(raw) as SentPower) : null;
  } catch {
    return null;
  }
}
