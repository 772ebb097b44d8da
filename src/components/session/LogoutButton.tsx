// 'Cerrar sesión' of the company area (the worker area's sidebar entry runs the same useLogout):
// ends the session on the server and here, then goes to '/login'; a failure shows the logout error.
import type { SessionKind } from '@/stores/session.ts';
import { useLogout } from './use-logout.ts';

interface LogoutButtonProps {
  readonly kind: SessionKind;
  readonly className?: string;
  /** Where to go after logout; default `location.assign`. */
  readonly onLeave?: (path: string) => void;
}

export default function LogoutButton({ kind, className = 'btn btn-outline', onLeave }: LogoutButtonProps) {
  const { leaving, leave } = useLogout(kind, onLeave ?? ((path) => window.location.assign(path)));
  return (
    <button type="button" className={className} disabled={leaving} onClick={() => void leave()}>
      {leaving ? 'Cerrando sesión…' : 'Cerrar sesión'}
    </button>
  );
}
