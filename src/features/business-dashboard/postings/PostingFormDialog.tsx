// The create and update dialogs of a job posting. Update
// first loads /business/get-data-job-posting-to-update/{id}. A failure keeps the dialog open with
// the fixed failure text inside it (the page behind a modal is inert, so the alert would go unseen);
// success closes it and announces the server's message. Loaded on demand: it carries the communes.
import { Form, useForm, type SubmitHandler } from '@formisch/react';
import { useEffect, useState } from 'react';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { draftOwner } from '@/stores/drafts.ts';
import { $session } from '@/stores/session.ts';
import { RELOAD_CURRENT_LABEL, STALE_WRITE_UI_MESSAGE, isStaleWriteError } from '@/lib/http/index.ts';
import { LOADING, failed, ready, type Remote } from '@/lib/remote.ts';
import { showAlert } from '@/stores/alerts.ts';
import { SPEC_MESSAGES, failureText } from '@/features/business-dashboard/shared/messages.ts';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import {
  EMPTY_POSTING_INPUT,
  duplicateInput,
  postingFormSchema,
  postingToInput,
  type PostingFormInput,
} from './posting-form.ts';
import type { PostingFormMode, PostingFormSchema } from './posting-form.ts';
import { fetchPostingToUpdate } from './postings-api.ts';
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

/** What the form starts from: the input, the version it was read at, and which load it came from. */
interface Editable {
  readonly input: PostingFormInput;
  readonly version?: number | undefined;
  readonly load: number;
}

type Loaded = Exclude<Remote<Editable>, { readonly status: 'idle' }>;

export default function PostingFormDialog({ postingId, copyOf = null, onClose, returnFocus }: PostingFormDialogProps) {
  const mode: PostingFormMode = postingId === null ? 'create' : 'update';
  const source = postingId ?? copyOf;
  const [loaded, setLoaded] = useState<Loaded>(
    source === null ? ready({ input: EMPTY_POSTING_INPUT, load: 0 }) : LOADING,
  );
  const [busy, setBusy] = useState(false);
  // Raised to load the posting again (after a concurrent change); the form then starts afresh.
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (source === null) return;
    let active = true;
    fetchPostingToUpdate(source).then(
      (posting) =>
        active &&
        setLoaded(
          ready(
            postingId === null
              ? { input: duplicateInput(posting), load: reloads }
              : { input: postingToInput(posting), version: posting.version, load: reloads },
          ),
        ),
      (error: unknown) => active && setLoaded(failed(`${SPEC_MESSAGES.loadPostings}. ${failureText(error)}`)),
    );
    return () => {
      active = false;
    };
  }, [postingId, source, reloads]);

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
          <div className="bd-dialog-actions">
            <button type="button" className="btn" onClick={onClose} data-autofocus>
              Cerrar
            </button>
          </div>
        </>
      )}
      {loaded.status === 'ready' && (
        <PostingForm
          key={loaded.data.load}
          version={loaded.data.version}
          onReload={() => {
            setReloads((count) => count + 1);
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
      <div className="bd-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={form.isSubmitting}>
          Cancelar
        </button>
        <button type="submit" className="btn" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Guardando…' : mode === 'create' ? 'Publicar' : 'Guardar cambios'}
        </button>
      </div>
    </Form>
  );
}
