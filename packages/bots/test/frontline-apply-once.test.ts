import { frontline } from '@warboard/frontline';
import { describe, expect, it } from 'vitest';
import { tryApply } from '../src/frontline/apply-once.js';

function start() {
  const options = frontline.parseOptions({ players: 2 });
  if (!options.ok) throw new Error(options.error.message);
  const setup = frontline.setup(options.value, 'apply-once');
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

describe('Frontline bots apply a checked action once', () => {
  it('the remembered result is the engine’s own, for that state object only (O6: the first draft)', () => {
    const state = start();
    const seat = frontline.pendingDecisions(state)[0]!.seat;
    const action = frontline.legalActions(state, seat)[0]!;
    const first = tryApply(state, seat, action);
    expect(first.ok).toBe(true);
    // Asked again for the same state and action: the same result, not a second run of the rules.
    expect(tryApply(state, seat, action)).toBe(first);
    // An equal but different state object is applied afresh, and agrees.
    const parsed = frontline.parse(frontline.serialize(state));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const copy = parsed.value;
    const again = tryApply(copy, seat, action);
    expect(again).not.toBe(first);
    expect(again.ok && first.ok && frontline.serialize(again.value.state)).toBe(
      first.ok && frontline.serialize(first.value.state),
    );
  });

  it('a refused action is not remembered: the engine answers it every time', () => {
    const state = start();
    const seat = frontline.pendingDecisions(state)[0]!.seat;
    const other = (seat + 1) % 2;
    const action = frontline.legalActions(state, seat)[0]!;
    const refused = tryApply(state, other, action);
    expect(refused.ok).toBe(false);
    expect(tryApply(state, other, action)).not.toBe(refused);
  });
});
