import { describe, expect, it } from 'vitest';
import { parseFilter, publicKey, selects, unknownItems } from './bench-filter.ts';

const KEYS = ['public-home', 'public-contacto', 'login-link', 'login-bare', 'register-fixed', 'register-main', 'power'];

describe('the bench page filter', () => {
  it('measures everything when BENCH_PAGES is unset or blank', () => {
    expect(parseFilter(undefined)).toBeNull();
    expect(parseFilter(' , ')).toBeNull();
    expect(KEYS.every((key) => selects(null, key))).toBe(true);
  });

  it('selects a key by its name or by the part before a dash', () => {
    const filter = parseFilter('login, Power');
    expect(filter).toEqual(['login', 'power']);
    expect(KEYS.filter((key) => selects(filter, key))).toEqual(['login-link', 'login-bare', 'power']);
    expect(KEYS.filter((key) => selects(['register-main'], key))).toEqual(['register-main']);
    expect(KEYS.filter((key) => selects(['public'], key))).toEqual(['public-home', 'public-contacto']);
  });

  it('does not select a key that merely starts with the same letters', () => {
    expect(selects(['reg'], 'register-fixed')).toBe(false);
    expect(selects(['log'], 'login-link')).toBe(false);
  });

  it('names the filter items that select nothing', () => {
    expect(unknownItems(['login', 'powr'], KEYS)).toEqual(['powr']);
    expect(unknownItems(null, KEYS)).toEqual([]);
  });

  it('keys public pages by their path', () => {
    expect(publicKey('/')).toBe('public-home');
    expect(publicKey('/contacto/')).toBe('public-contacto');
    expect(publicKey('/404.html')).toBe('public-404');
  });
});
