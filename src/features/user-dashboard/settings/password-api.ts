// Password change (security settings), users API with auth-user:
//   POST /api/users/update-password { current_password, new_password, confirm_password } → { message }
import { usersApi } from '../../../lib/http/index.ts';
import type { PasswordChangePayload } from '../../../lib/validation/index.ts';
import { successMessage } from '../api/api-answer.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Contraseña actualizada correctamente';

export async function changePassword(payload: PasswordChangePayload): Promise<string> {
  return successMessage(
    await usersApi.post<unknown>('/api/users/update-password', { ...payload }),
    PASSWORD_CHANGED_MESSAGE,
  );
}
