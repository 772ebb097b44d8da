import { describe, expect, it } from 'vitest';
import { documentGender } from '../reference/worker-documents.ts';
import { decisionHeadline } from './decision-text.ts';

describe('decisionHeadline', () => {
  it('makes the participle agree with the document', () => {
    expect(decisionHeadline('Licencia de conducir', 'f', 'approved')).toBe('Licencia de conducir aprobada');
    expect(decisionHeadline('Padrón del vehículo', 'm', 'approved')).toBe('Padrón del vehículo aprobado');
  });

  it('adds the reason to a rejection', () => {
    expect(decisionHeadline('Cédula de identidad (frontal)', 'f', 'rejected', 'Imagen ilegible')).toBe(
      'Cédula de identidad (frontal) rechazada: Imagen ilegible',
    );
    expect(decisionHeadline('Certificado de antecedentes', 'm', 'rejected')).toBe(
      'Certificado de antecedentes rechazado',
    );
  });
});

describe('documentGender', () => {
  it('takes a known type’s gender, and guesses a custom title’s from its first word', () => {
    expect(documentGender('licencia_conducir')).toBe('f');
    expect(documentGender('padron_vehiculo')).toBe('m');
    expect(documentGender('carta_recomendacion', 'Carta de recomendación')).toBe('f');
    expect(documentGender('examen_psicotecnico', 'Examen psicotécnico')).toBe('m');
    expect(documentGender('foto_carnet', 'Foto carnet')).toBe('f');
    expect(documentGender('certificacion_x', 'Certificación de altura')).toBe('f');
  });
});
