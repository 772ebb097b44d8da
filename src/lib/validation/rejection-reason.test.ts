import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { REJECTION_MESSAGES as M, REJECTION_REASONS, rejectionSchema, rejectionText } from './rejection-reason.ts';

function messages(input: unknown): string[] {
  const result = v.safeParse(rejectionSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('rejectionSchema', () => {
  it('offers the common reasons, in order, with Otro last', () => {
    expect(REJECTION_REASONS.map((reason) => reason.label)).toEqual([
      'Imagen ilegible',
      'Documento vencido',
      'No corresponde al documento solicitado',
      'Falta una cara del documento',
      'Otro',
    ]);
  });

  it('accepts a listed reason alone or with a description', () => {
    expect(v.parse(rejectionSchema, { reason: 'imagen_ilegible' })).toEqual({ reason: 'imagen_ilegible', detail: '' });
    expect(v.parse(rejectionSchema, { reason: 'falta_una_cara', detail: '  Falta el reverso. ' })).toEqual({
      reason: 'falta_una_cara',
      detail: 'Falta el reverso.',
    });
  });

  it('requires a reason from the list', () => {
    expect(messages({})).toEqual([M.reasonRequired]);
    expect(messages({ reason: '' })).toEqual([M.reasonRequired]);
    expect(messages({ reason: 'Imagen ilegible' })).toEqual([M.reasonRequired]);
  });

  it('requires a description for Otro', () => {
    expect(messages({ reason: 'otro' })).toEqual(['Describe el motivo del rechazo']);
    expect(messages({ reason: 'otro', detail: '   ' })).toEqual(['Describe el motivo del rechazo']);
    expect(messages({ reason: 'otro', detail: 'El RUT no coincide con el de tu cuenta.' })).toEqual([]);
  });

  it('refuses a description over 300 characters', () => {
    expect(messages({ reason: 'otro', detail: 'a'.repeat(300) })).toEqual([]);
    expect(messages({ reason: 'otro', detail: 'a'.repeat(301) })).toEqual([
      'La descripción del motivo no puede tener más de 300 caracteres',
    ]);
  });

  it('refuses control and invisible characters in the description', () => {
    expect(messages({ reason: 'otro', detail: 'hola\u0000' })).toEqual(['Contiene caracteres no permitidos']);
    expect(messages({ reason: 'otro', detail: 'Rojas\u202e' })).toEqual([
      'Contiene caracteres invisibles no permitidos',
    ]);
  });
});

describe('rejectionText', () => {
  it('reads as the label, the label and the description, or the description of Otro', () => {
    expect(rejectionText({ reason: 'imagen_ilegible' })).toBe('Imagen ilegible');
    expect(rejectionText({ reason: 'documento_vencido', detail: 'Venció en marzo.' })).toBe(
      'Documento vencido: Venció en marzo.',
    );
    expect(rejectionText({ reason: 'otro', detail: 'El RUT no coincide.' })).toBe('El RUT no coincide.');
  });
});
