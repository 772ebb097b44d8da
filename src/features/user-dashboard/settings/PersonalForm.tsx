// The personal-information form of the right panel ('Editar información'):
// every rule with its message; nothing is sent when unchanged or when any of the four fields is
// empty; success shows 'Datos añadidos correctamente' and returns to the quick actions. The save
// carries the version read: when another session saved meanwhile it is refused, the form says so,
// keeps what was typed and offers to load the current data.
import { Field, Form, useForm, type SubmitHandler } from '@formisch/react';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { draftOwner } from '@/stores/drafts.ts';
import { $session } from '@/stores/session.ts';
import { PERSONAL_DATA_LIMITS } from '@/lib/validation/index.ts';
import { panelBack } from '@/features/user-dashboard/shared/panel-stack.ts';
import { useVersionedSave } from '@/features/user-dashboard/shared/panel-form.ts';
import { personalChange, personalFormSchema, type PersonalFormSchema } from './personal-form.ts';
import type { ExtraData } from './profile-api.ts';
import { DATA_SAVED_MESSAGE } from './profile-api.ts';
import { loadExtraData, savePersonalData } from './profile-store.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { TextArea, TextInput } from '@/components/form/dashboard-fields.tsx';
import { FormActions, FormMessages } from '@/features/user-dashboard/shared/FormFooter.tsx';

const ID = 'perfil';

export function PersonalForm({ initial }: { readonly initial: ExtraData }) {
  const { version, ...fields } = initial;
  const form = useForm({ schema: personalFormSchema, initialInput: fields });
  const draft = useFormDraft(form, 'profile', { owner: draftOwner($session.get()) });
  const saving = useVersionedSave(draft, {
    title: 'Perfil actualizado',
    focusId: 'perfil-nombre',
    failureText: (error) => `No se pudieron guardar tus datos. ${failureText(error)}`,
    loadCurrent: () => void loadExtraData(),
  });

  const save: SubmitHandler<PersonalFormSchema> = (data) => {
    const change = personalChange(fields, data);
    if (change.kind !== 'send') return saving.save({ note: change.note });
    return saving.save({
      send: async () => {
        await savePersonalData(change.data, version);
        return DATA_SAVED_MESSAGE;
      },
    });
  };

  return (
    <Form of={form} onSubmit={save} className="uf-form" aria-label="Información personal" {...draft.bind}>
      <DraftNotice draft={draft} />
      <Field of={form} path={['firstname']}>
        {(field) => (
          <TextInput area="user" field={field} label="Nombre" idPrefix={ID} autoComplete="given-name" autofocus />
        )}
      </Field>
      <Field of={form} path={['lastname']}>
        {(field) => <TextInput area="user" field={field} label="Apellido" idPrefix={ID} autoComplete="family-name" />}
      </Field>
      <Field of={form} path={['address']}>
        {(field) => (
          <TextInput area="user" field={field} label="Dirección" idPrefix={ID} autoComplete="street-address" />
        )}
      </Field>
      <Field of={form} path={['about_me']}>
        {(field) => (
          <TextArea
            area="user"
            field={field}
            label="Sobre mi"
            idPrefix={ID}
            hint="Tu experiencia, licencias y disponibilidad."
            max={PERSONAL_DATA_LIMITS.about_me}
            rows={6}
          />
        )}
      </Field>
      <FormMessages note={saving.note} failure={saving.failure} />
      <FormActions submitting={form.isSubmitting} onCancel={panelBack} stale={saving.stale} onReload={saving.reload} />
    </Form>
  );
}
