// The update form of the bank panel ('Actualizar datos bancarios'): the
// account is read again from /get-bank-details-for-update/{id}; only the changed fields are sent,
// with the version read. When another session saved the account meanwhile the save is refused:
// the form says so, keeps what was typed and offers to load the current data.
import { Form, useForm, type SubmitHandler } from '@formisch/react';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { isPending } from '@/lib/remote.ts';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { draftOwner } from '@/stores/drafts.ts';
import { $session } from '@/stores/session.ts';
import { panelBack } from '@/features/user-dashboard/shared/panel-stack.ts';
import { useVersionedSave } from '@/features/user-dashboard/shared/panel-form.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { $bankToUpdate, bankToUpdateState, forgetBankToUpdate, loadBankToUpdate } from './bank-editor-store.ts';
import { bankChanges, bankFormSchema, bankInput, NO_CHANGES_NOTE } from './bank-form.ts';
import type { BankFormInput, BankFormSchema } from './bank-form.ts';
import { BankFields } from './BankFields.tsx';
import { saveBankChanges } from './bank-store.ts';
import { FormActions, FormMessages } from '@/features/user-dashboard/shared/FormFooter.tsx';

export function UpdateBankForm({ id }: { readonly id: number }) {
  const read = useStore($bankToUpdate);
  const loaded = bankToUpdateState(read, id);

  useEffect(() => {
    void loadBankToUpdate(id);
    return forgetBankToUpdate;
  }, [id]);

  // The current data after a concurrent change: the form waits for it and starts afresh.
  const reload = () => {
    forgetBankToUpdate();
    void loadBankToUpdate(id);
  };

  if (isPending(loaded)) {
    return (
      <p className="panel-note" aria-busy="true">
        Cargando tus datos bancarios…
      </p>
    );
  }
  if (loaded.status === 'error') {
    return (
      <p className="uf-message uf-message-error" role="alert">
        No pudimos cargar tus datos bancarios. {loaded.error}
      </p>
    );
  }
  return (
    <UpdateForm
      key={read.answered}
      id={id}
      initial={bankInput(loaded.data)}
      version={loaded.data.version}
      onReload={reload}
    />
  );
}

interface UpdateFormProps {
  readonly id: number;
  readonly initial: BankFormInput;
  readonly version: number | undefined;
  readonly onReload: () => void;
}

function UpdateForm({ id, initial, version, onReload }: UpdateFormProps) {
  const form = useForm({ schema: bankFormSchema, initialInput: initial });
  const draft = useFormDraft(form, `bank-update-${id}`, { owner: draftOwner($session.get()) });
  const saving = useVersionedSave(draft, {
    title: 'Datos bancarios',
    focusId: 'detalle-cuenta-titulo',
    failureText,
    loadCurrent: onReload,
  });

  const save: SubmitHandler<BankFormSchema> = (bank) => {
    const changes = bankChanges(initial, bank);
    return saving.save(
      Object.keys(changes).length === 0
        ? { note: NO_CHANGES_NOTE }
        : { send: () => saveBankChanges(id, changes, version) },
    );
  };

  return (
    <Form of={form} onSubmit={save} className="uf-form" aria-label="Actualizar datos bancarios" {...draft.bind}>
      <DraftNotice draft={draft} />
      <BankFields form={form} idPrefix="banco-editar" />
      <FormMessages note={saving.note} failure={saving.failure} />
      <FormActions submitting={form.isSubmitting} onCancel={panelBack} stale={saving.stale} onReload={saving.reload} />
    </Form>
  );
}
