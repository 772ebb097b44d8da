// The update form of the bank panel ('Actualizar datos bancarios'): the
// account is read again from /get-bank-details-for-update/{id}; only the changed fields are sent.
import { Form, useForm, type SubmitHandler } from '@formisch/react';
import { useEffect, useState } from 'react';
import { LOADING, failed, ready, type Remote } from '../../../lib/remote.ts';
import { DraftNotice } from '../../../components/form/DraftNotice.tsx';
import { useFormDraft } from '../../../components/form/use-form-draft.ts';
import { draftOwner } from '../../../stores/drafts.ts';
import { $session } from '../../../stores/session.ts';
import { showAlert } from '../../../stores/alerts.ts';
import { panelBack } from '../state/panel-stack.ts';
import { finishPanelForm } from '../panel/panel-form.ts';
import { failureText } from '../api/api-answer.ts';
import { getBankForUpdate } from './bank-api.ts';
import { bankChanges, bankFormSchema, bankInput, NO_CHANGES_NOTE } from './bank-form.ts';
import type { BankFormInput, BankFormSchema } from './bank-form.ts';
import { BankFields } from './BankFields.tsx';
import { saveBankChanges } from './bank-store.ts';

type Loaded = Exclude<Remote<BankFormInput>, { readonly status: 'idle' }>;

export function UpdateBankForm({ id }: { readonly id: number }) {
  const [loaded, setLoaded] = useState<Loaded>(LOADING);

  useEffect(() => {
    let active = true;
    getBankForUpdate(id).then(
      (bank) => active && setLoaded(ready(bankInput(bank))),
      (error: unknown) => active && setLoaded(failed(failureText(error))),
    );
    return () => {
      active = false;
    };
  }, [id]);

  if (loaded.status === 'loading') {
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
  return <UpdateForm id={id} initial={loaded.data} />;
}

function UpdateForm({ id, initial }: { readonly id: number; readonly initial: BankFormInput }) {
  const form = useForm({ schema: bankFormSchema, initialInput: initial });
  const draft = useFormDraft(form, `bank-update-${id}`, { owner: draftOwner($session.get()) });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const save: SubmitHandler<BankFormSchema> = async (bank) => {
    setFailure(null);
    const changes = bankChanges(initial, bank);
    if (Object.keys(changes).length === 0) {
      setNote(NO_CHANGES_NOTE);
      return;
    }
    setNote(null);
    try {
      const message = await saveBankChanges(id, changes);
      showAlert({ type: 'success', title: 'Datos bancarios', message, durationMs: 3000 });
      draft.clear();
      finishPanelForm('detalle-cuenta-titulo');
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Form of={form} onSubmit={save} className="uf-form" aria-label="Actualizar datos bancarios" {...draft.bind}>
      <DraftNotice draft={draft} />
      <BankFields form={form} idPrefix="banco-editar" />
      <p className="uf-message uf-message-info" role="status" hidden={!note}>
        {note}
      </p>
      {failure && (
        <p className="uf-message uf-message-error" role="alert">
          {failure}
        </p>
      )}
      <div className="uf-actions">
        <button type="button" className="btn btn-outline" onClick={panelBack} disabled={form.isSubmitting}>
          Cancelar
        </button>
        <button type="submit" className="btn" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Guardando…' : 'Guardar cambios'}
        </button>
      </div>
    </Form>
  );
}
