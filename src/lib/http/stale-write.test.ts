import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { RELOAD_CURRENT_LABEL, STALE_WRITE_UI_MESSAGE, ifMatch, isStaleWriteError } from './stale-write.ts';

describe('stale writes', () => {
  it('sends the version read in If-Match, and nothing when it is unknown', () => {
    expect(ifMatch(3)).toEqual({ 'if-match': '"3"' });
    expect(ifMatch(undefined)).toEqual({});
  });

  it('recognises the 409 answer and nothing else', () => {
    expect(isStaleWriteError(new ApiError('http', 409, ['x']))).toBe(true);
    expect(isStaleWriteError(new ApiError('http', 400, ['x']))).toBe(false);
    expect(isStaleWriteError(new Error('x'))).toBe(false);
  });

  it('says it in Spanish and offers to load the current data', () => {
    expect(STALE_WRITE_UI_MESSAGE).toBe(
      'Otra sesión guardó cambios en estos datos mientras los editabas, así que los tuyos no se guardaron. Lo que escribiste sigue en el formulario: carga los datos actuales para revisarlos antes de guardar de nuevo.',
    );
    expect(RELOAD_CURRENT_LABEL).toBe('Cargar datos actuales');
  });
});
