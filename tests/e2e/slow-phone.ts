// The phone a first-time user has in hand, as the journeys that check a point "where it failed"
// emulate it: 412 × 915 with touch, a mobile network of 150 ms and 1.6 Mbps down (0.75 Mbps up,
// unless a test slows the upload further) and a CPU four times slower, through Chromium's DevTools
// protocol. docs/phones-and-networks.md explains the figures.
import type { Page } from '@playwright/test';

/** The viewport and input of the phone: pass to test.use. */
export const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true } as const;

const MBPS = 1_000_000 / 8;

/** Slows `page` to the phone's network and CPU; call before the page is opened. */
export async function slowPhone(page: Page, options: { uploadBytesPerSecond?: number } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6 * MBPS,
    uploadThroughput: options.uploadBytesPerSecond ?? 0.75 * MBPS,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
