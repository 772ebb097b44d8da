// Shared steps of the company-area journeys (tests/e2e/business-*.spec.ts): sign-in through the
// bare /login, API tokens, and a date some weeks ahead for new postings.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const COMPANY = 'empresa@demo.cl';
export const COMPANY_SUR = 'empresa.sur@demo.cl';
export const WORKER = 'trabajador@demo.cl';
export const PASSWORD = 'Demo12345';

export async function signInCompany(page: Page, email = COMPANY): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL('**/business/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Publicaciones de empleo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ publicaci/ })).toBeVisible();
}

/** A session token straight from the API (workers sign in through their company link). */
export async function apiToken(apiURL: string, email: string, rgs?: string): Promise<string> {
  const response = await fetch(`${apiURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rgs ? { email, password: PASSWORD, rgs } : { email, password: PASSWORD }),
  });
  const answer = (await response.json()) as { data: { token_jwt: string } };
  return answer.data.token_jwt;
}

/** YYYY-MM-DD, `days` from today in Santiago (the browser's time zone in these tests). */
export function dateAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toLocaleDateString('en-CA', { timeZone: 'America/Santiago' });
}

export async function reset(apiURL: string): Promise<void> {
  await fetch(`${apiURL}/_dev/reset`, { method: 'POST' });
}

/** The posting form's commune: type part of its name (accents optional), then pick it. */
export async function pickPostingCommune(form: Locator, name: string, typed = name.slice(0, 4)): Promise<void> {
  const commune = form.getByLabel('Comuna');
  await commune.fill(typed);
  await form.getByRole('listbox', { name: 'Opciones' }).getByRole('option', { name, exact: true }).click();
  await expect(commune).toHaveValue(name);
}
