// POST contact/emails/reu on the users API: the meeting request. Any 2xx is success
// and its body is not read, so a 2xx whose body is not JSON still counts as sent.
import { ApiError, usersApi } from '@/lib/http';
import type { MeetingBody } from '@/lib/validation/public-forms';

export const MEETING_PATH = 'contact/emails/reu';

export async function sendMeetingRequest(body: MeetingBody): Promise<void> {
  try {
    await usersApi.post<unknown>(MEETING_PATH, { ...body });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'parse' && error.status >= 200 && error.status < 300) return;
    throw error;
  }
}
