// What a signer must state before signing: the express consent to sign electronically and receive
// a copy by e-mail, and (for a contract) that the whole document was read. Both are sent as `true`;
// anything else is refused with the message the form shows beside the box.
// See docs/legal/electronic-signature.md.
import * as v from 'valibot';

export const CONTRACT_CONSENT_TEXT = 'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.';
export const POWER_CONSENT_TEXT = 'Acepto firmar electrónicamente este poder y recibir una copia en mi correo.';
export const READ_ALL_LABEL = 'Leí el contrato completo';

export const CONSENT_REQUIRED_MESSAGE = 'Debes aceptar la firma electrónica para continuar.';
export const READ_ALL_REQUIRED_MESSAGE = 'Debes revisar el contrato completo antes de firmarlo.';

/** The consent box, ticked. */
export function consentSchema() {
  return v.literal(true, CONSENT_REQUIRED_MESSAGE);
}

/** 'Leí el contrato completo' ticked, or the last page reached. */
export function readAllSchema() {
  return v.literal(true, READ_ALL_REQUIRED_MESSAGE);
}
