// The contact calls: general contact and inquiries/complaints on the users API;
// business contact and company registration (JSON, or multipart with `logoBusiness` and a `data`
// JSON part) on the business API. Each answers `{ message }`.
import { businessApi, usersApi } from '@/lib/http';
import type { BusinessRegisterBody } from '@/lib/validation/fleet-form';
import type { BusinessContactBody, ContactBody, InquiryBody } from '@/lib/validation/public-forms';

export const CONTACT_PATHS = {
  contact: '/contact/send-email-contact',
  inquiries: '/contact/send-email-inquiries-complaints',
  businessContact: '/business/contact-business',
  businessRegister: '/business/register',
} as const;

/** The server's message from a `{ message }` answer, when there is one. */
export function answerMessage(answer: unknown): string | null {
  if (answer === null || typeof answer !== 'object' || !('message' in answer)) return null;
  const { message } = answer;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.every((item) => typeof item === 'string') && message.length > 0) {
    return message.join(', ');
  }
  return null;
}

export async function sendContact(body: ContactBody): Promise<string | null> {
  return answerMessage(await usersApi.post<unknown>(CONTACT_PATHS.contact, { ...body }));
}

export async function sendInquiry(body: InquiryBody): Promise<string | null> {
  return answerMessage(await usersApi.post<unknown>(CONTACT_PATHS.inquiries, { ...body }));
}

export async function sendBusinessContact(body: BusinessContactBody): Promise<string | null> {
  return answerMessage(await businessApi.post<unknown>(CONTACT_PATHS.businessContact, { ...body }));
}

/** JSON without a logo; multipart (`logoBusiness` + `data`) with one. */
export async function registerBusiness(body: BusinessRegisterBody, logo?: File): Promise<string | null> {
  if (!logo) return answerMessage(await businessApi.post<unknown>(CONTACT_PATHS.businessRegister, { ...body }));
  const form = new FormData();
  form.append('logoBusiness', logo);
  form.append('data', JSON.stringify(body));
  return answerMessage(await businessApi.post<unknown>(CONTACT_PATHS.businessRegister, form));
}
