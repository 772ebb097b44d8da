// Keeps $fixedDraft (and its storage) in step with the three Formisch forms: after every typed or
// picked value, after programmatic changes and whenever the step changes. Suspended once the
// registration succeeded, so the removed draft is not written again.
import { getInput, type FormStore } from '@formisch/react';
import { useCallback, useEffect, useRef } from 'react';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { saveDraft, type Step } from './draft-store.ts';
import type { accountSchema, personalSchema, workSchema } from './steps-schema.ts';

interface Forms {
  readonly account: FormStore<typeof accountSchema>;
  readonly personal: FormStore<typeof personalSchema>;
  readonly work: FormStore<typeof workSchema>;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

export function draftOf(link: TenantLink, step: Step, forms: Forms) {
  const account = getInput(forms.account);
  const personal = getInput(forms.personal);
  const work = getInput(forms.work);
  return {
    link,
    step,
    account: { email: text(account.email), password: text(account.password) },
    personal: {
      firstname: text(personal.firstname),
      lastname: text(personal.lastname),
      rut: text(personal.rut),
      dialCode: text(personal.dialCode),
      phone: text(personal.phone),
      region_id: text(personal.region_id),
      commune_id: text(personal.commune_id),
      address: text(personal.address),
    },
    work: {
      schedule_id: text(work.schedule_id),
      profile_id: text(work.profile_id),
      hasVehicle: text(work.hasVehicle),
      vehicle_id: text(work.vehicle_id),
      patent_vehicle: text(work.patent_vehicle),
      vehicle_make: text(work.vehicle_make),
      vehicle_model: text(work.vehicle_model),
      year: text(work.year),
    },
  };
}

export function useDraftSync(link: TenantLink, step: Step, forms: Forms) {
  const suspended = useRef(false);
  const latest = useRef({ step, forms });
  latest.current = { step, forms };

  const persist = useCallback(() => {
    if (suspended.current) return;
    saveDraft(draftOf(link, latest.current.step, latest.current.forms));
  }, [link]);

  /** After the event that changed a value has reached Formisch. */
  const schedule = useCallback(() => void setTimeout(persist, 0), [persist]);

  useEffect(() => {
    persist();
  }, [step, persist]);

  return {
    schedule,
    suspend: () => {
      suspended.current = true;
    },
  };
}
