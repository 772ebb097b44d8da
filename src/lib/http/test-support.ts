// Test-only helper: the ApiError a request fails with.
import { expect } from 'vitest';
import { ApiError } from './api-error.ts';

/** Waits for the promise to fail, checks it failed with an ApiError and returns that error. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
