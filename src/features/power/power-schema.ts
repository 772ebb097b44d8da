// Field rules of the simple power form, composed from
// the shared validation pieces. The local API composes the same pieces for its own check.
import * as v from 'valibot';
import {
  POWER_YEAR_RANGE,
  driverEmailSchema,
  RUT_MAX,
  maximoMessage,
  ownerEmailSchema,
  ownerPhoneSchema,
  plateSchema,
  powerTextSchema,
  rutSchema,
  yearSchema,
} from '@/lib/validation/index.ts';

export const driverVehicleSchema = v.object({
  fullNameDriver: powerTextSchema(100),
  rutDriver: rutSchema({ max: RUT_MAX.driver, maxMessage: maximoMessage(RUT_MAX.driver) }),
  nationalityDriver: powerTextSchema(30),
  addressDriver: powerTextSchema(100),
  vehicleBrand: powerTextSchema(100),
  vehicleModel: powerTextSchema(100),
  vehicleYear: yearSchema(POWER_YEAR_RANGE),
  vehicleLicensePlate: plateSchema(),
  emailDriver: driverEmailSchema(),
});

export const ownerSchema = v.object({
  fullNameOwner: powerTextSchema(100),
  rutOwner: rutSchema({ max: RUT_MAX.owner, maxMessage: maximoMessage(RUT_MAX.owner) }),
  nationalityOwner: powerTextSchema(30),
  addressOwner: powerTextSchema(100),
  phoneOwner: ownerPhoneSchema(),
  emailOwner: ownerEmailSchema(),
});

export type DriverVehicleInput = v.InferInput<typeof driverVehicleSchema>;
export type DriverVehicle = v.InferOutput<typeof driverVehicleSchema>;
export type Owner = v.InferOutput<typeof ownerSchema>;

/** The two owner ID-card images, under the multipart names the API expects. */
export const ID_IMAGE_FIELDS = {
  front: 'files[cedula_identidad_frontal_owner]',
  back: 'files[cedula_identidad_posterior_owner]',
} as const;

export type IdImageSide = keyof typeof ID_IMAGE_FIELDS;
