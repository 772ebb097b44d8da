// @vitest-environment jsdom
import { cleanStores } from 'nanostores';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouterLink } from './RouterLink.tsx';
import { createSectionRouter } from './section-router.ts';

const area = createSectionRouter({ home: '/area', item: '/area/items/:id' });

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanStores(area.$page);
  window.history.replaceState(null, '', '/');
});

describe('a section router', () => {
  it('knows the page of the address it starts on, and nothing for a path it does not declare', () => {
    window.history.replaceState(null, '', '/area/items/7');
    const other = createSectionRouter({ home: '/area', item: '/area/items/:id' });
    expect(other.$page.get()).toMatchObject({ route: 'item', params: { id: '7' } });
    other.open('/area/nada');
    expect(other.$page.get()).toBeUndefined();
  });

  it('opens a page with a new history entry, or in place when asked', () => {
    const before = window.history.length;
    area.open('/area/items/3');
    expect(area.$page.get()).toMatchObject({ route: 'item', params: { id: '3' } });
    expect(window.history.length).toBe(before + 1);
    area.open('/area', { replace: true });
    expect(window.location.pathname).toBe('/area');
    expect(window.history.length).toBe(before + 1);
  });
});

describe('RouterLink', () => {
  it('is a real link whose plain click opens the page through the router', () => {
    const open = vi.fn();
    render(
      <RouterLink router={{ open }} href="/area/items/4">
        Ver postulantes
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Ver postulantes' });
    expect(link.getAttribute('href')).toBe('/area/items/4');
    expect(fireEvent.click(link)).toBe(false);
    expect(open).toHaveBeenCalledWith('/area/items/4');
  });

  it('leaves modified clicks and other buttons to the browser (new tab, new window)', () => {
    const open = vi.fn();
    render(
      <RouterLink router={{ open }} href="/area">
        Inicio
      </RouterLink>,
    );
    const link = screen.getByRole('link', { name: 'Inicio' });
    for (const modifier of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      fireEvent.click(link, modifier);
    }
    expect(open).not.toHaveBeenCalled();
  });

  it('lets its own onClick cancel the navigation', () => {
    const open = vi.fn();
    render(
      <RouterLink router={{ open }} href="/area" onClick={(event) => event.preventDefault()}>
        Inicio
      </RouterLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Inicio' }));
    expect(open).not.toHaveBeenCalled();
  });
});
