// The signed-in actor as the client receives it: the logged user (profiles and the
// files of the first profile) or the logged business. Only the fields the specification names.
import type { Database } from '../../db/database.ts';
import { bool, int, text, textOrNull, type Row } from '../../db/rows.ts';
import { BUSINESS_PROFILES } from '../../../src/lib/reference/index.ts';
import { USER_ROLE, findTenantById, type Account } from './accounts.ts';

export interface ProfilePayload {
  readonly id_profile_user: number;
  readonly id_profile: number;
  readonly profile_name: string;
}

function profileName(idProfile: number): string {
  return BUSINESS_PROFILES.find((profile) => profile.id_profile === idProfile)?.profile_name ?? '';
}

function profiles(db: Database, idUser: number): ProfilePayload[] {
  return db
    .prepare('SELECT id_profile_user, id_profile FROM user_profiles WHERE id_user = ? ORDER BY id_profile_user')
    .all(idUser)
    .map((row) => ({
      id_profile_user: int(row, 'id_profile_user'),
      id_profile: int(row, 'id_profile'),
      profile_name: profileName(int(row, 'id_profile')),
    }));
}

function filePayload(row: Row) {
  const custom = text(row, 'type_file') === 'Personalizated';
  return {
    id_file: int(row, 'id_file'),
    purpose_name: text(row, 'purpose_name'),
    name: text(row, 'purpose_name'),
    ...(custom ? { title: textOrNull(row, 'title') } : {}),
    type_file: text(row, 'type_file'),
    type_name: textOrNull(row, 'type_name'),
    url_file: textOrNull(row, 'url_file'),
    file_status: textOrNull(row, 'file_status'),
    visibility: text(row, 'visibility'),
    isUploaded: bool(row, 'is_uploaded'),
    rejection_reason: textOrNull(row, 'rejection_reason'),
    date_upload: textOrNull(row, 'date_upload'),
    issue_date: textOrNull(row, 'issue_date'),
    expiration_date: textOrNull(row, 'expiration_date'),
  };
}

function files(db: Database, idProfileUser: number | undefined) {
  if (idProfileUser === undefined) return { filesGeneral: [], filesPersonalizated: [] };
  const rows = db.prepare('SELECT * FROM user_files WHERE id_profile_user = ? ORDER BY id_file').all(idProfileUser);
  return {
    filesGeneral: rows
      .filter((row) => text(row, 'type_file') === 'General' && text(row, 'visibility') === 'VISIBLE')
      .map(filePayload),
    filesPersonalizated: rows.filter((row) => text(row, 'type_file') === 'Personalizated').map(filePayload),
  };
}

export function loggedUserPayload(db: Database, account: Account) {
  const row = db.prepare('SELECT * FROM users WHERE id_user = ?').get(account.id_user);
  if (!row) throw new Error(`Account ${account.id_user} vanished`);
  const tenant = findTenantById(db, account.id_business);
  const myProfiles = profiles(db, account.id_user);
  return {
    role: text(row, 'role'),
    email: text(row, 'email'),
    rut: textOrNull(row, 'rut'),
    firstname: textOrNull(row, 'firstname'),
    lastname: textOrNull(row, 'lastname'),
    img_profile: textOrNull(row, 'img_profile'),
    phone: textOrNull(row, 'phone'),
    address: textOrNull(row, 'address'),
    about_me: textOrNull(row, 'about_me'),
    security_user: { email_verified: bool(row, 'email_verified') },
    business: { name_business: tenant?.name_business ?? '', slug: tenant?.brand_slug ?? '' },
    myProfiles,
    files: files(db, myProfiles[0]?.id_profile_user),
  };
}

export function loggedBusinessPayload(db: Database, account: Account) {
  const row = db.prepare('SELECT * FROM users WHERE id_user = ?').get(account.id_user);
  if (!row) throw new Error(`Account ${account.id_user} vanished`);
  const tenant = findTenantById(db, account.id_business);
  return {
    role: text(row, 'role'),
    email: text(row, 'email'),
    name: textOrNull(row, 'name') ?? tenant?.display_name ?? '',
    phone: textOrNull(row, 'phone'),
    logo: textOrNull(row, 'logo'),
    slug: tenant?.brand_slug ?? '',
  };
}

export function actorPayload(db: Database, account: Account) {
  return account.role === USER_ROLE ? loggedUserPayload(db, account) : loggedBusinessPayload(db, account);
}
