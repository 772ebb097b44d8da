// @vitest-environment jsdom
// A hash in the URL scrolls smoothly to its section after 100 ms; reduced motion
// jumps there instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL_DELAY_MS, scrollToInitialHash } from './hash-scroll';

function prefersReducedMotion(reduce: boolean) {
  // jsdom has no matchMedia: give the page the visitor's preference.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  });
}

/** Adds a section and returns the spy standing in for its scrollIntoView. */
function section(id: string) {
  const element = document.createElement('section');
  const scrollIntoView = vi.fn();
  element.id = id;
  element.scrollIntoView = scrollIntoView;
  document.body.append(element);
  return scrollIntoView;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('initial hash scroll', () => {
  it('scrolls smoothly to the section named by the hash 100 ms after load', () => {
    prefersReducedMotion(false);
    const faq = section('FAQS');
    window.history.replaceState(null, '', '/#FAQS');
    scrollToInitialHash();
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(faq).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(HASH_SCROLL_DELAY_MS).toBe(100);
    expect(faq).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    const plans = section('planes');
    window.history.replaceState(null, '', '/#planes');
    scrollToInitialHash();
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(plans).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('reads an encoded hash and ignores one that names no section', () => {
    prefersReducedMotion(false);
    const encoded = section('sección');
    window.history.replaceState(null, '', `/#${encodeURIComponent('sección')}`);
    scrollToInitialHash();
    vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(encoded).toHaveBeenCalledOnce();

    window.history.replaceState(null, '', '/#no-existe');
    expect(() => {
      scrollToInitialHash();
      vi.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    }).not.toThrow();
    expect(encoded).toHaveBeenCalledOnce();
  });

  it('does nothing without a hash', () => {
    const timeout = vi.spyOn(window, 'setTimeout');
    scrollToInitialHash();
    expect(timeout).not.toHaveBeenCalled();
  });
});
