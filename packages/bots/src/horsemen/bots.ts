import { nextInt, type Seat } from '@warboard/core';
import { type HorsemenState, horsemen } from '@warboard/horsemen';
import type { Bot, Difficulty } from '../bot.js';
import { stateFromView } from '../information.js';
import { ismcts } from '../ismcts.js';
import { evaluateHorsemen } from './evaluate.js';

/**
 * The fast heuristic bot: for each legal action, in a few states consistent with its view, it assumes the
 * opponent answers with the reply that hurts most, and keeps the action whose worst case scores best.
 * Sensible flips, moves and compares without a search tree.
 */
export function horsemenHeuristic(samples = 2): Bot {
  return {
    name: 'heuristic',
    choose(view, seat, rng) {
      const states = Array.from({ length: samples }, () => stateFromView(horsemen, view, seat, rng));
      const legal = horsemen.legalActions(states[0]!, seat);
      const actions = legal.filter((a) => !horsemen.isConcession(a));
      if (actions.length === 0) return legal[0];
      let best = actions[0];
      let bestValue = Number.NEGATIVE_INFINITY;
      for (const action of actions) {
        let value = nextInt(rng, 1000) * 1e-9; // break ties at random
        for (const s of states) {
          const r = horsemen.apply(s, seat, action);
          if (r.ok) value += worstReply(r.value.state, seat);
        }
        if (value > bestValue) {
          bestValue = value;
          best = action;
        }
      }
      return best;
    },
  };
}

/** The value for `seat` after the opponent's most damaging answer (one ply), or of the position if none is owed. */
function worstReply(state: HorsemenState, seat: Seat): number {
  const here = evaluateHorsemen(state)[seat] ?? 0;
  const decision = horsemen.pendingDecisions(state)[0];
  if (!decision || decision.seat === seat) return here;
  let worst = Number.POSITIVE_INFINITY;
  for (const reply of horsemen.legalActions(state, decision.seat)) {
    if (horsemen.isConcession(reply)) continue;
    const r = horsemen.apply(state, decision.seat, reply);
    if (r.ok) worst = Math.min(worst, evaluateHorsemen(r.value.state)[seat] ?? 0);
  }
  return worst === Number.POSITIVE_INFINITY ? here : worst;
}

/** Search budgets per difficulty: iterations of ISMCTS. */
export const HORSEMEN_BUDGET: Record<Difficulty, number> = { easy: 60, normal: 250, hard: 800 };

export function horsemenSearch(difficulty: Difficulty, options: { timeUp?: () => boolean } = {}): Bot {
  return ismcts(horsemen, `ismcts-${difficulty}`, {
    iterations: HORSEMEN_BUDGET[difficulty],
    rolloutDepth: 6,
    evaluate: evaluateHorsemen,
    ...(options.timeUp ? { timeUp: options.timeUp } : {}),
  });
}
