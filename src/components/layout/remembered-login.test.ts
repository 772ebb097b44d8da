// @vitest-environment jsdom
// The navbar's remembered-login script: with a worker's company remembered on this device, both
// menus offer 'Ingresar a {empresa}' with that company's sign-in link, and 'Olvidar este
// dispositivo' forgets it; with nothing (or an unknown company) remembered, nothing changes.
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedLoginData } from './remembered-login-data.ts';
import source from './remembered-login.js?raw';

const BRANDS = [
  { slug: 'enlista', name: 'Enlista', rgs: [], default: true },
  { slug: 'transportes-andes', name: 'Transportes Andes', rgs: ['andes-2025', 'andes-2024'], default: false },
];

// The button sits in the open login menu, which it closes; jsdom has no popovers.
HTMLElement.prototype.hidePopover = function hidePopover() {};

function page(remembered: string | null): void {
  localStorage.clear();
  document.documentElement.removeAttribute('data-company');
  if (remembered !== null) localStorage.setItem('enlista.brand', remembered);
  document.body.innerHTML = `
    <a href="/login" data-login-back>Iniciar sesión</a>
    <div id="login-menu" popover>
      <a href="/login" data-company-login>Ingresar a tu empresa</a>
      <button type="button" data-forget-company>Olvidar este dispositivo</button>
    </div>
    <ul><li><a href="/login" data-company-login>Ingresar a tu empresa</a></li></ul>
    <script type="application/json" data-brand-item="enlista.brand">${rememberedLoginData(BRANDS)}</script>`;
  const script = document.createElement('script');
  script.textContent = source;
  document.body.append(script);
}

const offers = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('[data-company-login]')].map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the company a worker last signed in to', () => {
  it("lists every partner company but the default, with its first group's sign-in link", () => {
    expect(JSON.parse(rememberedLoginData(BRANDS))).toEqual([
      { slug: 'transportes-andes', name: 'Transportes Andes', href: '/login/transportes-andes?rgs=andes-2025' },
    ]);
  });

  it("is offered in both menus as 'Ingresar a Transportes Andes' with its sign-in link", () => {
    page('transportes-andes');
    expect(document.documentElement.hasAttribute('data-company')).toBe(true);
    expect(offers()).toEqual([
      ['Ingresar a Transportes Andes', '/login/transportes-andes?rgs=andes-2025'],
      ['Ingresar a Transportes Andes', '/login/transportes-andes?rgs=andes-2025'],
    ]);
  });

  it("is forgotten with 'Olvidar este dispositivo', and focus goes to 'Iniciar sesión'", () => {
    page('transportes-andes');
    document.querySelector<HTMLButtonElement>('[data-forget-company]')?.click();
    expect(localStorage.getItem('enlista.brand')).toBeNull();
    expect(document.documentElement.hasAttribute('data-company')).toBe(false);
    expect(document.activeElement?.textContent).toBe('Iniciar sesión');
  });

  it('offers nothing when no company, the default brand or an unknown one is remembered', () => {
    for (const remembered of [null, 'enlista', 'otra-empresa']) {
      page(remembered);
      expect(document.documentElement.hasAttribute('data-company')).toBe(false);
      expect(offers()).toEqual([
        ['Ingresar a tu empresa', '/login'],
        ['Ingresar a tu empresa', '/login'],
      ]);
    }
  });
});
