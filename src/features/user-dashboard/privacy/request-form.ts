// The rights request form of the Privacidad page: the shared rules of the request body (an
// optional reason, the password that confirms it and, for a correction, at least one corrected
// value judged by the registration's own rule, region and commune together), without the kind,
// which the button chose.
import * as v from 'valibot';
import type { PrivacyRequestBody, PrivacyRequestKind } from '@/lib/contract/privacy.ts';
import {
  PRIVACY_REQUEST_MESSAGES,
  confirmPasswordSchema,
  placeCorrectionIssue,
  type Corrections,
  correctionsSchema,
  hasCorrection,
  privacyReasonSchema,
} from '@/lib/validation/privacy-request.ts';

function requestFields() {
  // The values a person corrects only from here (RUT, e-mail, phone, region and commune), each
  // with the rule of the request body.
  const { rut, email, phone, region_id, commune_id } = correctionsSchema().pipe[0].entries;
  return v.object({
    rut,
    email,
    phone,
    region_id,
    commune_id,
    reason: privacyReasonSchema(),
    password: confirmPasswordSchema(),
  });
}
type RequestFields = v.InferOutput<ReturnType<typeof requestFields>>;

/** A check of the corrected region and commune that reports only what belongs to `field`. */
function placeCheck(field: 'region_id' | 'commune_id') {
  return v.check<RequestFields, (issue: v.CheckIssue<RequestFields>) => string>(
    (input) => placeCorrectionIssue(input)?.field !== field,
    (issue) => placeCorrectionIssue(issue.input)?.message ?? '',
  );
}

/** The form of a request of `kind`; only a correction asks for corrected values. */
export function requestFormSchema(kind: PrivacyRequestKind) {
  return v.pipe(
    requestFields(),
    v.forward(
      v.check(
        (input) => kind !== 'rectificacion' || hasCorrection(correctionsOf(input)),
        PRIVACY_REQUEST_MESSAGES.correctionRequired,
      ),
      ['rut'],
    ),
    v.forward(placeCheck('region_id'), ['region_id']),
    v.forward(placeCheck('commune_id'), ['commune_id']),
  );
}
export type RequestFormSchema = ReturnType<typeof requestFormSchema>;
export type RequestFormOutput = v.InferOutput<RequestFormSchema>;

export const EMPTY_REQUEST = { rut: '', email: '', phone: '', region_id: '', commune_id: '', reason: '', password: '' };

function correctionsOf({ rut, email, phone, region_id, commune_id }: Corrections): Corrections {
  return { rut, email, phone, region_id, commune_id };
}

/** The body of POST /api/users/privacy/requests from the form's values. */
export function requestBody(kind: PrivacyRequestKind, input: RequestFormOutput): PrivacyRequestBody {
  const { reason, password } = input;
  return kind === 'rectificacion'
    ? { kind, reason, password, corrections: correctionsOf(input) }
    : { kind, reason, password };
}

/** What each kind of request is called on its button and in its dialog, and what it explains. */
export const REQUEST_TEXTS: Readonly<
  Record<PrivacyRequestKind, { readonly action: string; readonly title: string; readonly text: string }>
> = {
  rectificacion: {
    action: 'Solicitar corrección',
    title: 'Solicitar corrección de datos',
    text: 'Tu RUT, correo, teléfono, región y comuna no puedes cambiarlos tú. Indica el valor correcto y tu empresa lo revisará.',
  },
  supresion: {
    action: 'Solicitar eliminación',
    title: 'Solicitar eliminación de mis datos',
    text: 'Tu empresa borrará tus datos personales y tus archivos. Al enviar la solicitud borramos también de este dispositivo tus borradores, archivos guardados y datos sin conexión.',
  },
  oposicion: {
    action: 'Oponerme al tratamiento',
    title: 'Oponerme al tratamiento de mis datos',
    text: 'Tu empresa dejará de usar tus datos para fines que no sean obligatorios, como enviarte ofertas de trabajo.',
  },
  bloqueo: {
    action: 'Bloqueo temporal',
    title: 'Pedir el bloqueo temporal de mis datos',
    text: 'Mientras tu empresa revisa otra solicitud tuya, tus datos quedan guardados pero no se usan. Debes tener otra solicitud pendiente.',
  },
};
