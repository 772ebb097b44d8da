// Public entry of the embedded reference data shared by the site and the local API.
export * from './zones.ts';
export * from './regions.ts';
export * from './communes.ts';
export * from './vehicles.ts';
export * from './schedules.ts';
export * from './banks.ts';
export * from './employment.ts';
export * from './profiles.ts';
export * from './worker-documents.ts';
