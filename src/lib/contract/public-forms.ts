// The public forms' bodies (no session), one instance each for the local API and its contract
// document; the forms build theirs from the same definitions (validation/public-forms.ts,
// validation/fleet-form.ts):
//   POST /contact/emails/reu, /contact/send-email-contact, /contact/send-email-inquiries-complaints
//   POST /business/contact-business, /business/register (JSON, or multipart with a `data` part)
import { businessRegisterBodySchema } from '../validation/fleet-form.ts';
import {
  businessContactBodySchema,
  contactBodySchema,
  inquiryBodySchema,
  meetingBodySchema,
} from '../validation/public-forms.ts';

export const MeetingBodySchema = meetingBodySchema();
export const ContactBodySchema = contactBodySchema();
export const InquiryBodySchema = inquiryBodySchema();
export const BusinessContactBodySchema = businessContactBodySchema();
export const BusinessRegisterBodySchema = businessRegisterBodySchema();
