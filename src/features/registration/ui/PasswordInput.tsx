// A password input with the show/hide toggle; the toggle names what it does for screen readers.
import { useState, type InputHTMLAttributes } from 'react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  readonly id: string;
  readonly label: string;
};

export function PasswordInput({ label, ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="reg-password">
      <input {...input} type={visible ? 'text' : 'password'} spellCheck={false} />
      <button
        type="button"
        className="reg-toggle"
        aria-controls={input.id}
        aria-label={visible ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
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
