// The owner's page's own small script: it takes the read of the power the inline early-read
// script sent (or sends it, owner-first-read.ts) and, if the island is not live yet, draws the
// power's content in place of the 'Abriendo el poder…' line, with the same markup and words the
// island's summary uses. The island then validates the same answer and replaces this with its own,
// identical, content plus the dates, the PDF and the signature form. A refused or failed read draws
// nothing: the island explains it. Either way the island's code is told it may come now
// (first-view-signal).
import type { OwnerPower } from '@/lib/contract/signing.ts';
import { signalFirstView } from '@/lib/island-shell/first-view-signal.ts';
import { afterNextPaint } from '@/lib/next-task.ts';
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
      element('p', { class: 'owner-lead' }, powerSentence(power)),
      element('dl', { class: 'owner-facts' }, ...facts),
    ),
  );
}

/** Resolves once the frame with what was just drawn is on screen (or 100 ms in a tab that gets no
 * frames): the island's code, told to come only then, never holds that frame back. */
function drawn(): Promise<void> {
  return new Promise((resolve) => afterNextPaint([resolve]));
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
