// A password input with its show/hide toggle. The toggle's accessible name says what pressing it
// does ('Mostrar contraseña' / 'Ocultar contraseña', from the field's label) and it controls the
// input. The row and the button look the same everywhere (password-input.css); the area adds its
// own classes through `className` (the row) and `toggleClassName`.
import { useState, type InputHTMLAttributes } from 'react';
import './password-input.css';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  readonly id: string;
  /** The field's visible label, used in the toggle's name. */
  readonly label: string;
  readonly className: string;
  readonly toggleClassName: string;
};

export function PasswordInput({ label, className, toggleClassName, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const name = label.toLowerCase();
  return (
    <div className={`password-row ${className}`}>
      <input {...input} type={visible ? 'text' : 'password'} spellCheck={false} />
      <button
        type="button"
        className={`password-toggle ${toggleClassName}`}
        aria-controls={input.id}
        aria-label={visible ? `Ocultar ${name}` : `Mostrar ${name}`}
        data-tooltip={visible ? `Ocultar ${name}` : `Mostrar ${name}`}
        data-tooltip-side="start"
        onClick={() => setVisible((shown) => !shown)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
            fill="currentColor"
          />
          {visible && <path d="M3.5 3.5l17 17" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  );
}
