// The small script of /ofertas/{id}: it takes the read of the posting named by the address that
// the inline early-read.js started while the page was parsed (or reads it from the public API
// itself; no session, no framework) and draws it in the page's frame with the words of
// shared-posting-view.ts. The tab's title becomes the posting's. A failed read offers 'Reintentar',
// which reads once more (the button is off while it does). Like the view, it imports no shared
// code: the API's address comes in the frame (`data-shared-posting`, written at build time) and
// the answer is checked by shape here, where the contract's valibot schema would bring the
// framework's file (the local API's tests hold the answer to that schema).
import type { PostingCard, PublicCompany, SharedPosting } from '@/lib/contract/public-posting.ts';
import {
  FAILED_VIEW,
  NOT_FOUND_VIEW,
  TEXTS,
  postingIdIn,
  viewOf,
  type Fact,
  type PageView,
} from './shared-posting-view.ts';

/** The frame's slot the script draws into; its value is the API route's address up to the id. */
export const SLOT = '[data-shared-posting]';
const HEADING_ID = 'oferta-titulo';
const TIMEOUT_MS = 30_000;

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

const factList = (facts: readonly Fact[]) =>
  element(
    'dl',
    { class: 'job-facts' },
    ...facts.map((fact) => element('div', {}, element('dt', {}, fact.label), element('dd', {}, fact.value))),
  );

function draw(slot: Element, view: PageView, retry: () => void): void {
  const heading = element('h1', { id: HEADING_ID, tabindex: '-1' }, view.heading);
  const parts: Node[] = [heading];
  if (view.kind === 'open') {
    parts.push(
      element('p', { class: 'job-company' }, view.company),
      factList(view.facts),
      element(
        'div',
        { class: 'shared-actions' },
        element('a', { class: 'btn', href: view.actions.apply }, TEXTS.apply),
        element('a', { class: 'btn btn-outline', href: view.actions.register }, TEXTS.register),
      ),
      element('p', { class: 'shared-note' }, view.note),
    );
  } else if (view.kind === 'gone') {
    parts.push(element('p', { class: 'shared-lead', role: 'status' }, view.lead));
    if (view.othersHeading) {
      parts.push(
        element('h2', {}, view.othersHeading),
        element(
          'ul',
          { class: 'jobs-list' },
          ...view.others.map((other) =>
            element(
              'li',
              { class: 'job-card' },
              element('h3', { class: 'job-title' }, other.title),
              factList(other.facts),
              element(
                'a',
                { class: 'btn btn-outline shared-see', href: other.href },
                TEXTS.see,
                element('span', { class: 'visually-hidden' }, `: ${other.title}`),
              ),
            ),
          ),
        ),
      );
    }
    if (view.none) parts.push(element('p', { class: 'shared-lead' }, view.none));
    parts.push(element('a', { class: 'btn btn-outline', href: '/' }, TEXTS.home));
  } else {
    parts.push(element('p', { class: 'shared-lead', role: 'alert' }, view.lead));
    if (view.kind === 'failed') {
      const button = element('button', { type: 'button', class: 'btn' }, TEXTS.retry);
      button.addEventListener(
        'click',
        () => {
          button.disabled = true;
          retry();
        },
        { once: true },
      );
      parts.push(button);
    } else {
      parts.push(element('a', { class: 'btn btn-outline', href: '/' }, TEXTS.home));
    }
  }
  slot.replaceChildren(...parts);
  if (view.kind !== 'failed' && view.kind !== 'not-found') document.title = `${view.heading} | Enlista`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';

function isCard(value: unknown): value is PostingCard {
  return (
    isRecord(value) &&
    typeof value.id_publication === 'number' &&
    isText(value.title) &&
    isText(value.name_business) &&
    Array.isArray(value.facts) &&
    value.facts.every((fact) => isRecord(fact) && isText(fact.label) && isText(fact.value))
  );
}

function isCompany(value: unknown): value is PublicCompany {
  return isRecord(value) && isText(value.name_business) && isText(value.display_name) && isText(value.rgs);
}

/** The answer's data, when it has every part the page draws. */
function sharedPostingIn(body: unknown): SharedPosting | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  const { posting, open, company, others } = body.data;
  const valid =
    (posting === null || isCard(posting)) &&
    typeof open === 'boolean' &&
    (company === null || isCompany(company)) &&
    Array.isArray(others) &&
    others.every(isCard);
  return valid ? (body.data as SharedPosting) : null;
}

/** The read the inline early-read script started while the page was parsed (early-read.js). */
interface EarlyRead {
  readonly url: string;
  readonly response: Promise<Response>;
}

/** `response`, or a failure once TIMEOUT_MS have passed without it. */
async function inTime(response: Promise<Response>): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
  });
  try {
    return await Promise.race([response, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function read(base: string, id: number, business: string | null, early?: EarlyRead): Promise<PageView> {
  const url = new URL(`${base}${id}`);
  if (business) url.searchParams.set('business', business);
  try {
    // The early read is taken only when it asked for this very address; a retry always asks anew.
    const response =
      early?.url === url.href
        ? await inTime(early.response)
        : await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 404 || response.status === 400) return NOT_FOUND_VIEW;
    if (!response.ok) return FAILED_VIEW;
    const answer = sharedPostingIn(await response.json());
    return answer ? viewOf(answer) : FAILED_VIEW;
  } catch {
    return FAILED_VIEW;
  }
}

/** Reads and draws the posting of this address; a retry reads again and moves focus to the result. */
export async function showSharedPosting(): Promise<void> {
  const slot = document.querySelector<HTMLElement & { earlyRead?: EarlyRead }>(SLOT);
  const base = slot?.getAttribute('data-shared-posting');
  if (!slot || !base) return;
  const id = postingIdIn(location.pathname);
  const business = new URLSearchParams(location.search).get('business');
  const load = async (early: EarlyRead | undefined, focus: boolean) => {
    const view = id === null ? NOT_FOUND_VIEW : await read(base, id, business, early);
    draw(slot, view, () => void load(undefined, true));
    if (focus) document.getElementById(HEADING_ID)?.focus();
  };
  await load(slot.earlyRead, false);
}
