import { describe, expect, it } from 'vitest';
import { LOADING, failed, ready } from './remote.ts';
import { remoteStore } from './remote-store.ts';

/** A request whose answers the test hands out, in any order. */
function controlled<T>() {
  const pending = new Map<number, { resolve: (value: T) => void; reject: (error: unknown) => void }>();
  const request = (id: number) => new Promise<T>((resolve, reject) => pending.set(id, { resolve, reject }));
  return { request, answer: (id: number) => pending.get(id)! };
}

const describeFailure = (error: unknown) => `No pudimos cargarlo: ${String(error)}`;

describe('a remote store', () => {
  it('is loading for a question until its answer arrives, then holds the data', async () => {
    const { request, answer } = controlled<string>();
    const store = remoteStore(request, describeFailure);
    expect(store.stateFor(store.$entry.get(), 4)).toEqual(LOADING);
    const loading = store.load(4);
    expect(store.$entry.get()).toMatchObject({ key: '[4]', remote: LOADING });
    answer(4).resolve('publicación 4');
    await loading;
    expect(store.stateFor(store.$entry.get(), 4)).toEqual(ready('publicación 4'));
  });

  it('takes in an answer already in hand at once, and a load on its way no longer replaces it', async () => {
    const { request, answer } = controlled<string>();
    const store = remoteStore(request, describeFailure);
    const late = store.load(4);
    store.settle('publicación 4, leída antes', 4);
    expect(store.stateFor(store.$entry.get(), 4)).toEqual(ready('publicación 4, leída antes'));
    expect(store.asked(4)).toBe(true);
    answer(4).resolve('publicación 4, respuesta tardía');
    await late;
    expect(store.stateFor(store.$entry.get(), 4)).toEqual(ready('publicación 4, leída antes'));
  });

  it('keeps the failure as the words the screen shows', async () => {
    const store = remoteStore(() => Promise.reject(new Error('sin red')), describeFailure);
    await store.load();
    expect(store.stateFor(store.$entry.get())).toEqual(failed('No pudimos cargarlo: Error: sin red'));
  });

  it('answers loading to a view asking another question than the one held', async () => {
    const store = remoteStore((id: number) => Promise.resolve(`publicación ${id}`), describeFailure);
    await store.load(4);
    expect(store.stateFor(store.$entry.get(), 5)).toEqual(LOADING);
  });

  it('keeps only the newest question’s answer when an older one arrives late', async () => {
    const { request, answer } = controlled<string>();
    const store = remoteStore(request, describeFailure);
    const first = store.load(1);
    const second = store.load(2);
    answer(2).resolve('dos');
    await second;
    answer(1).resolve('uno');
    await first;
    expect(store.$entry.get()).toMatchObject({ key: '[2]', remote: ready('dos') });
  });

  it('keeps the data on screen, marked refreshing, while the same question is asked again', async () => {
    const { request, answer } = controlled<string>();
    const store = remoteStore(request, describeFailure);
    const first = store.load(3);
    answer(3).resolve('antes');
    await first;
    const again = store.load(3);
    expect(store.$entry.get()).toEqual({ key: '[3]', remote: ready('antes'), refreshing: true, answered: 1 });
    answer(3).resolve('después');
    await again;
    expect(store.$entry.get()).toEqual({ key: '[3]', remote: ready('después'), refreshing: false, answered: 2 });
  });

  it('shows loading again when a failed question is retried', async () => {
    let calls = 0;
    const store = remoteStore(
      () => (++calls === 1 ? Promise.reject(new Error('caída')) : Promise.resolve('ok')),
      describeFailure,
    );
    await store.load();
    const retry = store.load();
    expect(store.stateFor(store.$entry.get())).toEqual(LOADING);
    await retry;
    expect(store.stateFor(store.$entry.get())).toEqual(ready('ok'));
  });

  it('forgets its answer, and an answer still on its way, when reset', async () => {
    const { request, answer } = controlled<string>();
    const store = remoteStore(request, describeFailure);
    const loading = store.load(8);
    store.reset();
    answer(8).resolve('tarde');
    await loading;
    expect(store.$entry.get()).toMatchObject({ key: null, remote: { status: 'idle' } });
    expect(store.stateFor(store.$entry.get(), 8)).toEqual(LOADING);
  });

  it('says a question was asked while its load is on its way and once answered, and not after reset', async () => {
    const { request, answer } = controlled<string>();
    const store = remoteStore(request, describeFailure);
    expect(store.asked(3)).toBe(false);
    const loading = store.load(3);
    expect(store.asked(3)).toBe(true);
    expect(store.asked(4)).toBe(false);
    answer(3).resolve('publicación 3');
    await loading;
    expect(store.asked(3)).toBe(true);
    store.reset();
    expect(store.asked(3)).toBe(false);
  });
});

describe('refreshing a remote store', () => {
  it('asks the last question again and keeps its answer on screen meanwhile', async () => {
    let version = 1;
    const asked: number[] = [];
    const store = remoteStore((id: number) => {
      asked.push(id);
      return Promise.resolve(`publicación ${id} v${version}`);
    }, describeFailure);
    await store.load(4);
    version = 2;
    const refreshing = store.refresh();
    expect(store.$entry.get()).toMatchObject({ refreshing: true, remote: ready('publicación 4 v1') });
    await refreshing;
    expect(asked).toEqual([4, 4]);
    expect(store.stateFor(store.$entry.get(), 4)).toEqual(ready('publicación 4 v2'));
  });

  it('asks nothing when no question was asked, or after the view let it go', async () => {
    const asked: number[] = [];
    const store = remoteStore((id: number) => {
      asked.push(id);
      return Promise.resolve(id);
    }, describeFailure);
    await store.refresh();
    await store.load(1);
    store.reset();
    await store.refresh();
    expect(asked).toEqual([1]);
    expect(store.$entry.get().key).toBeNull();
  });
});
