// The signing form: 'Leí el contrato completo', the express consent, 'Enviar código' (by e-mail,
// and chat when a phone is on file; another after a minute) and the 'Código de verificación';
// 'Firmar contrato' checks each with its rule first. A failure is said in Spanish and nothing
// typed or ticked is lost.
import { useState, type SyntheticEvent } from 'react';
import type { ContractSigning } from '@/lib/contract/signing.ts';
import { useSigningCode } from '@/components/signing/use-signing-code.ts';
import { READ_ALL_LABEL } from '@/lib/validation/index.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { sendSigningCode, signContract } from './contract-signing-api.ts';
import { checkSign, type SignErrors, type SignField } from './sign-form.ts';

interface SignFormProps {
  readonly signing: ContractSigning;
  /** The reading view reached the contract's last page: 'Leí el contrato completo' ticks itself. */
  readonly readToEnd: boolean;
  readonly onBusy: (busy: boolean) => void;
  readonly onDone: (message: string) => void;
  readonly onReject: () => void;
}

const ID = 'firmar-contrato';

export function SignForm({ signing, readToEnd, onBusy, onDone, onReject }: SignFormProps) {
  const [readAll, setReadAll] = useState(readToEnd);
  const [sawEnd, setSawEnd] = useState(readToEnd);
  if (readToEnd && !sawEnd) {
    setSawEnd(true);
    setReadAll(true);
  }
  // One rule decides 'read': the box ticked, by hand or by reaching the last page. A box's
  // message holds only while the box is empty, so it never shows beside a ticked box.
  const shown = (field: SignField) =>
    (field === 'read_all' && readAll) || (field === 'consent' && consent) ? undefined : errors[field];
  const [consent, setConsent] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SignErrors>({});
  const { codeState, notice, failure, setFailure, busy, working, codeInput, askCode } = useSigningCode(signing.code, {
    failureText,
    onBusy,
  });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkSign({ readAll, consent, code });
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = (['read_all', 'consent', 'code'] as const).find((key) => checked.errors[key]);
      if (first) document.getElementById(`${ID}-${first}`)?.focus();
      return;
    }
    setErrors({});
    working('sign');
    try {
      const signed = await signContract(signing.id_history, checked.request);
      working(null);
      onDone(signed.message);
    } catch (error) {
      working(null);
      setFailure(failureText(error));
    }
  }

  const describedBy = (field: SignField, extra?: string) =>
    [extra, shown(field) ? `${ID}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: SignField) =>
    shown(field) ? (
      <p id={`${ID}-${field}-error`} className="uf-message uf-message-error">
        {shown(field)}
      </p>
    ) : null;

  return (
    <form className="uf-form signing-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="check-row signing-check">
        <input
          id={`${ID}-read_all`}
          type="checkbox"
          checked={readAll}
          onChange={(event) => setReadAll(event.target.checked)}
          aria-invalid={shown('read_all') ? true : undefined}
          aria-describedby={describedBy('read_all')}
        />
        <label htmlFor={`${ID}-read_all`}>{READ_ALL_LABEL}</label>
      </div>
      {fieldError('read_all')}
      <div className="check-row signing-check">
        <input
          id={`${ID}-consent`}
          type="checkbox"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
          aria-invalid={shown('consent') ? true : undefined}
          aria-describedby={describedBy('consent')}
        />
        <label htmlFor={`${ID}-consent`}>{signing.consent_text}</label>
      </div>
      {fieldError('consent')}
      <div className="uf-field">
        <label htmlFor={`${ID}-code`}>Código de verificación</label>
        <div className="signing-code-row">
          <input
            ref={codeInput}
            id={`${ID}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy('code', `${ID}-code-hint`)}
          />
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy !== null}
            onClick={() => void askCode(() => sendSigningCode(signing.id_history))}
          >
            {busy === 'code' ? 'Enviando…' : codeState ? 'Enviar otro código' : 'Enviar código'}
          </button>
        </div>
        <p id={`${ID}-code-hint`} className="signing-hint">
          Te enviaremos un código de 6 dígitos a tu correo{signing.channels.includes('chat') ? ' y por WhatsApp' : ''}.
          Vence en 10 minutos.
        </p>
        {fieldError('code')}
      </div>
      <p className="uf-message uf-message-info" role="status">
        {notice}
      </p>
      <p className="uf-message uf-message-error" role="alert">
        {failure}
      </p>
      <div className="ud-dialog-actions">
        <button
          type="button"
          className="btn btn-outline btn-danger-outline"
          disabled={busy !== null}
          onClick={onReject}
        >
          Rechazar contrato
        </button>
        <button type="submit" className="btn" disabled={busy !== null}>
          {busy === 'sign' ? 'Firmando…' : 'Firmar contrato'}
        </button>
      </div>
    </form>
  );
}
