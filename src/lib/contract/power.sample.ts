// Test-only sample: every text part of a valid simple power, as the form sends it.
import type { DriverVehicle, Owner } from './power.ts';

export const DRIVER_VEHICLE_SAMPLE: DriverVehicle = {
  fullNameDriver: 'Juan Pérez',
  rutDriver: '12345678-5',
  nationalityDriver: 'Chilena',
  addressDriver: 'Av. Providencia 1234',
  vehicleBrand: 'Toyota',
  vehicleModel: 'Yaris',
  vehicleYear: '2019',
  vehicleLicensePlate: 'BBBB12',
};

export const OWNER_SAMPLE: Owner = {
  fullNameOwner: 'María González',
  rutOwner: '7654321-6',
  nationalityOwner: 'Chilena',
  addressOwner: 'Los Aromos 55',
  phoneOwner: '987654321',
  emailOwner: 'maria@correo.cl',
};

export const POWER_FIELDS_SAMPLE: Readonly<Record<keyof DriverVehicle | keyof Owner, string>> = {
  ...DRIVER_VEHICLE_SAMPLE,
  ...OWNER_SAMPLE,
};
