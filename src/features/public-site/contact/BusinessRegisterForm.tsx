// Company registration with fleet requirements (POST /business/register): company and contact
// data, the vehicles and drivers needed and an optional logo. Without a logo the body is JSON; with
// one it is multipart (`logoBusiness` + `data`). Server errors show one alert each.
import { Field } from '@formisch/react';
import { REGIONS } from '@/lib/reference/regions';
import { SCHEDULES } from '@/lib/reference/schedules';
import { VEHICLES, isSelectableVehicle } from '@/lib/reference/vehicles';
import { DEFAULT_DIAL_CODE } from '@/lib/validation/dial-codes';
import { fileAccept } from '@/lib/validation/file-rules.ts';
import { BUSINESS_LOGO, REQUIREMENTS_MAX, businessRegisterFormSchema } from '@/lib/validation/fleet-form';
import {
  FileField,
  FormEmailField,
  FormPhoneField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  RutField,
} from '@/features/public-site/forms/fields';
import { PublicForm } from '@/features/public-site/forms/PublicForm';
import { registerBusiness } from './contact-api';
import { useContactForm } from './use-contact-form';
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
  const { form, send, frame } = useContactForm({ schema, kind: 'fleet', draftName: 'fleet', labelledBy, initialInput });
  return (
    <PublicForm
      {...frame}
      submitLabel="Registrar empresa"
      onSubmit={({ logoBusiness, ...body }, event) =>
        send(
          () => registerBusiness(body, logoBusiness),
          () => {
            // Also clears the chosen file, which React does not control.
            if (event.target instanceof HTMLFormElement) event.target.reset();
          },
        )
      }
    >
      <fieldset className="form-fieldset form-grid">
        <legend>Datos de la empresa</legend>
        <FormTextField
          of={form}
          path={['name_business']}
          id="fleet-business"
          label="Razón social o nombre de fantasía"
          autoComplete="organization"
        />
        <Field of={form} path={['rut_business']}>
          {(field) => <RutField id="fleet-rut" label="RUT de la empresa" hint={RUT_HINT} field={field} />}
        </Field>
        <FormTextField of={form} path={['name']} id="fleet-name" label="Nombre de contacto" autoComplete="name" />
        <FormEmailField of={form} path={['email']} id="fleet-email" />
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
        <FormSelectField
          of={form}
          path={['id_vehicle']}
          id="fleet-vehicle"
          label="Tipo de vehículo"
          placeholder="Selecciona una opción"
          options={VEHICLE_OPTIONS}
        />
        <FormTextField
          of={form}
          path={['vehicles_needed']}
          id="fleet-count"
          label="Conductores o vehículos requeridos"
          inputMode="numeric"
          maxLength={3}
        />
        <FormSelectField
          of={form}
          path={['id_region']}
          id="fleet-region"
          label="Región de operación"
          placeholder="Selecciona una opción"
          options={REGION_OPTIONS}
        />
        <FormSelectField
          of={form}
          path={['id_schedule']}
          id="fleet-schedule"
          label="Horario"
          placeholder="Selecciona una opción"
          options={SCHEDULE_OPTIONS}
        />
        <FormTextField of={form} path={['start_date']} id="fleet-start" label="Fecha de inicio" type="date" />
        <FormTextAreaField
          of={form}
          path={['requirements']}
          id="fleet-requirements"
          label="Otros requisitos"
          optional
          maxLength={REQUIREMENTS_MAX}
          rows={4}
        />
      </fieldset>
    </PublicForm>
  );
}
