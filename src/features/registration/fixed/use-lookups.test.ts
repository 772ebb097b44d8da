// @vitest-environment jsdom
// The communes of the chosen region: loading only while that region's own list is on its way.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Commune } from './lookups-api.ts';
import { useCommunes } from './use-lookups.ts';

const answers = new Map<number, { resolve: (list: Commune[]) => void; reject: (error: Error) => void }>();
const fetchCommunes = vi.fn(
  (regionId: number) =>
    new Promise<Commune[]>((resolve, reject) => {
      answers.set(regionId, { resolve, reject });
    }),
);

vi.mock('./lookups-api.ts', () => ({ fetchCommunes: (regionId: number) => fetchCommunes(regionId) }));

const VALPARAISO = [{ id_commune: 51, name_commune: 'Viña del Mar' }] as unknown as Commune[];
const NUBLE = [{ id_commune: 161, name_commune: 'Chillán' }] as unknown as Commune[];

/** Settles the request for `regionId` and lets the hook take the outcome in. */
async function answer(regionId: number, outcome: Commune[] | Error): Promise<void> {
  await act(async () => {
    const pending = answers.get(regionId);
    if (outcome instanceof Error) pending?.reject(outcome);
    else pending?.resolve(outcome);
    await Promise.resolve();
  });
}

function renderCommunes(region: number | null) {
  return renderHook((props: { region: number | null }) => useCommunes(props.region), { initialProps: { region } });
}

beforeEach(() => {
  answers.clear();
  fetchCommunes.mockClear();
});

describe('communes of the chosen region', () => {
  it('loads the list of a region once and keeps it for the next time it is chosen', async () => {
    const { result, rerender } = renderCommunes(5);
    expect(result.current).toEqual({ communes: [], loading: true });
    await answer(5, VALPARAISO);
    expect(result.current).toEqual({ communes: VALPARAISO, loading: false });
    rerender({ region: null });
    rerender({ region: 5 });
    expect(result.current).toEqual({ communes: VALPARAISO, loading: false });
    expect(fetchCommunes).toHaveBeenCalledTimes(1);
  });

  it('is not loading when the person goes back to a known region while another list is on its way', async () => {
    const { result, rerender } = renderCommunes(5);
    await answer(5, VALPARAISO);
    rerender({ region: 16 });
    expect(result.current.loading).toBe(true);
    rerender({ region: 5 });
    expect(result.current).toEqual({ communes: VALPARAISO, loading: false });
    // The other list still arrives, and is kept for later.
    await answer(16, NUBLE);
    expect(result.current).toEqual({ communes: VALPARAISO, loading: false });
    rerender({ region: 16 });
    expect(result.current).toEqual({ communes: NUBLE, loading: false });
  });

  it('leaves the field empty when the list fails, and asks again when the region is chosen again', async () => {
    const { result, rerender } = renderCommunes(16);
    await answer(16, new Error('not JSON'));
    expect(result.current).toEqual({ communes: [], loading: false });
    rerender({ region: null });
    rerender({ region: 16 });
    expect(result.current.loading).toBe(true);
    expect(fetchCommunes).toHaveBeenCalledTimes(2);
  });
});
