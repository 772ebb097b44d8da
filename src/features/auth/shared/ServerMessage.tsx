// The server's answer under a form's button ("A server error message also appears
// under the button"), in a polite live region so it is announced after the alert.
export interface ServerNote {
  readonly tone: 'error' | 'ok';
  readonly text: string;
}

export function ServerMessage({ note }: { readonly note: ServerNote | null }) {
  return (
    <p className={`auth-server auth-server-${note?.tone ?? 'error'}`} aria-live="polite" aria-atomic="true">
      {note?.text ?? ''}
    </p>
  );
}
