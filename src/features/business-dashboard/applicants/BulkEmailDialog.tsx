// One e-mail to each selected person: the company types subject and message once, the dialog
// sends them one call per person with the progress ('Enviando 3 de 12…'), then lists whoever it
// could not reach with 'Reintentar', which goes only to them: nobody receives it twice.
import { Form, useForm, type SubmitHandler } from '@formisch/react';
import { useRef, useState } from 'react';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { sendEmailToApplicant } from './applicants-api.ts';
import { NAME_PLACEHOLDER } from '@/lib/format/name-placeholder.ts';
import { EmailFields } from './EmailFields.tsx';
import { completeEmail, emailFormSchema, filledInFields } from './email-form.ts';
import { outcomeText, pending, progressText, sendToEach, type Recipient, type SendFailure } from './send-each.ts';

interface BulkEmailDialogProps {
  readonly recipients: readonly Recipient[];
  readonly business: LoggedBusiness;
  readonly subject: string;
  readonly onClose: () => void;
}

const ID = 'correo-varios';

/** The missing data of a payload stops that one e-mail, reported like a failed call. */
class MissingData extends Error {}

export function BulkEmailDialog({ recipients, business, subject, onClose }: BulkEmailDialogProps) {
  const form = useForm({ schema: emailFormSchema, initialInput: { subject, message: '' } });
  const sent = useRef(new Set<number>());
  const typed = useRef<{ subject: string; message: string } | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [failures, setFailures] = useState<readonly SendFailure[]>([]);
  const [done, setDone] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  const sending = progress !== null;

  async function run() {
    const text = typed.current;
    if (!text) return;
    setFailures([]);
    const round = await sendToEach(
      pending(recipients, sent.current),
      async (recipient) => {
        const check = completeEmail(text, filledInFields(recipient, business));
        if (!check.ok) throw new MissingData(check.missing.join(' '));
        await sendEmailToApplicant(check.payload);
      },
      (error) => (error instanceof MissingData ? error.message : failureText(error)),
      (current, total) => setProgress(progressText(current, total)),
    );
    for (const id of round.sent) sent.current.add(id);
    setSentCount(sent.current.size);
    setFailures(round.failed);
    setProgress(null);
    setDone(true);
  }

  const submit: SubmitHandler<typeof emailFormSchema> = async (values) => {
    typed.current = values;
    await run();
  };

  const names = recipients.map((recipient) => recipient.name || recipient.email);
  return (
    <DashboardDialog
      area="business"
      size="large"
      title={recipients.length === 1 ? 'Enviar correo a 1 persona' : `Enviar correo a ${recipients.length} personas`}
      titleId="correo-varios-titulo"
      onClose={onClose}
      busy={sending}
    >
      <Form of={form} onSubmit={submit} className="bd-form" aria-labelledby="correo-varios-titulo">
        <div className="bd-dialog-body">
          <p className="bd-muted">
            Para: {names.slice(0, 5).join(', ')}
            {names.length > 5 && ` y ${names.length - 5} más`}
          </p>
          <EmailFields
            form={form}
            idPrefix={ID}
            hint={`Cada persona recibe su propio correo. Escribe ${NAME_PLACEHOLDER} para usar el nombre de cada una. Tu nombre, correo y teléfono se agregan al final.`}
            rows={6}
          />
          <p className="bd-summary" role="status">
            {progress ?? (done ? outcomeText(sentCount, recipients.length) : '')}
          </p>
          {failures.length > 0 && (
            <div className="bd-form-error" role="alert">
              <p>No pudimos enviar el correo a:</p>
              <ul className="bd-failures">
                {failures.map(({ recipient, error }) => (
                  <li key={recipient.id}>
                    <strong>{recipient.name || recipient.email}</strong> ({recipient.email}): {error}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className="bd-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={sending}>
            {done ? 'Listo' : 'Cancelar'}
          </button>
          {failures.length > 0 ? (
            <button type="button" className="btn" disabled={sending} onClick={() => void run()}>
              Reintentar
            </button>
          ) : (
            !done && (
              <button type="submit" className="btn" disabled={sending}>
                {sending ? 'Enviando…' : 'Enviar correos'}
              </button>
            )
          )}
        </div>
      </Form>
    </DashboardDialog>
  );
}
