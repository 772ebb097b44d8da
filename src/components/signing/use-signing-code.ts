// The state a signing form keeps around its one-time code, shared by the owner's signing of a
// power and the worker's signing of a contract: the code's state (when another may be asked for),
// the notice of where it was sent, the error line, which action is under way, and the code input,
// which takes the focus once a code is on its way.
import { useRef, useState } from 'react';
import type { CodeState } from '@/lib/contract/signing.ts';

export type SigningWork = 'code' | 'sign' | null;

interface SigningCodeOptions {
  /** The error line of a failed call, in the form's own words. */
  readonly failureText: (error: unknown) => string;
  /** Told whenever an action starts (true) or ends (false). */
  readonly onBusy?: (busy: boolean) => void;
}

export function useSigningCode(initial: CodeState | null, { failureText, onBusy }: SigningCodeOptions) {
  const [codeState, setCodeState] = useState<CodeState | null>(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<SigningWork>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  function working(what: SigningWork) {
    setBusy(what);
    onBusy?.(what !== null);
  }

  /** Asks for a code: its answer replaces the code's state and says where it went. */
  async function askCode(send: () => Promise<{ state: CodeState; message: string }>) {
    setFailure(null);
    working('code');
    try {
      const sent = await send();
      setCodeState(sent.state);
      setNotice(sent.message);
      codeInput.current?.focus();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      working(null);
    }
  }

  return { codeState, notice, failure, setFailure, busy, working, codeInput, askCode };
}
