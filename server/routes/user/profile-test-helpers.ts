// Helpers for the worker profile, bank, posting and password route tests: the seeded app with
// both demo workers signed in (from documents-test-helpers.ts) plus JSON calls of any method.
import { createRecordsContext, type RecordsTestContext } from './documents-test-helpers.ts';

export interface WorkerApiContext extends RecordsTestContext {
  /** A call with the worker's auth-user token (null: none) and an optional JSON body. */
  readonly call: (method: string, path: string, token: string | null, body?: unknown) => Promise<Response>;
}

export async function createWorkerApiContext(): Promise<WorkerApiContext> {
  const context = await createRecordsContext();
  return {
    ...context,
    call: async (method, path, token, body) => {
      const headers: Record<string, string> = token === null ? {} : { 'auth-user': token };
      if (body !== undefined) headers['content-type'] = 'application/json';
      return context.app.request(path, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    },
  };
}

/** The JSON answer, after checking the status. */
export async function answer<T>(response: Response, status = 200): Promise<T> {
  const body = (await response.json()) as T;
  if (response.status !== status)
    throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(body)}`);
  return body;
}
