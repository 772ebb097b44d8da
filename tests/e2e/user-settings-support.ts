// Shared steps of the profile, security, bank and posting journeys: sign in as a demo
// worker, open a dashboard page, open the right panel when it is a slide-over, and test images.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';

export async function openDashboardPage(page: Page, path: string, heading: string | RegExp) {
  await signInWorker(page);
  await page.goto(`/user/dashboard/${path}`);
  await expect(page.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
}

/** The right panel is beside the page from 1080 px and a slide-over below. */
export async function openPanel(page: Page) {
  const toggle = page.getByRole('button', { name: 'Acciones rápidas', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** A complete 1 × 1 PNG (the API refuses images that do not decode completely). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mPgjlkNAAGIARMDseoyAAAAAElFTkSuQmCC',
  'base64',
);

/** A PNG header padded to 4 MB: over the 3 MB profile image limit. */
/**
 * A 4 MB file named and typed as a PNG that no browser can decode (the PNG signature, then
 * nothing valid): photos that decode are shrunk before the 3 MB check, so only such a file still
 * meets the size rule's message.
 */
export function bigPng(): Buffer {
  const bytes = Buffer.alloc(4 * 1024 * 1024, 0x7f);
  PNG.copy(bytes, 0, 0, 8);
  return bytes;
}
