// Consent at registration: agreeing to the processing of one's personal data is required (an
// unticked box stops the registration with its message, in the form and in the API), receiving
// job offers by e-mail or WhatsApp is optional. Both start unticked; a missing answer reads as
// "not given".
import * as v from 'valibot';

export const DATA_CONSENT_REQUIRED_MESSAGE = 'Debes aceptar el tratamiento de tus datos personales para registrarte';
export const OFFERS_CONSENT_INVALID_MESSAGE = 'La respuesta sobre las ofertas de trabajo no es válida';

/** The required consent: only an explicit `true` passes. */
export function dataConsentSchema() {
  return v.pipe(
    v.boolean(DATA_CONSENT_REQUIRED_MESSAGE),
    v.check((given) => given, DATA_CONSENT_REQUIRED_MESSAGE),
  );
}

/** The optional consent to job offers by message: ticked or not. */
export function offersConsentSchema() {
  return v.boolean(OFFERS_CONSENT_INVALID_MESSAGE);
}

/** The consents sent with a registration (`consents` of the fixed payload, the dynamic flow's part). */
export function registrationConsentsSchema() {
  return v.object(
    {
      data_processing: v.optional(dataConsentSchema(), false),
      job_offers: v.optional(offersConsentSchema(), false),
    },
    DATA_CONSENT_REQUIRED_MESSAGE,
  );
}

export type RegistrationConsents = v.InferOutput<ReturnType<typeof registrationConsentsSchema>>;
