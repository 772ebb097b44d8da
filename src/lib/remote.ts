// The state of anything loaded from the API, one shape everywhere: not asked yet ('idle'), on its
// way ('loading'), arrived ('ready', with the data) or failed ('error', with what the screen says
// about it). Views switch on `status`; the helpers below build and read the states.

export type Remote<T, E = string> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: E };

/** An outcome: what a finished request leaves (ready or error). */
export type Settled<T, E = string> = Extract<Remote<T, E>, { readonly status: 'ready' | 'error' }>;

export const IDLE = Object.freeze({ status: 'idle' }) satisfies Remote<never, never>;
export const LOADING = Object.freeze({ status: 'loading' }) satisfies Remote<never, never>;

export function ready<T>(data: T): { readonly status: 'ready'; readonly data: T } {
  return { status: 'ready', data };
}

export function failed<E>(error: E): { readonly status: 'error'; readonly error: E } {
  return { status: 'error', error };
}

/** Nothing to show yet: not asked, or on its way. */
export function isPending<T, E>(remote: Remote<T, E>): remote is typeof IDLE | typeof LOADING {
  return remote.status === 'idle' || remote.status === 'loading';
}

/** The data when it has arrived, else `fallback`. */
export function dataOr<T, F>(remote: Remote<T, unknown>, fallback: F): T | F {
  return remote.status === 'ready' ? remote.data : fallback;
}

/** Waits for `request` and answers its outcome: the data, or the failure as `describe` puts it. */
export async function settle<T, E>(request: Promise<T>, describe: (error: unknown) => E): Promise<Settled<T, E>> {
  try {
    return ready(await request);
  } catch (error) {
    return failed(describe(error));
  }
}
