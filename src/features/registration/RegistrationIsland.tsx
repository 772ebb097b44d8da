// Island of /register/{name_business}?rgs=… and /register-main/{name_business}?rgs=…:
// the company link is confirmed first (invalid links alert and go to '/'), the partner brand
// is applied, then the company's configuration picks the flow: the fixed three steps, which most
// companies use and which travel with the island, or the server-defined dynamic form, whose code is
// loaded only for its companies. That code is awaited with the checks, not through React.lazy: a
// Suspense fallback would hold the form back for React's reveal throttle (300 ms) after everything
// has arrived.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/http/index.ts';
import { remoteStore } from '@/lib/remote-store.ts';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { showAlert } from '@/stores/alerts.ts';
import type { Brand } from '@/stores/brand.ts';
import { guardTenantLink } from '@/stores/tenant-link.ts';
import { fetchActiveForm, type ActiveForm } from './active-form.ts';
import { DraftPrompt } from '@/components/form/DraftNotice.tsx';
import FixedFlow from './fixed/FixedFlow.tsx';
import { adoptDraft, clearDraft, draftAwaitsConsent } from './fixed/draft-store.ts';
import { prefetchLookups } from './fixed/lookups-api.ts';
import { saveFormType } from './form-type.ts';
import { RegisterFrame, RegisterLoading } from './RegisterFrame.tsx';
import { readRegistrationRoute, type RegistrationEntry, type RegistrationRoute } from './registration-route.ts';
import { useRegistrationBrand } from './use-registration-brand.ts';
import './registration.css';

type DynamicFlowComponent = (typeof import('./dynamic/DynamicFlow.tsx'))['default'];

const loadDynamicFlow = async (): Promise<DynamicFlowComponent> => (await import('./dynamic/DynamicFlow.tsx')).default;

export const LOAD_FAILED_TITLE = 'No pudimos cargar el registro';
export const LOAD_FAILED_MESSAGE = 'Revisa tu conexión e intenta nuevamente.';

type Gate =
  | { readonly status: 'checking' }
  | { readonly status: 'invalid' }
  | { readonly status: 'failed' }
  | { readonly status: 'fixed'; readonly link: TenantLink }
  | {
      readonly status: 'dynamic';
      readonly link: TenantLink;
      readonly form: ActiveForm;
      readonly Flow: DynamicFlowComponent;
    };

const CHECKING: Gate = { status: 'checking' };

async function openGate(route: RegistrationRoute): Promise<Gate> {
  // The fixed flow's lookups travel with the configuration request, instead of one after the
  // other (a dynamic company only pays for one small unused answer).
  const link = await guardTenantLink('register', route.path);
  if (!link) return { status: 'invalid' };
  try {
    prefetchLookups(link);
    const form = await fetchActiveForm(link.rgs);
    saveFormType(form ? 'dynamic' : 'fixed');
    return form ? { status: 'dynamic', link, form, Flow: await loadDynamicFlow() } : { status: 'fixed', link };
  } catch (error) {
    const message = isApiError(error) ? error.serverMessage(LOAD_FAILED_MESSAGE) : LOAD_FAILED_MESSAGE;
    showAlert({ type: 'error', title: LOAD_FAILED_TITLE, message, durationMs: 4000 });
    return { status: 'failed' };
  }
}

// The island's gate as a remote store: opening it never fails (a failure is its own outcome).
const registrationGate = remoteStore(openGate, () => '');

interface RegistrationIslandProps {
  readonly brands: readonly Brand[];
  readonly entry: RegistrationEntry;
}

/**
 * The fixed flow, after asking about a draft another visit left on this device (a shared phone):
 * it refills the steps only when the person chooses to recover it.
 */
function FixedWithDraft({ link }: { readonly link: TenantLink }) {
  const [asking, setAsking] = useState(() => draftAwaitsConsent(link));
  if (!asking) return <FixedFlow link={link} />;
  return (
    <div className="reg-draft-question">
      <DraftPrompt
        onRecover={() => {
          adoptDraft();
          setAsking(false);
        }}
        onDiscard={() => {
          clearDraft();
          setAsking(false);
        }}
      />
    </div>
  );
}

export default function RegistrationIsland({ brands, entry }: RegistrationIslandProps) {
  const [route] = useState(() => readRegistrationRoute(entry, window.location.pathname, window.location.search));
  const brand = useRegistrationBrand(brands, route.path);
  const opened = registrationGate.stateFor(useStore(registrationGate.$entry), route);
  const gate: Gate = opened.status === 'ready' ? opened.data : CHECKING;

  useEffect(() => {
    void registrationGate.load(route);
    return registrationGate.reset;
  }, [route]);

  return (
    <RegisterFrame brand={brand}>
      {gate.status === 'checking' && <RegisterLoading label="Verificando el enlace…" />}
      {gate.status === 'invalid' && <RegisterLoading label="Este enlace no es válido. Te llevamos al inicio…" />}
      {gate.status === 'failed' && (
        <div className="reg-failed">
          <h1>{LOAD_FAILED_TITLE}</h1>
          <p>{LOAD_FAILED_MESSAGE}</p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              // Back to 'Verificando el enlace…' while the link and the form are asked again.
              registrationGate.reset();
              void registrationGate.load(route);
            }}
          >
            Reintentar
          </button>
        </div>
      )}
      {gate.status === 'fixed' && <FixedWithDraft link={gate.link} />}
      {gate.status === 'dynamic' && (
        <gate.Flow link={gate.link} form={gate.form} formId={route.formId} order={route.order} />
      )}
    </RegisterFrame>
  );
}
