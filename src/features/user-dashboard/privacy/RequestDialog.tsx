// The dialog of one rights request (correction, deletion, objection or temporary blocking): what it
// does, the answer deadline, for a deletion what the employer may keep by law, an optional reason,
// for a correction the right values, and the password that confirms it. Once sent it shows the
// acknowledgement: the request's number and the last day to answer it.
import { Field, Form, setInput, useField, useForm, type SubmitHandler } from '@formisch/react';
import { useState } from 'react';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { SelectInput, TextArea, TextInput } from '@/components/form/dashboard-fields.tsx';
import type { PrivacyRequest, PrivacyRequestKind, PrivacySummary } from '@/lib/contract/privacy.ts';
import { formatLongDate } from '@/lib/format/date.ts';
import { REGIONS } from '@/lib/reference/index.ts';
import { communesOfRegion } from '@/lib/reference/communes.ts';
import { formatRut } from '@/lib/validation/rut.ts';
import { REASON_MAX } from '@/lib/validation/privacy-request.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import {
  EMPTY_REQUEST,
  REQUEST_TEXTS,
  requestBody,
  requestFormSchema,
  type RequestFormSchema,
} from './request-form.ts';
import { makeRequest } from './privacy-store.ts';

const REGION_OPTIONS = REGIONS.map((entry) => ({ value: String(entry.id_region), label: entry.name_region }));

/** The communes of the chosen region, none before one is chosen. */
function communeOptions(regionInput: unknown) {
  const regionId = Number(regionInput);
  if (!regionInput || !Number.isInteger(regionId)) return [];
  return communesOfRegion(regionId).map((entry) => ({ value: String(entry.id_commune), label: entry.name_commune }));
}

interface RequestDialogProps {
  readonly kind: PrivacyRequestKind;
  readonly summary: PrivacySummary;
  readonly onClose: () => void;
  readonly returnFocus: () => HTMLElement | null;
}

export default function RequestDialog({ kind, summary, onClose, returnFocus }: RequestDialogProps) {
  const texts = REQUEST_TEXTS[kind];
  const id = `solicitud-${kind}`;
  const form = useForm({ schema: requestFormSchema(kind), initialInput: EMPTY_REQUEST });
  const region = useField(form, { path: ['region_id'] });
  const communes = communeOptions(region.input);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<{ message: string; request: PrivacyRequest } | null>(null);

  const submit: SubmitHandler<RequestFormSchema> = async (input) => {
    setFailure(null);
    try {
      setSent(await makeRequest(requestBody(kind, input)));
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <DashboardDialog
      area="user"
      size="large"
      title={texts.title}
      titleId={`${id}-titulo`}
      describedBy={`${id}-texto`}
      onClose={onClose}
      busy={form.isSubmitting}
      returnFocus={returnFocus}
    >
      {sent ? (
        <div className="ud-dialog-body" role="status">
          <p id={`${id}-texto`}>
            <strong>Solicitud N° {sent.request.id_request} recibida.</strong> {sent.message}
          </p>
          <p>Plazo de respuesta: hasta el {formatLongDate(sent.request.due_date)}.</p>
          {kind === 'supresion' && (
            <p>Borramos de este dispositivo tus borradores, archivos guardados y datos sin conexión.</p>
          )}
          <div className="ud-dialog-actions">
            <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
              Listo
            </button>
          </div>
        </div>
      ) : (
        <Form of={form} onSubmit={submit} className="uf-form ud-dialog-body" aria-labelledby={`${id}-titulo`}>
          <p id={`${id}-texto`}>{texts.text}</p>
          <p className="pv-deadline">
            Tu empresa debe responder dentro de {summary.answer_days} días corridos desde que recibe la solicitud. Puede
            extender ese plazo una sola vez, por {summary.extension_days} días más, explicándote por qué.
          </p>
          {kind === 'supresion' && summary.kept_by_law.length > 0 && (
            <div className="pv-kept">
              <p>Por ley, tu empresa puede conservar:</p>
              <ul>
                {summary.kept_by_law.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
          {kind === 'rectificacion' && (
            <fieldset className="pv-corrections">
              <legend>Datos correctos (completa solo los que quieres corregir)</legend>
              <Field of={form} path={['rut']}>
                {(field) => <TextInput area="user" field={field} label="RUT" idPrefix={id} format={formatRut} />}
              </Field>
              <Field of={form} path={['email']}>
                {(field) => (
                  <TextInput area="user" field={field} label="Correo electrónico" idPrefix={id} type="email" />
                )}
              </Field>
              <Field of={form} path={['phone']}>
                {(field) => (
                  <TextInput
                    area="user"
                    field={field}
                    label="Teléfono"
                    idPrefix={id}
                    type="tel"
                    inputMode="tel"
                    hint="Con el código del país, por ejemplo 56912345678."
                  />
                )}
              </Field>
              <Field of={form} path={['region_id']}>
                {(field) => (
                  <SelectInput
                    area="user"
                    field={field}
                    label="Región"
                    idPrefix={id}
                    placeholder="Sin cambio"
                    options={REGION_OPTIONS}
                    onChanged={() => setInput(form, { path: ['commune_id'], input: '' })}
                  />
                )}
              </Field>
              <Field of={form} path={['commune_id']}>
                {(field) => (
                  <SelectInput
                    area="user"
                    field={field}
                    label="Comuna"
                    idPrefix={id}
                    placeholder={communes.length === 0 ? 'Elige primero la región' : 'Selecciona tu comuna'}
                    disabled={communes.length === 0}
                    options={communes}
                  />
                )}
              </Field>
            </fieldset>
          )}
          <Field of={form} path={['reason']}>
            {(field) => <TextArea area="user" field={field} label="Motivo (opcional)" idPrefix={id} max={REASON_MAX} />}
          </Field>
          <Field of={form} path={['password']}>
            {(field) => (
              <TextInput
                area="user"
                field={field}
                label="Tu contraseña"
                idPrefix={id}
                type="password"
                autoComplete="current-password"
                hint="Para confirmar que eres tú."
              />
            )}
          </Field>
          {failure && (
            <p className="uf-message uf-message-error" role="alert">
              {failure}
            </p>
          )}
          <div className="ud-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={onClose} disabled={form.isSubmitting}>
              Cancelar
            </button>
            <button type="submit" className="btn btn-primary" disabled={form.isSubmitting}>
              {form.isSubmitting ? 'Enviando…' : 'Enviar solicitud'}
            </button>
          </div>
        </Form>
      )}
    </DashboardDialog>
  );
}
