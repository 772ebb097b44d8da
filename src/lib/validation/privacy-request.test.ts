import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PrivacyRequestBodySchema } from '../contract/privacy.ts';
import {
  PRIVACY_REQUEST_MESSAGES as M,
  correctionsSchema,
  describeCorrections,
  extensionReasonSchema,
  privacyAnswerSchema,
  privacyReasonSchema,
} from './privacy-request.ts';
import { firstMessage } from './test-helpers.ts';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('a rights request', () => {
  it('names one of four kinds', () => {
    for (const kind of ['rectificacion', 'supresion', 'oposicion', 'bloqueo']) {
      const input = { kind, password: 'Demo12345', corrections: { email: 'nuevo@correo.cl' } };
      expect(messages(PrivacyRequestBodySchema, input), kind).toEqual([]);
    }
    expect(messages(PrivacyRequestBodySchema, { kind: 'borrar', password: 'x' })).toEqual([
      'Elige qué quieres solicitar',
    ]);
  });

  it("is confirmed with the password ('Ingresa tu contraseña para confirmar')", () => {
    expect(messages(PrivacyRequestBodySchema, { kind: 'supresion', password: '' })).toEqual([
      'Ingresa tu contraseña para confirmar',
    ]);
    expect(messages(PrivacyRequestBodySchema, { kind: 'supresion' })).toEqual(['Ingresa tu contraseña para confirmar']);
  });

  it("takes an optional reason of up to 500 characters ('El motivo no puede tener más de 500 caracteres')", () => {
    expect(v.parse(privacyReasonSchema(), undefined)).toBe('');
    expect(v.parse(privacyReasonSchema(), ' Me\ncambio de rubro. ')).toBe('Me\ncambio de rubro.');
    expect(firstMessage(privacyReasonSchema(), 'x'.repeat(500))).toBeNull();
    expect(firstMessage(privacyReasonSchema(), 'x'.repeat(501))).toBe(M.reasonMax);
    expect(M.reasonMax).toBe('El motivo no puede tener más de 500 caracteres');
  });

  it("asks a correction for something to correct ('Indica qué dato quieres corregir y su valor correcto')", () => {
    const input = { kind: 'rectificacion', password: 'Demo12345' };
    expect(messages(PrivacyRequestBodySchema, input)).toEqual([M.correctionRequired]);
    expect(messages(PrivacyRequestBodySchema, { ...input, corrections: { rut: '', phone: null } })).toEqual([
      M.correctionRequired,
    ]);
    expect(M.correctionRequired).toBe('Indica qué dato quieres corregir y su valor correcto');
  });
});

describe('correctionsSchema', () => {
  it('judges each value by the registration rule and formats the RUT', () => {
    expect(v.parse(correctionsSchema(), { rut: '11111111-1', email: 'a@correo.cl', phone: '56911223344' })).toEqual({
      rut: '11.111.111-1',
      email: 'a@correo.cl',
      phone: '56911223344',
      region_id: undefined,
      commune_id: undefined,
    });
    expect(messages(correctionsSchema(), { rut: '11.111.111-2' })).toEqual(['Dígito verificador inválido']);
    expect(messages(correctionsSchema(), { email: 'no-es-correo' })).toEqual(['Correo electrónico inválido']);
    expect(messages(correctionsSchema(), { phone: '911223344' })).toEqual([
      'El teléfono debe incluir el código de país',
    ]);
  });

  it('takes region and commune together, the commune within the region', () => {
    expect(messages(correctionsSchema(), { region_id: 13000, commune_id: 2580 })).toEqual([]);
    expect(messages(correctionsSchema(), { region_id: 13000 })).toEqual(['Comuna es requerida']);
    expect(messages(correctionsSchema(), { commune_id: 2580 })).toEqual(['Region es requerida']);
    expect(messages(correctionsSchema(), { region_id: 5000, commune_id: 2580 })).toEqual([
      'La comuna no pertenece a la región seleccionada',
    ]);
  });
});

describe('describeCorrections', () => {
  it('names each corrected value, region and commune by their names', () => {
    expect(describeCorrections({ rut: '11.111.111-1', region_id: 13000, commune_id: 2580 })).toEqual([
      { label: 'RUT', value: '11.111.111-1' },
      { label: 'Región', value: 'Metropolitana de Santiago' },
      { label: 'Comuna', value: 'Santiago' },
    ]);
    expect(describeCorrections({ phone: '56911223344' })).toEqual([{ label: 'Teléfono', value: '56911223344' }]);
  });
});

describe("the company's answers", () => {
  it("need an answer of up to 1000 characters ('Escribe la respuesta para la persona')", () => {
    expect(firstMessage(privacyAnswerSchema(), '  ')).toBe('Escribe la respuesta para la persona');
    expect(firstMessage(privacyAnswerSchema(), 'x'.repeat(1000))).toBeNull();
    expect(firstMessage(privacyAnswerSchema(), 'x'.repeat(1001))).toBe(
      'La respuesta no puede tener más de 1000 caracteres',
    );
  });

  it("need the reason of an extension ('Indica por qué necesitas más plazo')", () => {
    expect(firstMessage(extensionReasonSchema(), undefined)).toBe('Indica por qué necesitas más plazo');
    expect(firstMessage(extensionReasonSchema(), 'Revisamos archivos.')).toBeNull();
  });
});
