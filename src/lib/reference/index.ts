// Public entry of the embedded reference data shared by the site and the local API. The commune
// table (Chile's communes) is imported from communes.ts by what needs it, so the small tables
// every island uses do not carry it.
export * from './zones.ts';
export * from './regions.ts';
export * from './vehicles.ts';
export * from './schedules.ts';
export * from './banks.ts';
export * from './employment.ts';
export * from './profiles.ts';
export * from './worker-documents.ts';
