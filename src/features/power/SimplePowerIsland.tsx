// Island of /crear-poder-simple: checks the power token (else back to '/'), runs phase 1
// (driver and vehicle) and phase 2 (owner and ID images), sends the power and confirms it.
// The power goes up with its progress and 'Cancelar'; a send that gets no answer is never repeated by itself: the form keeps everything and offers 'Reintentar'. The
// link's token is single-use, so a retry cannot create a second power, and a 409 to a retry after
// an unanswered try means the first one arrived.
import { reset, useForm, type SubmitHandler } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import AlertRegion from '../../components/feedback/AlertRegion.tsx';
import ConnectionFailure from '../../components/feedback/ConnectionFailure.tsx';
import UploadProgress from '../../components/feedback/UploadProgress.tsx';
import { useUploadTask } from '../../components/feedback/use-upload-task.ts';
import { paths } from '../../config/paths.ts';
// The error type alone (not the HTTP clients, which load on submit).
import { isApiError } from '../../lib/http/api-error.ts';
import { $alerts, dismissAlert, showAlert } from '../../stores/alerts.ts';
import { DriverVehiclePhase } from './DriverVehiclePhase.tsx';
import { OwnerPhase } from './OwnerPhase.tsx';
import { driverVehicleSchema, ownerSchema, type DriverVehicle, type Owner } from './power-schema.ts';
import { readPowerToken } from './power-token.ts';
import { PowerCreatedDialog } from './PowerCreatedDialog.tsx';
import { FILE_ERROR_ALERT_MS, readyFiles, useIdImages } from './use-id-images.ts';
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

export default function SimplePowerIsland() {
  // client:only, so the token is read from the address at once (no server render to match).
  const [token] = useState(() => readPowerToken(window.location.search));
  const [phase, setPhase] = useState<1 | 2>(1);
  const [driverVehicle, setDriverVehicle] = useState<DriverVehicle | null>(null);
  const [created, setCreated] = useState(false);
  const driverForm = useForm({ schema: driverVehicleSchema });
  const ownerForm = useForm({ schema: ownerSchema });
  const { images, choose, checkAll, clear } = useIdImages();
  const phaseTitle = useRef<HTMLHeadingElement>(null);
  const phaseChanged = useRef(false);
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
    phaseChanged.current = true;
    setPhase(next);
  }

  const next: SubmitHandler<typeof driverVehicleSchema> = (output) => {
    setDriverVehicle(output);
    goTo(2);
  };

  function confirmCreated() {
    reset(driverForm);
    reset(ownerForm);
    clear();
    setDriverVehicle(null);
    setUnanswered(false);
    mayHaveArrived.current = false;
    phaseChanged.current = false; // Focus belongs to the dialog now, not to the phase title.
    setPhase(1);
    setCreated(true);
  }

  async function submit(owner: Owner) {
    // The images were checked (and their errors shown) as the submit started: abort on any.
    const files = readyFiles(images);
    if (!files || !driverVehicle || !token) return;
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
    if (run.status === 'done') return confirmCreated();
    const error = run.error;
    if (isApiError(error) && error.uncertain) {
      mayHaveArrived.current = true;
      setUnanswered(true);
      return;
    }
    if (mayHaveArrived.current && isApiError(error) && error.status === 409) return confirmCreated();
    const message = isApiError(error) ? error.serverMessage(FAILURE_FALLBACK) : FAILURE_FALLBACK;
    showAlert({
      type: 'error',
      title: 'No se pudo crear el poder',
      message: ERROR_PREFIX + message,
      durationMs: 4000,
    });
  }

  const send: SubmitHandler<typeof ownerSchema> = (owner) => submit(owner);

  if (!token) return <p className="power-checking">Verificando el enlace…</p>;

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
      {phase === 1 ? (
        <DriverVehiclePhase form={driverForm} onNext={next} />
      ) : (
        <OwnerPhase
          form={ownerForm}
          images={images}
          submitting={ownerForm.isSubmitting || task.busy}
          busyLabel={task.waitingLabel('Enviando…')}
          onChooseImage={(side, file) => {
            void choose(side, file).then((error) => error && showFileError(error));
          }}
          onBeforeSubmit={() => checkAll().forEach(showFileError)}
          onSubmit={send}
          onBack={() => goTo(1)}
        />
      )}
      {phase === 2 && task.busy && <UploadProgress progress={task.progress} onCancel={task.cancel} label="el poder" />}
      {phase === 2 && unanswered && !task.busy && (
        <ConnectionFailure
          message={UNANSWERED_MESSAGE}
          onRetry={() => lastOwner.current && void submit(lastOwner.current)}
        />
      )}
      <PowerCreatedDialog open={created} onClose={() => window.location.assign(paths.home)} />
    </div>
  );
}
