// Shapes of the signed-in actors: the logged user (role User) and the logged
// business (any other role). Login, code verification and /auth/success-login answer with them.

export interface UserProfile {
  readonly id_profile_user: number;
  readonly id_profile: number;
  readonly profile_name: string;
}

export interface UserFile {
  readonly id_file: number;
  readonly purpose_name: string;
  readonly name: string;
  readonly title?: string | null;
  readonly type_file: 'General' | 'Personalizated';
  readonly type_name: string | null;
  readonly url_file: string | null;
  readonly file_status: string | null;
  readonly visibility: string;
  readonly isUploaded: boolean;
  readonly rejection_reason: string | null;
  readonly date_upload: string | null;
  readonly issue_date: string | null;
  readonly expiration_date: string | null;
}

export interface LoggedUser {
  readonly role: string;
  readonly email: string;
  readonly rut: string | null;
  readonly firstname: string | null;
  readonly lastname: string | null;
  readonly img_profile: string | null;
  readonly phone: string | null;
  readonly address: string | null;
  readonly about_me: string | null;
  readonly security_user: { readonly email_verified: boolean };
  readonly business: { readonly name_business: string; readonly slug: string };
  readonly myProfiles: readonly UserProfile[];
  readonly files: { readonly filesGeneral: readonly UserFile[]; readonly filesPersonalizated: readonly UserFile[] };
}

export interface LoggedBusiness {
  readonly role: string;
  readonly email: string;
  readonly name: string;
  readonly phone: string | null;
  readonly logo: string | null;
  readonly slug: string;
}

export const USER_ROLE = 'User';

/** Token claims the client reads. */
export interface SessionTokenClaims {
  readonly exp: number;
  readonly iat: number;
  readonly role: string;
}
