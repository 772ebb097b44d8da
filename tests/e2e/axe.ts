// axe-core check used by every end-to-end suite: WCAG 2.2 A/AA rules plus axe's best practices
// (one main landmark, content inside landmarks, a level-one heading, headings in order), zero
// violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

/**
 * Runs axe in the page itself (its legacy mode) and collects only violations, the one result
 * asserted. The default mode opens a blank page per scan to merge the frames' results and injects
 * axe twice, which made each scan about three times slower on a loaded two-core runner; it is
 * needed only to test cross-origin frames, and the site embeds none (its CSP allows frames from
 * itself and blob: URLs only, and axe still tests same-origin frames in this mode).
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
