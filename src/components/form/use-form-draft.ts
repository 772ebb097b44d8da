// Binds a Formisch form to a draft: the stored values come back once the form is ready, every
// change is stored shortly after (and at once when the page is hidden), and the draft goes away
// when the form is sent (`clear`) or the person discards it (`discard`). What was typed into a
// server-drawn form before its code was live joins the form's state (over the stored draft, being newer).
// A public page's draft left by another visit is not refilled by itself: `pending` is true until
// the person chooses 'Recuperar lo que escribiste' (`recover`) or discards it (see DraftNotice).
import { getInput, isDirty, reset, setInput, type FormSchema, type FormStore } from '@formisch/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { INTERNAL } from '@formisch/react/internals';
import { carryTypedInput } from '@/lib/early-submit/carry-over.ts';
import { awaitsConsent, draftKey, readDraft, removeDraft, writeDraft } from '@/stores/drafts.ts';

const SAVE_DELAY_MS = 300;

export interface FormDraftOptions {
  /** Whose draft it is: `draftOwner($session.get())` in the signed-in areas, ANONYMOUS_OWNER on public pages. */
  readonly owner: string;
  /** False while the form waits for its data (edit forms): restoring waits too. */
  readonly ready?: boolean;
  /** Called after a discard, e.g. to put the saved values back into an edit form. */
  readonly onDiscard?: () => void;
}

export interface FormDraft {
  readonly key: string;
  /** True while the form shows values restored from a draft. */
  readonly restored: boolean;
  /** True while a draft left by another visit waits for the person's choice. */
  readonly pending: boolean;
  /** Refills the form with the waiting draft. */
  readonly recover: () => void;
  readonly discard: () => void;
  readonly clear: () => void;
  /** Spread on the <Form>: native events that announce a change. */
  readonly bind: {
    readonly onInput: () => void;
    readonly onChange: () => void;
    readonly onClick: () => void;
    readonly onBlur: () => void;
  };
}

export function useFormDraft<TSchema extends FormSchema>(
  form: FormStore<TSchema>,
  name: string,
  { owner, ready = true, onDiscard }: FormDraftOptions,
): FormDraft {
  const key = draftKey(owner, name);
  const [restored, setRestored] = useState(false);
  const [pending, setPendingState] = useState(false);
  const pendingNow = useRef(false);
  // Changes state only when the answer changes: the form's own events call this on every keystroke.
  const setPending = useCallback((value: boolean) => {
    if (pendingNow.current === value) return;
    pendingNow.current = value;
    setPendingState(value);
  }, []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const active = useRef(false);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!active.current) return;
    // Values equal to the form's starting ones are no draft (an edit form just opened, a sent form).
    writeDraft(key, isDirty(form) ? getInput(form) : {});
  }, [form, key]);

  const schedule = useCallback(() => {
    if (!active.current) return;
    setPending(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }, [flush, setPending]);

  const refill = useCallback(() => {
    const stored = readDraft(key);
    if (!stored) return;
    const current = getInput(form) as Record<string, unknown>;
    setInput(form, { input: { ...current, ...stored } });
    setRestored(true);
  }, [form, key]);

  useEffect(() => {
    if (!ready || active.current) return;
    // What another visit left waits; typing meanwhile starts a new draft over it.
    if (awaitsConsent(key)) setPending(true);
    else refill();
    active.current = true;
  }, [key, ready, refill, setPending]);

  // Runs after the draft came back (effects run in order), so the values typed early win.
  useEffect(() => {
    const element = form[INTERNAL].element;
    if (element) carryTypedInput(element);
  }, [form]);

  useEffect(() => {
    const hide = () => {
      if (timer.current !== undefined) flush();
    };
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', hide);
      hide();
    };
  }, [flush]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    removeDraft(key);
    setRestored(false);
    setPending(false);
  }, [key, setPending]);

  const recover = useCallback(() => {
    setPending(false);
    refill();
  }, [refill, setPending]);

  const discard = useCallback(() => {
    clear();
    reset(form);
    onDiscard?.();
  }, [clear, form, onDiscard]);

  const bind = useMemo(
    () => ({ onInput: schedule, onChange: schedule, onClick: schedule, onBlur: schedule }),
    [schedule],
  );

  return { key, restored, pending, recover, discard, clear, bind };
}
