// The update-experience dialog: the entry is read again from
// /get-experience-work-for-update/{id}; the update is sent only when something changed.
import { Form, useForm, type SubmitHandler } from '@formisch/react';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { draftOwner } from '@/stores/drafts.ts';
import { $session } from '@/stores/session.ts';
import { showAlert } from '@/stores/alerts.ts';
import {
  $experienceToEdit,
  experienceToEditState,
  forgetExperienceToEdit,
  loadExperienceToEdit,
} from './experience-editor-store.ts';
import {
  experienceChanged,
  experienceFormSchema,
  experienceInput,
  NO_CHANGES_NOTE,
  type ExperienceFormInput,
  type ExperienceFormSchema,
} from './experience-form.ts';
import { ExperienceFields } from './ExperienceFields.tsx';
import { editExperience } from './profile-store.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { DashboardDialog, DialogCloseRow } from '@/components/dialog/DashboardDialog.tsx';
import { FormActions, FormMessages } from '@/features/user-dashboard/shared/FormFooter.tsx';

interface UpdateExperienceDialogProps {
  readonly id: number;
  readonly onClose: () => void;
}

export default function UpdateExperienceDialog({ id, onClose }: UpdateExperienceDialogProps) {
  const loaded = experienceToEditState(useStore($experienceToEdit), id);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void loadExperienceToEdit(id);
    return forgetExperienceToEdit;
  }, [id]);

  return (
    <DashboardDialog
      area="user"
      title="Editar experiencia"
      titleId="experiencia-editar-titulo"
      onClose={onClose}
      busy={busy}
      size="large"
    >
      {loaded.status === 'loading' && (
        <p className="ud-dialog-body" role="status">
          Cargando la experiencia…
        </p>
      )}
      {loaded.status === 'error' && (
        <>
          <div className="ud-dialog-body">
            <p className="uf-message uf-message-error" role="alert">
              No pudimos cargar la experiencia. {loaded.error}
            </p>
          </div>
          <DialogCloseRow area="user" onClose={onClose} />
        </>
      )}
      {loaded.status === 'ready' && (
        <UpdateForm id={id} initialInput={experienceInput(loaded.data)} onBusy={setBusy} onDone={onClose} />
      )}
    </DashboardDialog>
  );
}

interface UpdateFormProps {
  readonly id: number;
  readonly initialInput: ExperienceFormInput;
  readonly onBusy: (busy: boolean) => void;
  readonly onDone: () => void;
}

function UpdateForm({ id, initialInput, onBusy, onDone }: UpdateFormProps) {
  const form = useForm({ schema: experienceFormSchema, initialInput });
  const draft = useFormDraft(form, `experience-update-${id}`, { owner: draftOwner($session.get()) });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // The fields arrive after the dialog opened: move the focus to the first one.
    document.getElementById('experiencia-editar-job_title')?.focus();
  }, []);

  const save: SubmitHandler<ExperienceFormSchema> = async (entry) => {
    setFailure(null);
    if (!experienceChanged(initialInput, entry)) {
      setNote(NO_CHANGES_NOTE);
      return;
    }
    setNote(null);
    onBusy(true);
    try {
      const message = await editExperience(id, entry);
      showAlert({ type: 'success', title: 'Experiencia actualizada', message, durationMs: 3000 });
      draft.clear();
      onDone();
    } catch (error) {
      setFailure(`No se pudo actualizar la experiencia. ${failureText(error)}`);
    } finally {
      onBusy(false);
    }
  };

  return (
    <Form of={form} onSubmit={save} aria-labelledby="experiencia-editar-titulo" {...draft.bind}>
      <div className="ud-dialog-body uf-form">
        <DraftNotice draft={draft} />
        <ExperienceFields form={form} idPrefix="experiencia-editar" wide />
        <FormMessages note={note} failure={failure} />
      </div>
      <FormActions submitting={form.isSubmitting} onCancel={onDone} className="ud-dialog-actions" />
    </Form>
  );
}
