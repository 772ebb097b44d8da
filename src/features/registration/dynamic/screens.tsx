// The dynamic registration's welcome and result screens: 'Bienvenido a {business}'
// with 'Comenzar'; '¡Registro exitoso!' with 'Ingresar' (the company login); '¡Error en el
// registro!' with 'Ocurrió un error. Intenta nuevamente.' and a way back to the form.
import type { CSSProperties, Ref } from 'react';
import { DEFAULT_BUTTON_COLOR, DEFAULT_WELCOME_COLOR, pickColor, textColorOn } from './colors.ts';

interface ScreenProps {
  readonly headingRef?: Ref<HTMLHeadingElement>;
}

function buttonStyle(color: string): CSSProperties {
  return { backgroundColor: color, borderColor: color, color: textColorOn(color) };
}

interface WelcomeProps extends ScreenProps {
  readonly business: string;
  readonly colors: { readonly bg_color: string | null; readonly button_color: string | null };
  readonly busy: boolean;
  readonly onStart: () => void;
}

export function WelcomeScreen({ business, colors, busy, onStart, headingRef }: WelcomeProps) {
  const background = pickColor(DEFAULT_WELCOME_COLOR, colors.bg_color);
  const button = pickColor(DEFAULT_BUTTON_COLOR, colors.button_color);
  return (
    <div className="dyn-screen" style={{ backgroundColor: background, color: textColorOn(background) }}>
      <h1 ref={headingRef} tabIndex={-1}>{`Bienvenido a ${business}`}</h1>
      <button type="button" className="btn" style={buttonStyle(button)} onClick={onStart} disabled={busy}>
        {busy ? 'Cargando…' : 'Comenzar'}
      </button>
    </div>
  );
}

interface SuccessProps extends ScreenProps {
  readonly loginHref: string;
}

export function SuccessScreen({ loginHref, headingRef }: SuccessProps) {
  return (
    <div className="dyn-screen dyn-result">
      <span className="reg-check" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
          <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </span>
      <h1 ref={headingRef} tabIndex={-1}>
        ¡Registro exitoso!
      </h1>
      <p>Ya puedes ingresar con tu correo y contraseña.</p>
      <a className="btn" href={loginHref}>
        Ingresar
      </a>
    </div>
  );
}

interface ErrorProps extends ScreenProps {
  readonly onBack: () => void;
}

export function ErrorScreen({ onBack, headingRef }: ErrorProps) {
  return (
    <div className="dyn-screen dyn-result">
      <span className="reg-cross" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </span>
      <h1 ref={headingRef} tabIndex={-1}>
        ¡Error en el registro!
      </h1>
      <p>Ocurrió un error. Intenta nuevamente.</p>
      <button type="button" className="btn" onClick={onBack}>
        Volver al formulario
      </button>
    </div>
  );
}
