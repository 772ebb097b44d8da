// Password change (security settings), users API with auth-user:
//   POST /api/users/update-password { current_password, new_password, confirm_password } → { message, token }
// The change ends every other session of the account; this one continues with the answer's token.
import { usersApi } from '@/lib/http/index.ts';
import type { PasswordChangePayload } from '@/lib/validation/index.ts';
import { renewSessionToken } from '@/stores/session.ts';
import { successMessage } from '@/features/user-dashboard/shared/api-answer.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Contraseña actualizada correctamente';

export async function changePassword(payload: PasswordChangePayload): Promise<string> {
  const answer = await usersApi.post<unknown>('/api/users/update-password', { ...payload });
  const token = typeof answer === 'object' && answer !== null ? (answer as { token?: unknown }).token : undefined;
  if (typeof token === 'string') await renewSessionToken('user', token);
  return successMessage(answer, PASSWORD_CHANGED_MESSAGE);
}
