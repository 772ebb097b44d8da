// The decision beside the document in the viewer: the document and its worker, then 'Aprobar'
// with the approval's dates where the type expires (the same fields and rules as the list's
// dialog), or, after 'Rechazar', the reason and description. A failed request keeps what was
// typed and says why here (the page behind the viewer is inert); a decision taken goes to
// `onDecided`. Keys A and R (outside a field) move to the approval or the rejection.
import { Form, type SubmitHandler } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import type { DecisionAnswer } from '@/lib/contract/review.ts';
import { DialogFailure } from '@/features/business-dashboard/shared/DialogFooter.tsx';
import {
  ApprovalDateFields,
  RejectionFields,
  useApprovalForm,
  useRejectionForm,
  type ApprovalSchema,
  type RejectionSchema,
} from './decision-fields.tsx';
import { decisionFailure } from './decision-errors.ts';
import { approveDocument, rejectDocument, type QueueItem } from './review-api.ts';

type Mode = 'approve' | 'reject';

/** A key press typed into a field is the field's, not a shortcut. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
  );
}

const SHORTCUTS: Readonly<Record<string, Mode>> = { a: 'approve', r: 'reject' };
const PREFIX = 'visor';
/** The panel's title: the focus goes there when the viewer opens, so A and R work at once. */
export const DECISION_TITLE_ID = `${PREFIX}-decision-titulo`;

interface ViewerDecisionProps {
  readonly item: QueueItem;
  /** The panel opened after a decision: its title takes the focus. */
  readonly focusTitle: boolean;
  readonly onDecided: (item: QueueItem, answer: DecisionAnswer) => void;
}

export function ViewerDecision({ item, focusTitle, onDecided }: ViewerDecisionProps) {
  const [mode, setMode] = useState<Mode>('approve');
  const [problem, setProblem] = useState<string | null>(null);
  // Where the focus goes once the mode asked for is drawn (a new object for every request).
  const [focusOn, setFocusOn] = useState<{ readonly mode: Mode } | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const approval = useApprovalForm(item.expires);
  const rejection = useRejectionForm();
  const busy = approval.isSubmitting || rejection.isSubmitting;
  const whose = `${item.document_name} de ${item.worker_name}`;

  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  useEffect(() => {
    if (!focusOn) return;
    const first =
      focusOn.mode === 'reject'
        ? `${PREFIX}-rechazo-reason`
        : item.expires
          ? `${PREFIX}-aprobar-issue_date`
          : `${PREFIX}-aprobar-enviar`;
    document.getElementById(first)?.focus();
  }, [focusOn, item.expires]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const asked = SHORTCUTS[event.key.toLowerCase()];
      if (!asked || event.altKey || event.ctrlKey || event.metaKey || typing(event.target) || busy) return;
      event.preventDefault();
      setProblem(null);
      setMode(asked);
      setFocusOn({ mode: asked });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy]);

  const choose = (next: Mode) => {
    setProblem(null);
    setMode(next);
    setFocusOn({ mode: next });
  };

  /** Sends a decision; a failure is said here and keeps what was typed. */
  const decide = async (verb: 'aprobar' | 'rechazar', send: () => Promise<DecisionAnswer>) => {
    setProblem(null);
    try {
      onDecided(item, await send());
    } catch (error) {
      setProblem(decisionFailure(verb, error));
    }
  };
  const approve: SubmitHandler<ApprovalSchema> = (dates) => decide('aprobar', () => approveDocument(item, dates));
  const reject: SubmitHandler<RejectionSchema> = (reason) => decide('rechazar', () => rejectDocument(item, reason));

  return (
    <section className="bd-viewer-decision" aria-labelledby={DECISION_TITLE_ID}>
      <h2 id={DECISION_TITLE_ID} ref={title} tabIndex={-1}>
        {item.document_name}
      </h2>
      <p className="bd-viewer-whose">
        {item.worker_name} · {item.profile_name}
      </p>
      {mode === 'approve' ? (
        <Form of={approval} onSubmit={approve} className="bd-form" aria-label={`Aprobar ${whose}`}>
          <p className="bd-hint">
            {item.expires
              ? 'Este documento vence: ingresa sus fechas de emisión y de vencimiento.'
              : 'La persona verá el documento como aprobado.'}
          </p>
          {item.expires && <ApprovalDateFields form={approval} idPrefix={`${PREFIX}-aprobar`} />}
          <DialogFailure failure={problem} />
          <div className="bd-viewer-buttons">
            <button type="submit" className="btn" id={`${PREFIX}-aprobar-enviar`} disabled={busy}>
              {approval.isSubmitting ? 'Aprobando…' : 'Aprobar'}
              <span className="visually-hidden"> {whose}</span>
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => choose('reject')}>
              Rechazar<span className="visually-hidden"> {whose}</span>
            </button>
          </div>
        </Form>
      ) : (
        <Form of={rejection} onSubmit={reject} className="bd-form" aria-label={`Rechazar ${whose}`}>
          <p className="bd-hint">La persona verá el motivo y podrá subir otro archivo.</p>
          <RejectionFields form={rejection} idPrefix={`${PREFIX}-rechazo`} />
          <DialogFailure failure={problem} />
          <div className="bd-viewer-buttons">
            <button type="submit" className="btn" disabled={busy}>
              {rejection.isSubmitting ? 'Rechazando…' : 'Rechazar'}
              <span className="visually-hidden"> {whose}</span>
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => choose('approve')}>
              Volver a aprobar
            </button>
          </div>
        </Form>
      )}
      <p className="bd-hint bd-viewer-keys">
        Atajos: <kbd>A</kbd> va a Aprobar, <kbd>R</kbd> a Rechazar. Después de decidir se abre el siguiente documento.
      </p>
    </section>
  );
}
