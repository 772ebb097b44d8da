// Helpers of the registration journeys: demo links, a fresh valid RUT and phone per test, the
// first two steps of the fixed flow, and a real PDF for the dynamic form's file input.
import type { Page } from '@playwright/test';
import { computeRutCheckDigit } from '../../src/lib/validation/rut.ts';
import { expect } from './fixtures.ts';
import { ONE_PAGE_PDF } from '../support/photos.ts';

export const FIXED_LINK = '/register/transportes-andes?rgs=andes-2025';
export const DYNAMIC_LINK = '/register/logistica-sur?rgs=sur-2025';
export const DEMO_WORKER = { email: 'trabajador@demo.cl', rut: '123456785', phone: '987654321' } as const;

/** A RUT (typed without dots or dash) and a mobile phone no demo account uses. */
export function freshIdentity(seed: number): { rut: string; phone: string; email: string } {
  const body = String(20_000_000 + (seed % 9_000_000));
  const phone = `9${String(56_000_000 + (seed % 9_000_000)).padStart(8, '6')}`.replace(/1234|0000/g, '5678');
  return { rut: `${body}${computeRutCheckDigit(body)}`, phone, email: `persona${seed}@correo.cl` };
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The commune: once the region's list loads, type part of its name and pick it from the list. */
export async function pickCommune(page: Page, name: string) {
  const commune = field(page, 'Comuna');
  await expect(commune).toBeEnabled();
  await commune.fill(name.slice(0, 5));
  await page.getByRole('listbox', { name: 'Opciones' }).getByRole('option', { name, exact: true }).click();
  await expect(commune).toHaveValue(name);
}

/** The heading of a fixed-flow step: 'Paso 2 de 3: Datos personales'. */
export const fixedStep = (page: Page, number: number, name: string) =>
  page.getByRole('heading', { level: 2, name: `Paso ${number} de 3: ${name}` });

export async function accountStep(page: Page, email: string) {
  await field(page, 'Correo electrónico').fill(email);
  await field(page, 'Contraseña').fill('Clave12345');
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

export async function personalStep(page: Page, rut: string, phone: string) {
  await field(page, 'Nombre').fill('Josefa');
  await field(page, 'Apellido (opcional)').fill('Araya');
  await field(page, 'RUT').pressSequentially(rut);
  await field(page, 'Teléfono').fill(phone);
  await field(page, 'Región').selectOption({ label: 'Metropolitana de Santiago' });
  await pickCommune(page, 'Providencia');
  await field(page, 'Dirección').pressSequentially('av provi');
  await expect(page.getByRole('option', { name: /Avenida Providencia 2124/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field(page, 'Dirección')).toHaveValue('Avenida Providencia 2124, Providencia');
}

export const DATA_CONSENT = 'Acepto el tratamiento de mis datos personales según la Política de privacidad';
export const OFFERS_CONSENT = 'Quiero recibir ofertas de trabajo por correo o WhatsApp';

/** Ticks the required consent of the registration's last step. */
export async function acceptDataConsent(page: Page) {
  await page.getByRole('checkbox', { name: DATA_CONSENT }).check();
}

export const PDF = {
  name: 'licencia.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(ONE_PAGE_PDF),
};

/** Waits for finite animations (the alerts slide and fade in) so axe measures final colours. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
