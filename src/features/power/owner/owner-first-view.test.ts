// @vitest-environment jsdom
// The owner's page asks for the power before its island is live and draws it with the island's own
// markup and words; the island's client then takes that same answer instead of asking again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import earlyReadScript from '@/lib/island-shell/early-read.js?raw';
import { LINK_TOKEN, OWNER_POWER } from './test-support.ts';

const TOKEN = LINK_TOKEN;
const WHERE = { url: 'http://localhost:8787/api/public/power-signing/power', header: 'auth-power', param: 't' };
const POWER = OWNER_POWER;

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Fresh modules (the first read is one per page), the page's fallback line, and its two scripts as
 * the page at /firmar-poder`search` runs them: the page's own (`paint`) and the inline one run once
 * the fallback line is parsed (`runInline`, in this test's globals, where the network is stubbed:
 * jsdom's own script runner has a fetch of its own).
 */
async function page(search = `?t=${TOKEN}`) {
  vi.resetModules();
  document.body.innerHTML = `<astro-island><p class="checking" data-early-read='${JSON.stringify(WHERE)}'>Abriendo el poder…</p></astro-island>`;
  const read = await import('./owner-first-read.ts');
  const view = await import('./owner-first-view.ts');
  const paint = () => view.paintFirstView(search);
  const runInline = () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's text is the unit under test
    const script = new Function('location', earlyReadScript) as (location: { search: string }) => void;
    script({ search });
  };
  return { read, paint, runInline };
}

let network: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  network = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', network);
});
afterEach(() => vi.unstubAllGlobals());

describe('the first view of /firmar-poder', () => {
  it('asks for the power with the link token and draws it in place of "Abriendo el poder…"', async () => {
    network.mockResolvedValue(answer(200, { data: POWER }));
    const { paint } = await page();
    await paint();
    expect(network).toHaveBeenCalledTimes(1);
    const [url, init] = network.mock.calls[0]!;
    expect(url).toBe(WHERE.url);
    expect(new Headers(init?.headers).get('auth-power')).toBe(TOKEN);
    expect(document.querySelector('.checking')).toBeNull();
    const summary = document.querySelector('section.owner-summary')!;
    expect(summary.getAttribute('aria-labelledby')).toBe('poder-contenido-titulo');
    expect(summary.querySelector('h2')?.textContent).toBe('El poder que vas a firmar');
    expect(summary.querySelector('p.owner-lead')?.textContent).toBe(
      'Yo, María González, dueño del vehículo, autorizo a Juan Pérez a conducir y usar mi vehículo Toyota Yaris, año 2019, patente BBBB12.',
    );
    expect([...summary.querySelectorAll('dt')].map((node) => node.textContent)).toEqual([
      'Conductor (mandatario)',
      'Vehículo',
      'Dueño del vehículo (mandante)',
    ]);
    expect([...summary.querySelectorAll('dd')].map((node) => node.textContent)).toContain(
      'Los Aromos 55; WhatsApp •••••4321; correo ma•••@correo.cl',
    );
  });

  it('draws nothing for a refused link, a dropped connection or a link without a token', async () => {
    network.mockResolvedValueOnce(answer(410, { message: 'Este enlace ya se usó.' }));
    let { paint } = await page();
    await paint();
    expect(document.querySelector('.checking')?.textContent).toBe('Abriendo el poder…');

    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    ({ paint } = await page());
    await paint();
    expect(document.querySelector('.checking')).not.toBeNull();

    ({ paint } = await page('?t=no-es-un-token'));
    await paint();
    expect(network).toHaveBeenCalledTimes(2);
    expect(document.querySelector('.checking')).not.toBeNull();
  });

  it("draws nothing when the island's client has taken the answer first (the island draws it)", async () => {
    let arrive: (response: Response) => void = () => undefined;
    network.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { read, paint } = await page();
    const painting = paint();
    const taken = read.fetchSharingFirstRead()(WHERE.url, { headers: { 'auth-power': TOKEN } });
    arrive(answer(200, { data: POWER }));
    await painting;
    expect(document.querySelector('.checking')).not.toBeNull();
    expect(await (await taken).json()).toEqual({ data: POWER });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("tells the island's code it may come once the power is drawn, or once the read has failed", async () => {
    const told = vi.fn();
    document.addEventListener('enlista:first-view', told);
    network.mockResolvedValueOnce(answer(200, { data: POWER }));
    let { paint } = await page();
    document.documentElement.removeAttribute('data-first-view-done');
    await paint();
    expect(document.querySelector('.owner-lead')).not.toBeNull();
    expect(told).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute('data-first-view-done')).toBe(true);

    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    ({ paint } = await page());
    await paint();
    ({ paint } = await page('?t=no-es-un-token'));
    await paint();
    expect(told).toHaveBeenCalledTimes(3);
    document.removeEventListener('enlista:first-view', told);
  });

  it("waits for the browser's report that the power's lead is on screen before telling the island's code", async () => {
    let report: (entries: { identifier: string }[]) => void = () => undefined;
    class ElementTimingObserver {
      static readonly supportedEntryTypes = ['element'];
      constructor(callback: (list: { getEntries: () => { identifier: string }[] }) => void) {
        report = (entries) => callback({ getEntries: () => entries });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', ElementTimingObserver);
    const told = vi.fn();
    document.addEventListener('enlista:first-view', told);
    network.mockResolvedValueOnce(answer(200, { data: POWER }));
    const { paint } = await page();
    const painting = paint();
    await vi.waitFor(() =>
      expect(document.querySelector('p.owner-lead')?.getAttribute('elementtiming')).toBe('owner-lead'),
    );
    // A frame goes by, and another paint is reported: the island's code still waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    report([{ identifier: 'another' }]);
    expect(told).not.toHaveBeenCalled();
    report([{ identifier: 'owner-lead' }]);
    await painting;
    expect(told).toHaveBeenCalledTimes(1);
    document.removeEventListener('enlista:first-view', told);
  });

  it('leaves the island alone once it is live', async () => {
    let arrive: (response: Response) => void = () => undefined;
    network.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const { paint } = await page();
    const painting = paint();
    document.querySelector('astro-island')!.innerHTML = '<div class="power owner">la isla</div>';
    arrive(answer(200, { data: POWER }));
    await painting;
    expect(document.querySelector('astro-island')?.textContent).toBe('la isla');
  });
});

describe('the read sent while the page is parsed', () => {
  it('sends the read with the link token from the inline script, and the page script takes it', async () => {
    network.mockResolvedValue(answer(200, { data: POWER }));
    const { paint, runInline } = await page();
    runInline();
    expect(network).toHaveBeenCalledTimes(1);
    const [url, init] = network.mock.calls[0]!;
    expect(url).toBe(WHERE.url);
    expect(init).toMatchObject({ credentials: 'include' });
    expect(new Headers(init?.headers).get('auth-power')).toBe(TOKEN);
    await paint();
    expect(network).toHaveBeenCalledTimes(1);
    expect(document.querySelector('p.owner-lead')?.textContent).toContain('Yo, María González');
  });

  it('sends nothing without a token, and a failed read is explained by the island, never left unhandled', async () => {
    (await page('')).runInline();
    expect(network).not.toHaveBeenCalled();
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { paint, runInline } = await page();
    runInline();
    await paint();
    expect(document.querySelector('.checking')).not.toBeNull();
  });

  it('is not taken for a token the page does not accept as a link token', async () => {
    network.mockResolvedValue(answer(401, { message: 'El enlace no es válido.' }));
    const { paint, runInline } = await page('?t=no-es-un-token');
    runInline();
    await paint();
    expect(network).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.checking')).not.toBeNull();
  });
});

describe("the island's client and the first read", () => {
  it('takes the answer already asked for, once, and keeps its body in hand', async () => {
    network.mockResolvedValueOnce(answer(200, { data: POWER }));
    const { read, paint } = await page();
    await paint();
    expect(read.firstAnswerInHand(TOKEN)).toEqual({ data: POWER });
    expect(read.firstAnswerInHand('otra.carga.firma')).toBeUndefined();

    const shared = read.fetchSharingFirstRead();
    const headers = { 'auth-power': TOKEN };
    expect(await (await shared(WHERE.url, { headers })).json()).toEqual({ data: POWER });
    network.mockResolvedValueOnce(answer(200, { data: { ...POWER, status: 'SIGNED' } }));
    expect(await (await shared(WHERE.url, { headers })).json()).toMatchObject({ data: { status: 'SIGNED' } });
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('shares a refusal too, so the island explains it without asking again', async () => {
    network.mockResolvedValueOnce(answer(410, { message: 'Este enlace ya se usó.' }));
    const { read, paint } = await page();
    await paint();
    const response = await read.fetchSharingFirstRead()(WHERE.url, { headers: { 'auth-power': TOKEN } });
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ message: 'Este enlace ya se usó.' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends any other request, or another token, to the network', async () => {
    network.mockResolvedValue(answer(200, { data: POWER }));
    const { read, paint } = await page();
    await paint();
    const shared = read.fetchSharingFirstRead();
    await shared(WHERE.url, { method: 'POST', headers: { 'auth-power': TOKEN } });
    await shared(WHERE.url, { headers: { 'auth-power': 'otra.carga.firma' } });
    await shared('http://localhost:8787/api/public/power-signing/file', { headers: { 'auth-power': TOKEN } });
    expect(network).toHaveBeenCalledTimes(4);
  });

  it("still ends at the client's time limit while the first answer has not arrived", async () => {
    network.mockReturnValue(new Promise(() => undefined));
    const { read } = await page();
    void read.startFirstRead(WHERE, TOKEN);
    const limit = new AbortController();
    const waiting = read.fetchSharingFirstRead()(WHERE.url, { headers: { 'auth-power': TOKEN }, signal: limit.signal });
    limit.abort(new DOMException('tiempo agotado', 'TimeoutError'));
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
