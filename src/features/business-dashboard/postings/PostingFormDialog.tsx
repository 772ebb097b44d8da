// The create and update dialogs of a job posting. Update
// first loads /business/get-data-job-posting-to-update/{id}. A failure keeps the dialog open with
// the fixed failure text inside it (the page behind a modal is inert, so the alert would go unseen);
// success closes it and announces the server's message. Loaded on demand: it carries the communes.
import { Form, useForm, type SubmitHandler } from '@formisch/react';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { draftOwner } from '@/stores/drafts.ts';
import { $session } from '@/stores/session.ts';
import { RELOAD_CURRENT_LABEL, STALE_WRITE_UI_MESSAGE, isStaleWriteError } from '@/lib/http/index.ts';
import { ready, type Remote } from '@/lib/remote.ts';
import { showAlert } from '@/stores/alerts.ts';
import { SPEC_MESSAGES, failureText } from '@/features/business-dashboard/shared/messages.ts';
import { DashboardDialog, DialogCloseRow } from '@/components/dialog/DashboardDialog.tsx';
import { DialogSubmitRow } from '@/features/business-dashboard/shared/DialogFooter.tsx';
import {
  EMPTY_POSTING_INPUT,
  duplicateInput,
  postingFormSchema,
  postingToInput,
  type PostingFormInput,
} from './posting-form.ts';
import type { PostingFormMode, PostingFormSchema } from './posting-form.ts';
import { $postingToEdit, forgetPostingToEdit, loadPostingToEdit, postingToEditState } from './posting-editor-store.ts';
import type { Posting } from './postings-api.ts';
import { createPosting, updatePosting } from './postings-store.ts';
import { PostingFields } from './PostingFields.tsx';

export interface PostingFormDialogProps {
  /** null creates a posting; an id updates that one. */
  readonly postingId: number | null;
  /** With postingId null: a new posting prefilled from this one ('Duplicar'). */
  readonly copyOf?: number | null;
  readonly onClose: () => void;
  readonly returnFocus?: () => HTMLElement | null;
}

/** What the form starts from: the input and the version it was read at. */
interface Editable {
  readonly input: PostingFormInput;
  readonly version?: number | undefined;
}

const NEW_POSTING = ready<Editable>({ input: EMPTY_POSTING_INPUT });

export default function PostingFormDialog({ postingId, copyOf = null, onClose, returnFocus }: PostingFormDialogProps) {
  const mode: PostingFormMode = postingId === null ? 'create' : 'update';
  const source = postingId ?? copyOf;
  const read = useStore($postingToEdit);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (source === null) return undefined;
    void loadPostingToEdit(source);
    return forgetPostingToEdit;
  }, [source]);

  const loaded = source === null ? NEW_POSTING : editable(postingToEditState(read, source), postingId === null);

  const title =
    mode === 'update' ? 'Editar publicación' : copyOf === null ? 'Nueva publicación' : 'Duplicar publicación';
  return (
    <DashboardDialog
      area="business"
      size="large"
      title={title}
      titleId="publicacion-titulo"
      onClose={onClose}
      busy={busy}
      {...(returnFocus ? { returnFocus } : {})}
    >
      {loaded.status === 'loading' && (
        <p className="bd-dialog-status" role="status">
          Cargando la publicación…
        </p>
      )}
      {loaded.status === 'error' && (
        <>
          <p className="bd-form-error" role="alert">
            {loaded.error}
          </p>
          <DialogCloseRow area="business" onClose={onClose} />
        </>
      )}
      {loaded.status === 'ready' && (
        <PostingForm
          // A posting read again (after a concurrent change) starts the form afresh.
          key={read.answered}
          version={loaded.data.version}
          onReload={() => {
            if (source !== null) void loadPostingToEdit(source);
          }}
          mode={mode}
          postingId={postingId}
          focusFirst={source !== null}
          initialInput={loaded.data.input}
          onBusy={setBusy}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </DashboardDialog>
  );
}

/** The form's start from the posting as read: a copy drops what a new posting must not carry. */
function editable(state: Remote<Posting>, copy: boolean): Remote<Editable> {
  if (state.status !== 'ready') return state;
  const posting = state.data;
  return ready(
    copy ? { input: duplicateInput(posting) } : { input: postingToInput(posting), version: posting.version },
  );
}

interface PostingFormProps {
  readonly mode: PostingFormMode;
  readonly postingId: number | null;
  readonly initialInput: PostingFormInput;
  /** The fields arrived after the dialog opened (update, duplicate): focus the first one. */
  readonly focusFirst: boolean;
  readonly onBusy: (busy: boolean) => void;
  readonly onDone: () => void;
  readonly onCancel: () => void;
  /** The version read with the posting, sent back so a concurrent change answers 409. */
  readonly version?: number | undefined;
  readonly onReload?: () => void;
}

function PostingForm({
  mode,
  postingId,
  initialInput,
  focusFirst,
  onBusy,
  onDone,
  onCancel,
  version,
  onReload,
}: PostingFormProps) {
  const [schema] = useState<PostingFormSchema>(() => postingFormSchema(mode));
  const form = useForm({ schema, initialInput });
  const draft = useFormDraft(form, postingId === null ? 'posting-create' : `posting-update-${postingId}`, {
    owner: draftOwner($session.get()),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  useEffect(() => {
    // An update's or a copy's fields arrive after the dialog opened: move focus to the first one.
    if (focusFirst) document.getElementById('publicacion-title')?.focus();
  }, [focusFirst]);

  const save: SubmitHandler<PostingFormSchema> = async (payload) => {
    setFailure(null);
    setStale(false);
    onBusy(true);
    try {
      const message =
        postingId === null ? await createPosting(payload) : await updatePosting(postingId, payload, version);
      showAlert({
        type: 'success',
        title: mode === 'create' ? 'Publicación creada' : 'Publicación actualizada',
        message,
        durationMs: 3000,
      });
      draft.clear();
      onDone();
    } catch (error) {
      if (isStaleWriteError(error)) {
        setStale(true);
        setFailure(STALE_WRITE_UI_MESSAGE);
        return;
      }
      const text = failureText(error);
      setFailure(mode === 'create' ? SPEC_MESSAGES.createPosting(text) : SPEC_MESSAGES.updatePosting(text));
    } finally {
      onBusy(false);
    }
  };

  return (
    <Form of={form} onSubmit={save} className="bd-form" aria-labelledby="publicacion-titulo" {...draft.bind}>
      <div className="bd-dialog-body">
        <DraftNotice draft={draft} />
        <PostingFields form={form} mode={mode} />
      </div>
      {failure && (
        <p className="bd-form-error" role="alert">
          {failure}
        </p>
      )}
      {stale && onReload && (
        <div className="bd-dialog-actions">
          <button
            type="button"
            className="btn btn-outline"
            onClick={(event) => {
              // Inside a draft-bound form: this click must not save the typing it drops.
              event.stopPropagation();
              draft.clear();
              onReload();
            }}
          >
            {RELOAD_CURRENT_LABEL}
          </button>
        </div>
      )}
      <DialogSubmitRow
        busy={form.isSubmitting}
        onCancel={onCancel}
        submitLabel={mode === 'create' ? 'Publicar' : 'Guardar cambios'}
        busyLabel="Guardando…"
      />
    </Form>
  );
}
