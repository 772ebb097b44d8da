import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, clampPage, pageCount, pageItems, rangeLabel } from './pagination.ts';

const items = Array.from({ length: 35 }, (_, index) => index + 1);

describe('pagination, 10 a page', () => {
  it('uses pages of 10', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageCount(35)).toBe(4);
    expect(pageCount(0)).toBe(1);
  });

  it('labels the range as "a-b de total"', () => {
    expect(rangeLabel(1, 35)).toBe('1-10 de 35');
    expect(rangeLabel(2, 35)).toBe('11-20 de 35');
    expect(rangeLabel(4, 35)).toBe('31-35 de 35');
    expect(rangeLabel(1, 0)).toBe('0-0 de 0');
  });

  it('keeps the page inside the list', () => {
    expect(clampPage(9, 35)).toBe(4);
    expect(clampPage(0, 35)).toBe(1);
    expect(clampPage(Number.NaN, 35)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('slices the items of a page', () => {
    expect(pageItems(items, 2)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(items, 4)).toEqual([31, 32, 33, 34, 35]);
  });
});
