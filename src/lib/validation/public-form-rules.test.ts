// Every rule of the /contacto forms with the exact message the visitor reads (the meeting form's
// field rules, reused by the contact, inquiry, business contact and company sign-up forms). Each
// case breaks one field of an otherwise valid form and reads the first message of that field, as
// the form shows it; the local API judges the same bodies with the same schemas.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { businessRegisterFormSchema } from './fleet-form.ts';
import { businessContactFormSchema, contactFormSchema, inquiryFormSchema } from './public-forms.ts';
import { BUSINESS_CONTACT_SAMPLE, FLEET_SAMPLE } from './public-forms.sample.ts';
import { fieldMessage, type AnySchema } from './test-helpers.ts';

type Case = readonly [field: string, value: unknown, message: string];

const REQUIRED = 'Campo requerido';
const EMAIL_CASES: Case[] = [
  ['email', '', REQUIRED],
  ['email', 'ana@correo', 'Correo electrónico inválido'],
  [
    'email',
    'añá@correo.cl',
    'El correo electrónico solo puede contener caracteres permitidos (a-z, A-Z, 0-9, @, ., _, -)',
  ],
  ['email', 'ventas@enlista.cl', 'Correo electrónico inválido'],
  ['email', `${'a'.repeat(56)}@correo.cl`, 'Correo electrónico no puede exceder los 65 caracteres'],
];
const NAME_CASES: Case[] = [
  ['name', '   ', REQUIRED],
  ['name', 'n'.repeat(51), 'No debe exceder los 50 caracteres'],
];
const MESSAGE_CASES: Case[] = [
  ['message', '', REQUIRED],
  ['message', 'm'.repeat(1001), 'No debe exceder los 1000 caracteres'],
];
const PHONE_CASES: Case[] = [
  ['phone', '', REQUIRED],
  ['phone', '98765432', 'Teléfono debe tener al menos 9 caracteres'],
  ['phone', '98765432198765', 'Teléfono no debe exceder los 13 caracteres'],
  ['phone', '9876 54321', 'El teléfono solo puede contener números'],
  ['phone', '987651234', 'El teléfono no puede contener secuencias como 0000 o 1234'],
  ['phone', '56987654321', 'No incluya el código de país'],
];
const RUT_CASES = (field: string): Case[] => [
  [field, '', REQUIRED],
  [field, '112.345.678-55', 'No debe exceder los 13 caracteres'],
  [field, '1-9', 'Formato de RUT inválido'],
  [field, '12.345.678-9', 'Dígito verificador inválido'],
];

const FORMS = [
  {
    name: 'general contact',
    schema: contactFormSchema(),
    valid: { name: 'Ana Pérez', email: 'ana@correo.cl', subject: 'Prensa', message: 'Hola' },
    cases: [
      ...NAME_CASES,
      ...EMAIL_CASES,
      ['subject', '', REQUIRED],
      ['subject', 's'.repeat(101), 'No debe exceder los 100 caracteres'],
      ...MESSAGE_CASES,
    ] as Case[],
  },
  {
    name: 'inquiries and complaints',
    schema: inquiryFormSchema(),
    valid: {
      kind: 'reclamo',
      name: 'Luis Díaz',
      rut: '12.345.678-5',
      email: 'luis@correo.cl',
      company: '',
      message: 'No recibí mi contrato.',
    },
    cases: [
      ['kind', '', REQUIRED],
      ['kind', 'felicitación', REQUIRED],
      ...NAME_CASES,
      ...RUT_CASES('rut'),
      ...EMAIL_CASES,
      ['company', 'c'.repeat(101), 'No debe exceder los 100 caracteres'],
      ...MESSAGE_CASES,
    ] as Case[],
  },
  {
    name: 'business contact',
    schema: businessContactFormSchema(),
    valid: BUSINESS_CONTACT_SAMPLE,
    cases: [
      ['name_business', '', REQUIRED],
      ['name_business', 'e'.repeat(101), 'No debe exceder los 100 caracteres'],
      ...NAME_CASES,
      ...EMAIL_CASES,
      ...PHONE_CASES,
      ['dialCode', '999', 'Selecciona un código de país'],
      ['industry', '', REQUIRED],
      ['industry', 'Minería', REQUIRED],
      ['team_size', '', REQUIRED],
      ...MESSAGE_CASES,
    ] as Case[],
  },
  {
    name: 'company sign-up with fleet requirements',
    schema: businessRegisterFormSchema(),
    valid: FLEET_SAMPLE,
    cases: [
      ['name_business', '', REQUIRED],
      ['name_business', 'e'.repeat(101), 'No debe exceder los 100 caracteres'],
      ...RUT_CASES('rut_business'),
      ...NAME_CASES,
      ...EMAIL_CASES,
      ...PHONE_CASES,
      ['id_vehicle', '', 'Campo requerido'],
      ['id_vehicle', '4', 'Campo requerido'],
      ['vehicles_needed', '', REQUIRED],
      ['vehicles_needed', '0', 'Debe ser un número entre 1 y 999'],
      ['vehicles_needed', '1000', 'Debe ser un número entre 1 y 999'],
      ['vehicles_needed', '1.5', 'Solo números permitidos'],
      ['vehicles_needed', 'doce', 'Solo números permitidos'],
      ['id_region', '', 'Region es requerida'],
      ['id_schedule', '', 'Horario es requerido'],
      ['start_date', '', REQUIRED],
      ['start_date', '2025-02-30', 'Ingresa una fecha válida'],
      ['start_date', '2025-13-01', 'Ingresa una fecha válida'],
      ['requirements', 'r'.repeat(501), 'No debe exceder los 500 caracteres'],
    ] as Case[],
  },
];

for (const form of FORMS) {
  describe(`${form.name} form`, () => {
    const schema = form.schema as AnySchema;

    it('accepts a complete, valid form', () => {
      expect(v.safeParse(schema, form.valid).issues).toBeUndefined();
    });

    it.each(form.cases)('says, for %s = %j, %j', (field, value, message) => {
      expect(fieldMessage(schema, { ...form.valid, [field]: value }, field)).toBe(message);
    });
  });
}
