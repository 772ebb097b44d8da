import { describe, expect, it } from 'vitest';
import { hasFilters, postingIdFromHash, queryKey, readPostingQuery, withPostingQuery } from './postings-query.ts';

describe('posting list address', () => {
  it('reads the filters and the search from the query string', () => {
    expect(
      readPostingQuery(
        '?business=transportes-andes&id_region=13000&id_vehicle=1&start_time=2025-11-20&pawn=1500&search=furg%C3%B3n',
      ),
    ).toEqual({
      filter: { id_region: '13000', id_vehicle: '1', start_time: '2025-11-20', pawn: '1500' },
      search: 'furgón',
    });
  });

  it('ignores malformed values', () => {
    expect(readPostingQuery('?id_region=trece&id_zone=0&start_time=ayer&pawn=-3')).toEqual({ filter: {}, search: '' });
  });

  it('writes the query, keeping the dashboard’s own parameters and dropping empty values', () => {
    const next = withPostingQuery('?business=transportes-andes&rgs=andes-2025&id_zone=2&search=x', {
      filter: { id_region: '13000', id_commune: '' },
      search: ' reparto ',
    });
    expect(next).toBe('?business=transportes-andes&rgs=andes-2025&id_region=13000&search=reparto');
    expect(withPostingQuery('?id_region=13000', { filter: {}, search: '' })).toBe('');
  });

  it('tells whether any filter is set and keys a query', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ pawn: '1000' })).toBe(true);
    expect(queryKey({ filter: { id_zone: '2' }, search: '' })).not.toBe(queryKey({ filter: {}, search: '' }));
  });

  it('reads the open posting from the hash', () => {
    expect(postingIdFromHash('#12')).toBe(12);
    expect(postingIdFromHash('#0')).toBeNull();
    expect(postingIdFromHash('')).toBeNull();
    expect(postingIdFromHash('#abc')).toBeNull();
  });
});
