// Island of /crear-poder-simple: checks the power token (else back to '/'), runs phase 1
// (driver and vehicle) and phase 2 (owner and ID images), sends the power and shows its end state.
import { reset, useForm, type SubmitHandler } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import AlertRegion from '../../components/feedback/AlertRegion.tsx';
import { paths } from '../../config/paths.ts';
// The error type alone (not the HTTP clients, which load on submit).
import { isApiError } from '../../lib/http/api-error.ts';
import { $alerts, clearAlerts, dismissAlert, showAlert } from '../../stores/alerts.ts';
import { DriverVehiclePhase } from './DriverVehiclePhase.tsx';
import { OwnerPhase } from './OwnerPhase.tsx';
import { driverVehicleSchema, ownerSchema, type DriverVehicle } from './power-schema.ts';
import { readPowerToken } from './power-token.ts';
import { PowerSent } from './PowerSent.tsx';
import { recallSent, rememberSent, sentPower, type SentPower } from './sent-summary.ts';
import { FILE_ERROR_ALERT_MS, readyFiles, useIdImages } from './use-id-images.ts';
import './power.css';

export const ERROR_PREFIX = 'Ocurrio un error: ';
const FAILURE_FALLBACK = 'No pudimos conectar con el servidor. Intenta nuevamente.';
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
  // A power already sent from this tab shows its end state again, even after a reload.
  const [sent, setSent] = useState<SentPower | null>(() => (token ? recallSent(token) : null));
  const driverForm = useForm({ schema: driverVehicleSchema });
  const ownerForm = useForm({ schema: ownerSchema });
  const { images, choose, checkAll, clear } = useIdImages();
  const phaseTitle = useRef<HTMLHeadingElement>(null);
  const phaseChanged = useRef(false);

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

  const next: SubmitHandler<typeof driverVehicleSchema> = (output) => {
    setDriverVehicle(output);
    goTo(2);
  };

  const send: SubmitHandler<typeof ownerSchema> = async (owner) => {
    // The images were checked (and their errors shown) as the submit started: abort on any.
    const files = readyFiles(images);
    if (!files || !driverVehicle || !token) return;
    try {
      // The HTTP client loads only when the power is sent, keeping the page's first JS small.
      const { createPowerSimple } = await import('./create-power-simple.ts');
      await createPowerSimple({ token, driverVehicle, owner, images: files });
    } catch (error) {
      const message = isApiError(error) ? error.serverMessage(FAILURE_FALLBACK) : FAILURE_FALLBACK;
      showAlert({
        type: 'error',
        title: 'No se pudo crear el poder',
        message: ERROR_PREFIX + message,
        durationMs: 4000,
      });
      return;
    }
    const summary = sentPower(driverVehicle, owner);
    rememberSent(token, summary);
    clearAlerts();
    reset(driverForm);
    reset(ownerForm);
    clear();
    setDriverVehicle(null);
    setSent(summary);
  };

  if (!token) return <p className="power-checking">Verificando el enlace…</p>;

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
      {phase === 1 ? (
        <DriverVehiclePhase form={driverForm} onNext={next} />
      ) : (
        <OwnerPhase
          form={ownerForm}
          images={images}
          submitting={ownerForm.isSubmitting}
          onChooseImage={(side, file) => {
            const error = choose(side, file);
            if (error) showFileError(error);
          }}
          onBeforeSubmit={() => checkAll().forEach(showFileError)}
          onSubmit={send}
          onBack={() => goTo(1)}
        />
      )}
    </div>
  );
}
