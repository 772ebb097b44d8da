import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  businessContactBodySchema,
  businessContactFormSchema,
  meetingBodySchema,
  meetingFormSchema,
  prefixedPhoneSchema,
} from './public-forms.ts';
import { meetingPhoneSchema } from './phone.ts';
import { BUSINESS_CONTACT_SAMPLE } from './public-forms.sample.ts';
import { fieldMessage, type AnySchema } from './test-helpers.ts';

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

describe('business contact', () => {
  it('sends the phone with the dial code, which the API accepts', () => {
    const body = v.parse(businessContactFormSchema(), BUSINESS_CONTACT_SAMPLE);
    expect(body.phone).toBe('56987654321');
    expect(v.is(businessContactBodySchema(), body)).toBe(true);
  });
});
