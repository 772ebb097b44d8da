// The progress indicator of the fixed registration: three numbered steps, the current one marked
// for assistive technology with aria-current="step".
import type { Step } from './draft-store.ts';

export const STEP_NAMES = { 1: 'Cuenta', 2: 'Datos personales', 3: 'Datos laborales' } as const;

export function StepProgress({ step }: { readonly step: Step }) {
  return (
    <ol className="reg-steps" aria-label="Progreso del registro">
      {([1, 2, 3] as const).map((number) => (
        <li
          key={number}
          aria-current={number === step ? 'step' : undefined}
          className={number < step ? 'reg-step-done' : undefined}
        >
          <span className="reg-step-number" aria-hidden="true">
            {number}
          </span>
          <span>
            <span className="visually-hidden">{`Paso ${number}: `}</span>
            {STEP_NAMES[number]}
            {number < step && <span className="visually-hidden"> (completado)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
