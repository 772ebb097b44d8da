// Interaction latency, INP-style: the Event Timing API (PerformanceObserver type 'event',
// durationThreshold 16) in Chromium under a 4× CPU slowdown (DevTools Emulation.setCPUThrottlingRate)
// while Playwright types in the registration fields, opens the postings filter, switches the
// dashboards' sections and opens a document viewer. An interaction's latency is the longest event of
// its interactionId (from the input to the next paint, as INP counts it); each kind is summed up by
// its 75th percentile. An interaction that reports no event took less than the 16 ms threshold.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

export const CPU_SLOWDOWN = 4;
export const EVENT_THRESHOLD_MS = 16;

/** The fields of a PerformanceEventTiming entry the bench keeps. */
export interface EventEntry {
  readonly name: string;
  readonly interactionId: number;
  readonly duration: number;
}

export interface InteractionKind {
  /** The bench filter's key: `inp-` and a name. */
  readonly key: string;
  readonly label: string;
}

export interface KindResult extends InteractionKind {
  /** Interactions performed. */
  readonly count: number;
  /** Latency of each interaction in ms; null when it stayed under the threshold (not reported). */
  readonly latencies: readonly (number | null)[];
  /** 75th percentile in ms; null when it stayed under the threshold. */
  readonly p75: number | null;
  readonly max: number | null;
  /** Why the kind could not be measured, when it could not. */
  readonly error?: string;
}

/** Latency per interaction: the longest event of each interactionId (0 = not an interaction). */
export function latenciesOf(entries: readonly EventEntry[]): number[] {
  const longest = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  }
  return [...longest.values()];
}

/**
 * The p-th percentile by nearest rank (the value at rank ceil(p·n)); under-threshold interactions
 * (null) rank below every reported one. null for no interactions or an under-threshold result.
 */
export function percentile(values: readonly (number | null)[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => (a ?? -1) - (b ?? -1));
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;
}

/** One kind's result from the entries each performed interaction reported. */
export function summarize(kind: InteractionKind, perInteraction: readonly (readonly EventEntry[])[]): KindResult {
  const latencies = perInteraction.map((entries) => {
    const values = latenciesOf(entries);
    return values.length > 0 ? Math.max(...values) : null;
  });
  return {
    ...kind,
    count: latencies.length,
    latencies,
    p75: percentile(latencies, 0.75),
    max: percentile(latencies, 1),
  };
}

/** Whether a kind holds its budget: measured, and its p75 at most `budgetMs`. */
export function holds(result: KindResult, budgetMs: number): boolean {
  return !result.error && result.count > 0 && (result.p75 ?? 0) <= budgetMs;
}

// ——— driving Chromium ———

declare global {
  interface Window {
    __eventTiming?: EventEntry[];
  }
}

/** Collects every event entry over the threshold into window.__eventTiming. */
function observeEvents(threshold: number) {
  window.__eventTiming = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[]) {
      window.__eventTiming?.push({ name: entry.name, interactionId: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
}

/** Entries are delivered after the next paint: two frames and a moment more. */
const flush = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 100))),
      ),
  );

const take = async (page: Page): Promise<EventEntry[]> => {
  await flush(page);
  return page.evaluate(() => window.__eventTiming?.splice(0) ?? []);
};

/** Runs `act` and returns the entries it caused; whatever came before is dropped first. */
async function measured(page: Page, act: () => Promise<void>): Promise<EventEntry[]> {
  await take(page);
  await act();
  return take(page);
}

async function open(
  browser: Browser,
  url: string,
  storage: Record<string, string> | null,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  if (storage) {
    await context.addInitScript((items) => {
      for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
    }, storage);
  }
  await context.addInitScript(observeEvents, EVENT_THRESHOLD_MS);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'networkidle' });
  return { context, page };
}

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });
const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden' });

/** Clicks each link of a navigation in turn, `rounds` times, waiting for it to be the current one. */
async function switchSections(page: Page, nav: Locator, names: readonly string[], rounds: number) {
  const perInteraction: EventEntry[][] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const name of names) {
      const link = nav.getByRole('link', { name, exact: true });
      perInteraction.push(
        await measured(page, async () => {
          await link.click();
          await visible(link.and(page.locator('[aria-current="page"]')));
        }),
      );
    }
  }
  return perInteraction;
}

/** Opens a dialog with a button and closes it with Escape, `times` times. */
async function openDialog(page: Page, button: Locator, dialog: Locator, times: number) {
  const perInteraction: EventEntry[][] = [];
  for (let time = 0; time < times; time += 1) {
    perInteraction.push(
      await measured(page, async () => {
        await button.click();
        await visible(dialog);
      }),
    );
    await page.keyboard.press('Escape');
    await hidden(dialog);
  }
  return perInteraction;
}

export interface InteractionPlan extends InteractionKind {
  run(browser: Browser): Promise<EventEntry[][]>;
}

/** The interactions the bench measures, on the demo data (the dashboards signed in with `storage`). */
export function interactionPlans(
  site: string,
  storage: { user: Record<string, string>; business: Record<string, string> },
): InteractionPlan[] {
  const session = async <T>(
    browser: Browser,
    url: string,
    items: Record<string, string> | null,
    work: (page: Page) => Promise<T>,
  ): Promise<T> => {
    const { context, page } = await open(browser, url, items);
    try {
      return await work(page);
    } finally {
      await context.close();
    }
  };
  return [
    {
      key: 'inp-typing',
      label: 'typing in the registration fields (fixed flow, account step)',
      run: (browser) =>
        session(browser, `${site}/register/transportes-andes?rgs=andes-2025`, null, async (page) => {
          const perInteraction: EventEntry[][] = [];
          for (const [label, text] of [
            ['Correo electrónico', 'josefa.araya@correo.cl'],
            ['Contraseña', 'Clave12345'],
          ] as const) {
            const input = page.getByLabel(label, { exact: true });
            await input.click();
            await take(page);
            for (const key of text) perInteraction.push(await measured(page, () => input.press(key)));
          }
          return perInteraction;
        }),
    },
    {
      key: 'inp-postings-filter',
      label: 'opening the postings filter (worker job postings)',
      run: (browser) =>
        session(browser, `${site}/user/dashboard/job-postings`, storage.user, (page) =>
          openDialog(
            page,
            page.getByRole('button', { name: 'Filtros' }),
            page.getByRole('dialog', { name: 'Filtrar ofertas' }),
            6,
          ),
        ),
    },
    {
      key: 'inp-worker-tabs',
      label: 'switching the worker dashboard sections',
      run: (browser) =>
        session(browser, `${site}/user/dashboard/home`, storage.user, (page) =>
          switchSections(
            page,
            page.getByRole('navigation', { name: 'Menú del panel' }),
            ['Ofertas de trabajo', 'Datos bancarios', 'Inicio'],
            2,
          ),
        ),
    },
    {
      key: 'inp-company-tabs',
      label: 'switching the company dashboard sections',
      run: (browser) =>
        session(browser, `${site}/business/dashboard`, storage.business, (page) =>
          switchSections(
            page,
            page.getByRole('navigation', { name: 'Panel de empresa' }),
            ['Perfiles registrados', 'Resumen', 'Publicaciones'],
            2,
          ),
        ),
    },
    {
      key: 'inp-document-viewer',
      label: 'opening a document viewer (worker documents)',
      run: (browser) =>
        session(browser, `${site}/user/dashboard/home`, storage.user, (page) =>
          openDialog(
            page,
            page.getByRole('button', { name: 'Ver Licencia de conducir' }),
            page.getByRole('dialog', { name: 'Visor de documentos' }),
            6,
          ),
        ),
    },
  ];
}

/** Runs one plan; a plan that cannot finish reports why instead of a figure. */
export async function measureInteraction(browser: Browser, plan: InteractionPlan): Promise<KindResult> {
  const kind = { key: plan.key, label: plan.label };
  try {
    return summarize(kind, await plan.run(browser));
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return { ...summarize(kind, []), error: message };
  }
}
