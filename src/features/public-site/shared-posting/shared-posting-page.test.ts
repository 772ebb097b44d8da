// @vitest-environment jsdom
// The shared posting's page takes the read its inline script started while the HTML was parsed
// (early-read.js) and draws the posting from it without asking again; a read for another address
// is not taken, and a failed one offers 'Reintentar', which asks anew.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import earlyReadScript from './early-read.js?raw';
import { showSharedPosting } from './shared-posting-page.ts';

const BASE = 'http://api.test/api/public/job-postings/';
const ASKED = `${BASE}7?business=transportes-andes`;
const ANSWER = {
  data: {
    posting: {
      id_publication: 7,
      title: 'Conductor de furgón reparto última milla',
      name_business: 'Transportes Andes',
      facts: [{ label: 'Ubicación', value: 'Santiago, Metropolitana de Santiago' }],
    },
    open: true,
    company: { name_business: 'transportes-andes', display_name: 'Transportes Andes', rgs: 'andes-2025' },
    others: [],
  },
};

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

type Slot = HTMLElement & { earlyRead?: { url: string; response: Promise<Response> } };
const slot = () => document.querySelector<Slot>('[data-shared-posting]') as Slot;

/** The inline script as the page runs it, in this test's globals (where the network is stubbed). */
function runInline() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's text is the unit under test
  const script = new Function('location', earlyReadScript) as (where: Location) => void;
  script(location);
}

/** The address of the `index`th read (the scripts pass a URL). */
const askedAt = (index: number) => (network.mock.calls[index]?.[0] as URL | undefined)?.href;

let network: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  history.replaceState(null, '', '/ofertas/7?business=transportes-andes&rgs=andes-2025');
  document.body.innerHTML = `<div class="shared-body" data-shared-posting="${BASE}"><h1 id="oferta-titulo">Abriendo la oferta…</h1></div>`;
  network = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', network);
});
afterEach(() => vi.unstubAllGlobals());

describe('the shared posting page', () => {
  it('draws the posting from the read started while the page was parsed, asking once', async () => {
    network.mockResolvedValue(answer(ANSWER));
    runInline();
    expect(network).toHaveBeenCalledTimes(1);
    expect(askedAt(0)).toBe(ASKED);
    expect(slot().earlyRead?.url).toBe(ASKED);
    await showSharedPosting();
    expect(network).toHaveBeenCalledTimes(1);
    expect(document.querySelector('h1')?.textContent).toBe('Conductor de furgón reparto última milla');
    expect(document.title).toBe('Conductor de furgón reparto última milla | Enlista');
  });

  it('asks itself when the early read was for another address', async () => {
    network.mockResolvedValue(answer(ANSWER));
    slot().earlyRead = { url: `${BASE}8`, response: Promise.resolve(answer(ANSWER)) };
    await showSharedPosting();
    expect(network).toHaveBeenCalledTimes(1);
    expect(askedAt(0)).toBe(ASKED);
  });

  it("says a failed early read failed, and 'Reintentar' asks anew", async () => {
    network.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(answer(ANSWER));
    runInline();
    await showSharedPosting();
    expect(document.querySelector('h1')?.textContent).toBe('No pudimos cargar la oferta');
    document.querySelector<HTMLButtonElement>('button')?.click();
    await vi.waitFor(() =>
      expect(document.querySelector('h1')?.textContent).toBe('Conductor de furgón reparto última milla'),
    );
    expect(network).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('starts no read on an address without a posting id', () => {
    history.replaceState(null, '', '/ofertas/?business=transportes-andes');
    runInline();
    expect(network).not.toHaveBeenCalled();
    expect(slot().earlyRead).toBeUndefined();
  });
});
