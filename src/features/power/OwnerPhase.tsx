// Phase 2 of the simple power: the vehicle owner and the two ID-card images.
// Missing images are marked before the field rules run, so every error shows at once.
import { Field, Form, type FormStore, type SubmitHandler } from '@formisch/react';
import type { FormDraft } from '@/components/form/use-form-draft.ts';
import { PREPARING_IMAGES } from '@/components/form/use-pending-work.ts';
import { IdImageField } from './IdImageField.tsx';
import { RutField, TextField } from './fields.tsx';
import type { IdImageSide, OwnerSchema } from '@/lib/contract/power.ts';
import type { IdImageState } from './use-id-images.ts';
import { MOBILE_PHONE_HINT } from '@/lib/validation/hints.ts';

type Schema = typeof OwnerSchema;

interface OwnerPhaseProps {
  readonly form: FormStore<Schema>;
  readonly images: Readonly<Record<IdImageSide, IdImageState>>;
  readonly submitting: boolean;
  /** A submit waits for a photo still being prepared. */
  readonly preparing?: boolean;
  /** The submit button's text while sending (it says why it waits when the connection is gone). */
  readonly busyLabel?: string;
  readonly onChooseImage: (side: IdImageSide, file: File) => void;
  readonly onBeforeSubmit: () => void;
  readonly onSubmit: SubmitHandler<Schema>;
  readonly onBack: () => void;
  /** Change events that keep the phase's draft. */
  readonly draftBind?: FormDraft['bind'];
}

export function OwnerPhase(props: OwnerPhaseProps) {
  const { form, images, submitting, preparing = false, onChooseImage } = props;
  return (
    <Form
      of={form}
      onSubmitCapture={props.onBeforeSubmit}
      onSubmit={props.onSubmit}
      className="power-form"
      aria-labelledby="poder-fase-titulo"
      aria-busy={submitting}
      {...props.draftBind}
    >
      <fieldset>
        <legend>Datos del dueño del vehículo</legend>
        <div className="power-fields">
          <Field of={form} path={['fullNameOwner']}>
            {(field) => <TextField field={field} label="Nombre completo" autoComplete="off" />}
          </Field>
          <Field of={form} path={['rutOwner']}>
            {(field) => <RutField field={field} />}
          </Field>
          <Field of={form} path={['nationalityOwner']}>
            {(field) => <TextField field={field} label="Nacionalidad" />}
          </Field>
          <Field of={form} path={['addressOwner']}>
            {(field) => <TextField field={field} label="Dirección" />}
          </Field>
          <Field of={form} path={['phoneOwner']}>
            {(field) => (
              <TextField
                field={field}
                label="Teléfono (WhatsApp)"
                hint={MOBILE_PHONE_HINT}
                type="tel"
                inputMode="numeric"
              />
            )}
          </Field>
          <Field of={form} path={['emailOwner']}>
            {(field) => <TextField field={field} label="Correo electrónico" type="email" inputMode="email" />}
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend>Cédula de identidad del dueño</legend>
        <div className="power-fields">
          <div className="id-images">
            <IdImageField
              id="poder-cedula-frontal"
              title="Cédula de identidad, frente"
              image={images.front}
              onChoose={(file) => onChooseImage('front', file)}
            />
            <IdImageField
              id="poder-cedula-posterior"
              title="Cédula de identidad, reverso"
              image={images.back}
              onChoose={(file) => onChooseImage('back', file)}
            />
          </div>
        </div>
      </fieldset>
      <div className="power-actions">
        <button type="button" className="btn btn-outline" onClick={props.onBack} disabled={submitting}>
          Atrás
        </button>
        {/* Waiting for a photo, the button stays focusable so a keyboard user stays on it. */}
        <button
          type="submit"
          className="btn"
          disabled={submitting && !preparing}
          aria-disabled={preparing || undefined}
        >
          {preparing ? PREPARING_IMAGES : submitting ? (props.busyLabel ?? 'Enviando…') : 'Crear poder'}
        </button>
      </div>
    </Form>
  );
}
