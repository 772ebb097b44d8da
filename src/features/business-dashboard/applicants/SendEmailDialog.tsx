// The send-e-mail-to-applicant dialog: subject and message typed by the
// company; the worker's and the company's fields filled in and shown. Nothing is sent unless
// every required field is present; failure shows the fixed failure text inside the dialog, success
// closes it and announces the server's message.
import { Form, useForm, type SubmitHandler } from '@formisch/react';
import { useState } from 'react';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { draftOwner } from '@/stores/drafts.ts';
import { $session } from '@/stores/session.ts';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import { showAlert } from '@/stores/alerts.ts';
import { phoneWithPlus } from '@/lib/format/index.ts';
import { SPEC_MESSAGES, failureText } from '@/features/business-dashboard/shared/messages.ts';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { DialogFailure, DialogSubmitRow } from '@/features/business-dashboard/shared/DialogFooter.tsx';
import { sendEmailToApplicant, type Applicant } from './applicants-api.ts';
import { EmailFields } from './EmailFields.tsx';
import { applicantRecipient, completeEmail, emailFormSchema, filledInFields } from './email-form.ts';

interface SendEmailDialogProps {
  readonly applicant: Applicant;
  readonly business: LoggedBusiness;
  readonly postingTitle: string | null;
  readonly onClose: () => void;
}

const ID = 'correo';

export function SendEmailDialog({ applicant, business, postingTitle, onClose }: SendEmailDialogProps) {
  const filled = filledInFields(applicantRecipient(applicant), business);
  const form = useForm({
    schema: emailFormSchema,
    initialInput: { subject: postingTitle ? `Tu postulación: ${postingTitle}` : '', message: '' },
  });
  const draft = useFormDraft(form, `applicant-email-${applicant.id_user}`, { owner: draftOwner($session.get()) });
  const [problems, setProblems] = useState<string[]>([]);

  const send: SubmitHandler<typeof emailFormSchema> = async (typed) => {
    setProblems([]);
    const check = completeEmail(typed, filled);
    if (!check.ok) {
      setProblems(['No se puede enviar el correo porque faltan datos:', ...check.missing]);
      return;
    }
    try {
      const { message } = await sendEmailToApplicant(check.payload);
      showAlert({ type: 'success', title: 'Correo enviado', message, durationMs: 3000 });
      draft.clear();
      onClose();
    } catch (error) {
      setProblems([SPEC_MESSAGES.sendEmail(failureText(error))]);
    }
  };

  return (
    <DashboardDialog
      area="business"
      size="large"
      title="Enviar correo al postulante"
      titleId="correo-titulo"
      onClose={onClose}
      busy={form.isSubmitting}
    >
      <Form of={form} onSubmit={send} className="bd-form" aria-labelledby="correo-titulo" {...draft.bind}>
        <div className="bd-dialog-body">
          <DraftNotice draft={draft} />
          <dl className="bd-mail-parties">
            <div>
              <dt>Para</dt>
              <dd>
                {filled.name_user || 'Sin nombre'}{' '}
                <span className="bd-muted">({filled.user_email || 'sin correo'})</span>
              </dd>
            </div>
            <div>
              <dt>De</dt>
              <dd>
                {filled.name_business || 'Sin nombre'}{' '}
                <span className="bd-muted">
                  (
                  {[filled.email_business, phoneWithPlus(filled.phone_business)].filter(Boolean).join(' · ') ||
                    'sin datos'}
                  )
                </span>
              </dd>
            </div>
          </dl>
          <EmailFields form={form} idPrefix={ID} hint="Tu nombre, correo y teléfono se agregan al final." rows={7} />
        </div>
        <DialogFailure failure={problems} />
        <DialogSubmitRow
          busy={form.isSubmitting}
          onCancel={onClose}
          submitLabel="Enviar correo"
          busyLabel="Enviando…"
        />
      </Form>
    </DashboardDialog>
  );
}
