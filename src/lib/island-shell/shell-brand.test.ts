// @vitest-environment jsdom
// The inline script of the sign-in shells: it themes the pre-rendered page with the partner brand
// of the address and keeps the parts meant for that kind of address, before the first paint.
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
