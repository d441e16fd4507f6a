/**
 * An action that ends a player's game — a Frontline resignation (FG21), a Four Horsemen surrender (H19) —
 * goes out only on a second, deliberate tap: the first asks, the second (on a button that stands elsewhere)
 * confirms. Headless, so the steps are tested without a DOM: a state and what each input makes of it.
 */
export type ConfirmStep = 'idle' | 'asking';

/** `ask`: the first tap; `confirm`: the tap on the confirmation; `cancel`: keep playing (or Escape). */
export type ConfirmInput = 'ask' | 'confirm' | 'cancel';

export interface ConfirmResult {
  readonly step: ConfirmStep;
  /** Whether the action is to be sent now. */
  readonly send: boolean;
}

export function confirmStep(step: ConfirmStep, input: ConfirmInput): ConfirmResult {
  switch (input) {
    case 'ask':
      return { step: 'asking', send: false };
    case 'confirm':
      // A confirmation with nothing asked (a stale tap, a replayed key) sends nothing.
      return { step: 'idle', send: step === 'asking' };
    case 'cancel':
      return { step: 'idle', send: false };
  }
}
