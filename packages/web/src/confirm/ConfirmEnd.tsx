/**
 * The button for an action that ends the player's game, behind a confirmation (confirm-step.ts). The first tap
 * opens a small dialog in its place: what the action does, "keep playing" where the first tap landed (so a
 * double tap keeps playing), and the confirmation beside it. Focus moves into the dialog; Escape cancels.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { type ConfirmInput, type ConfirmStep, confirmStep } from './confirm-step.js';
import './confirm.css';

export interface ConfirmEndText {
  /** The first button's label. */
  readonly ask: string;
  /** What the action does, asked as a question. */
  readonly question: string;
  /** The confirmation's label. */
  readonly yes: string;
  /** The way back. */
  readonly no: string;
}

export function ConfirmEnd(props: {
  readonly text: ConfirmEndText;
  readonly busy: boolean;
  readonly send: () => void;
  /** The first button's data-testid; the dialog's parts add `-confirm`, `-cancel` and `-dialog`. */
  readonly testid: string;
}) {
  const { text, busy, send, testid } = props;
  const [step, setStep] = useState<ConfirmStep>('idle');
  const keep = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const input = (i: ConfirmInput) => {
    const next = confirmStep(step, i);
    setStep(next.step);
    if (next.send) send();
  };
  const asked = useRef(false);
  useEffect(() => {
    // Into the dialog when it opens; back to the first button when the player keeps playing.
    if (step === 'asking') keep.current?.focus();
    else if (asked.current) first.current?.focus();
    asked.current = step === 'asking';
  }, [step]);
  const questionId = `${testid}-question`;

  if (step === 'idle')
    return (
      <button
        type="button"
        ref={first}
        class="danger quiet confirm-end-ask"
        disabled={busy}
        data-testid={testid}
        aria-haspopup="dialog"
        onClick={() => input('ask')}
      >
        {text.ask}
      </button>
    );
  return (
    <div
      class="confirm-end"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={questionId}
      data-testid={`${testid}-dialog`}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation(); // the board's own Escape (clear the selection) is not meant
        input('cancel');
      }}
    >
      <p id={questionId}>{text.question}</p>
      <button type="button" ref={keep} data-testid={`${testid}-cancel`} onClick={() => input('cancel')}>
        {text.no}
      </button>
      <button
        type="button"
        class="danger"
        disabled={busy}
        data-testid={`${testid}-confirm`}
        onClick={() => input('confirm')}
      >
        {text.yes}
      </button>
    </div>
  );
}
