// The owner's page's own small script: it takes the read of the power the inline early-read
// script sent (or sends it, owner-first-read.ts) and, if the island is not live yet, draws the
// power's content in place of the 'Abriendo el poder…' line, with the same markup and words the
// island's summary uses. The island then validates the same answer and replaces this with its own,
// identical, content plus the dates, the PDF and the signature form. A refused or failed read draws
// nothing: the island explains it. Either way the island's code is told it may come now
// (first-view-signal).
import type { OwnerPower } from '@/lib/contract/signing.ts';
import { signalFirstView } from '@/lib/island-shell/first-view-signal.ts';
import { readOwnerToken, startFirstRead, type FirstReadRequest } from './owner-first-read.ts';
import { SUMMARY_HEADING, SUMMARY_HEADING_ID, powerSentence, summaryFacts } from './owner-summary-texts.ts';

/** The island's fallback line, which this script replaces; its `data-early-read` attribute holds
 * where to ask (a FirstReadRequest as JSON, written when the page is built), and its `earlyRead`
 * property the read the inline early-read script already sent. */
export const FIRST_VIEW_SLOT = '[data-early-read]';

interface EarlyRead {
  readonly token: string;
  readonly response: Promise<Response>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The power in an answer's body, if it has the parts drawn here (the island checks all of it). */
function powerIn(body: unknown): OwnerPower | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { driver, vehicle, owner } = body.data;
  return isRecord(driver) && isRecord(vehicle) && isRecord(owner) ? (body.data as unknown as OwnerPower) : null;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The summary's markup as OwnerPowerSummary draws it, without the dates and the PDF button. */
export function drawSummary(power: OwnerPower): HTMLElement {
  const facts = summaryFacts(power).map((fact) =>
    element('div', {}, element('dt', {}, fact.label), ...fact.lines.map((line) => element('dd', {}, line))),
  );
  return element(
    'div',
    { class: 'power owner' },
    element(
      'section',
      { class: 'owner-summary', 'aria-labelledby': SUMMARY_HEADING_ID },
      element('h2', { id: SUMMARY_HEADING_ID }, SUMMARY_HEADING),
      element('p', { class: 'owner-lead', elementtiming: LEAD_PAINT }, powerSentence(power)),
      element('dl', { class: 'owner-facts' }, ...facts),
    ),
  );
}

/** The name the browser reports the lead's paint under (Element Timing): the page's largest text. */
const LEAD_PAINT = 'owner-lead';
/** The longest wait for that report: a tab in the background paints nothing. */
const PAINT_REPORT_LIMIT_MS = 500;

/**
 * Resolves once the drawn summary is on screen: the island's code, told to come only then, never
 * competes with the frame that shows it. The browser's report of the lead's paint (Element Timing)
 * comes once that frame has been presented, which can be well after the frame's own task on a
 * slow phone; without such reports, after the next frame. At the latest after the limit.
 */
function drawn(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, PAINT_REPORT_LIMIT_MS);
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('element')) {
      observer = new PerformanceObserver((list) => {
        if (
          list
            .getEntries()
            .some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === LEAD_PAINT)
        )
          done();
      });
      observer.observe({ type: 'element', buffered: true });
    } else {
      // A task queued from the frame's animation callback runs once that frame is drawn. Written
      // here rather than taken from the shared task helpers: this script must not wait for the
      // framework's file, which holds them.
      requestAnimationFrame(() => setTimeout(done, 0));
    }
  });
}

/** Reads the power of the link (`search`, the page's query) and draws it in place of the fallback,
 * while the fallback is there. */
export async function paintFirstView(search: string = location.search): Promise<void> {
  try {
    const token = readOwnerToken(search);
    const slot = document.querySelector<HTMLElement & { earlyRead?: EarlyRead }>(FIRST_VIEW_SLOT);
    const where = slot?.dataset.earlyRead;
    if (!token || !slot || !where) return;
    const early = slot.earlyRead?.token === token ? slot.earlyRead.response : undefined;
    const power = powerIn(await startFirstRead(JSON.parse(where) as FirstReadRequest, token, early));
    if (power && slot.isConnected) {
      slot.replaceWith(drawSummary(power));
      await drawn();
    }
  } finally {
    signalFirstView();
  }
}
