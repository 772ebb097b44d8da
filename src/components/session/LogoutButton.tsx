// 'Cerrar sesión' for both dashboards: ends the session on the server and
// here, then goes to '/' (worker) or '/login' (company); a failure shows the logout error alert.
import { useState } from 'react';
import { logout, type SessionKind } from '@/stores/session.ts';

interface LogoutButtonProps {
  readonly kind: SessionKind;
  readonly className?: string;
  /** Where to go after logout; default `location.assign`. */
  readonly onLeave?: (path: string) => void;
}

export default function LogoutButton({ kind, className = 'btn btn-outline', onLeave }: LogoutButtonProps) {
  const [busy, setBusy] = useState(false);
  async function leave() {
    setBusy(true);
    const destination = await logout(kind);
    if (destination) (onLeave ?? ((path: string) => window.location.assign(path)))(destination);
    else setBusy(false);
  }
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void leave()}>
      {busy ? 'Cerrando sesión…' : 'Cerrar sesión'}
    </button>
  );
}
