// @vitest-environment jsdom
// The form kit as people meet it: a control found by its label, its hint and error read with it,
// the error announced, the password toggle named for what it does, the dial codes with Chile
// first, and a file field that names the chosen file.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialCodeSelect, codeAndCountry } from './DialCodeSelect.tsx';
import { Field, type FieldLook } from './Field.tsx';
import { FileField, type FileFieldLook } from './FileField.tsx';
import { PasswordInput } from './PasswordInput.tsx';

const LOOK: FieldLook = {
  className: 'x-field',
  hintClassName: 'x-hint',
  errorClassName: 'x-error',
  optionalClassName: 'x-optional',
};
const FILE_LOOK: FileFieldLook = { ...LOOK, chosenClassName: 'x-chosen' };

function description(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('Field', () => {
  it('ties the label, then describes the control by its hint and error, and announces the error', () => {
    render(
      <Field
        id="correo"
        label="Correo electrónico"
        look={LOOK}
        hint="Ej: ana@correo.cl"
        error="Correo inválido"
        required
      >
        {(attributes) => <input {...attributes} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveProperty('ariaInvalid', 'true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(description(input)).toBe('Ej: ana@correo.cl | Correo inválido');
    expect(screen.getByRole('alert').textContent).toBe('Correo inválido');
  });

  it('without an error the control is valid, nothing is announced, and an optional field says so', () => {
    render(
      <Field
        id="empresa"
        label="Empresa"
        look={LOOK}
        optional
        footer={<p id="empresa-extra">0 de 80</p>}
        footerIds={['empresa-extra']}
      >
        {(attributes) => <input {...attributes} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /^Empresa\s*\(opcional\)$/ });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-required')).toBe(false);
    expect(description(input)).toBe('0 de 80');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password with a toggle named for what it does', async () => {
    render(
      <>
        <label htmlFor="clave">Contraseña</label>
        <PasswordInput
          id="clave"
          label="Contraseña"
          className="x-row"
          toggleClassName="x-toggle"
          defaultValue="secreta1"
        />
      </>,
    );
    const input = screen.getByLabelText('Contraseña');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('DialCodeSelect', () => {
  it('is named "Código de país", starts with Chile and reads each country as asked', () => {
    const { rerender } = render(<DialCodeSelect id="codigo" defaultValue="56" />);
    const select = screen.getByRole('combobox', { name: 'Código de país' });
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('CL +56');
    expect((select as HTMLSelectElement).value).toBe('56');
    rerender(<DialCodeSelect id="codigo" defaultValue="56" optionText={codeAndCountry} />);
    expect(screen.getAllByRole('option')[0]?.textContent).toBe('+56 Chile');
  });
});

describe('FileField', () => {
  it('names the chosen file and reads hint, file and error with the input', () => {
    render(
      <FileField
        id="logo"
        label="Logo de la empresa"
        accept=".png"
        look={FILE_LOOK}
        hint="PNG de hasta 2MB."
        chosen={{ name: 'logo.png', size: 2048 }}
        error="El archivo es muy grande"
      />,
    );
    const input = screen.getByLabelText('Logo de la empresa');
    expect(input.getAttribute('accept')).toBe('.png');
    expect(description(input)).toBe('PNG de hasta 2MB. | Archivo seleccionado: logo.png | El archivo es muy grande');
    expect(screen.getByRole('alert').textContent).toBe('El archivo es muy grande');
  });

  it('with a picker, the input is named by the field and the button text, and reports the file chosen', async () => {
    const chosen: File[] = [];
    render(
      <FileField
        id="frente"
        label="Cédula frente"
        accept=".png"
        look={FILE_LOOK}
        picker={{ text: 'Elegir imagen', className: 'x-button' }}
        preview={<img src="data:," alt="Vista previa: Cédula frente" />}
        error="Campo requerido"
        errorAnnounced={false}
        input={{ onChange: (event) => chosen.push(...(event.target.files ?? [])) }}
      />,
    );
    const input = screen.getByLabelText('Cédula frente Elegir imagen');
    expect(screen.getByRole('img', { name: 'Vista previa: Cédula frente' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(description(input)).toBe('Campo requerido');
    await userEvent.upload(input, new File(['x'], 'frente.png', { type: 'image/png' }));
    expect(chosen.map((file) => file.name)).toEqual(['frente.png']);
  });
});
