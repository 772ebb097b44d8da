// The dynamic worker registration: the company's server-defined form,
// page by page, each page a history entry, with the answers kept per page on this device as they
// are typed until the registration succeeds.
import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths.ts';
import { signInAfterRegistration } from '@/lib/return-path.ts';
import type { TenantLink } from '@/lib/tenant-link.ts';
import type { ActiveForm } from '@/features/registration/active-form.ts';
import ConnectionFailure from '@/components/feedback/ConnectionFailure.tsx';
import UploadProgress from '@/components/feedback/UploadProgress.tsx';
import { DynamicPage } from './DynamicPage.tsx';
import { initialAnswers, isLastPage } from './page-answers.ts';
import { getFile, pageResponse } from './responses-store.ts';
import { ErrorScreen, SuccessScreen, WelcomeScreen } from './screens.tsx';
import { useDynamicFlow } from './use-dynamic-flow.ts';
import './dynamic.css';

interface DynamicFlowProps {
  readonly link: TenantLink;
  readonly form: ActiveForm;
  readonly formId: number | null;
  readonly order: number | null;
}

export default function DynamicFlow({ link, form, formId, order }: DynamicFlowProps) {
  const flow = useDynamicFlow(form, { formId, order }, link.rgs);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const { screen } = flow;

  useEffect(() => {
    // Each new screen takes the focus to its title, except the very first one.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [screen]);

  const colors = { bg_color: form.bg_color, button_color: form.button_color };
  const business = form.name_business ?? link.name_business;
  return (
    <div className="dyn-flow">
      {screen.kind === 'welcome' && (
        <WelcomeScreen business={business} colors={colors} busy={flow.busy} onStart={flow.start} headingRef={heading} />
      )}
      {screen.kind === 'page' && (
        <DynamicPage
          key={screen.page.id_page}
          page={screen.page}
          formColors={colors}
          initial={initialAnswers(screen.page, pageResponse(form.id_form, screen.page.id_page), getFile)}
          busy={flow.busy}
          headingRef={heading}
          onSend={(response, files) => flow.send(screen.page, response, files)}
          onBack={(response, files) => flow.back(screen.page, response, files)}
          onKeep={(response, files) => flow.keep(screen.page, response, files)}
          {...(isLastPage(screen.page) ? { consents: { value: flow.consents, onChange: flow.setConsents } } : {})}
        />
      )}
      {screen.kind === 'success' && (
        <SuccessScreen
          loginHref={signInAfterRegistration(
            paths.login(link.name_business, link.rgs),
            window.location.search,
            window.location.origin,
          )}
          headingRef={heading}
        />
      )}
      {screen.kind === 'error' && <ErrorScreen onBack={flow.backToForm} headingRef={heading} />}
      {flow.sending && screen.kind === 'page' && (
        <div className="dyn-sending">
          <p role="status">{flow.waitingLabel('Enviando tu registro…')}</p>
          <UploadProgress progress={flow.progress} onCancel={flow.cancel} label="tu registro" />
        </div>
      )}
      {flow.unanswered && !flow.sending && screen.kind === 'page' && (
        <ConnectionFailure message={flow.unanswered.message} onRetry={flow.retry} />
      )}
    </div>
  );
}
