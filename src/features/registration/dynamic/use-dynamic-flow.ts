// The dynamic registration's state: welcome → pages (next-page pushes the current
// page on a back stack, back pops it or returns to welcome) → submit-form sends every answered
// page → success (answers removed) or error (back returns to the form with everything kept).
// Every page is a history entry whose address keeps id_form and order: the phone's Back returns
// to the page before, Forward comes back, and a reload resumes on the same page. Answers are
// stored as they are typed, so neither a reload nor the phone's Back loses any. The submit goes up
// with its progress and 'Cancelar'; one that gets no answer is checked with the company's
// duplicate checks: arrived means success; otherwise the page stays, with every answer and file,
// and 'Reintentar' (never a silent second send). The consents of the last page live only in this
// state: never stored, so a reload asks for them again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useUploadTask } from '@/components/feedback/use-upload-task.ts';
import { isApiError } from '@/lib/http/index.ts';
import type { RegistrationConsents } from '@/lib/validation/consent.ts';
import { clearAlerts, showAlert } from '@/stores/alerts.ts';
import type { ActiveForm } from '@/features/registration/active-form.ts';
import { clearFormType } from '@/features/registration/form-type.ts';
import { placeFrom, pushFormPlace, showFormPlace } from '@/features/registration/registration-route.ts';
import { fetchAllPages, fetchPage, submitRegistration, type FormPage } from './forms-api.ts';
import {
  clearResponses,
  getFile,
  loadResponses,
  restoreFiles,
  savePageResponse,
  setFile,
  type PageResponse,
} from './responses-store.ts';
import { isLastPage } from './page-answers.ts';
import { registrationArrived } from './registration-arrived.ts';
import { submissionBody } from './submission.ts';

export const LOAD_ERROR_TEXT = 'No pudimos cargar el formulario. Intenta nuevamente.';
export const SUBMIT_ERROR_TEXT = 'Ocurrió un error. Intenta nuevamente.';
export const SUBMIT_ERROR_TITLE = 'No pudimos completar tu registro';
export const LOAD_ERROR_TITLE = 'No pudimos cargar el formulario';

export const UNANSWERED_TEXT =
  'Se cortó la conexión antes de recibir respuesta y tu registro no llegó. Tus respuestas y archivos siguen aquí.';
export const UNCONFIRMED_TEXT =
  'Se cortó la conexión y no pudimos confirmar si tu registro llegó. Al reintentar revisaremos primero si ya quedó guardado.';

const NO_CONSENTS: RegistrationConsents = { data_processing: false, job_offers: false };

export interface Unanswered {
  readonly page: FormPage;
  readonly answered: readonly PageResponse[];
  readonly message: string;
}

export type Screen =
  | { readonly kind: 'welcome' }
  | { readonly kind: 'page'; readonly page: FormPage }
  | { readonly kind: 'success' }
  | { readonly kind: 'error'; readonly page: FormPage };

/** The place of a screen in the address: its page's order, 0 for the welcome screen. */
function orderOf(screen: Screen): number {
  return screen.kind === 'page' || screen.kind === 'error' ? screen.page.order_sequence : 0;
}

/** Stores a page's answers and its chosen files (a file is written only when it changed). */
function keepAnswers(idForm: number, response: PageResponse, files: ReadonlyMap<number, File | null>) {
  for (const [inputId, file] of files) if ((getFile(inputId) ?? null) !== file) setFile(inputId, file);
  return savePageResponse(idForm, response).pages;
}

function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) ? error.serverMessage(fallback) : fallback;
}

/** The pages from the first one to the one at `order`, following next_page_id. */
export function pathTo(pages: readonly FormPage[], firstPageId: number, order: number): FormPage[] | null {
  const byId = new Map(pages.map((page) => [page.id_page, page]));
  const path: FormPage[] = [];
  let current = byId.get(firstPageId);
  while (current && !path.includes(current)) {
    path.push(current);
    if (current.order_sequence === order) return path;
    current = current.next_page_id === null ? undefined : byId.get(current.next_page_id);
  }
  return null;
}

export function useDynamicFlow(form: ActiveForm, resume: { formId: number | null; order: number | null }, rgs: string) {
  const [screen, setScreen] = useState<Screen>({ kind: 'welcome' });
  const [stack, setStack] = useState<readonly FormPage[]>([]);
  const [busy, setBusy] = useState(false);
  const [unanswered, setUnanswered] = useState<Unanswered | null>(null);
  const [consents, setConsents] = useState<RegistrationConsents>(NO_CONSENTS);
  const resumed = useRef(false);
  // An earlier submit may have reached the server (no answer, or cancelled mid-way).
  const mayHaveArrived = useRef(false);
  const task = useUploadTask();
  /** Every page fetched so far, by id_page: history moves need no new request. */
  const known = useRef(new Map<number, FormPage>());
  const latest = useRef(screen);
  latest.current = screen;

  const filesRestored = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    filesRestored.current = restoreFiles(loadResponses(form.id_form));
  }, [form.id_form]);

  /** Shows the page at `order` (0: the welcome screen) with the pages before it as the back stack. */
  const showOrder = useCallback(
    async (order: number) => {
      if (order === 0) {
        setStack([]);
        setScreen({ kind: 'welcome' });
        return;
      }
      let path = pathTo([...known.current.values()], form.id_page, order);
      if (!path) {
        setBusy(true);
        try {
          const [pages] = await Promise.all([fetchAllPages(form.id_form), filesRestored.current]);
          for (const page of pages) known.current.set(page.id_page, page);
          path = pathTo(pages, form.id_page, order);
        } catch {
          // The pages could not be read: the current screen stays.
        } finally {
          setBusy(false);
        }
      }
      const last = path?.at(-1);
      if (!path || !last) return;
      setStack(path.slice(0, -1));
      setScreen({ kind: 'page', page: last });
    },
    [form.id_form, form.id_page],
  );

  useEffect(() => {
    const onPop = () => {
      const query = new URLSearchParams(window.location.search);
      if (query.has('id_form') && query.get('id_form') !== String(form.id_form)) return;
      // A finished registration stays finished: its address loses the page again.
      if (latest.current.kind === 'success') return showFormPlace(null, null);
      const order = Number(query.get('order') ?? 0) || 0;
      if (order !== orderOf(latest.current)) void showOrder(order);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [form.id_form, showOrder]);

  useEffect(() => {
    if (screen.kind === 'page') showFormPlace(form.id_form, screen.page.order_sequence);
    else if (screen.kind === 'welcome') showFormPlace(form.id_form, null);
    else if (screen.kind === 'success') showFormPlace(null, null);
  }, [screen, form.id_form]);

  useEffect(() => {
    if (resumed.current || resume.formId !== form.id_form || resume.order === null) return;
    resumed.current = true;
    void showOrder(resume.order);
  }, [form.id_form, resume.formId, resume.order, showOrder]);

  const open = useCallback(
    async (idPage: number, push: FormPage | null) => {
      setBusy(true);
      try {
        const page = await fetchPage(form.id_form, idPage);
        known.current.set(page.id_page, page);
        if (push) setStack((current) => [...current, push]);
        pushFormPlace(form.id_form, page.order_sequence, push?.order_sequence ?? 0);
        setScreen({ kind: 'page', page });
      } catch (error) {
        showAlert({
          type: 'error',
          title: LOAD_ERROR_TITLE,
          message: messageOf(error, LOAD_ERROR_TEXT),
          durationMs: 4000,
        });
      } finally {
        setBusy(false);
      }
    },
    [form.id_form],
  );

  function succeeded() {
    clearResponses();
    clearFormType();
    clearAlerts();
    setConsents(NO_CONSENTS);
    setStack([]);
    setUnanswered(null);
    mayHaveArrived.current = false;
    setScreen({ kind: 'success' });
  }

  async function submit(page: FormPage, answered: readonly PageResponse[]) {
    const onTheWay = [...stack, page].map((entry) => entry.id_page);
    const pages = onTheWay.flatMap((id) => answered.filter((entry) => entry.page_id === id));
    setUnanswered(null);
    const run = await task.run(async (io) => {
      if (mayHaveArrived.current && (await registrationArrived(pages, rgs)) === 'arrived') return 'arrived' as const;
      return submitRegistration(submissionBody(pages, getFile, consents), undefined, io);
    });
    if (run.status === 'busy') return;
    if (run.status === 'done') return succeeded();
    if (run.status === 'cancelled') {
      mayHaveArrived.current = true;
      return;
    }
    const error = run.error;
    if (isApiError(error) && error.uncertain) {
      mayHaveArrived.current = true;
      const arrival = await registrationArrived(pages, rgs);
      if (arrival === 'arrived') return succeeded();
      setUnanswered({ page, answered, message: arrival === 'missing' ? UNANSWERED_TEXT : UNCONFIRMED_TEXT });
      return;
    }
    showAlert({
      type: 'error',
      title: SUBMIT_ERROR_TITLE,
      message: messageOf(error, SUBMIT_ERROR_TEXT),
      durationMs: 5000,
    });
    setScreen({ kind: 'error', page });
  }

  return {
    screen,
    busy: busy || task.busy,
    sending: task.busy,
    progress: task.progress,
    cancel: task.cancel,
    waitingLabel: task.waitingLabel,
    unanswered,
    consents,
    setConsents,
    retry: () => unanswered && void submit(unanswered.page, unanswered.answered),
    start: () => void open(form.id_page, null),
    /** Keeps what is typed on a page as it is typed. */
    keep: (page: FormPage, response: PageResponse, files: ReadonlyMap<number, File | null>) => {
      keepAnswers(form.id_form, { ...response, page_id: page.id_page }, files);
    },
    send: (page: FormPage, response: PageResponse, files: ReadonlyMap<number, File | null>) => {
      const answered = keepAnswers(form.id_form, response, files);
      if (isLastPage(page) || page.next_page_id === null) void submit(page, answered);
      else void open(page.next_page_id, page);
    },
    back: (page: FormPage, response: PageResponse, files: ReadonlyMap<number, File | null>) => {
      keepAnswers(form.id_form, { ...response, page_id: page.id_page }, files);
      const previous = stack.at(-1);
      // The entry behind is the page before: the history's own Back, whose popstate shows it.
      if (placeFrom(window.history.state) === (previous?.order_sequence ?? 0)) return window.history.back();
      setStack((current) => current.slice(0, -1));
      setScreen(previous ? { kind: 'page', page: previous } : { kind: 'welcome' });
    },
    backToForm: () => {
      if (screen.kind === 'error') setScreen({ kind: 'page', page: screen.page });
    },
  };
}
