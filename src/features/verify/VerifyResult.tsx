// The signed document as anyone holding its code may see it: name, parties with masked RUTs, the
// signer, when (Chile's time), how identity was checked, the code and the signed file's SHA-256.
import { useEffect, useRef } from 'react';
import type { Verification } from '@/lib/contract/signing.ts';
import { formatDateTime } from '@/lib/format/date.ts';

const KIND = { contract: 'Contrato', power: 'Poder simple' } as const;

export function VerifyResult({ found }: { readonly found: Verification }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, [found]);
  return (
    <section className="verify-card" aria-labelledby="verificar-resultado-titulo">
      <h2 id="verificar-resultado-titulo" ref={title} tabIndex={-1}>
        Documento firmado
      </h2>
      <dl className="verify-facts">
        <div>
          <dt>Documento</dt>
          <dd>{`${found.document_name} (${KIND[found.kind]})`}</dd>
        </div>
        {found.parties.map((party) => (
          <div key={`${party.role}-${party.name}`}>
            <dt>{party.role}</dt>
            <dd>{`${party.name}, RUT ${party.rut}`}</dd>
          </div>
        ))}
        <div>
          <dt>Firmado por</dt>
          <dd>{`${found.signer.name} (${found.signer.role.toLowerCase()})`}</dd>
        </div>
        <div>
          <dt>Fecha y hora de la firma</dt>
          <dd>{`${formatDateTime(found.signed_at)} (hora de Chile)`}</dd>
        </div>
        <div>
          <dt>Verificación de identidad</dt>
          <dd>{found.method_text}</dd>
        </div>
        <div>
          <dt>Código de verificación</dt>
          <dd>{found.verification_code}</dd>
        </div>
        <div className="verify-wide">
          <dt>SHA-256 del archivo firmado</dt>
          <dd className="verify-hash">{found.sha256}</dd>
        </div>
      </dl>
    </section>
  );
}
