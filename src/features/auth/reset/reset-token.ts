// $resetTokenCheck: whether the token of a reset link is still good. The page checks it once the
// company link is confirmed; a token the server refuses shows 'Enlace no válido' and turns the
// address into the recovery request's, where the person asks for a new link.
import { paths } from '@/config/paths.ts';
import { remoteStore } from '@/lib/remote-store.ts';
import type { TenantLink } from '@/lib/tenant-link.ts';
import { showAlert } from '@/stores/alerts.ts';
import { navigation } from '@/features/auth/shared/navigation.ts';
import { verifyResetToken } from './reset-api.ts';

export const INVALID_TOKEN_MESSAGE =
  'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.';

async function checkResetToken(token: string, link: TenantLink): Promise<boolean> {
  const valid = await verifyResetToken(token, link.rgs);
  if (!valid) {
    showAlert({ type: 'error', title: 'Enlace no válido', message: INVALID_TOKEN_MESSAGE, durationMs: 4000 });
    navigation.replaceAddress(paths.resetPassword(link.name_business, link.rgs));
  }
  return valid;
}

// The check never fails: a token it cannot confirm is an invalid one.
const store = remoteStore(checkResetToken, () => '');

export const $resetTokenCheck = store.$entry;
export const resetTokenState = store.stateFor;
export const loadResetTokenCheck = store.load;
export const forgetResetTokenCheck = store.reset;
