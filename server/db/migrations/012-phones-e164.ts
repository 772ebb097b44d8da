// Migration 12: every stored phone in one form, the country code then the number, digits only
// ('56961357902'), as workers' phones already were. The vehicle owner's phone was stored as typed
// ('961357902'): a Chilean mobile of nine digits gets its '56'.
import type { Migration } from './migration.ts';

export const phonesE164: Migration = {
  version: 12,
  name: 'phones-e164',
  sql: `
    UPDATE simple_powers SET phone_owner = '56' || phone_owner
    WHERE length(phone_owner) = 9 AND phone_owner GLOB '9[0-9]*';
  `,
};
