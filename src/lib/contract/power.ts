// The simple power of attorney's request, POST /api/users/create-power-simple (multipart): the
// text fields of both phases, as the form checks them phase by phase and the local API checks them
// again on arrival, and the multipart names of the owner's two ID-card images (their rule is
// POWER_ID_IMAGE in validation/file-rules.ts).
import * as v from 'valibot';
import { ownerEmailSchema } from '../validation/email.ts';
import { maximoMessage } from '../validation/messages.ts';
import { ownerPhoneSchema } from '../validation/phone.ts';
import { plateSchema } from '../validation/plate.ts';
import { RUT_MAX, rutSchema } from '../validation/rut.ts';
import { POWER_YEAR_RANGE, powerTextSchema, yearSchema } from '../validation/text.ts';

/** Longest text of each kind of field (a name or an address, a nationality, a vehicle's make or model). */
export const POWER_TEXT_MAX = { name: 100, address: 100, nationality: 30, vehicle: 100 } as const;

/** Phase 1: the driver and the vehicle. The year travels as the chosen option's text. */
export const DriverVehicleSchema = v.object({
  fullNameDriver: powerTextSchema(POWER_TEXT_MAX.name),
  rutDriver: rutSchema({ max: RUT_MAX.driver, maxMessage: maximoMessage(RUT_MAX.driver) }),
  nationalityDriver: powerTextSchema(POWER_TEXT_MAX.nationality),
  addressDriver: powerTextSchema(POWER_TEXT_MAX.address),
  vehicleBrand: powerTextSchema(POWER_TEXT_MAX.vehicle),
  vehicleModel: powerTextSchema(POWER_TEXT_MAX.vehicle),
  vehicleYear: yearSchema(POWER_YEAR_RANGE),
  vehicleLicensePlate: plateSchema(),
});

/** Phase 2: the vehicle's owner, who signs the power through the chat app. */
export const OwnerSchema = v.object({
  fullNameOwner: powerTextSchema(POWER_TEXT_MAX.name),
  rutOwner: rutSchema({ max: RUT_MAX.owner, maxMessage: maximoMessage(RUT_MAX.owner) }),
  nationalityOwner: powerTextSchema(POWER_TEXT_MAX.nationality),
  addressOwner: powerTextSchema(POWER_TEXT_MAX.address),
  phoneOwner: ownerPhoneSchema(),
  emailOwner: ownerEmailSchema(),
});

/** Every text part of the request: both phases together. */
export const PowerFieldsSchema = v.object({ ...DriverVehicleSchema.entries, ...OwnerSchema.entries });

export type DriverVehicleInput = v.InferInput<typeof DriverVehicleSchema>;
export type DriverVehicle = v.InferOutput<typeof DriverVehicleSchema>;
export type Owner = v.InferOutput<typeof OwnerSchema>;
export type PowerFields = v.InferOutput<typeof PowerFieldsSchema>;

/** The two owner ID-card images, under the multipart names the API reads. */
export const ID_IMAGE_FIELDS = {
  front: 'files[cedula_identidad_frontal_owner]',
  back: 'files[cedula_identidad_posterior_owner]',
} as const;

export type IdImageSide = keyof typeof ID_IMAGE_FIELDS;
