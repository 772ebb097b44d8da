import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  businessContactBodySchema,
  businessContactFormSchema,
  contactFormSchema,
  inquiryFormSchema,
  meetingBodySchema,
  meetingFormSchema,
  prefixedPhoneSchema,
} from './public-forms.ts';
import { meetingPhoneSchema } from './phone.ts';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The first message reported for one field, as the form shows it (null when it passes). */
function fieldMessage(schema: AnySchema, input: Record<string, unknown>, field: string): string | null {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  return result.issues.find((issue) => issue.path?.[0]?.key === field)?.message ?? null;
}

const meeting = {
  dialCode: '56',
  phone: '987654321',
  firstname: 'Camila',
  lastname: '',
  email: 'camila@transportes.cl',
  message: 'Queremos una demo.',
};
const meetingForm = meetingFormSchema() as AnySchema;

describe('meeting request form', () => {
  it('requires a first name of at most 50 characters', () => {
    expect(fieldMessage(meetingForm, { ...meeting, firstname: '  ' }, 'firstname')).toBe('Campo requerido');
    expect(fieldMessage(meetingForm, { ...meeting, firstname: 'a'.repeat(51) }, 'firstname')).toBe(
      'No debe exceder los 50 caracteres',
    );
  });

  it('lets the last name be empty but not longer than 50', () => {
    expect(fieldMessage(meetingForm, meeting, 'lastname')).toBeNull();
    expect(fieldMessage(meetingForm, { ...meeting, lastname: 'b'.repeat(51) }, 'lastname')).toBe(
      'No debe exceder los 50 caracteres',
    );
  });

  it('requires a valid e-mail of at most 65 allowed characters outside the provider domain', () => {
    expect(fieldMessage(meetingForm, { ...meeting, email: '' }, 'email')).toBe('Campo requerido');
    expect(fieldMessage(meetingForm, { ...meeting, email: 'camila@' }, 'email')).toBe('Correo electrónico inválido');
    expect(fieldMessage(meetingForm, { ...meeting, email: 'cámila@correo.cl' }, 'email')).toBe(
      'El correo electrónico solo puede contener caracteres permitidos (a-z, A-Z, 0-9, @, ., _, -)',
    );
    expect(fieldMessage(meetingForm, { ...meeting, email: 'ventas@enlista.cl' }, 'email')).toBe(
      'Correo electrónico inválido',
    );
    expect(fieldMessage(meetingForm, { ...meeting, email: `${'a'.repeat(60)}@correo.cl` }, 'email')).toBe(
      'Correo electrónico no puede exceder los 65 caracteres',
    );
  });

  it('requires a phone of 8 to 15 digits without 0000 or 1234', () => {
    expect(fieldMessage(meetingForm, { ...meeting, phone: '' }, 'phone')).toBe('Campo requerido');
    expect(fieldMessage(meetingForm, { ...meeting, phone: '9876543' }, 'phone')).toBe(
      'Telefono no debe ser menor a 8 caracteres',
    );
    expect(fieldMessage(meetingForm, { ...meeting, phone: '9876543219876543' }, 'phone')).toBe(
      'Telefono no debe exceder los 15 caracteres',
    );
    expect(fieldMessage(meetingForm, { ...meeting, phone: '98765-4321' }, 'phone')).toBe(
      'El teléfono solo puede contener números',
    );
    expect(fieldMessage(meetingForm, { ...meeting, phone: '912340000' }, 'phone')).toBe(
      'El teléfono no puede contener secuencias como 0000 o 1234',
    );
  });

  it('rejects a number that starts with the selected country code', () => {
    expect(fieldMessage(meetingForm, { ...meeting, phone: '56987654321' }, 'phone')).toBe(
      'No incluya el código de país',
    );
    expect(fieldMessage(meetingForm, { ...meeting, dialCode: '54', phone: '56987654321' }, 'phone')).toBeNull();
  });

  it('judges the dial-code rule even while other fields are still empty', () => {
    expect(fieldMessage(meetingForm, { ...meeting, firstname: '', phone: '56987654321' }, 'phone')).toBe(
      'No incluya el código de país',
    );
  });

  it('requires a message of at most 1000 characters', () => {
    expect(fieldMessage(meetingForm, { ...meeting, message: '' }, 'message')).toBe('Campo requerido');
    expect(fieldMessage(meetingForm, { ...meeting, message: 'm'.repeat(1001) }, 'message')).toBe(
      'No debe exceder los 1000 caracteres',
    );
  });

  it('defaults to Chile and sends the dial code joined to the number, which the API accepts', () => {
    const withoutCode = { ...meeting, dialCode: undefined };
    const body = v.parse(meetingFormSchema(), withoutCode);
    expect(body).toEqual({
      firstname: 'Camila',
      lastname: '',
      email: meeting.email,
      message: meeting.message,
      phone: '56987654321',
    });
    expect(v.parse(meetingBodySchema(), body)).toEqual(body);
  });
});

describe('dial-code phone in request bodies', () => {
  const schema = prefixedPhoneSchema(meetingPhoneSchema);
  it('reads the dial code off the front and judges the rest with the form rule', () => {
    expect(v.is(schema, '56987654321')).toBe(true);
    expect(v.safeParse(schema, '5656987654321').issues?.[0]?.message).toBe('No incluya el código de país');
    expect(v.safeParse(schema, '0987654321').issues?.[0]?.message).toBe('Selecciona un código de país');
  });
});

describe('contact and inquiry forms', () => {
  const contact = { name: 'Ana', email: 'ana@correo.cl', subject: 'Prensa', message: 'Hola' };
  it('requires name, e-mail, subject and message', () => {
    const schema = contactFormSchema() as AnySchema;
    for (const field of ['name', 'email', 'subject', 'message']) {
      expect(fieldMessage(schema, { ...contact, [field]: '' }, field)).toBe('Campo requerido');
    }
    expect(fieldMessage(schema, { ...contact, subject: 's'.repeat(101) }, 'subject')).toBe(
      'No debe exceder los 100 caracteres',
    );
  });

  it('checks the RUT of an inquiry and offers consulta, reclamo and sugerencia', () => {
    const schema = inquiryFormSchema() as AnySchema;
    const inquiry = { ...contact, kind: 'reclamo', rut: '12.345.678-5', company: '' };
    expect(v.is(schema, inquiry)).toBe(true);
    expect(fieldMessage(schema, { ...inquiry, rut: '12.345.678-9' }, 'rut')).toBe('Dígito verificador inválido');
    expect(fieldMessage(schema, { ...inquiry, rut: '1' }, 'rut')).toBe('Formato de RUT inválido');
    expect(fieldMessage(schema, { ...inquiry, kind: 'felicitación' }, 'kind')).toBe('Campo requerido');
  });
});

describe('business contact', () => {
  const business = {
    name_business: 'Retail Sur',
    name: 'Marta',
    email: 'marta@retailsur.cl',
    dialCode: '56',
    phone: '987654321',
    industry: 'Retail',
    team_size: '51 a 200',
    message: 'Necesitamos promotores',
  };

  it('takes a phone of 9 to 13 digits and sends it with the dial code', () => {
    const schema = businessContactFormSchema() as AnySchema;
    expect(fieldMessage(schema, { ...business, phone: '98765432' }, 'phone')).toBe(
      'Teléfono debe tener al menos 9 caracteres',
    );
    const body = v.parse(businessContactFormSchema(), business);
    expect(body.phone).toBe('56987654321');
    expect(v.is(businessContactBodySchema(), body)).toBe(true);
  });
});
