// Helpers for the public form journeys: read the team e-mail a request put in the outbox.
import { expect, type Locator, type Page } from '@playwright/test';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for the outbox e-mail whose text names `marker` (a unique address or name). */
export async function mailMentioning(apiURL: string, marker: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${apiURL}/_dev/outbox`);
      const mails = (await response.json()) as OutboxMail[];
      found = mails.find((mail) => mail.text.includes(marker));
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no e-mail mentions ${marker}`);
  return found;
}

export const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Waits until the island holding `inside` has hydrated (Astro drops its `ssr` attribute). */
export async function hydrated(page: Page, inside: Locator): Promise<void> {
  await inside.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]').filter({ has: inside })).toHaveCount(0);
}
