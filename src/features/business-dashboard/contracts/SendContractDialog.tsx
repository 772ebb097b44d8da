// 'Enviar contrato' to one registered person: the contracts already sent to them with where each
// stands ('Pendiente', 'Firmado', 'Rechazado'), then a PDF to upload (at most 10 MB) or the
// template the API turns into a PDF with both parties and every item a labour contract states.
// Each field is checked with its shared rule; a template contract is then shown as the very PDF it
// will be ('Vista previa') and sent from there (docs/legal/contract-contents.md, CC-8). A failure is
// said in Spanish and nothing typed is lost.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import type { ContractTemplateRequest } from '@/lib/contract/signing.ts';
import { previewTemplateContract, sendTemplateContract, sendUploadedContract } from './contracts-api.ts';
import { workerContracts } from './contracts-store.ts';
import { SentContracts } from './SentContracts.tsx';
import {
  EMPTY_TEMPLATE,
  TEMPLATE_GROUPS,
  checkTemplate,
  checkUpload,
  visibleFields,
  type FieldErrors,
  type SendMode,
  type TemplateField,
  type TemplateInput,
} from './send-contract-form.ts';
import './contracts.css';

const ViewerDialog = lazy(() => import('@/components/viewer/ViewerDialog.tsx'));

interface Preview {
  readonly request: ContractTemplateRequest;
  readonly blob: Blob;
  readonly version: number;
}

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
  const [preview, setPreview] = useState<Preview | null>(null);

  useEffect(() => {
    void workerContracts.load(worker.id_user);
    return () => workerContracts.reset();
  }, [worker.id_user]);

  function done(message: string) {
    setNotice(message);
    setFile(null);
    setUploadName('');
    setTemplate(EMPTY_TEMPLATE);
    void workerContracts.load(worker.id_user);
  }

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
      if ('file' in checked) {
        done(
          (await sendUploadedContract({ id_user: worker.id_user, document_name: checked.name }, checked.file)).message,
        );
      } else {
        const request = { id_user: worker.id_user, ...checked.value };
        const blob = await previewTemplateContract(request);
        setPreview({ request, blob, version: (preview?.version ?? 0) + 1 });
      }
    } catch (error) {
      setFailure(
        `${mode === 'upload' ? 'No pudimos enviar el contrato.' : 'No pudimos preparar la vista previa.'} ${failureText(error)}`,
      );
    } finally {
      setBusy(false);
    }
  }

  /** Sends the contract on show, then closes the preview (focus goes back to 'Vista previa'). */
  async function sendPreviewed(shown: Preview, viewer: HTMLDialogElement | null) {
    setBusy(true);
    try {
      done((await sendTemplateContract(shown.request)).message);
    } catch (error) {
      setFailure(`No pudimos enviar el contrato. ${failureText(error)}`);
    } finally {
      setBusy(false);
      viewer?.close();
    }
  }

  function control(field: TemplateField) {
    const common = {
      id: `${ID}-${field.key}`,
      value: template[field.key],
      ...invalid(field.key, field.hint),
    };
    const change = (value: string) => {
      setTemplate({ ...template, [field.key]: value });
      // A corrected field stops showing its old message; the others keep theirs until checked again.
      if (errors[field.key]) setErrors({ ...errors, [field.key]: undefined });
    };
    if (field.type === 'select') {
      return (
        <select {...common} onChange={(event) => change(event.target.value)}>
          <option value="">Elige una opción</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    if (field.type === 'textarea') {
      return <textarea {...common} rows={3} onChange={(event) => change(event.target.value)} />;
    }
    return (
      <input
        {...common}
        type={field.type === 'date' ? 'date' : 'text'}
        inputMode={field.key === 'remuneracion' || field.type === 'number' ? 'numeric' : undefined}
        onChange={(event) => change(event.target.value)}
      />
    );
  }

  function invalid(key: keyof FieldErrors, hint?: string) {
    const described = [hint ? `${ID}-${key}-hint` : '', errors[key] ? `${ID}-${key}-error` : ''].filter(Boolean);
    return {
      'aria-invalid': errors[key] ? true : undefined,
      'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    };
  }
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
            <div className="bd-form-groups">
              {TEMPLATE_GROUPS.map((group) => (
                <fieldset key={group.legend}>
                  <legend>{group.legend}</legend>
                  <div className="bd-form-row bd-form-row-3">
                    {visibleFields(group.fields, template.plazo).map((field) => (
                      <div className={`bd-field${field.type === 'textarea' ? ' bd-field-wide' : ''}`} key={field.key}>
                        <label htmlFor={`${ID}-${field.key}`}>{field.label}</label>
                        {control(field)}
                        {field.hint && (
                          <p id={`${ID}-${field.key}-hint`} className="bd-hint">
                            {field.hint}
                          </p>
                        )}
                        {message(field.key)}
                      </div>
                    ))}
                  </div>
                </fieldset>
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
              {mode === 'upload' ? (busy ? 'Enviando…' : 'Enviar contrato') : busy ? 'Preparando…' : 'Vista previa'}
            </button>
          </div>
        </form>
      </div>
      {preview && (
        <Suspense fallback={null}>
          <ViewerDialog
            label="Vista previa del contrato"
            itemLabel="Contrato"
            items={[
              {
                key: 'vista-previa',
                title: preview.request.document_name ?? 'Contrato',
                version: String(preview.version),
                downloadName: 'vista_previa_contrato.pdf',
                load: () => Promise.resolve(preview.blob),
              },
            ]}
            initialKey="vista-previa"
            allowZoomOut
            onClose={() => setPreview(null)}
            actions={() => (
              <>
                <p className="bd-preview-note">Así recibirá el contrato {worker.name}. Revísalo antes de enviarlo.</p>
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={(event) => event.currentTarget.closest('dialog')?.close()}
                  disabled={busy}
                >
                  Corregir datos
                </button>
                <button
                  type="button"
                  className="btn"
                  onClick={(event) => void sendPreviewed(preview, event.currentTarget.closest('dialog'))}
                  disabled={busy}
                >
                  {busy ? 'Enviando…' : 'Enviar contrato'}
                </button>
              </>
            )}
          />
        </Suspense>
      )}
    </DashboardDialog>
  );
}
