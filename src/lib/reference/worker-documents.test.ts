import { describe, expect, it } from 'vitest';
import { BUSINESS_PROFILES } from './profiles.ts';
import {
  SUGGESTED_REQUIRED_DOCUMENTS,
  WORKER_DOCUMENT_TYPES,
  documentTypeName,
  findWorkerDocumentType,
  purposeFromTitle,
} from './worker-documents.ts';

describe('worker document types', () => {
  it('marks licences, ID cards and the yearly vehicle papers as expiring, and the padrón as not', () => {
    const expiring = WORKER_DOCUMENT_TYPES.filter((entry) => entry.expires).map((entry) => entry.purpose_name);
    expect(expiring).toEqual([
      'cedula_identidad_frontal',
      'cedula_identidad_posterior',
      'licencia_conducir',
      'permiso_circulacion',
      'revision_tecnica',
      'seguro_obligatorio',
      'credencial_os10',
    ]);
    expect(findWorkerDocumentType('padron_vehiculo')?.expires).toBe(false);
  });

  it('suggests, for drivers, the ID card both sides, licence, record, driver sheet and the vehicle papers', () => {
    expect(SUGGESTED_REQUIRED_DOCUMENTS[1]?.map((purpose) => documentTypeName(purpose))).toEqual([
      'Cédula de identidad (frontal)',
      'Cédula de identidad (posterior)',
      'Licencia de conducir',
      'Certificado de antecedentes',
      'Hoja de vida del conductor',
      'Padrón del vehículo',
      'Permiso de circulación',
      'Revisión técnica',
      'Seguro obligatorio (SOAP)',
    ]);
  });

  it('suggests a list for every reference profile, made only of catalogue types', () => {
    for (const profile of BUSINESS_PROFILES) {
      const list = SUGGESTED_REQUIRED_DOCUMENTS[profile.id_profile] ?? [];
      expect(list.length, profile.profile_name).toBeGreaterThan(0);
      for (const purpose of list) expect(findWorkerDocumentType(purpose), purpose).toBeDefined();
    }
  });

  it('names a custom document by its title and an unknown purpose by its words', () => {
    expect(documentTypeName('examen_psicotecnico', 'Examen psicotécnico')).toBe('Examen psicotécnico');
    expect(documentTypeName('carnet_manipulador')).toBe('Carnet manipulador');
  });

  it('makes a purpose from a title: lower case, no accents, underscores', () => {
    expect(purposeFromTitle('Certificado de Manejo: Grúa Horquilla!')).toBe('certificado_de_manejo_grua_horquilla');
    expect(purposeFromTitle('¿¿??')).toBe('');
  });
});
