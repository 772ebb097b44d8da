// Shown above a form whose values came back from a draft: says so and offers to discard it.
import type { FormDraft } from './use-form-draft.ts';

export function DraftNotice({ draft }: { readonly draft: Pick<FormDraft, 'restored' | 'discard'> }) {
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
