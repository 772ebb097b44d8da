// The add form of the bank panel ('Agregar datos bancarios'): an empty field
// shows 'Todos los campos son obligatorios' for 3 s and nothing is sent; the API refuses a second
// account ('Solo puede tener una cuenta bancaria'), shown under the form with any other refusal.
import { Form, getInput, reset, useForm, type SubmitHandler } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { draftOwner } from '@/stores/drafts.ts';
import { $session } from '@/stores/session.ts';
import { showAlert } from '@/stores/alerts.ts';
import { panelBack } from '@/features/user-dashboard/shared/panel-stack.ts';
import { finishPanelForm } from '@/features/user-dashboard/shared/panel-form.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { ALL_REQUIRED_MESSAGE, ALL_REQUIRED_MS, bankFormSchema, EMPTY_BANK_INPUT, hasEmptyField } from './bank-form.ts';
import type { BankFormSchema } from './bank-form.ts';
import { BankFields } from './BankFields.tsx';
import { createBank } from './bank-store.ts';
import { FormActions } from '@/features/user-dashboard/shared/FormFooter.tsx';

export function AddBankForm() {
  const form = useForm({ schema: bankFormSchema, initialInput: EMPTY_BANK_INPUT });
  const draft = useFormDraft(form, 'bank-add', { owner: draftOwner($session.get()) });
  const [allRequired, setAllRequired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function checkEmpty() {
    if (!hasEmptyField(getInput(form))) return;
    setAllRequired(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAllRequired(false), ALL_REQUIRED_MS);
  }

  const save: SubmitHandler<BankFormSchema> = async (bank) => {
    setFailure(null);
    try {
      const message = await createBank(bank);
      showAlert({ type: 'success', title: 'Datos bancarios', message, durationMs: 3000 });
      draft.clear();
      reset(form);
      finishPanelForm('detalle-cuenta-titulo');
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Form of={form} onSubmit={save} className="uf-form" aria-label="Agregar datos bancarios" {...draft.bind}>
      <DraftNotice draft={draft} />
      <BankFields form={form} idPrefix="banco-nuevo" />
      {allRequired && (
        <p className="uf-message uf-message-error" role="alert">
          {ALL_REQUIRED_MESSAGE}
        </p>
      )}
      {failure && (
        <p className="uf-message uf-message-error" role="alert">
          {failure}
        </p>
      )}
      <FormActions
        submitting={form.isSubmitting}
        onCancel={panelBack}
        submitLabel="Guardar datos"
        onSubmitClick={checkEmpty}
      />
    </Form>
  );
}
