import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, clampPage, pageCount, pageItems, rangeLabel } from './pagination.ts';

const items = Array.from({ length: 33 }, (_, index) => index + 1);

describe('posting pagination', () => {
  it('shows 10 postings a page', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageCount(33)).toBe(4);
    expect(pageItems(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(items, 4)).toEqual([31, 32, 33]);
  });

  it("labels the range 'a-b de total'", () => {
    expect(rangeLabel(1, 33)).toBe('1-10 de 33');
    expect(rangeLabel(2, 33)).toBe('11-20 de 33');
    expect(rangeLabel(4, 33)).toBe('31-33 de 33');
    expect(rangeLabel(1, 0)).toBe('0-0 de 0');
  });

  it('keeps the page inside the list', () => {
    expect(clampPage(9, 33)).toBe(4);
    expect(clampPage(0, 33)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});
