// Meeting-request form, hydrated when visible: phone with a dial-code
// selector (Chile by default, 15-digit limit), names, e-mail and message. While sending, the
// button is disabled with a loader; on success the form resets and 'Correo enviado correctamente'
// shows for 3 s. A failure puts nothing in the alert region and keeps everything typed; under the
// button the form says it could not send and offers 'Reintentar' until the next try, except when
// the server asks to wait (429): then its message, saying how long, is announced instead.
import { Field, reset, useForm } from '@formisch/react';
import { useFormDraft } from '@/components/form/use-form-draft';
import { ANONYMOUS_OWNER } from '@/stores/drafts';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_DIAL_CODE } from '@/lib/validation/dial-codes';
import { MESSAGE_MAX, meetingFormSchema } from '@/lib/validation/public-forms';
import { EmailField, FormPhoneField, TextAreaField, TextField, bind } from '@/features/public-site/forms/fields';
import { PublicForm, type SendOutcome } from '@/features/public-site/forms/PublicForm';
import '@/features/public-site/forms/forms.css';
import { isApiError } from '@/lib/http';
import { sendMeetingRequest } from './meeting-api';

export const MEETING_SUCCESS_MESSAGE = 'Correo enviado correctamente';
export const MEETING_SUCCESS_MS = 3000;
const schema = meetingFormSchema();
const RETRY_AFTER: readonly SendOutcome[] = ['failed', 'unanswered'];

interface Props {
  title: string;
  lead: string;
}

export default function MeetingForm({ title, lead }: Props) {
  const form = useForm({ schema, initialInput: { dialCode: DEFAULT_DIAL_CODE } });
  const draft = useFormDraft(form, 'meeting', { owner: ANONYMOUS_OWNER });
  const [status, setStatus] = useState('');
  const [wait, setWait] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <PublicForm
      of={form}
      busy={form.isSubmitting}
      draft={draft}
      className="meeting-form"
      labelledBy="meeting-title"
      submitLabel="Solicitar reunión"
      retryAfter={RETRY_AFTER}
      onSubmit={async (body): Promise<SendOutcome> => {
        setWait('');
        try {
          await sendMeetingRequest(body);
        } catch (error) {
          // A throttled request says how long to wait; any other failure leaves the line under the button.
          if (isApiError(error) && error.throttled) {
            setWait(error.serverMessage());
            return 'throttled';
          }
          return isApiError(error) && error.uncertain ? 'unanswered' : 'failed';
        }
        draft.clear();
        reset(form, { initialInput: { dialCode: DEFAULT_DIAL_CODE } });
        setStatus(MEETING_SUCCESS_MESSAGE);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setStatus(''), MEETING_SUCCESS_MS);
        return 'sent';
      }}
      heading={
        <>
          <h3 id="meeting-title" className="form-title">
            {title}
          </h3>
          <p className="form-lead">{lead}</p>
        </>
      }
      status={
        <>
          <p className="form-status" role="status">
            {status}
          </p>
          {wait && (
            <p className="form-status form-status-error" role="alert">
              {wait}
            </p>
          )}
        </>
      }
    >
      <Field of={form} path={['firstname']}>
        {(field) => <TextField id="meeting-firstname" label="Nombre" autoComplete="given-name" {...bind(field)} />}
      </Field>
      <Field of={form} path={['lastname']}>
        {(field) => (
          <TextField id="meeting-lastname" label="Apellido" optional autoComplete="family-name" {...bind(field)} />
        )}
      </Field>
      <Field of={form} path={['email']}>
        {(field) => <EmailField id="meeting-email" {...bind(field)} />}
      </Field>
      <FormPhoneField of={form} id="meeting-phone" maxLength={15} />
      <Field of={form} path={['message']}>
        {(field) => <TextAreaField id="meeting-message" label="Mensaje" maxLength={MESSAGE_MAX} {...bind(field)} />}
      </Field>
    </PublicForm>
  );
}
