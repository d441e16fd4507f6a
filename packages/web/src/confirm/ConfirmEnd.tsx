/**
 * The button for an action that ends the player's game, behind a confirmation (confirm-step.ts). The first tap
 * opens a small dialog in its place: what the action does on the first row, where that tap landed (so a double
 * tap sends nothing), then "keep playing" and the confirmation. Focus moves into the dialog; Escape cancels.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/i18n.js';
import { type ConfirmInput, type ConfirmStep, confirmStep } from './confirm-step.js';
import './confirm.css';

/**
 * The action's strings: `<what>` labels the first button, `<what>.confirm` asks what it does, `<what>.yes`
 * labels the confirmation.
 */
export type ConfirmEndWhat = 'act.resign' | 'act.surrender';

export function ConfirmEnd(props: {
  readonly what: ConfirmEndWhat;
  readonly busy: boolean;
  readonly send: () => void;
  /** The first button's data-testid; the dialog's parts add `-confirm`, `-cancel` and `-dialog`. */
  readonly testid: string;
}) {
  const { what, busy, send, testid } = props;
  const [step, setStep] = useState<ConfirmStep>('idle');
  const keep = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const input = (i: ConfirmInput) => {
    const next = confirmStep(step, i);
    setStep(next.step);
    if (next.send) send();
  };
  const asked = useRef(false);
  useLayoutEffect(() => {
    // Into the dialog when it opens; back to the first button when the player keeps playing. A layout effect
    // moves the focus in the same task as the render: a plain effect waits for the next frame, and until then
    // the focus sits on the page's body, where a key press or an assistive tool would find nothing.
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
        {t(what)}
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
      <p id={questionId}>{t(`${what}.confirm`)}</p>
      <button type="button" ref={keep} data-testid={`${testid}-cancel`} onClick={() => input('cancel')}>
        {t('act.keepPlaying')}
      </button>
      <button
        type="button"
        class="danger"
        disabled={busy}
        data-testid={`${testid}-confirm`}
        onClick={() => input('confirm')}
      >
        {t(`${what}.yes`)}
      </button>
    </div>
  );
}
