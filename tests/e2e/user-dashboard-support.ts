// Shared steps of the worker dashboard journeys: sign in as the demo worker through the company
// login link and wait for the home to show its documents.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const WORKER = { email: 'trabajador@demo.cl', password: 'Demo12345' } as const;

export async function signInWorker(
  page: Page,
  email: string = WORKER.email,
  link = 'transportes-andes?rgs=andes-2025',
) {
  await page.goto(`/login/${link}`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(WORKER.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/user\/dashboard\/home/);
}

/** Signs in and waits until the home shows the first profile's documents. */
export async function openHome(page: Page) {
  await signInWorker(page);
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
}

/** The right panel's quick actions live in a slide-over below 1080 px. */
export async function openQuickActions(page: Page) {
  const toggle = page.getByRole('button', { name: 'Acciones rápidas' });
  if (await toggle.isVisible()) await toggle.click();
}
