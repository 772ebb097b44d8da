// The fixed registration payload from the three steps' outputs: the phone with its
// dial code in front, the RUT formatted, plate, make and model upper-cased without spaces, and
// the vehicle fields null when the worker has no vehicle, and the consents given on the last step.
import { withDialCode } from '@/lib/format/phone.ts';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { formatRut, normalizePlate, upperNoSpaces } from '@/lib/validation/index.ts';
import { NO_VEHICLE, type RegistrationPayloadInput } from '@/lib/validation/registration.ts';
import type { AccountOutput, PersonalOutput, WorkOutput } from './steps-schema.ts';

export function registrationPayload(
  link: TenantLink,
  account: AccountOutput,
  personal: PersonalOutput,
  work: WorkOutput,
): RegistrationPayloadInput {
  const common = {
    email: account.email,
    password: account.password,
    firstname: personal.firstname,
    lastname: personal.lastname,
    rut: formatRut(personal.rut),
    // Sent as text: a 13-digit number behind a 3-digit dial code no longer fits a JS number.
    phone: withDialCode(personal.dialCode, personal.phone),
    region_id: personal.region_id,
    commune_id: personal.commune_id,
    address: personal.address,
    schedule_id: work.schedule_id,
    profile_id: work.profile_id,
    businessRegister: { name_business: link.name_business, rgs: link.rgs },
    consents: { data_processing: work.data_processing, job_offers: work.job_offers },
  };
  if (work.hasVehicle === 'no') return { ...common, ...NO_VEHICLE };
  return {
    ...common,
    hasVehicle: true,
    vehicle_id: Number(work.vehicle_id),
    patent_vehicle: normalizePlate(work.patent_vehicle),
    vehicle_make: upperNoSpaces(work.vehicle_make),
    vehicle_model: upperNoSpaces(work.vehicle_model),
    year: Number(work.year),
  };
}
