import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PERSONAL_FORM_NOTES, personalChange, personalFormSchema } from './personal-form.ts';

const initial = { firstname: 'Camila', lastname: 'Rojas', address: 'Av. Grecia 1234', about_me: 'Conductora.' };

describe('personal information form', () => {
  it('sends the data when something changed and all four are filled', () => {
    const next = { ...initial, address: 'Los Olmos 55, Macul' };
    expect(personalChange(initial, next)).toEqual({ kind: 'send', data: next });
  });

  it('sends nothing when nothing changed (spaces do not count)', () => {
    expect(personalChange(initial, { ...initial, firstname: ' Camila ' })).toEqual({
      kind: 'unchanged',
      note: PERSONAL_FORM_NOTES.unchanged,
    });
  });

  it.each(['firstname', 'lastname', 'address', 'about_me'] as const)('sends nothing when %s is empty', (field) => {
    expect(personalChange(initial, { ...initial, [field]: '' }).kind).toBe('incomplete');
  });

  it('shows the specification’s field messages', () => {
    const result = v.safeParse(personalFormSchema, { ...initial, firstname: '', lastname: 'x'.repeat(51) });
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Nombre es requerido',
      'El apellido no puede tener más de 50 caracteres',
    ]);
  });
});
