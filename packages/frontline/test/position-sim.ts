import { seedRng } from '@warboard/core';
import type { FrontlineAction } from '../src/actions.js';
import { battleFacts, type SideFacts } from '../src/battle-facts.js';
import { frontline } from '../src/game.js';
import { forwardPlan } from '../src/odds/policy.js';
import type { SidePolicy } from '../src/odds/spec.js';
import type { Division, FrontlineState } from '../src/state.js';

/**
 * A test harness: a Monte Carlo of one battle from a real position, fought by the engine itself: `opening` (an attack, assault or
 * landing of the player on turn) is applied, then every decision of the battle is taken by the engine's actions
 * with the calculator's policies (policy.ts `forwardPlan`; damaged armor as `damaged`; the invaded defender stands),
 * the dice from the state's seeded PRNG. So the odds offered for a position (from its facts, from-facts.ts) can be
 * held against the battle the engine really fights there. It shares no code with the exact chain.
 *
 * Returns the share of runs in which the attacker invaded: it still has divisions fighting in the territory, as
 * an invader or its new holder, once the battle is over.
 */
export function positionMonteCarlo(
  start: FrontlineState,
  opening: FrontlineAction,
  policies: { attacker: SidePolicy; defender: SidePolicy },
  runs: number,
  seed: string,
): { runs: number; attackerWins: number } {
  const seat = start.turn.seat;
  const territory = frontline.apply(start, seat, opening);
  if (!territory.ok) throw new Error(`opening refused: ${territory.error.rule} ${territory.error.message}`);
  const target = territory.value.state.battle?.territory;
  if (!target) throw new Error('the opening starts no battle');
  let wins = 0;
  for (let i = 0; i < runs; i++) {
    const s = structuredClone(start);
    s.rng = seedRng(`${seed}/${i}`);
    if (fight(s, seat, opening, policies, target)) wins++;
  }
  return { runs, attackerWins: wins / runs };
}

const max = (s: FrontlineState) => (s.options.ruleset === 'revised' ? 3 : 2);

function plan(s: FrontlineState, side: SideFacts, policy: SidePolicy): FrontlineAction[] {
  const rows = { front: side.front.join(''), middle: side.reserve.join(''), rear: side.rear.length };
  const p = { ...policy, keepInfantry: side.keepsInfantry };
  return [...forwardPlan(rows, p, max(s), s.options.ruleset === 'original')].map((division, i) => ({
    type: 'forward',
    division: division as Division,
    slot: side.front.length + i,
  }));
}

function fight(
  start: FrontlineState,
  seat: number,
  opening: FrontlineAction,
  policies: { attacker: SidePolicy; defender: SidePolicy },
  target: string,
): boolean {
  let s = start;
  let failed = false;
  const act = (who: number, action: FrontlineAction) => {
    const r = frontline.apply(s, who, action);
    if (!r.ok)
      throw new Error(`engine refused ${JSON.stringify(action)}: ${r.error.rule} ${r.error.message}`);
    s = r.value.state;
    if (r.value.events.some((e) => e.type === 'landing-failed' || e.type === 'landing-sunk')) failed = true;
  };
  act(seat, opening);
  const defender = s.battle!.defender.seat;
  while (s.battle) {
    const b = s.battle;
    const f = battleFacts(s)!;
    if (b.stage === 'attacker') {
      for (const a of plan(s, f.attacker, policies.attacker)) act(seat, a);
      if (battleFacts(s)!.attacker.front.length === 0) act(seat, { type: 'stop' });
      else act(seat, { type: 'roll' });
    } else if (b.stage === 'defender-forward') {
      for (const a of plan(s, f.defender, policies.defender)) act(defender, a);
      if (s.battle?.stage === 'defender-forward') act(defender, { type: 'hold' });
    } else if (b.stage === 'damaged') {
      const who = b.damaged[0]!.seat;
      act(who, { type: 'damaged', choice: (who === seat ? policies.attacker : policies.defender).damaged });
    } else act(defender, { type: 'stand' }); // R8.5
  }
  if (failed) return false;
  const t = s.territories[target]!;
  const inv = t.invaders.find((i) => i.owner === seat);
  const fighting = (r: { front: readonly Division[]; middle: readonly Division[] }) =>
    r.front.length + r.middle.length;
  if (t.holder === seat) return true;
  return inv !== undefined && fighting(inv) > 0;
}
