// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  $dynamicResponses,
  RESPONSES_KEY,
  SECRET_RESPONSES_KEY,
  clearResponses,
  getFile,
  loadResponses,
  pageResponse,
  savePageResponse,
  setFile,
  type PageResponse,
} from './responses-store.ts';

const response = (pageId: number, value: string, type = 'text'): PageResponse => ({
  page_id: pageId,
  responses: [{ input_id: pageId * 10, value, type, label: 'Campo', origin: 'user', country: null, countryCode: null }],
});

afterEach(() => {
  clearResponses();
  localStorage.clear();
  sessionStorage.clear();
});

describe('dynamic responses store', () => {
  it('keeps one entry per page, replaced when the page is sent again', () => {
    loadResponses(1);
    savePageResponse(1, response(1, 'a'));
    savePageResponse(1, response(2, 'b'));
    savePageResponse(1, response(1, 'c'));
    expect($dynamicResponses.get()?.pages.map((page) => [page.page_id, page.responses[0]?.value])).toEqual([
      [1, 'c'],
      [2, 'b'],
    ]);
  });

  it('survives a reload through localStorage, for the same form only', () => {
    loadResponses(1);
    savePageResponse(1, response(1, 'a'));
    $dynamicResponses.set(null);
    expect(loadResponses(1).pages).toHaveLength(1);
    expect(pageResponse(1, 1)?.responses[0]?.value).toBe('a');
    expect(loadResponses(2).pages).toEqual([]);
  });

  it('keeps password answers out of localStorage', () => {
    loadResponses(1);
    savePageResponse(1, response(1, 'Clave12345', 'password'));
    expect(localStorage.getItem(RESPONSES_KEY)).not.toContain('Clave12345');
    expect(sessionStorage.getItem(SECRET_RESPONSES_KEY)).toContain('Clave12345');
    $dynamicResponses.set(null);
    expect(loadResponses(1).pages[0]?.responses[0]?.value).toBe('Clave12345');
  });

  it('keeps files in memory and removes everything after a successful registration', () => {
    loadResponses(1);
    savePageResponse(1, response(1, 'a'));
    const file = new File(['x'], 'x.png');
    setFile(5, file);
    expect(getFile(5)).toBe(file);
    clearResponses();
    expect(getFile(5)).toBeUndefined();
    expect(localStorage.getItem(RESPONSES_KEY)).toBeNull();
    expect(sessionStorage.getItem(SECRET_RESPONSES_KEY)).toBeNull();
    expect($dynamicResponses.get()).toBeNull();
  });

  it('ignores unreadable stored answers', () => {
    localStorage.setItem(RESPONSES_KEY, '{"id_form": 1, "pages": "x"}');
    expect(loadResponses(1).pages).toEqual([]);
  });
});
