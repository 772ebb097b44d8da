// The consents asked on the last step of both registration flows, just above the button that
// registers: the required consent to the processing of one's data (linking the privacy policy)
// and the optional job offers by message, both unticked until the person ticks them, and a link
// to what rights they have. What is ticked never goes into a draft: each visit asks again.
import type { InputHTMLAttributes, Ref } from 'react';
import { paths } from '@/config/paths.ts';
import { FieldError, OptionalMark } from '@/features/registration/ui/Field.tsx';

export const DATA_CONSENT_LABEL = 'Acepto el tratamiento de mis datos personales según la Política de privacidad';
export const OFFERS_CONSENT_LABEL = 'Quiero recibir ofertas de trabajo por correo o WhatsApp';
export const RIGHTS_LINK_TEXT = 'Tus derechos sobre tus datos';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> & {
  readonly ref?: Ref<HTMLInputElement>;
};

export interface ConsentChoice {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Extra attributes of the box (a form library's name, ref and blur handler). */
  readonly inputProps?: CheckboxProps;
}

interface ConsentFieldsProps {
  /** Prefix of the boxes' ids, unique in the page. */
  readonly idPrefix: string;
  readonly dataConsent: ConsentChoice & { readonly error?: string | null | undefined };
  readonly offers: ConsentChoice;
}

export function ConsentFields({ idPrefix, dataConsent, offers }: ConsentFieldsProps) {
  const dataId = `${idPrefix}-consentimiento-datos`;
  const offersId = `${idPrefix}-consentimiento-ofertas`;
  const error = dataConsent.error ?? null;
  return (
    <fieldset className="reg-consents reg-wide">
      <legend className="reg-legend">Tus datos personales</legend>
      <div className="reg-consent">
        <input
          {...dataConsent.inputProps}
          id={dataId}
          type="checkbox"
          checked={dataConsent.checked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${dataId}-error` : undefined}
          onChange={(event) => dataConsent.onChange(event.target.checked)}
        />
        <label htmlFor={dataId}>
          Acepto el tratamiento de mis datos personales según la <a href={paths.privacy}>Política de privacidad</a>
        </label>
      </div>
      <FieldError id={dataId} error={error} />
      <div className="reg-consent">
        <input
          {...offers.inputProps}
          id={offersId}
          type="checkbox"
          checked={offers.checked}
          onChange={(event) => offers.onChange(event.target.checked)}
        />
        <label htmlFor={offersId}>
          {OFFERS_CONSENT_LABEL}
          <OptionalMark required={false} />
        </label>
      </div>
      <p className="reg-hint reg-consent-note">
        Puedes retirar tu consentimiento y pedir una copia, corrección o eliminación de tus datos cuando quieras. Revisa{' '}
        <a href={paths.rights}>{RIGHTS_LINK_TEXT}</a>.
      </p>
    </fieldset>
  );
}
