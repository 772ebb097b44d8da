// The end of /firmar-poder: signed (when, the copy sent to the owner's e-mail, the verification
// code and its page) or rejected. Focus moves to its title.
import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import type { OwnerOutcome } from './owner-api.ts';

export type Outcome = OwnerOutcome['data'] & { readonly message: string };

export function OwnerDone({ outcome }: { readonly outcome: Outcome }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);
  const signed = outcome.status === 'SIGNED';
  return (
    <section className="power-sent owner-done" aria-labelledby="poder-final-titulo">
      <h2 id="poder-final-titulo" ref={title} tabIndex={-1}>
        {signed ? 'Poder firmado' : 'Poder rechazado'}
      </h2>
      <p className="power-sent-lead" role="status">
        {outcome.message}
      </p>
      {signed && (
        <>
          <dl className="power-sent-summary">
            <div>
              <dt>Firmado el</dt>
              <dd>{formatDateTime(outcome.date_signature)} (hora de Chile)</dd>
            </div>
            <div>
              <dt>Código de verificación</dt>
              <dd>{outcome.verification_code}</dd>
            </div>
          </dl>
          <p>
            Cualquier persona puede comprobar la firma con ese código.{' '}
            <a href={paths.verify(outcome.verification_code)}>Ver la verificación</a>
          </p>
        </>
      )}
    </section>
  );
}
