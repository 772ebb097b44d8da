// A worker reads each document under the name the company reads it under.
import { describe, expect, it } from 'vitest';
import { WORKER_DOCUMENT_TYPES } from '@/lib/reference/worker-documents.ts';
import { documentName } from './document-names.ts';

describe('document names on the worker side', () => {
  it('reads every reference type by its name, accents included', () => {
    expect(documentName({ purpose_name: 'permiso_circulacion' })).toBe('Permiso de circulación');
    expect(documentName({ purpose_name: 'credencial_os10' })).toBe('Credencial OS-10');
    for (const type of WORKER_DOCUMENT_TYPES) expect(documentName({ purpose_name: type.purpose_name })).toBe(type.name);
  });

  it("reads a company's own document by its title, and an unknown purpose by its words", () => {
    expect(documentName({ purpose_name: 'examen_psicotecnico', title: 'Examen psicotécnico' })).toBe(
      'Examen psicotécnico',
    );
    expect(documentName({ purpose_name: 'carnet_manipulador', title: null })).toBe('Carnet manipulador');
  });
});
