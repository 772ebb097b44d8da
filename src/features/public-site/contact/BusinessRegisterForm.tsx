// Company registration with fleet requirements (POST /business/register): company and contact
// data, the vehicles and drivers needed and an optional logo. Without a logo the body is JSON; with
// one it is multipart (`logoBusiness` + `data`). Server errors show one alert each.
import { Field, reset, useForm } from '@formisch/react';
import { useFormDraft } from '@/components/form/use-form-draft';
import { ANONYMOUS_OWNER } from '@/stores/drafts';
import { REGIONS } from '@/lib/reference/regions';
import { SCHEDULES } from '@/lib/reference/schedules';
import { VEHICLES, isSelectableVehicle } from '@/lib/reference/vehicles';
import { DEFAULT_DIAL_CODE } from '@/lib/validation/dial-codes';
import { fileAccept } from '@/lib/validation/file-rules.ts';
import { BUSINESS_LOGO, REQUIREMENTS_MAX, businessRegisterFormSchema } from '@/lib/validation/fleet-form';
import {
  EmailField,
  FileField,
  FormPhoneField,
  RutField,
  SelectField,
  TextAreaField,
  TextField,
  bind,
} from '@/features/public-site/forms/fields';
import { PublicForm } from '@/features/public-site/forms/PublicForm';
import { registerBusiness } from './contact-api';
import { submitWithAlerts } from './submit';
import { RUT_HINT } from '@/lib/validation/hints.ts';

const schema = businessRegisterFormSchema();
const initialInput = { dialCode: DEFAULT_DIAL_CODE };
const VEHICLE_OPTIONS = VEHICLES.filter((vehicle) => isSelectableVehicle(vehicle.id_vehicle)).map((vehicle) => ({
  value: String(vehicle.id_vehicle),
  label: vehicle.name_vehicle,
}));
const REGION_OPTIONS = REGIONS.map((region) => ({ value: String(region.id_region), label: region.name_region }));
const SCHEDULE_OPTIONS = SCHEDULES.map((schedule) => ({
  value: String(schedule.id_schedule),
  label: schedule.name_schedule,
}));
const ACCEPT = fileAccept(BUSINESS_LOGO);

export default function BusinessRegisterForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm({ schema, initialInput });
  const draft = useFormDraft(form, 'fleet', { owner: ANONYMOUS_OWNER });
  return (
    <PublicForm
      of={form}
      busy={form.isSubmitting}
      draft={draft}
      labelledBy={labelledBy}
      submitLabel="Registrar empresa"
      onSubmit={({ logoBusiness, ...body }, event) =>
        submitWithAlerts(
          'fleet',
          () => registerBusiness(body, logoBusiness),
          draft,
          () => {
            reset(form, { initialInput });
            // Also clears the chosen file, which React does not control.
            if (event.target instanceof HTMLFormElement) event.target.reset();
          },
        )
      }
    >
      <fieldset className="form-fieldset form-grid">
        <legend>Datos de la empresa</legend>
        <Field of={form} path={['name_business']}>
          {(field) => (
            <TextField
              id="fleet-business"
              label="Razón social o nombre de fantasía"
              autoComplete="organization"
              {...bind(field)}
            />
          )}
        </Field>
        <Field of={form} path={['rut_business']}>
          {(field) => <RutField id="fleet-rut" label="RUT de la empresa" hint={RUT_HINT} field={field} />}
        </Field>
        <Field of={form} path={['name']}>
          {(field) => <TextField id="fleet-name" label="Nombre de contacto" autoComplete="name" {...bind(field)} />}
        </Field>
        <Field of={form} path={['email']}>
          {(field) => <EmailField id="fleet-email" {...bind(field)} />}
        </Field>
        <FormPhoneField of={form} id="fleet-phone" maxLength={13} />
        <Field of={form} path={['logoBusiness']}>
          {(field) => (
            <FileField
              id="fleet-logo"
              label="Logo de la empresa"
              optional
              hint="PNG, JPG o JPEG de hasta 2MB."
              accept={ACCEPT}
              chosen={field.input}
              errors={field.errors}
              props={field.props}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="form-fieldset form-grid">
        <legend>Requerimientos de flota</legend>
        <Field of={form} path={['id_vehicle']}>
          {(field) => (
            <SelectField
              id="fleet-vehicle"
              label="Tipo de vehículo"
              placeholder="Selecciona una opción"
              options={VEHICLE_OPTIONS}
              {...bind(field)}
            />
          )}
        </Field>
        <Field of={form} path={['vehicles_needed']}>
          {(field) => (
            <TextField
              id="fleet-count"
              label="Conductores o vehículos requeridos"
              inputMode="numeric"
              maxLength={3}
              {...bind(field)}
            />
          )}
        </Field>
        <Field of={form} path={['id_region']}>
          {(field) => (
            <SelectField
              id="fleet-region"
              label="Región de operación"
              placeholder="Selecciona una opción"
              options={REGION_OPTIONS}
              {...bind(field)}
            />
          )}
        </Field>
        <Field of={form} path={['id_schedule']}>
          {(field) => (
            <SelectField
              id="fleet-schedule"
              label="Horario"
              placeholder="Selecciona una opción"
              options={SCHEDULE_OPTIONS}
              {...bind(field)}
            />
          )}
        </Field>
        <Field of={form} path={['start_date']}>
          {(field) => <TextField id="fleet-start" label="Fecha de inicio" type="date" {...bind(field)} />}
        </Field>
        <Field of={form} path={['requirements']}>
          {(field) => (
            <TextAreaField
              id="fleet-requirements"
              label="Otros requisitos"
              optional
              maxLength={REQUIREMENTS_MAX}
              rows={4}
              {...bind(field)}
            />
          )}
        </Field>
      </fieldset>
    </PublicForm>
  );
}
