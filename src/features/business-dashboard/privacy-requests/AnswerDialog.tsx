// Answering one request: completing it, refusing it with the reason, or taking the one extension of
// the deadline. Completing a deletion says beforehand that the person's data and files are erased
// except what the law asks the company to keep, and afterwards lists what was kept.
import { Field, Form, useForm, type SubmitHandler } from '@formisch/react';
import { useState } from 'react';
import { DashboardDialog, DialogCloseRow } from '@/components/dialog/DashboardDialog.tsx';
import { TextArea } from '@/components/form/dashboard-fields.tsx';
import type { BusinessPrivacyRequest } from '@/lib/contract/privacy.ts';
import { formatLongDate } from '@/lib/format/date.ts';
import { DialogSubmitRow } from '@/features/business-dashboard/shared/DialogFooter.tsx';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { ANSWER_ACTIONS, answerFormSchema, extensionFormSchema } from './answer-form.ts';
import type { PrivacyAnswerAction } from './privacy-requests-api.ts';
import { answerRequest } from './privacy-requests-store.ts';

interface AnswerDialogProps {
  readonly request: BusinessPrivacyRequest;
  readonly action: PrivacyAnswerAction;
  readonly onClose: () => void;
  readonly returnFocus: () => HTMLElement | null;
}

export default function AnswerDialog({ request, action, onClose, returnFocus }: AnswerDialogProps) {
  const texts = ANSWER_ACTIONS[action];
  const id = `privacidad-${action}`;
  const form = useForm({
    schema: action === 'extend' ? extensionFormSchema : answerFormSchema,
    initialInput: { text: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; request: BusinessPrivacyRequest } | null>(null);
  const deletion = action === 'complete' && request.kind === 'supresion';

  const submit: SubmitHandler<typeof answerFormSchema> = async ({ text }) => {
    setFailure(null);
    try {
      const answer = await answerRequest(request.id_request, action, text);
      setDone({ message: answer.message, request: answer.data });
    } catch (error) {
      setFailure(`${texts.failure} ${failureText(error)}`);
    }
  };

  return (
    <DashboardDialog
      area="business"
      size="large"
      title={`${texts.title} N° ${request.id_request}`}
      titleId={`${id}-titulo`}
      describedBy={`${id}-texto`}
      onClose={onClose}
      busy={form.isSubmitting}
      returnFocus={returnFocus}
    >
      {done ? (
        <div className="bd-dialog-body" role="status">
          <p id={`${id}-texto`}>{done.message}</p>
          {done.request.state === 'pendiente' && <p>Nuevo plazo: hasta el {formatLongDate(done.request.due_date)}.</p>}
          {done.request.kept.length > 0 && (
            <>
              <p>La empresa debe conservar por ley:</p>
              <ul className="pr-kept">
                {done.request.kept.map((item) => (
                  <li key={item.kind}>
                    {item.label} ({item.count}): {item.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
          <DialogCloseRow area="business" label="Listo" onClose={onClose} />
        </div>
      ) : (
        <Form of={form} onSubmit={submit} className="bd-dialog-body" aria-labelledby={`${id}-titulo`}>
          <p id={`${id}-texto`}>
            {request.kind_label} de {request.worker.name ?? 'la persona'}, recibida el{' '}
            {formatLongDate(request.received_at)}. Plazo: hasta el {formatLongDate(request.due_date)}.
          </p>
          {deletion && (
            <p className="pr-warning">
              Al completarla se anonimizan sus datos personales y se borran sus archivos, salvo lo que la empresa debe
              conservar por ley: contratos firmados y registros de asistencia y multas. No se puede deshacer.
            </p>
          )}
          {action === 'reject' && (
            <p>
              Explica la causa del rechazo. La persona podrá reclamar ante la Agencia de Protección de Datos Personales.
            </p>
          )}
          <Field of={form} path={['text']}>
            {(field) => <TextArea area="business" field={field} label={texts.label} idPrefix={id} max={texts.max} />}
          </Field>
          {failure && (
            <p className="bd-form-error" role="alert">
              {failure}
            </p>
          )}
          <DialogSubmitRow
            busy={form.isSubmitting}
            onCancel={onClose}
            submitLabel={texts.button}
            busyLabel="Enviando…"
            submitClassName={action === 'complete' && deletion ? 'btn bd-btn-danger' : 'btn'}
          />
        </Form>
      )}
    </DashboardDialog>
  );
}
