// The fixed worker registration: three steps with a progress indicator,
// back buttons, a draft kept across steps and reloads, the per-company duplicate checks between
// steps, then the registration with an in-progress overlay and the completion dialog over the
// flow's end state (the form is gone: nothing behind the dialog can be sent again).
import { focus, setErrors, setInput, useForm, validate, type SubmitHandler } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import { paths } from '@/config/paths.ts';
import { signInAfterRegistration } from '@/lib/return-path.ts';
import { withDialCode } from '@/lib/format/phone.ts';
import { isApiError } from '@/lib/http/index.ts';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { formatRut } from '@/lib/validation/index.ts';
import {
  EMAIL_CHECK_FAILED_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  PHONE_CHECK_FAILED_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  RUT_CHECK_FAILED_MESSAGE,
  RUT_TAKEN_MESSAGE,
} from '@/lib/validation/registration.ts';
import { showAlert } from '@/stores/alerts.ts';
import { clearFormType } from '@/features/registration/form-type.ts';
import { RegisterLoading } from '@/features/registration/RegisterFrame.tsx';
import { ProcessingOverlay } from '@/features/registration/ui/ProcessingOverlay.tsx';
import { AccountStep } from './AccountStep.tsx';
import { CompletionDialog, RegistrationDone } from './CompletionDialog.tsx';
import { clearDraft, loadDraft, type FixedDraft, type Step } from './draft-store.ts';
import { registrationPayload } from './payload.ts';
import { PersonalStep } from './PersonalStep.tsx';
import { isEmailRegistered, isPhoneRegistered, isRutRegistered, registerWorker } from './registration-api.ts';
import { STEP_NAMES, StepProgress } from './StepProgress.tsx';
import { accountSchema, personalSchema, VEHICLE_FIELDS, workSchema } from './steps-schema.ts';
import { useDraftSync } from './use-draft-sync.ts';
import { useLookups } from './use-lookups.ts';
import { WorkStep } from './WorkStep.tsx';
import './fixed.css';

/** The message of a duplicate check: taken, free (null) or the check itself failed. */
async function checkOutcome(check: Promise<boolean>, taken: string, failed: string): Promise<string | null> {
  try {
    return (await check) ? taken : null;
  } catch {
    return failed;
  }
}

/** The step a history entry stands for, if it is one of this flow's. */
function stepOf(state: unknown): Step | null {
  const value = state && typeof state === 'object' ? (state as { registrationStep?: unknown }).registrationStep : null;
  return value === 1 || value === 2 || value === 3 ? value : null;
}

/** The stored draft, on the step of the history entry being shown when it is one of this flow's
 * (the phone's Back into an entry of an earlier page load opens that entry's step). */
function initialDraft(link: TenantLink): FixedDraft {
  const draft = loadDraft(link);
  const fromHistory = stepOf(window.history.state);
  return fromHistory === null ? draft : { ...draft, step: fromHistory };
}

export default function FixedFlow({ link }: { readonly link: TenantLink }) {
  const [initial] = useState(() => initialDraft(link));
  const [step, setStep] = useState<Step>(initial.step);
  const [processing, setProcessing] = useState(false);
  const [completed, setCompleted] = useState(false);
  const accountForm = useForm({ schema: accountSchema, initialInput: initial.account });
  const personalForm = useForm({ schema: personalSchema, initialInput: initial.personal });
  const workForm = useForm({ schema: workSchema, initialInput: initial.work });
  const forms = { account: accountForm, personal: personalForm, work: workForm };
  const draft = useDraftSync(link, step, forms);
  const { state, retry } = useLookups(link);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  // Each step is a history entry: the phone's Back returns to the step before, Forward comes back.
  const stepRef = useRef<Step>(initial.step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);
  // Once registered, moving through history stays on the end state.
  const completedRef = useRef(false);

  useEffect(() => {
    window.history.replaceState({ ...(window.history.state as object | null), registrationStep: initial.step }, '');
    const onPop = (event: PopStateEvent) => {
      const wanted = stepOf(event.state);
      if (completedRef.current || wanted === null || wanted === stepRef.current) return;
      moved.current = true;
      setStep(wanted);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [initial.step]);

  function goTo(next: Step) {
    moved.current = true;
    const state = { ...(window.history.state as object | null), registrationStep: next, registrationFrom: step };
    if (next > step) window.history.pushState(state, '');
    else window.history.replaceState(state, '');
    setStep(next);
  }

  /** The step's 'Volver': the history's own Back when the step before is the entry behind. */
  function back(to: Step) {
    const state = window.history.state as { registrationFrom?: unknown } | null;
    if (state?.registrationFrom !== to) return goTo(to);
    // The step changes at once; the entry behind is this very step, so its popstate changes nothing.
    moved.current = true;
    stepRef.current = to;
    setStep(to);
    window.history.back();
  }

  const toPersonal: SubmitHandler<typeof accountSchema> = async ({ email }) => {
    const message = await checkOutcome(
      isEmailRegistered(email, link.rgs),
      EMAIL_TAKEN_MESSAGE,
      EMAIL_CHECK_FAILED_MESSAGE,
    );
    if (!message) return goTo(2);
    setErrors(accountForm, { path: ['email'], errors: [message] });
    focus(accountForm, { path: ['email'] });
  };

  const toWork: SubmitHandler<typeof personalSchema> = async (personal) => {
    const [rut, phone] = await Promise.all([
      checkOutcome(isRutRegistered(formatRut(personal.rut), link.rgs), RUT_TAKEN_MESSAGE, RUT_CHECK_FAILED_MESSAGE),
      checkOutcome(
        isPhoneRegistered(withDialCode(personal.dialCode, personal.phone), link.rgs),
        PHONE_TAKEN_MESSAGE,
        PHONE_CHECK_FAILED_MESSAGE,
      ),
    ]);
    if (!rut && !phone) return goTo(3);
    if (rut) setErrors(personalForm, { path: ['rut'], errors: [rut] });
    if (phone) setErrors(personalForm, { path: ['phone'], errors: [phone] });
    focus(personalForm, { path: rut ? ['rut'] : ['phone'] });
  };

  function clearVehicle() {
    for (const field of VEHICLE_FIELDS) {
      setInput(workForm, { path: [field], input: '' });
      setErrors(workForm, { path: [field], errors: null });
    }
    draft.schedule();
  }

  const send: SubmitHandler<typeof workSchema> = async (work) => {
    const [account, personal] = [await validate(accountForm), await validate(personalForm)];
    if (!account.success) return goTo(1);
    if (!personal.success) return goTo(2);
    setProcessing(true);
    try {
      await registerWorker(registrationPayload(link, account.output, personal.output, work));
      draft.suspend();
      clearDraft();
      clearFormType();
      completedRef.current = true;
      // The completion dialog is the success message; it stays until closed, over the end state.
      setCompleted(true);
    } catch (error) {
      const message = isApiError(error) ? error.serverMessage('Intenta nuevamente.') : 'Intenta nuevamente.';
      showAlert({ type: 'error', title: REGISTRATION_FAILED_MESSAGE, message, durationMs: 5000 });
    } finally {
      setProcessing(false);
    }
  };

  if (state.status === 'loading') return <RegisterLoading label="Cargando el formulario…" />;
  if (state.status === 'failed') {
    return (
      <div className="reg-failed">
        <h1>No pudimos cargar el formulario</h1>
        <p>Revisa tu conexión e intenta nuevamente.</p>
        <button type="button" className="btn" onClick={retry}>
          Reintentar
        </button>
      </div>
    );
  }
  const { lookups } = state;
  const loginHref = signInAfterRegistration(
    paths.login(link.name_business, link.rgs),
    window.location.search,
    window.location.origin,
  );
  if (completed) {
    return (
      <>
        <RegistrationDone businessName={lookups.business.display_name} loginHref={loginHref} />
        <CompletionDialog
          open
          businessName={lookups.business.display_name}
          loginHref={loginHref}
          onClose={() => window.location.assign(paths.home)}
        />
      </>
    );
  }
  return (
    <>
      <div className="reg-fixed" inert={processing} onChange={draft.schedule} onInput={draft.schedule}>
        <h1>{`Regístrate en ${lookups.business.display_name}`}</h1>
        <p className="reg-lead">Completa tus datos en tres pasos. Puedes volver atrás sin perder lo que escribiste.</p>
        <StepProgress step={step} />
        <h2 id="registro-paso-titulo" className="reg-step-title" ref={heading} tabIndex={-1}>
          {`Paso ${step} de 3: ${STEP_NAMES[step]}`}
        </h2>
        {step === 1 && <AccountStep form={accountForm} onNext={toPersonal} />}
        {step === 2 && (
          <PersonalStep
            form={personalForm}
            regions={lookups.regions}
            onNext={toWork}
            onBack={() => back(1)}
            onProgrammaticChange={draft.schedule}
          />
        )}
        {step === 3 && (
          <WorkStep
            form={workForm}
            lookups={lookups}
            onSubmit={send}
            onBack={() => back(2)}
            onHasVehicle={(value) => (value === 'no' ? clearVehicle() : draft.schedule())}
            busy={processing}
          />
        )}
      </div>
      {processing && <ProcessingOverlay label="Procesando tu registro…" />}
    </>
  );
}
