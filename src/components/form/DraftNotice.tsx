// Above a form with a draft. Values restored from this tab's draft: says so and offers to discard
// it. A draft another visit left on this device (a shared phone): asks first, and refills the form
// only when the person chooses 'Recuperar lo que escribiste'.
import type { FormDraft } from './use-form-draft.ts';

type DraftState = Pick<FormDraft, 'restored' | 'discard'> & Partial<Pick<FormDraft, 'pending' | 'recover'>>;

export function DraftNotice({ draft }: { readonly draft: DraftState }) {
  if (draft.pending && draft.recover) return <DraftPrompt onRecover={draft.recover} onDiscard={draft.discard} />;
  if (!draft.restored) return null;
  return (
    <div className="draft-notice" role="status">
      <span>Recuperamos lo que escribiste en este dispositivo.</span>
      <button type="button" className="btn btn-outline draft-discard" onClick={draft.discard}>
        Descartar borrador
      </button>
    </div>
  );
}

interface DraftPromptProps {
  readonly onRecover: () => void;
  readonly onDiscard: () => void;
}

/** The question before a draft from another visit refills anything: recover it or discard it. */
export function DraftPrompt({ onRecover, onDiscard }: DraftPromptProps) {
  return (
    <div className="draft-notice" role="group" aria-label="Borrador guardado en este dispositivo">
      <span role="status">Este formulario tiene un borrador guardado en este dispositivo.</span>
      <button type="button" className="btn btn-primary draft-recover" onClick={onRecover}>
        Recuperar lo que escribiste
      </button>
      <button type="button" className="btn btn-outline draft-discard" onClick={onDiscard}>
        Descartar borrador
      </button>
    </div>
  );
}
