// The owner signs: their RUT (formatted as typed; the API checks it is the power's), 'Enviar código'
// (a code by WhatsApp, another one after 60 s), the 'Código de verificación', the express consent,
// then 'Firmar poder'; or 'Rechazar' with a reason. Each rule is the shared one with its message;
// the API's refusals (wrong, expired or used code, a RUT that is not the owner's, a used link) are
// shown as they come, with everything typed kept.
import { useState, type SyntheticEvent } from 'react';
import * as v from 'valibot';
import { FieldError, controlAttributes } from '@/components/form/Field.tsx';
import { useSecondsUntil } from '@/components/form/use-seconds-until.ts';
import { useSigningCode } from '@/components/signing/use-signing-code.ts';
import { OWNER_RUT_REQUIRED_MESSAGE, type CodeState, type OwnerPower } from '@/lib/contract/signing.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { RUT_MAX, consentSchema, formatRut, rutSchema, signingCodeSchema } from '@/lib/validation/index.ts';
import { RejectDialog } from './RejectDialog.tsx';

export const CONNECTION_FAILURE = 'No pudimos conectar con el servidor. Intenta nuevamente.';

export function failureText(error: unknown): string {
  return isApiError(error) && !error.uncertain ? error.serverMessage(CONNECTION_FAILURE) : CONNECTION_FAILURE;
}

interface OwnerSignFormProps {
  readonly power: OwnerPower;
  readonly sendCode: () => Promise<{ state: CodeState; message: string }>;
  readonly sign: (body: { rut: string; code: string }) => Promise<void>;
  readonly reject: (reason: string) => Promise<void>;
}

type Errors = { readonly [key in 'rut' | 'code' | 'consent']?: string | undefined };

const rules = {
  rut: rutSchema({ max: RUT_MAX.owner, requiredMessage: OWNER_RUT_REQUIRED_MESSAGE }),
  code: signingCodeSchema(),
  consent: consentSchema(),
};

function firstIssue(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
}

export function OwnerSignForm({ power, sendCode, sign, reject }: OwnerSignFormProps) {
  const [rut, setRut] = useState('');
  const [code, setCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const { codeState, notice, failure, setFailure, busy, working, codeInput, askCode } = useSigningCode(power.code, {
    failureText,
  });
  const [rejecting, setRejecting] = useState(false);
  const wait = useSecondsUntil(codeState?.resend_at ?? null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const found: Errors = {
      rut: firstIssue(rules.rut, rut),
      code: firstIssue(rules.code, code),
      consent: firstIssue(rules.consent, consent),
    };
    setErrors(found);
    const first = (['rut', 'code', 'consent'] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(`dueno-${first}`)?.focus();
      return;
    }
    working('sign');
    setFailure(null);
    try {
      await sign({ rut, code: code.trim() });
    } catch (error) {
      setFailure(failureText(error));
      working(null);
    }
  }

  const attributes = (key: keyof Errors, hint?: string) =>
    controlAttributes(`dueno-${key}`, { hint, error: errors[key], required: true });

  return (
    <section className="owner-sign" aria-labelledby="poder-firma-titulo">
      <h2 id="poder-firma-titulo">Firma del dueño</h2>
      <form className="power-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="power-field">
          <label htmlFor="dueno-rut">Tu RUT</label>
          <input
            {...attributes('rut', 'dueno-rut-hint')}
            type="text"
            inputMode="text"
            autoComplete="off"
            value={rut}
            onChange={(event) => setRut(formatRut(event.target.value))}
          />
          <p id="dueno-rut-hint" className="power-hint">
            Debe ser el RUT del dueño del vehículo, con dígito verificador (por ejemplo 12.345.678-5).
          </p>
          <FieldError id="dueno-rut" error={errors.rut} className="power-error" />
        </div>
        <div className="owner-code">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void askCode(sendCode)}
            disabled={busy !== null || wait > 0}
          >
            {busy === 'code' ? 'Enviando…' : codeState ? 'Reenviar código' : 'Enviar código'}
          </button>
          <p className="power-hint" role="status">
            {notice ?? ''}
            {wait > 0 ? ` Podrás pedir otro código en ${wait} s.` : ''}
          </p>
        </div>
        <div className="power-field">
          <label htmlFor="dueno-code">Código de verificación</label>
          <input
            {...attributes('code', 'dueno-code-hint')}
            ref={codeInput}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <p id="dueno-code-hint" className="power-hint">
            Los 6 dígitos que te enviamos por WhatsApp. Vence en 10 minutos.
          </p>
          <FieldError id="dueno-code" error={errors.code} className="power-error" />
        </div>
        <div className="power-field owner-consent">
          <div className="check-row owner-check">
            <input
              {...attributes('consent')}
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
            />
            <label htmlFor="dueno-consent">{power.consent_text}</label>
          </div>
          <FieldError id="dueno-consent" error={errors.consent} className="power-error" />
        </div>
        {failure && (
          <p className="power-error owner-failure" role="alert">
            {failure}
          </p>
        )}
        <div className="power-actions">
          <button type="button" className="btn btn-outline" onClick={() => setRejecting(true)} disabled={busy !== null}>
            Rechazar
          </button>
          <button type="submit" className="btn" disabled={busy !== null}>
            {busy === 'sign' ? 'Firmando…' : 'Firmar poder'}
          </button>
        </div>
      </form>
      {rejecting && (
        <RejectDialog
          onCancel={() => setRejecting(false)}
          onReject={async (reason) => {
            try {
              await reject(reason);
              return null;
            } catch (error) {
              return failureText(error);
            }
          }}
        />
      )}
    </section>
  );
}
