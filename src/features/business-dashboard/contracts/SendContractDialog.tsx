// 'Enviar contrato' to one registered person: the contracts already sent to them with where each
// stands ('Pendiente', 'Firmado', 'Rechazado'), then a PDF to upload (at most 10 MB) or the short
// template the API turns into a PDF with both parties. Each field is checked with its shared rule
// before sending; a failure is said in Spanish and nothing typed is lost.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { sendTemplateContract, sendUploadedContract } from './contracts-api.ts';
import { workerContracts } from './contracts-store.ts';
import { SentContracts } from './SentContracts.tsx';
import {
  EMPTY_TEMPLATE,
  TEMPLATE_FIELDS,
  checkTemplate,
  checkUpload,
  type FieldErrors,
  type SendMode,
  type TemplateInput,
} from './send-contract-form.ts';
import './contracts.css';

interface SendContractDialogProps {
  readonly worker: { readonly id_user: number; readonly name: string };
  readonly onClose: () => void;
}

const ID = 'enviar-contrato';

export default function SendContractDialog({ worker, onClose }: SendContractDialogProps) {
  const entry = useStore(workerContracts.$entry);
  const sent = workerContracts.stateFor(entry, worker.id_user);
  const [mode, setMode] = useState<SendMode>('upload');
  const [file, setFile] = useState<File | null>(null);
  const [uploadName, setUploadName] = useState('');
  const [template, setTemplate] = useState<TemplateInput>(EMPTY_TEMPLATE);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void workerContracts.load(worker.id_user);
    return () => workerContracts.reset();
  }, [worker.id_user]);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    setNotice(null);
    const checked = mode === 'upload' ? checkUpload(file, uploadName) : checkTemplate(template);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.getElementById(`${ID}-${first}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer =
        'file' in checked
          ? await sendUploadedContract({ id_user: worker.id_user, document_name: checked.name }, checked.file)
          : await sendTemplateContract({ id_user: worker.id_user, ...checked.value });
      setNotice(answer.message);
      setFile(null);
      setUploadName('');
      setTemplate(EMPTY_TEMPLATE);
      void workerContracts.load(worker.id_user);
    } catch (error) {
      setFailure(`No pudimos enviar el contrato. ${failureText(error)}`);
    } finally {
      setBusy(false);
    }
  }

  const invalid = (key: keyof FieldErrors) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${ID}-${key}-error` : undefined,
  });
  const message = (key: keyof FieldErrors) =>
    errors[key] ? (
      <p id={`${ID}-${key}-error`} className="bd-field-error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <DashboardDialog
      area="business"
      size="large"
      title={`Enviar contrato a ${worker.name}`}
      titleId={`${ID}-titulo`}
      onClose={onClose}
      busy={busy}
    >
      <div className="bd-dialog-body bd-contracts">
        <SentContracts state={sent} onRetry={() => void workerContracts.load(worker.id_user)} />
        <form className="bd-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ID}-titulo`}>
          <fieldset className="bd-contract-mode">
            <legend>¿Cómo quieres enviarlo?</legend>
            <label>
              <input type="radio" name="modo" checked={mode === 'upload'} onChange={() => setMode('upload')} />
              Subir un PDF
            </label>
            <label>
              <input type="radio" name="modo" checked={mode === 'template'} onChange={() => setMode('template')} />
              Usar la plantilla
            </label>
          </fieldset>
          {mode === 'upload' ? (
            <>
              <div className="bd-field">
                <label htmlFor={`${ID}-document`}>Contrato en PDF (máximo 10 MB)</label>
                <input
                  id={`${ID}-document`}
                  type="file"
                  accept="application/pdf,.pdf"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  {...invalid('document')}
                />
                {message('document')}
              </div>
              <div className="bd-field">
                <label htmlFor={`${ID}-upload_name`}>Nombre del contrato (opcional)</label>
                <input
                  id={`${ID}-upload_name`}
                  value={uploadName}
                  onChange={(event) => setUploadName(event.target.value)}
                  {...invalid('upload_name')}
                />
                {message('upload_name')}
              </div>
            </>
          ) : (
            <div className="bd-form-row">
              {TEMPLATE_FIELDS.map((field) => (
                <div className="bd-field" key={field.key}>
                  <label htmlFor={`${ID}-${field.key}`}>{field.label}</label>
                  <input
                    id={`${ID}-${field.key}`}
                    type={field.type}
                    inputMode={field.key === 'remuneracion' ? 'numeric' : undefined}
                    value={template[field.key]}
                    onChange={(event) => setTemplate({ ...template, [field.key]: event.target.value })}
                    {...invalid(field.key)}
                  />
                  {message(field.key)}
                </div>
              ))}
            </div>
          )}
          <p className="bd-dialog-status" role="status">
            {notice}
          </p>
          <div className="bd-form-error" role="alert">
            {failure && <p>{failure}</p>}
          </div>
          <div className="bd-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
              Cerrar
            </button>
            <button type="submit" className="btn" disabled={busy}>
              {busy ? 'Enviando…' : 'Enviar contrato'}
            </button>
          </div>
        </form>
      </div>
    </DashboardDialog>
  );
}
