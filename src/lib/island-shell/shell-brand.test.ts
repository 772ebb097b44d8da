// @vitest-environment jsdom
// The inline brand script. In the sign-in shells it themes the pre-rendered page with the partner
// brand of the address and keeps the parts meant for that kind of address; in the dashboards it
// themes the page with the brand of the address's rgs or the one the last visit remembered.
import { afterEach, describe, expect, it } from 'vitest';
import source from './shell-brand.js?raw';

const BRANDS = [
  {
    slug: 'enlista',
    name: 'Enlista',
    rgs: [],
    logo: '/brands/enlista-logo.svg',
    icon: '/favicon.svg',
    colors: { primary: '#0b5cab', primaryStrong: '#084a8a', contrast: '#ffffff', accent: '#f59e0b' },
    default: true,
  },
  {
    slug: 'transportes-andes',
    name: 'Transportes Andes',
    rgs: ['andes-2025'],
    logo: '/brands/transportes-andes-logo.svg',
    icon: '/brands/transportes-andes-icon.svg',
    colors: { primary: '#0f766e', primaryStrong: '#115e59', contrast: '#ffffff', accent: '#f59e0b' },
    default: false,
  },
];

/** The shell as a page renders it, then the script run the way a page runs it. */
function paint(address: string): HTMLElement {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
  document.body.innerHTML = `
    <div class="auth-frame" data-island-shell data-shell-prefix="/resetpassword">
      <img data-shell-logo alt="">
      <p id="audience" data-tenant-text="Portal de {brand}">Acceso para empresas</p>
      <p id="request" data-shell-when="no-token">Recuperar contraseña</p>
      <p id="token" data-shell-when="token">Crea una nueva contraseña</p>
      <p id="company" data-shell-when="company">Ingresa con la cuenta de tu empresa.</p>
    </div>
    <script type="application/json">${JSON.stringify(BRANDS)}</script>`;
  const script = document.createElement('script');
  script.textContent = source;
  document.body.append(script);
  return document.querySelector<HTMLElement>('[data-island-shell]') as HTMLElement;
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-brand');
  localStorage.clear();
});

describe('sign-in shell script', () => {
  it('paints a company link with its partner brand', () => {
    const root = paint('/resetpassword/transportes-andes?rgs=andes-2025');
    expect(root.querySelector('#audience')?.textContent).toBe('Portal de Transportes Andes');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/brands/transportes-andes-logo.svg');
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('Transportes Andes');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#0f766e');
    expect(document.documentElement.dataset['brand']).toBe('transportes-andes');
    expect(root.querySelector('#request')).not.toBeNull();
    expect(root.querySelector('#token')).toBeNull();
    expect(root.querySelector('#company')).toBeNull();
  });

  it("puts the partner brand's icon in place of the default one before the browser asks for it", () => {
    paint('/register/transportes-andes?rgs=andes-2025');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/brands/transportes-andes-icon.svg');
  });

  it('shows the new-password card for a reset token, in the path or the query', () => {
    for (const address of [
      '/resetpassword/transportes-andes/abc123?rgs=andes-2025',
      '/resetpassword/transportes-andes?rgs=andes-2025&token=abc123',
    ]) {
      const root = paint(address);
      expect(root.querySelector('#token')).not.toBeNull();
      expect(root.querySelector('#request')).toBeNull();
    }
  });

  it('keeps the company access texts and the default brand on the bare page', () => {
    const root = paint('/resetpassword');
    expect(root.querySelector('#audience')?.textContent).toBe('Acceso para empresas');
    expect(root.querySelector('#company')).not.toBeNull();
    expect(root.querySelector('img')?.getAttribute('src')).toBe('/brands/enlista-logo.svg');
    expect(document.documentElement.dataset['brand']).toBe('enlista');
  });
});

const HEAD = '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta name="theme-color" content="#0b5cab">';

/** A fresh visit to a dashboard's page, with `remembered` in storage; `run` runs the script. */
function dashboardPage(address: string, remembered: string | null, options: { byRgs?: boolean } = {}) {
  window.history.replaceState(null, '', address);
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-brand');
  localStorage.clear();
  if (remembered !== null) localStorage.setItem('enlista.brand', remembered);
  document.head.innerHTML = HEAD;
  document.body.innerHTML = `<script type="application/json" data-remembered-brand="enlista.brand"${
    options.byRgs ? ' data-by-rgs' : ''
  }>${JSON.stringify(BRANDS)}</script>`;
  return {
    run() {
      const script = document.createElement('script');
      script.textContent = source;
      document.body.append(script);
    },
  };
}

function paintDashboard(address: string, remembered: string | null, options: { byRgs?: boolean } = {}): void {
  dashboardPage(address, remembered, options).run();
}

const icon = () => document.querySelector('link[rel="icon"]');

describe('dashboard brand script', () => {
  it('paints the remembered brand: colours, data-brand, tab icon and browser bar', () => {
    paintDashboard('/user/dashboard/home', 'transportes-andes', { byRgs: true });
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--brand')).toBe('#0f766e');
    expect(root.style.getPropertyValue('--brand-strong')).toBe('#115e59');
    expect(root.style.getPropertyValue('--brand-contrast')).toBe('#ffffff');
    expect(root.style.getPropertyValue('--accent')).toBe('#f59e0b');
    expect(root.dataset['brand']).toBe('transportes-andes');
    expect(icon()?.getAttribute('href')).toBe('/brands/transportes-andes-icon.svg');
    expect(icon()?.getAttribute('type')).toBe('image/svg+xml');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0f766e');
  });

  it("prefers the address's rgs over the remembered brand where the dashboard honours it", () => {
    paintDashboard('/user/dashboard/home?rgs=andes-2025', 'enlista', { byRgs: true });
    expect(document.documentElement.dataset['brand']).toBe('transportes-andes');
  });

  it('picks by rgs with nothing remembered', () => {
    paintDashboard('/user/dashboard/home?rgs=andes-2025', null, { byRgs: true });
    expect(icon()?.getAttribute('href')).toBe('/brands/transportes-andes-icon.svg');
  });

  it('falls back to the remembered brand when the rgs matches none', () => {
    paintDashboard('/user/dashboard/home?rgs=desconocido', 'transportes-andes', { byRgs: true });
    expect(document.documentElement.dataset['brand']).toBe('transportes-andes');
  });

  it('ignores the rgs where the dashboard picks by the company alone', () => {
    paintDashboard('/business/dashboard?rgs=andes-2025', 'enlista');
    expect(document.documentElement.dataset['brand']).toBe('enlista');
    paintDashboard('/business/dashboard?rgs=andes-2025', null);
    expect(document.documentElement.dataset['brand']).toBeUndefined();
  });

  it('leaves the page as it is with nothing to go by, or a remembered brand that no longer exists', () => {
    for (const remembered of [null, 'ya-no-existe']) {
      paintDashboard('/user/dashboard/home', remembered, { byRgs: true });
      expect(document.documentElement.dataset['brand']).toBeUndefined();
      expect(document.documentElement.style.getPropertyValue('--brand')).toBe('');
      expect(icon()?.getAttribute('href')).toBe('/favicon.svg');
      expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#0b5cab');
    }
  });

  it('leaves an icon link that already shows the brand untouched, so the browser does not fetch it again', async () => {
    const page = dashboardPage('/user/dashboard/home', 'enlista');
    const writes: MutationRecord[] = [];
    new MutationObserver((records) => writes.push(...records)).observe(icon() as Element, { attributes: true });
    page.run();
    await Promise.resolve();
    expect(document.documentElement.dataset['brand']).toBe('enlista');
    expect(writes).toEqual([]);
  });
});
