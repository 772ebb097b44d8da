import { describe, expect, it } from 'vitest';
import { dynamicFieldError, type DynamicField, type DynamicInputType } from './dynamic-input.ts';

const input = (input_type: DynamicInputType, required = true): DynamicField => ({
  kind: 'input',
  input_type,
  required,
});
const file = (name: string, type = '') => ({ name, type, size: 10 });

describe('dynamic inputs: required rule', () => {
  it('requires an answer to an ACTIVE field with "Campo requerido"', () => {
    for (const type of ['email', 'text', 'tel', 'number', 'password', 'rut', 'address', 'file'] as const) {
      expect(dynamicFieldError(input(type), '')).toBe('Campo requerido');
    }
    expect(dynamicFieldError(input('file'), null)).toBe('Campo requerido');
    expect(dynamicFieldError({ kind: 'textarea', required: true }, '   ')).toBe('Campo requerido');
  });

  it('lets a non-required field stay empty, whatever its type', () => {
    for (const type of ['email', 'text', 'tel', 'date', 'number', 'password', 'rut', 'file'] as const) {
      expect(dynamicFieldError(input(type, false), '')).toBeNull();
    }
    expect(dynamicFieldError({ kind: 'checkbox', required: false, options: ['a'] }, [])).toBeNull();
  });

  it('requires date, week and month when they are ACTIVE', () => {
    expect(dynamicFieldError(input('date'), '')).toBe('Campo requerido');
    expect(dynamicFieldError(input('week'), '')).toBe('Campo requerido');
    expect(dynamicFieldError(input('month'), '')).toBe('Campo requerido');
    expect(dynamicFieldError(input('date'), '1990-04-12')).toBeNull();
    expect(dynamicFieldError(input('week'), '2026-W03')).toBeNull();
    expect(dynamicFieldError(input('month'), '2027-08')).toBeNull();
    expect(dynamicFieldError(input('datetime-local'), '2026-01-20T10:30')).toBeNull();
    expect(dynamicFieldError(input('week'), 'mañana')).toBe('Fecha inválida');
  });
});

describe('dynamic inputs: rules per input_type', () => {
  it('limits text to 50 characters', () => {
    expect(dynamicFieldError(input('text'), 'x'.repeat(50))).toBeNull();
    expect(dynamicFieldError(input('text'), 'x'.repeat(51))).toBe('No debe exceder los 50 caracteres');
  });

  it('checks tel with 9 to 13 characters and the other phone rules', () => {
    expect(dynamicFieldError(input('tel'), '987654321')).toBeNull();
    expect(dynamicFieldError(input('tel'), '98765432')).toBe('Teléfono debe tener al menos 9 caracteres');
    expect(dynamicFieldError(input('tel'), '98765432109876')).toBe('Teléfono no debe exceder los 13 caracteres');
    expect(dynamicFieldError(input('tel'), '56987654321')).toBe('No incluya el código de país');
    expect(dynamicFieldError(input('tel'), '912341234', '54')).toBe(
      'El teléfono no puede contener secuencias como 0000 o 1234',
    );
  });

  it('takes digits only in number inputs', () => {
    expect(dynamicFieldError(input('number'), '12')).toBeNull();
    expect(dynamicFieldError(input('number'), '1,5')).toBe('Solo números permitidos');
  });

  it('asks passwords of 8 to 25 characters with "Mínimo 8 caracteres"', () => {
    expect(dynamicFieldError(input('password'), 'corta')).toBe('Mínimo 8 caracteres');
    expect(dynamicFieldError(input('password'), 'x'.repeat(26))).toBe('No debe exceder los 25 caracteres');
    expect(dynamicFieldError(input('password'), 'Clave12345')).toBeNull();
  });

  it('checks a RUT like the fixed registration', () => {
    expect(dynamicFieldError(input('rut'), '16.543.210-K')).toBeNull();
    expect(dynamicFieldError(input('rut'), '1-9')).toBe('Formato de RUT inválido');
    expect(dynamicFieldError(input('rut'), '16.543.210-5')).toBe('Dígito verificador inválido');
  });

  it('limits an address to 100 characters', () => {
    expect(dynamicFieldError(input('address'), 'x'.repeat(101))).toBe('No debe exceder los 100 caracteres');
  });

  it('checks e-mails with the registration rule', () => {
    expect(dynamicFieldError(input('email'), 'hola@correo.cl')).toBeNull();
    expect(dynamicFieldError(input('email'), 'hola@correo')).toBe('Correo electrónico inválido');
  });

  it('accepts JPG, JPEG, PNG or PDF files only', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.pdf'])
      expect(dynamicFieldError(input('file'), file(name))).toBeNull();
    expect(dynamicFieldError(input('file'), file('a.docx'))).toBe('Solo se permiten archivos JPG, JPEG, PNG o PDF');
    expect(dynamicFieldError(input('file'), file('a.png', 'image/gif'))).toBe(
      'Solo se permiten archivos JPG, JPEG, PNG o PDF',
    );
  });
});

describe('dynamic textarea, select and checkbox', () => {
  it('limits a textarea to 500 characters', () => {
    expect(dynamicFieldError({ kind: 'textarea', required: false }, 'x'.repeat(500))).toBeNull();
    expect(dynamicFieldError({ kind: 'textarea', required: false }, 'x'.repeat(501))).toBe(
      'No debe exceder los 500 caracteres',
    );
  });

  it('requires a select answer among its options', () => {
    const select: DynamicField = { kind: 'select', required: true, options: ['Conductor', 'Peoneta'] };
    expect(dynamicFieldError(select, '')).toBe('Campo requerido');
    expect(dynamicFieldError(select, 'Peoneta')).toBeNull();
    expect(dynamicFieldError(select, 'Gerente')).toBe('Selecciona una opción válida');
  });

  it('asks for at least one checked option with "Debes seleccionar al menos una opción"', () => {
    const checkbox: DynamicField = { kind: 'checkbox', required: true, options: ['Mañana', 'Tarde'] };
    expect(dynamicFieldError(checkbox, [])).toBe('Debes seleccionar al menos una opción');
    expect(dynamicFieldError(checkbox, ['Tarde'])).toBeNull();
    expect(dynamicFieldError(checkbox, ['Noche'])).toBe('Selecciona una opción válida');
    expect(dynamicFieldError(checkbox, 'Tarde')).toBe('Debes seleccionar al menos una opción');
  });
});
