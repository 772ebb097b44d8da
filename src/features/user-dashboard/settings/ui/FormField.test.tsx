// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, fieldKey } from './FormField.tsx';

describe('FormField', () => {
  it('names controls after the field path', () => {
    expect(fieldKey('["job_title"]')).toBe('job_title');
    expect(fieldKey('["a","b"]')).toBe('a-b');
  });

  it('ties the label, hint and first error to the control and announces the error', () => {
    const field = {
      props: {
        name: '["phone"]',
        autoFocus: false,
        ref: () => undefined,
        onFocus: () => undefined,
        onChange: () => undefined,
        onBlur: () => undefined,
      },
      input: '123',
      errors: ['El teléfono debe tener 11 dígitos', 'El teléfono debe comenzar con 569'] as [string, ...string[]],
    };
    render(
      <FormField field={field} label="Teléfono" idPrefix="banco" hint="11 dígitos">
        {(attributes) => <input {...attributes} />}
      </FormField>,
    );
    const input = screen.getByLabelText('Teléfono');
    expect(input.id).toBe('banco-phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('banco-phone-hint banco-phone-error');
    expect(screen.getByRole('alert').textContent).toBe('El teléfono debe tener 11 dígitos');
  });
});
