// Turns an untrusted value (an API answer or decrypted storage) into a LoggedUser or a
// LoggedBusiness holding only the fields the specification names, or null when the
// value lacks a role or an e-mail. token_jwt is dropped: the token is stored apart.
import type { LoggedBusiness, LoggedUser, UserFile, UserProfile } from './types.ts';

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function profile(value: unknown): UserProfile | null {
  if (!isRecord(value)) return null;
  const id = num(value['id_profile_user']);
  const idProfile = num(value['id_profile']);
  const name = str(value['profile_name']);
  return id === null || idProfile === null || name === null
    ? null
    : { id_profile_user: id, id_profile: idProfile, profile_name: name };
}

function file(value: unknown): UserFile | null {
  if (!isRecord(value)) return null;
  const id = num(value['id_file']);
  const purpose = str(value['purpose_name']);
  if (id === null || purpose === null) return null;
  return {
    id_file: id,
    purpose_name: purpose,
    name: str(value['name']) ?? purpose,
    title: str(value['title']),
    type_file: value['type_file'] === 'Personalizated' ? 'Personalizated' : 'General',
    type_name: str(value['type_name']),
    url_file: str(value['url_file']),
    file_status: str(value['file_status']),
    visibility: str(value['visibility']) ?? 'VISIBLE',
    isUploaded: value['isUploaded'] === true,
    rejection_reason: str(value['rejection_reason']),
    date_upload: str(value['date_upload']),
    issue_date: str(value['issue_date']),
    expiration_date: str(value['expiration_date']),
  };
}

function list<T>(value: unknown, item: (entry: unknown) => T | null): T[] {
  return Array.isArray(value) ? value.map(item).filter((entry): entry is T => entry !== null) : [];
}

/** Unwraps `{ data: … }` answers. */
export function unwrapData(value: unknown): unknown {
  return isRecord(value) && isRecord(value['data']) ? value['data'] : value;
}

export function parseLoggedUser(value: unknown): LoggedUser | null {
  if (!isRecord(value)) return null;
  const role = str(value['role']);
  const email = str(value['email']);
  if (!role || !email) return null;
  const security = isRecord(value['security_user']) ? value['security_user'] : {};
  const business = isRecord(value['business']) ? value['business'] : {};
  const files = isRecord(value['files']) ? value['files'] : {};
  return {
    role,
    email,
    rut: str(value['rut']),
    firstname: str(value['firstname']),
    lastname: str(value['lastname']),
    img_profile: str(value['img_profile']),
    phone: str(value['phone']),
    address: str(value['address']),
    about_me: str(value['about_me']),
    security_user: { email_verified: security['email_verified'] === true },
    business: { name_business: str(business['name_business']) ?? '', slug: str(business['slug']) ?? '' },
    myProfiles: list(value['myProfiles'], profile),
    files: {
      filesGeneral: list(files['filesGeneral'], file),
      filesPersonalizated: list(files['filesPersonalizated'], file),
    },
  };
}

export function parseLoggedBusiness(value: unknown): LoggedBusiness | null {
  if (!isRecord(value)) return null;
  const role = str(value['role']);
  const email = str(value['email']);
  if (!role || !email) return null;
  return {
    role,
    email,
    name: str(value['name']) ?? '',
    phone: str(value['phone']),
    logo: str(value['logo']),
    slug: str(value['slug']) ?? '',
  };
}
