// @vitest-environment jsdom
// Work a submit waits for: newer runs supersede older ones per key, a submit waits for every run
// (those started while it waits too), and a second submit while one waits does nothing.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingWork } from './use-pending-work.ts';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('pending work', () => {
  it('drops the result of a run that a newer run for the same key replaced', async () => {
    const { result } = renderHook(() => usePendingWork());
    const first = deferred();
    const landed: string[] = [];
    const older = result.current.run('frente', async (isCurrent) => {
      await first.promise;
      if (isCurrent()) landed.push('antigua');
    });
    const newer = result.current.run('frente', (isCurrent) => {
      if (isCurrent()) landed.push('nueva');
      return Promise.resolve();
    });
    await newer;
    first.resolve();
    await older;
    expect(landed).toEqual(['nueva']);
  });

  it('settles once every run has applied its result, runs started while waiting included', async () => {
    const { result } = renderHook(() => usePendingWork());
    const front = deferred();
    const back = deferred();
    const landed: string[] = [];
    void result.current.run('frente', async () => {
      await front.promise;
      landed.push('frente');
    });
    let settled = false;
    let settling: Promise<void> = Promise.resolve();
    act(() => {
      settling = result.current.settle().then((done) => void (settled = done));
    });
    expect(result.current.isPending()).toBe(true);
    void result.current.run('reverso', async () => {
      await back.promise;
      landed.push('reverso');
    });
    await act(async () => {
      front.resolve();
      await Promise.resolve();
    });
    expect(settled).toBe(false);
    await act(async () => {
      back.resolve();
      await settling;
    });
    expect(settled).toBe(true);
    expect(landed).toEqual(['frente', 'reverso']);
    expect(result.current.isPending()).toBe(false);
    expect(result.current.waiting).toBe(false);
  });

  it('shows waiting while a submit waits, and a second submit meanwhile does nothing', async () => {
    const { result } = renderHook(() => usePendingWork());
    const photo = deferred();
    void result.current.run('frente', () => photo.promise);
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = result.current.settle();
    });
    expect(result.current.waiting).toBe(true);
    expect(await result.current.settle()).toBe(false);
    await act(async () => {
      photo.resolve();
      await first;
    });
    expect(await first).toBe(true);
    expect(result.current.waiting).toBe(false);
  });

  it('settles at once when nothing is pending, and after dropAll forgot what was', async () => {
    const { result } = renderHook(() => usePendingWork());
    expect(await result.current.settle()).toBe(true);
    void result.current.run('frente', () => new Promise<void>(() => {}));
    expect(result.current.isPending('frente')).toBe(true);
    result.current.dropAll();
    expect(result.current.isPending()).toBe(false);
    expect(await result.current.settle()).toBe(true);
  });
});
