// The company's answer to a request: the text for the person (completing or refusing it) or the
// reason of the one extension, each with its shared rule.
import * as v from 'valibot';
import {
  ANSWER_MAX,
  REASON_MAX,
  extensionReasonSchema,
  privacyAnswerSchema,
} from '@/lib/validation/privacy-request.ts';
import type { PrivacyAnswerAction } from './privacy-requests-api.ts';

export const answerFormSchema = v.object({ text: privacyAnswerSchema() });
export const extensionFormSchema = v.object({ text: extensionReasonSchema() });

export const ANSWER_ACTIONS: Readonly<
  Record<
    PrivacyAnswerAction,
    {
      readonly button: string;
      readonly title: string;
      readonly label: string;
      readonly max: number;
      /** What a failed answer says before the reason. */
      readonly failure: string;
    }
  >
> = {
  complete: {
    button: 'Completar',
    title: 'Completar la solicitud',
    label: 'Respuesta para la persona',
    max: ANSWER_MAX,
    failure: 'No pudimos completar la solicitud.',
  },
  reject: {
    button: 'Rechazar',
    title: 'Rechazar la solicitud',
    label: 'Motivo del rechazo',
    max: ANSWER_MAX,
    failure: 'No pudimos rechazar la solicitud.',
  },
  extend: {
    button: 'Extender plazo',
    title: 'Extender el plazo',
    label: 'Motivo de la extensión',
    max: REASON_MAX,
    failure: 'No pudimos extender el plazo.',
  },
};
