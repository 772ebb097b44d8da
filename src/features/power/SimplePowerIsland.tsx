// Island of /crear-poder-simple: checks the power token (else back to '/'), asks the API where a
// power sent with this link stands (waiting for the owner, signed or rejected: that state shows
// instead of the form), runs phase 1 (driver and vehicle) and phase 2 (owner and ID images), sends
// the power and shows its end state.
// Each phase is a history entry (the phone's Back returns to phase 1, Forward to phase 2) and both
// phases, images included, are kept as a draft of this device until sent or discarded.
// The power goes up with its progress and 'Cancelar'; a send that gets no answer is never
// repeated by itself: the form keeps everything and offers 'Reintentar'. The link's token is single-use, so a retry cannot create a second power, and a 409 to a retry after
// an unanswered try means the first one arrived.
import { reset, useForm, type SubmitHandler } from '@formisch/react';
import { useStore } from '@nanostores/react';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { DraftNotice } from '@/components/form/DraftNotice.tsx';
import { useFormDraft } from '@/components/form/use-form-draft.ts';
import { ANONYMOUS_OWNER, draftKey, readDraft, removeDraft, saveDraftFile } from '@/stores/drafts.ts';
import AlertRegion from '@/components/feedback/AlertRegion.tsx';
import ConnectionFailure from '@/components/feedback/ConnectionFailure.tsx';
import UploadProgress from '@/components/feedback/UploadProgress.tsx';
import { useUploadTask } from '@/components/feedback/use-upload-task.ts';
import { PREPARING_IMAGES } from '@/components/form/use-pending-work.ts';
import { paths } from '@/config/paths.ts';
import { prepareChileClockSoon } from '@/lib/format/index.ts';
// The error type alone: the module that sends the power loads on submit.
import { isApiError } from '@/lib/http/api-error.ts';
import { remoteStore } from '@/lib/remote-store.ts';
import { $alerts, clearAlerts, dismissAlert, showAlert } from '@/stores/alerts.ts';
import { DriverVehiclePhase } from './DriverVehiclePhase.tsx';
import { OwnerPhase } from './OwnerPhase.tsx';
import {
  DriverVehicleSchema,
  OwnerSchema,
  type DriverVehicle,
  type IdImageSide,
  type Owner,
} from '@/lib/contract/power.ts';
import { downloadSignedPower, fetchPowerState } from './power-status-api.ts';
import { powerTokenExpiry, readPowerToken } from './power-token.ts';
import { PowerSent } from './PowerSent.tsx';
import { PowerStatus } from './PowerStatus.tsx';
import type { PowerState } from '@/lib/contract/signing.ts';
import { recallSent, rememberSent, sentPower, type SentPower } from './sent-summary.ts';
import { FILE_ERROR_ALERT_MS, useIdImages } from './use-id-images.ts';
import './power.css';

export const ERROR_PREFIX = 'Ocurrio un error: ';
const FAILURE_FALLBACK = 'No pudimos conectar con el servidor. Intenta nuevamente.';
export const UNANSWERED_MESSAGE =
  'Se cortó la conexión antes de recibir respuesta. Tus datos y fotos siguen aquí; al reintentar no se creará un poder duplicado.';
const PHASE_TITLES = { 1: 'Paso 1 de 2: conductor y vehículo', 2: 'Paso 2 de 2: dueño del vehículo' } as const;

/** Shows a file's error for 4 s; the same message already on screen is replaced, not stacked. */
function showFileError(message: string) {
  for (const alert of $alerts.get()) if (alert.message === message) dismissAlert(alert.id);
  showAlert({ type: 'error', title: 'Archivo no válido', message, durationMs: FILE_ERROR_ALERT_MS });
}

/** The phase a history entry stands for. */
function phaseOf(state: unknown): 1 | 2 {
  return state && typeof state === 'object' && (state as { powerPhase?: unknown }).powerPhase === 2 ? 2 : 1;
}

/** The draft's name: one per power link, so another link starts empty. */
function draftName(token: string): string {
  return `power-${token.slice(-24)}`;
}

/** Where a power sent with a link stands: its state, or 'form' while none was sent. */
async function readStanding(token: string): Promise<PowerState | 'form'> {
  const state = await fetchPowerState(token);
  return state.status === 'NOT_SENT' ? 'form' : state;
}

// A read that fails leaves the form (the failure's words are not shown).
const linkStanding = remoteStore(readStanding, () => '');

// The read starts as soon as this module runs, while React is still drawing the island: the form
// or the power's state shows that much sooner on a slow line. Meanwhile Chile's clock is built (the
// vehicle's years end at this year in Chile), in tasks of its own rather than inside the form's
// first render, where building it made one long task.
const linkToken = typeof window === 'undefined' ? null : readPowerToken(window.location.search);
if (linkToken) {
  void linkStanding.load(linkToken);
  prepareChileClockSoon();
}

export default function SimplePowerIsland() {
  // client:only, so the token is read from the address at once (no server render to match).
  const [token] = useState(() => readPowerToken(window.location.search));
  // A reload keeps phase 2 (the history entry remembers it) while phase 1's kept answers still hold.
  const [reloaded] = useState(() => {
    if (!token || phaseOf(window.history.state) !== 2) return null;
    const checked = v.safeParse(
      DriverVehicleSchema,
      readDraft(draftKey(ANONYMOUS_OWNER, `${draftName(token)}-driver`)),
    );
    return checked.success ? checked.output : null;
  });
  const [phase, setPhase] = useState<1 | 2>(reloaded ? 2 : 1);
  const [driverVehicle, setDriverVehicle] = useState<DriverVehicle | null>(reloaded);
  // A power already sent from this tab shows its end state again, even after a reload.
  const [sent, setSent] = useState<SentPower | null>(() => (token ? recallSent(token) : null));
  // Where a power sent with this link stands; null while asked, 'form' when nothing was sent (or
  // the API could not say: the form then works as before, and a second power is refused anyway).
  // The answer is drawn at a lower priority: the form is the page's largest render, and drawn in
  // the task that brought the answer it made one long task; deferred, it renders in slices and the
  // page answers input meanwhile ('Verificando el enlace…' stays until the form is ready).
  const standingEntry = useDeferredValue(useStore(linkStanding.$entry));
  useEffect(() => {
    if (token && !linkStanding.asked(token)) void linkStanding.load(token);
    return linkStanding.reset;
  }, [token]);
  const asked = token ? linkStanding.stateFor(standingEntry, token) : null;
  const standing: PowerState | 'form' | null =
    asked === null || asked.status === 'loading' ? null : asked.status === 'ready' ? asked.data : 'form';
  const driverForm = useForm({ schema: DriverVehicleSchema });
  const ownerForm = useForm({ schema: OwnerSchema });
  const { images, preparing, choose, restore, checkAll, filesToSend, clear } = useIdImages();
  const phaseTitle = useRef<HTMLHeadingElement>(null);
  const phaseChanged = useRef(false);
  const name = draftName(token ?? '');
  const filesKey = `${ANONYMOUS_OWNER}:${name}-images`;
  const [imagesRestored, setImagesRestored] = useState(false);
  const discardAll = useCallback(() => {
    reset(driverForm);
    reset(ownerForm);
    clear();
    removeDraft(filesKey);
    setImagesRestored(false);
    setDriverVehicle(null);
    if (phaseOf(window.history.state) === 2) window.history.back();
  }, [driverForm, ownerForm, clear, filesKey]);
  const driverDraft = useFormDraft(driverForm, `${name}-driver`, { owner: ANONYMOUS_OWNER, ready: Boolean(token) });
  const ownerDraft = useFormDraft(ownerForm, `${name}-owner`, { owner: ANONYMOUS_OWNER, ready: Boolean(token) });
  const driverVehicleRef = useRef<DriverVehicle | null>(reloaded);
  useEffect(() => {
    driverVehicleRef.current = driverVehicle;
  }, [driverVehicle]);

  // The entry the flow opened on stands for the phase shown.
  useEffect(() => {
    if (!token) return;
    if (!reloaded) window.history.replaceState({ ...(window.history.state as object | null), powerPhase: 1 }, '');
  }, [token, reloaded]);

  // The chosen ID images come back from this device's storage.
  useEffect(() => {
    if (token) void restore(filesKey).then((restored) => restored && setImagesRestored(true));
  }, [token, filesKey, restore]);

  // The phone's Back and Forward move between the phases, never out of the flow.
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const wanted = phaseOf(event.state);
      phaseChanged.current = true;
      if (wanted === 2 && !driverVehicleRef.current) {
        window.history.replaceState({ ...(event.state as object | null), powerPhase: 1 }, '');
        setPhase(1);
        return;
      }
      setPhase(wanted);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const task = useUploadTask();
  const [unanswered, setUnanswered] = useState(false);
  // An earlier try may have reached the server (no answer, or cancelled mid-way).
  const mayHaveArrived = useRef(false);
  const lastOwner = useRef<Owner | null>(null);

  useEffect(() => {
    if (!token) window.location.replace(paths.home);
  }, [token]);

  useEffect(() => {
    // Moves focus to the new phase's title so keyboard and screen-reader users follow along.
    if (phaseChanged.current) phaseTitle.current?.focus();
  }, [phase]);

  function goTo(next: 1 | 2) {
    // Alerts belong to the step that raised them.
    clearAlerts();
    phaseChanged.current = true;
    setPhase(next);
  }

  const next: SubmitHandler<typeof DriverVehicleSchema> = (output) => {
    setDriverVehicle(output);
    driverVehicleRef.current = output;
    window.history.pushState({ ...(window.history.state as object | null), powerPhase: 2 }, '');
    goTo(2);
  };

  function chooseImage(side: IdImageSide, file: File) {
    void choose(side, file).then((outcome) => {
      if (!outcome.kept) return;
      if (outcome.error) showFileError(outcome.error);
      else void saveDraftFile(filesKey, side, file, powerTokenExpiry(token ?? ''));
    });
  }

  function confirmCreated(owner: Owner) {
    if (!driverVehicle || !token) return;
    const summary = sentPower(driverVehicle, owner);
    rememberSent(token, summary);
    clearAlerts();
    driverDraft.clear();
    ownerDraft.clear();
    removeDraft(filesKey);
    setImagesRestored(false);
    window.history.replaceState({ ...(window.history.state as object | null), powerPhase: 1 }, '');
    reset(driverForm);
    reset(ownerForm);
    clear();
    setDriverVehicle(null);
    setUnanswered(false);
    mayHaveArrived.current = false;
    setSent(summary);
  }

  async function submit(owner: Owner) {
    if (!driverVehicle || !token) return;
    // The images were checked (and their errors shown) as the submit started, except a photo still
    // being prepared: that one is waited for and checked now. Abort on any error.
    const files = await filesToSend(showFileError);
    if (!files) return;
    lastOwner.current = owner;
    setUnanswered(false);
    const run = await task.run(async (io) => {
      // The HTTP client loads only when the power is sent, keeping the page's first JS small.
      const { createPowerSimple } = await import('./create-power-simple.ts');
      return createPowerSimple({ token, driverVehicle, owner, images: files }, undefined, io);
    });
    if (run.status === 'busy') return;
    if (run.status === 'cancelled') {
      mayHaveArrived.current = true;
      return;
    }
    if (run.status === 'done') return confirmCreated(owner);
    const error = run.error;
    if (isApiError(error) && error.uncertain) {
      mayHaveArrived.current = true;
      setUnanswered(true);
      return;
    }
    if (mayHaveArrived.current && isApiError(error) && error.status === 409) return confirmCreated(owner);
    const message = isApiError(error) ? error.serverMessage(FAILURE_FALLBACK) : FAILURE_FALLBACK;
    showAlert({
      type: 'error',
      title: 'No se pudo crear el poder',
      message: ERROR_PREFIX + message,
      durationMs: 4000,
    });
  }

  const send: SubmitHandler<typeof OwnerSchema> = (owner) => submit(owner);

  if (!token || standing === null) return <p className="power-checking">Verificando el enlace…</p>;

  if (standing !== 'form') {
    return (
      <div className="power">
        <PowerStatus
          state={standing}
          onDownload={() => downloadSignedPower(token)}
          onClose={() => window.location.assign(paths.home)}
        />
      </div>
    );
  }

  if (sent) {
    return (
      <div className="power">
        <AlertRegion />
        <PowerSent sent={sent} onClose={() => window.location.assign(paths.home)} />
      </div>
    );
  }

  return (
    <div className="power">
      <AlertRegion />
      <ol className="power-steps" aria-label="Pasos">
        <li aria-current={phase === 1 ? 'step' : undefined}>Conductor y vehículo</li>
        <li aria-current={phase === 2 ? 'step' : undefined}>Dueño del vehículo</li>
      </ol>
      <h2 id="poder-fase-titulo" ref={phaseTitle} tabIndex={-1}>
        {PHASE_TITLES[phase]}
      </h2>
      <DraftNotice
        draft={{
          restored: driverDraft.restored || ownerDraft.restored || imagesRestored,
          pending: driverDraft.pending || ownerDraft.pending,
          recover: () => {
            driverDraft.recover();
            ownerDraft.recover();
          },
          discard: () => {
            driverDraft.clear();
            ownerDraft.clear();
            discardAll();
          },
        }}
      />
      {phase === 1 ? (
        <DriverVehiclePhase form={driverForm} onNext={next} draftBind={driverDraft.bind} />
      ) : (
        <OwnerPhase
          form={ownerForm}
          images={images}
          submitting={ownerForm.isSubmitting || task.busy}
          preparing={preparing}
          busyLabel={task.waitingLabel('Enviando…')}
          draftBind={ownerDraft.bind}
          onChooseImage={chooseImage}
          onBeforeSubmit={() => checkAll().forEach(showFileError)}
          onSubmit={send}
          onBack={() => {
            goTo(1);
            // Phase 2's own entry is left too, so Forward comes back to it.
            if (phaseOf(window.history.state) === 2) window.history.back();
          }}
        />
      )}
      {/* Outside the form, whose aria-busy would hold the announcement back. */}
      {phase === 2 && (
        <p role="status" className="visually-hidden">
          {preparing ? PREPARING_IMAGES : ''}
        </p>
      )}
      {phase === 2 && task.busy && <UploadProgress progress={task.progress} onCancel={task.cancel} label="el poder" />}
      {phase === 2 && unanswered && !task.busy && (
        <ConnectionFailure
          message={UNANSWERED_MESSAGE}
          onRetry={() => lastOwner.current && void submit(lastOwner.current)}
        />
      )}
    </div>
  );
}
