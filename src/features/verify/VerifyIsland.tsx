// Island of /verificar, hydrated only when the person acts (client:interaction): the code typed,
// or the one in the address (the signature page's link and QR code), shows the signed document
// and, below it, where to choose or drop a PDF, compared with the signed file by its SHA-256
// computed in the browser. Both appear below the form, where nothing else moves when they do. The
// form also works before the island is live: sending it reloads the page with ?codigo=, which the
// island then reads.
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import * as v from 'valibot';
import type { Verification } from '@/lib/contract/signing.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { verificationCodeSchema } from '@/lib/validation/verification-code.ts';
import { compareFile, fetchVerification, type FileVerdict } from './verify-tool.ts';
import { VerifyResult } from './VerifyResult.tsx';
import './verify.css';

const CONNECTION = 'No pudimos conectar con el servidor. Intenta nuevamente.';
const CODE_ID = 'verificar-codigo';

type Lookup = { readonly found: Verification } | { readonly error: string };

async function lookUp(typed: string): Promise<Lookup> {
  const checked = v.safeParse(verificationCodeSchema(), typed, { abortPipeEarly: true });
  if (!checked.success) return { error: checked.issues[0].message };
  try {
    return { found: await fetchVerification(checked.output) };
  } catch (error) {
    return { error: isApiError(error) && !error.uncertain ? error.serverMessage(CONNECTION) : CONNECTION };
  }
}

export default function VerifyIsland() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Verification | null>(null);
  const [verdict, setVerdict] = useState<FileVerdict | null>(null);
  const [over, setOver] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);

  function settle(lookup: Lookup) {
    setBusy(false);
    if ('error' in lookup) {
      setFound(null);
      setError(lookup.error);
      codeInput.current?.focus();
      return;
    }
    setError(null);
    setVerdict(null);
    setFound(lookup.found);
    const url = new URL(window.location.href);
    url.searchParams.set('codigo', lookup.found.verification_code);
    window.history.replaceState(window.history.state, '', url);
  }

  // As the island goes live, the code the link or QR code carries is looked up.
  useEffect(() => {
    const fromAddress = new URLSearchParams(window.location.search).get('codigo');
    if (!fromAddress) return;
    const live = { current: true };
    if (codeInput.current) codeInput.current.value = fromAddress;
    void Promise.resolve().then(async () => {
      setBusy(true);
      const lookup = await lookUp(fromAddress);
      if (live.current) settle(lookup);
    });
    return () => {
      live.current = false;
    };
  }, []);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setBusy(true);
    // The field is read from the page: what was typed before the island went live counts too.
    void lookUp(codeInput.current?.value ?? '').then(settle);
  }

  async function check(file: File | undefined) {
    if (!file || !found) return;
    setVerdict({ text: 'Revisando el archivo en tu dispositivo…', tone: 'neutral', name: file.name });
    setVerdict(await compareFile(file, found));
  }

  return (
    <div className="verify-tool">
      <form className="verify-form" method="get" action="/verificar" noValidate onSubmit={submit}>
        <label htmlFor={CODE_ID}>Código de verificación</label>
        <div className="verify-row">
          <input
            ref={codeInput}
            id={CODE_ID}
            name="codigo"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${CODE_ID}-hint ${CODE_ID}-error` : `${CODE_ID}-hint`}
          />
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Verificando…' : 'Verificar'}
          </button>
        </div>
        <p id={`${CODE_ID}-hint`} className="verify-hint">
          12 letras y números, por ejemplo 7KQF-M2XD-9PRT.
        </p>
        {error && (
          <p id={`${CODE_ID}-error`} className="verify-error" role="alert">
            {error}
          </p>
        )}
      </form>
      {found && <VerifyResult found={found} />}
      {found && (
        <section className="verify-card" aria-labelledby="verificar-archivo-titulo">
          <h2 id="verificar-archivo-titulo">¿Tu archivo es el firmado?</h2>
          <p>
            Elige o arrastra aquí el PDF que tienes. Lo revisamos en tu dispositivo calculando su huella (SHA-256): el
            archivo no se envía a ninguna parte.
          </p>
          <div
            className="verify-drop"
            data-over={over ? '' : undefined}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={(event) => {
              event.preventDefault();
              setOver(false);
              void check(event.dataTransfer.files[0]);
            }}
          >
            <input
              id="verificar-archivo"
              type="file"
              accept="application/pdf,.pdf"
              className="visually-hidden"
              onChange={(event) => void check(event.target.files?.[0])}
            />
            <label htmlFor="verificar-archivo" className="btn btn-outline">
              Elegir PDF
            </label>
            <span className="verify-drop-hint">o arrástralo aquí</span>
          </div>
          <div className="verify-verdict" role="status" data-tone={verdict?.tone}>
            {verdict && (
              <>
                <p className="verify-verdict-text">{verdict.text}</p>
                <p>{`Archivo: ${verdict.name}`}</p>
                {verdict.hash && <p className="verify-hash">{`SHA-256 de tu archivo: ${verdict.hash}`}</p>}
              </>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
