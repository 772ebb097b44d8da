import { describe, expect, it } from 'vitest';
import { IDLE, LOADING, dataOr, failed, isPending, ready, settle, type Remote } from './remote.ts';

describe('remote state', () => {
  it('builds each state with its status', () => {
    expect(IDLE).toEqual({ status: 'idle' });
    expect(LOADING).toEqual({ status: 'loading' });
    expect(ready([1, 2])).toEqual({ status: 'ready', data: [1, 2] });
    expect(failed('No pudimos cargar esta información.')).toEqual({
      status: 'error',
      error: 'No pudimos cargar esta información.',
    });
  });

  it('is pending only before an answer', () => {
    const states: Remote<number>[] = [IDLE, LOADING, ready(0), failed('sin conexión')];
    expect(states.map(isPending)).toEqual([true, true, false, false]);
  });

  it('gives the data once it arrived, the fallback otherwise (also for falsy data)', () => {
    expect(dataOr(ready(0), 5)).toBe(0);
    expect(dataOr(ready(null), 'nada')).toBeNull();
    expect(dataOr(LOADING, [])).toEqual([]);
    expect(dataOr(failed('x'), 'nada')).toBe('nada');
  });

  it('settles a request into ready with its data', async () => {
    await expect(settle(Promise.resolve({ id: 3 }), () => 'nunca')).resolves.toEqual({
      status: 'ready',
      data: { id: 3 },
    });
  });

  it('settles a failed request into an error worded by describe', async () => {
    const cause = new Error('HTTP 500');
    let seen: unknown;
    const outcome = await settle(Promise.reject(cause), (error) => {
      seen = error;
      return 'No pudimos conectar con el servidor.';
    });
    expect(outcome).toEqual({ status: 'error', error: 'No pudimos conectar con el servidor.' });
    expect(seen).toBe(cause);
  });

  it('keeps the shared idle and loading states unchangeable', () => {
    expect(Object.isFrozen(IDLE)).toBe(true);
    expect(Object.isFrozen(LOADING)).toBe(true);
  });
});
