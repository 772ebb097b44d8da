// @vitest-environment jsdom
// The inline script that fits a dashboard's pre-rendered frame to the address by the table the
// frame carries: the route matched, parts kept, links marked current, texts set.
import { afterEach, describe, expect, it } from 'vitest';
import { frameFitAttribute, type FrameFit } from './frame-fit.ts';
import source from './frame-fit.js?raw';

const FIT: FrameFit = {
  routes: {
    root: '/area',
    home: '/area/home',
    settings: '/area/settings',
    item: '/area/items/:id/people',
  },
  keep: [{ selector: '.tools', routes: ['root', 'home'] }],
  current: [{ selector: 'a[href="/area/home"]', routes: ['root', 'home', 'item'] }],
  text: [
    {
      selector: 'h1',
      byRoute: { root: { andes: 'Hola, Andes' }, home: { andes: 'Hola, Andes' }, settings: 'Configuración' },
    },
  ],
};

/** The frame as a page renders it, then the script run the way a page runs it. */
function paint(address: string, brand?: string): HTMLElement {
  window.history.replaceState(null, '', address);
  if (brand) document.documentElement.setAttribute('data-brand', brand);
  document.body.innerHTML = `
    <div class="frame" data-frame-fit='${frameFitAttribute(FIT)}'>
      <nav><a href="/area/home">Inicio</a><a href="/area/settings">Configuración</a></nav>
      <h1></h1>
      <div class="tools">Herramientas</div>
    </div>`;
  const script = document.createElement('script');
  script.textContent = source;
  document.body.append(script);
  return document.querySelector<HTMLElement>('.frame') as HTMLElement;
}

const current = (frame: HTMLElement) => [...frame.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent);

afterEach(() => {
  document.documentElement.removeAttribute('data-brand');
  window.history.replaceState(null, '', '/');
});

describe('the dashboard frame script', () => {
  it('fits the home: its parts kept, its link current, the welcome of the brand the page was painted with', () => {
    const frame = paint('/area/home', 'andes');
    expect(frame.querySelector('.tools')).not.toBeNull();
    expect(current(frame)).toEqual(['Inicio']);
    expect(frame.querySelector('h1')?.textContent).toBe('Hola, Andes');
  });

  it('treats the area’s own address, with or without a trailing slash, as its route', () => {
    const frame = paint('/area/', 'andes');
    expect(frame.querySelector('h1')?.textContent).toBe('Hola, Andes');
    expect(frame.querySelector('.tools')).not.toBeNull();
  });

  it('leaves the welcome empty when no brand is known', () => {
    expect(paint('/area/home').querySelector('h1')?.textContent).toBe('');
  });

  it('removes the parts of other routes and sets the route’s own text', () => {
    const frame = paint('/area/settings/');
    expect(frame.querySelector('.tools')).toBeNull();
    expect(current(frame)).toEqual([]);
    expect(frame.querySelector('h1')?.textContent).toBe('Configuración');
  });

  it('matches a route with a parameter by one segment in its place', () => {
    expect(current(paint('/area/items/7/people'))).toEqual(['Inicio']);
    expect(current(paint('/area/items/7/8/people'))).toEqual([]);
  });

  it('keeps nothing route-bound and marks nothing on an address no route matches', () => {
    const frame = paint('/area/perdida', 'andes');
    expect(frame.querySelector('.tools')).toBeNull();
    expect(current(frame)).toEqual([]);
    expect(frame.querySelector('h1')?.textContent).toBe('');
  });
});
