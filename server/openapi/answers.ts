// What the local API answers, as valibot schemas: the contract document describes every answer
// with them, and the answer tests check real answers against the document built from them. Objects
// are open (a backend may send more keys); every key listed must be there with its type.
import { DELIVERY_STATES } from '../../src/lib/contract/delivery.ts';
import * as v from 'valibot';
import { IntegerSchema, MessageAnswerSchema, dataOf, withMessage } from '../../src/lib/contract/answers.ts';
import {
  ApplicantsAnswerSchema,
  OwnPostingAnswerSchema,
  OwnPostingSearchAnswerSchema,
  OwnPostingsAnswerSchema,
  RegisteredWorkersAnswerSchema,
  SavedOwnPostingAnswerSchema,
} from '../../src/lib/contract/business.ts';
import { EXPIRY_STATES } from '../../src/lib/documents/standing.ts';
import { ProfileLinkSchema } from '../../src/lib/contract/worker-profile.ts';
import { OwnPostingSchema, PostingSchema } from '../../src/lib/posting.ts';

const text = v.string();
const nullableText = v.nullable(v.string());
const integer = IntegerSchema;
const nullableInteger = v.nullable(integer);

/** Every error answer: one Spanish message, or one per failed rule (400 for input). */
export const errorAnswer = v.object({ message: v.union([text, v.array(text)]) });

/** A refusal of input: one Spanish message per failed rule. */
export const messagesAnswer = v.object({ message: v.array(text) });

/** A success that only reports, in Spanish, what was done. */
export const messageAnswer = MessageAnswerSchema;

export const profileLink = ProfileLinkSchema;

export const workerFile = v.object({
  id_file: nullableInteger,
  purpose_name: text,
  name: text,
  title: v.optional(nullableText),
  type_file: v.picklist(['General', 'Personalizated']),
  type_name: nullableText,
  url_file: nullableText,
  file_status: nullableText,
  visibility: text,
  isUploaded: v.boolean(),
  rejection_reason: nullableText,
  date_upload: nullableText,
  issue_date: nullableText,
  expiration_date: nullableText,
  /** Beyond the specification (the documents routes send them; the sign-in answer does not). */
  expiry_state: v.optional(v.nullable(v.picklist(EXPIRY_STATES))),
  renewable: v.optional(v.boolean()),
});

const workerFiles = v.object({ filesGeneral: v.array(workerFile), filesPersonalizated: v.array(workerFile) });

export const loggedUser = v.object({
  role: v.literal('User'),
  email: text,
  rut: nullableText,
  firstname: nullableText,
  lastname: nullableText,
  img_profile: nullableText,
  phone: nullableText,
  address: nullableText,
  about_me: nullableText,
  security_user: v.object({ email_verified: v.boolean() }),
  business: v.object({ name_business: text, slug: text }),
  myProfiles: v.array(profileLink),
  files: workerFiles,
});

export const loggedBusiness = v.object({
  role: text,
  email: text,
  name: text,
  phone: nullableText,
  logo: nullableText,
  slug: text,
});

const session = { token_jwt: text };

export const loginAnswer = v.union([
  withMessage(
    v.union([v.object({ ...loggedUser.entries, ...session }), v.object({ ...loggedBusiness.entries, ...session })]),
  ),
  withMessage(v.object({ email_verification: v.literal(true), email_one_time_token: text })),
]);

export const signedInAnswer = withMessage(
  v.union([v.object({ ...loggedUser.entries, ...session }), v.object({ ...loggedBusiness.entries, ...session })]),
);

export const resetTokenAnswer = v.object({ valid: v.literal(true), message: text });

export const refreshedUserAnswer = withMessage(loggedUser);

const zone = v.object({ id_zone: integer, name_zone: text });
const region = v.object({ id_region: integer, name_region: text, zone_id: integer });
const commune = v.object({ id_commune: integer, name_commune: text, id_region: integer });
const vehicle = v.object({ id_vehicle: integer, name_vehicle: text });
const capacity = v.object({ id_capacity: integer, vehicle_id: integer, capacity_kg: integer });
const schedule = v.object({ id_schedule: integer, name_schedule: text });

export const regionsAnswer = dataOf(v.array(region));
export const communesAnswer = dataOf(v.array(commune));
export const filtersAnswer = dataOf(
  v.object({
    zones: v.array(zone),
    regions: v.array(region),
    communes: v.array(commune),
    vehicles: v.array(vehicle),
    capacities: v.array(capacity),
    schedules: v.array(schedule),
  }),
);

/** A job posting with the reference data's display names, as every list and detail shows it: the
 * one Posting schema the site reads postings with. */
export const posting = PostingSchema;

/** The company's view of its postings adds how many workers applied. */
export const companyPosting = OwnPostingSchema;

export const postingsAnswer = dataOf(v.array(posting));
export const countedPostingsAnswer = v.object({ data: v.array(posting), count: integer });
export const workerPostingListAnswer = v.object({ jobPostings: v.array(posting), count: integer });
export const postingAnswer = dataOf(posting);
export const companyPostingsAnswer = OwnPostingsAnswerSchema;
export const companySearchAnswer = OwnPostingSearchAnswerSchema;
export const companyPostingAnswer = OwnPostingAnswerSchema;
export const savedCompanyPostingAnswer = SavedOwnPostingAnswerSchema;

export const tenantLinkAnswer = dataOf(v.boolean());
export const existsAnswer = dataOf(v.object({ exists: v.boolean() }));

export const registrationLookupsAnswer = dataOf(
  v.object({
    business: v.object({ name_business: text, display_name: text, task_product: v.boolean() }),
    regions: v.array(v.object({ id_region: integer, name_region: text })),
    vehicles: v.array(vehicle),
    schedules: v.array(schedule),
    profiles: v.array(v.object({ id_profile: integer, profile_name: text })),
  }),
);

export const registeredAnswer = withMessage(v.object({ email: text }));
export const submittedAnswer = withMessage(v.object({ id_submission: integer }));

export const activeFormAnswer = dataOf(
  v.nullable(v.object({ id_form: integer, id_page: integer, bg_color: text, button_color: text, name_business: text })),
);

const formComponent = v.union([
  v.object({
    id_component: integer,
    kind: v.literal('input'),
    id_input: integer,
    label: text,
    instructions: nullableText,
    required: text,
    origin: text,
    input_type: text,
  }),
  v.object({ id_component: integer, kind: v.literal('text'), text, text_color: nullableText, type: text }),
  v.object({ id_component: integer, kind: text }),
]);

const formPage = v.object({
  id_page: integer,
  id_form: integer,
  page_title: text,
  bg_color: text,
  order_sequence: integer,
  next_page_id: nullableInteger,
  button: v.object({ label: text, action: v.picklist(['next-page', 'submit-form']), color: text }),
  components: v.array(formComponent),
});

export const formPageAnswer = dataOf(formPage);
export const formPagesAnswer = dataOf(v.array(formPage));

/** Nominatim's search answer, as far as the address suggestions read it. */
export const geocoderAnswer = v.array(
  v.object({
    place_id: integer,
    osm_type: text,
    osm_id: integer,
    lat: text,
    lon: text,
    class: text,
    type: text,
    display_name: text,
    importance: v.number(),
    address: v.optional(v.record(v.string(), v.string())),
  }),
);

export const documentsAnswer = dataOf(
  v.object({
    files: v.object({
      filesGeneral: v.array(workerFile),
      filesPersonalizated: v.array(workerFile),
      filesGeneralHidden: v.array(workerFile),
    }),
  }),
);
export const uploadedAnswer = withMessage(v.object({ files: v.array(workerFile) }));
export const fileAnswer = dataOf(workerFile);

export const contractsAnswer = dataOf(
  v.array(
    v.object({
      empresa: text,
      date_send: nullableText,
      date_signature: nullableText,
      document: text,
      document_name: text,
      status: text,
      id_history: integer,
      original_document_id: integer,
      url_file: text,
    }),
  ),
);

export const attendanceAnswer = dataOf(v.array(v.object({ nameBusiness: text, dateConfirm: text, confirm: text })));
export const penaltiesAnswer = dataOf(
  v.array(v.object({ operation: text, dateConfirm: text, amount: v.number(), description: nullableText })),
);
export const businessProfilesAnswer = dataOf(v.array(v.object({ id_profile: integer, profile_name: text })));

const personalData = v.object({
  firstname: nullableText,
  lastname: nullableText,
  address: nullableText,
  about_me: nullableText,
});
export const personalDataAnswer = dataOf(personalData);
export const savedPersonalDataAnswer = withMessage(personalData);
export const profileImageAnswer = withMessage(v.object({ img_profile: text }));

const experience = v.object({
  id_ew: integer,
  job_title: text,
  company_name: text,
  type_employment: text,
  location: text,
  start_date: text,
  end_date: nullableText,
  duration: text,
  job_description: text,
});
export const experiencesAnswer = dataOf(v.array(experience));
export const experienceAnswer = dataOf(experience);
export const savedExperienceAnswer = withMessage(experience);

const bankDetails = v.object({
  id_bank_detail: integer,
  account_holder_name: text,
  bank_name: text,
  account_number: text,
  account_type: text,
  invoice_type: nullableText,
  sii_address: nullableText,
  selected: nullableText,
  receipt_issuance: nullableText,
  rut_account: nullableText,
  email: nullableText,
  phone: nullableText,
});
export const banksAnswer = dataOf(v.array(bankDetails));
export const bankAnswer = dataOf(bankDetails);
export const savedBankAnswer = withMessage(bankDetails);

export const applicantsAnswer = ApplicantsAnswerSchema;
export const registeredWorkersAnswer = RegisteredWorkersAnswerSchema;

export const outboxAnswer = v.array(
  v.object({
    id: integer,
    channel: text,
    to: text,
    subject: nullableText,
    text,
    links: v.array(text),
    created_at: text,
    attachments: v.optional(v.array(v.object({ name: text, storage_path: text, sha256: text }))),
    kind: v.nullable(text),
    state: v.picklist(DELIVERY_STATES),
    last_error: v.nullable(text),
    fallback_of: v.nullable(integer),
  }),
);
export const powerTokenAnswer = v.object({ token: text, url: text });
