// The create-experience form of the right panel ('Experiencia profesional'):
// on success the list reloads and the panel returns to its quick actions; a failure shows
// 'Algo salio mal: {message}'.
import { Form, reset, useForm, type SubmitHandler } from '@formisch/react';
import { useState } from 'react';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { draftOwner } from '@/stores/drafts.ts';
import { $session } from '@/stores/session.ts';
import { showAlert } from '@/stores/alerts.ts';
import { panelBack } from '@/features/user-dashboard/shared/panel-stack.ts';
import { finishPanelForm } from '@/features/user-dashboard/shared/panel-form.ts';
import { createFailureMessage, EMPTY_EXPERIENCE_INPUT, experienceFormSchema } from './experience-form.ts';
import type { ExperienceFormSchema } from './experience-form.ts';
import { ExperienceFields } from './ExperienceFields.tsx';
import { createExperience } from './profile-store.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { FormActions } from '@/features/user-dashboard/shared/FormFooter.tsx';

export function CreateExperienceForm() {
  const form = useForm({ schema: experienceFormSchema, initialInput: EMPTY_EXPERIENCE_INPUT });
  const draft = useFormDraft(form, 'experience-add', { owner: draftOwner($session.get()) });
  const [failure, setFailure] = useState<string | null>(null);

  const save: SubmitHandler<ExperienceFormSchema> = async (entry) => {
    setFailure(null);
    try {
      const message = await createExperience(entry);
      showAlert({ type: 'success', title: 'Experiencia agregada', message, durationMs: 3000 });
      draft.clear();
      reset(form);
      finishPanelForm('experiencia-titulo');
    } catch (error) {
      setFailure(createFailureMessage(failureText(error)));
    }
  };

  return (
    <Form of={form} onSubmit={save} className="uf-form" aria-label="Nueva experiencia profesional" {...draft.bind}>
      <DraftNotice draft={draft} />
      <p className="uf-hint">Todos los campos son obligatorios.</p>
      <ExperienceFields form={form} idPrefix="experiencia-nueva" />
      {failure && (
        <p className="uf-message uf-message-error" role="alert">
          {failure}
        </p>
      )}
      <FormActions submitting={form.isSubmitting} onCancel={panelBack} submitLabel="Agregar experiencia" />
    </Form>
  );
}
