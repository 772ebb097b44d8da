// @vitest-environment jsdom
// A control bound to a Formisch field: named after the field's path, its hint and first error
// read with it, the error announced, typed text rewritten when asked, the count in the hint.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { boundControls, fieldKey } from './bound.tsx';

const { FormischField, TextInput, TextArea } = boundControls({
  className: 'x-field',
  hintClassName: 'x-hint',
  errorClassName: 'x-error',
});

function field(name: string, input: string, errors: [string, ...string[]] | null = null) {
  return {
    props: {
      name,
      autoFocus: false,
      ref: () => undefined,
      onFocus: () => undefined,
      onChange: () => undefined,
      onBlur: () => undefined,
    },
    input,
    errors,
    onChange: vi.fn<(value: string) => void>(),
  };
}

describe('bound controls', () => {
  it('name controls after the field path', () => {
    expect(fieldKey('["job_title"]')).toBe('job_title');
    expect(fieldKey('["a","b"]')).toBe('a-b');
  });

  it('tie the label, hint and first error to the control and announce the error', () => {
    const phone = field('["phone"]', '123', ['El teléfono debe tener 11 dígitos', 'El teléfono debe comenzar con 569']);
    render(
      <FormischField field={phone} label="Teléfono" idPrefix="banco" hint="11 dígitos">
        {(attributes) => <input {...attributes} />}
      </FormischField>,
    );
    const input = screen.getByLabelText('Teléfono');
    expect(input.id).toBe('banco-phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('banco-phone-hint banco-phone-error');
    expect(screen.getByRole('alert').textContent).toBe('El teléfono debe tener 11 dígitos');
  });

  it('rewrite typed text when asked and count a long text in its hint', async () => {
    const rut = field('["rut"]', '');
    render(
      <>
        <TextInput field={rut} label="RUT" idPrefix="perfil" format={(value) => value.toUpperCase()} />
        <TextArea field={field('["bio"]', 'Hola')} label="Sobre mí" idPrefix="perfil" hint="Breve." max={500} />
      </>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'RUT' }), 'k');
    expect(rut.onChange).toHaveBeenCalledWith('K');
    expect(screen.getByRole('textbox', { name: 'Sobre mí' }).getAttribute('aria-describedby')).toBe('perfil-bio-hint');
    expect(screen.getByText('Breve. 4/500 caracteres.')).toBeTruthy();
  });
});
