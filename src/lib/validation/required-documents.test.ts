import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REQUIRED_DOCUMENTS_MESSAGES as M, requiredDocumentsSchema } from './required-documents.ts';

function messages(input: unknown): string[] {
  const result = v.safeParse(requiredDocumentsSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('requiredDocumentsSchema', () => {
  it('reads catalogue types as general documents that expire as their type does', () => {
    expect(
      v.parse(requiredDocumentsSchema, {
        documents: [{ purpose_name: 'licencia_conducir' }, { purpose_name: 'padron_vehiculo' }],
      }),
    ).toEqual({
      documents: [
        { type_file: 'General', purpose_name: 'licencia_conducir', title: null, expires: true },
        { type_file: 'General', purpose_name: 'padron_vehiculo', title: null, expires: false },
      ],
    });
  });

  it('reads the company’s own documents as custom ones keyed by their title', () => {
    expect(
      v.parse(requiredDocumentsSchema, { documents: [{ title: '  Examen psicotécnico ', expires: true }] }),
    ).toEqual({
      documents: [
        {
          type_file: 'Personalizated',
          purpose_name: 'examen_psicotecnico',
          title: 'Examen psicotécnico',
          expires: true,
        },
      ],
    });
    expect(
      v.parse(requiredDocumentsSchema, { documents: [{ title: 'Carta de recomendación' }] }).documents[0]?.expires,
    ).toBe(false);
  });

  it('accepts an empty list: the profile asks for nothing', () => {
    expect(v.parse(requiredDocumentsSchema, { documents: [] })).toEqual({ documents: [] });
  });

  it('refuses a document outside the catalogue, and an entry that is neither kind or both', () => {
    expect(messages({ documents: [{ purpose_name: 'pasaporte' }] })).toEqual(['Ese documento no está en el catálogo']);
    expect(messages({ documents: [{}] })).toEqual([
      'Elige un documento del catálogo o escribe el nombre de uno propio',
    ]);
    expect(messages({ documents: [{ purpose_name: 'licencia_conducir', title: 'Licencia' }] })).toEqual([M.entry]);
    expect(messages({ documents: ['licencia_conducir'] })).toEqual([M.entry]);
    expect(messages({})).toEqual([M.entry]);
  });

  it('refuses a title shorter than 3 or longer than 100, without letters, or not clean', () => {
    expect(messages({ documents: [{ title: 'AB' }] })).toEqual([
      'El nombre del documento debe tener entre 3 y 100 caracteres',
    ]);
    expect(messages({ documents: [{ title: 'x'.repeat(101) }] })).toEqual([M.titleLength]);
    expect(messages({ documents: [{ title: '¿¿¿???' }] })).toEqual([
      'El nombre del documento debe tener letras o números',
    ]);
    expect(messages({ documents: [{ title: 'Curso\nde altura' }] })).toEqual(['Debe ir en una sola línea']);
    expect(messages({ documents: [{ title: 'Curso', expires: 'sí' }] })).toEqual(['Indica si el documento vence']);
  });

  it('refuses a document twice (the same title twice too) and more than 30', () => {
    expect(
      messages({ documents: [{ purpose_name: 'licencia_conducir' }, { purpose_name: 'licencia_conducir' }] }),
    ).toEqual(['Un documento aparece dos veces en la lista']);
    expect(messages({ documents: [{ title: 'Curso de altura' }, { title: 'curso de ALTURA' }] })).toEqual([M.repeated]);
    const many = Array.from({ length: 31 }, (_, index) => ({ title: `Documento ${index}` }));
    expect(messages({ documents: many })).toEqual(['La lista no puede tener más de 30 documentos']);
    expect(messages({ documents: many.slice(0, 30) })).toEqual([]);
  });
});
