// Optimistic concurrency on the client: a record read with its `version` is saved with that
// version in If-Match; the API answers 409 when someone saved it in between, and the form says so
// in Spanish, keeps what was typed and offers to load the current data.
import { isApiError } from './api-error.ts';

export const STALE_WRITE_UI_MESSAGE =
  'Otra sesión guardó cambios en estos datos mientras los editabas, así que los tuyos no se guardaron. Lo que escribiste sigue en el formulario: carga los datos actuales para revisarlos antes de guardar de nuevo.';
export const RELOAD_CURRENT_LABEL = 'Cargar datos actuales';

/** The If-Match header for a record read with `version` (none when the version is unknown). */
export function ifMatch(version: number | undefined): Record<string, string> {
  return version === undefined ? {} : { 'if-match': `"${version}"` };
}

/** True for the API's answer to a save made from data that someone else changed meanwhile. */
export function isStaleWriteError(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}
