/**
 * A game-ending action's confirmation (src/confirm/confirm-step.ts), headless: resigning (FG21) or
 * surrendering (H19) is sent only by a confirmation that follows an ask, and never by a lone or repeated tap.
 */
import { describe, expect, it } from 'vitest';
import { type ConfirmInput, type ConfirmStep, confirmStep } from '../src/confirm/confirm-step.js';
import { en } from '../src/i18n/en.js';
import { zh } from '../src/i18n/zh.js';

/** Feed the inputs in turn: the step reached and how many times the action went out. */
function run(inputs: readonly ConfirmInput[]): { step: ConfirmStep; sent: number } {
  let step: ConfirmStep = 'idle';
  let sent = 0;
  for (const input of inputs) {
    const next = confirmStep(step, input);
    step = next.step;
    if (next.send) sent++;
  }
  return { step, sent };
}

describe('confirming a game-ending action', () => {
  it('asks first: one tap sends nothing, and a second tap on the ask still sends nothing', () => {
    expect(run(['ask'])).toEqual({ step: 'asking', sent: 0 });
    expect(run(['ask', 'ask'])).toEqual({ step: 'asking', sent: 0 });
  });

  it('sends once on the confirmation, and the next confirmation needs a new ask', () => {
    expect(run(['ask', 'confirm'])).toEqual({ step: 'idle', sent: 1 });
    expect(run(['ask', 'confirm', 'confirm'])).toEqual({ step: 'idle', sent: 1 });
    expect(run(['ask', 'confirm', 'ask', 'confirm'])).toEqual({ step: 'idle', sent: 2 });
  });

  it('keeps playing on cancel, and a confirmation with nothing asked sends nothing', () => {
    expect(run(['ask', 'cancel'])).toEqual({ step: 'idle', sent: 0 });
    expect(run(['ask', 'cancel', 'confirm'])).toEqual({ step: 'idle', sent: 0 });
    expect(run(['confirm'])).toEqual({ step: 'idle', sent: 0 });
  });

  it('says what each action does, naming its rule, in both languages', () => {
    for (const dictionary of [en, zh]) {
      expect(dictionary['act.resign.confirm']).toContain('FG21');
      expect(dictionary['act.surrender.confirm']).toContain('H19');
      for (const key of ['act.resign', 'act.resign.yes', 'act.surrender.yes', 'act.keepPlaying'] as const)
        expect(dictionary[key].length).toBeGreaterThan(0);
    }
    expect(zh['act.resign.yes']).not.toBe(en['act.resign.yes']);
  });
});
