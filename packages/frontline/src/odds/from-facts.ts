import type { BattleFacts, SideFacts } from '../battle-facts.js';
import type { Board } from '../state.js';
import { DEFAULT_SIDE_POLICY, type Engagement, engagement, type Force, type SidePolicy } from './spec.js';

/**
 * The odds calculator's question for a battle the engine would fight or is fighting: every row, right and modifier
 * read from the engine's own facts (battle-facts.ts `attackFacts`, `assaultFacts`, `landingFacts`, `battleFacts`),
 * so the odds offered are those of the battle the engine plays — the infantry a territory taken this turn keeps
 * back (R8.1), an invaded defender (R6.12, O8.15), an invader's head-on battle (R5.1, R6.8), the rear a rear
 * assault seizes (R5.14), air support (O10.4). Only the players' choices are the caller's: `policies`.
 */
export function engagementFromFacts(
  board: Pick<Board, 'options'>,
  facts: BattleFacts,
  policies: Partial<Pick<Engagement, 'attackerPolicy' | 'defenderPolicy' | 'stop'>> = {},
): Engagement {
  const attackerPolicy: SidePolicy = policies.attackerPolicy ?? DEFAULT_SIDE_POLICY;
  return engagement({
    ruleset: board.options.ruleset,
    rearAssaultBonus: board.options.rearAssaultBonus,
    kind: facts.mode,
    attacker: forceOf(facts.attacker),
    defender: forceOf(facts.defender),
    defenderInvaded: facts.defenderInvaded,
    attackerInside: facts.attackerInside,
    underWay: facts.exchanges > 0, // before the next exchange both sides may bring forward (R5.9)
    defenderElsewhere: facts.defenderElsewhere,
    extraAttackDie: facts.attacker.extraDie,
    extraDefenseDie: facts.defender.extraDie,
    attackerAir: facts.attacker.airSupport,
    defenderAir: facts.defender.airSupport,
    attackerPolicy: facts.attacker.keepsInfantry ? { ...attackerPolicy, keepInfantry: true } : attackerPolicy,
    ...(policies.defenderPolicy ? { defenderPolicy: policies.defenderPolicy } : {}),
    ...(policies.stop ? { stop: policies.stop } : {}),
  });
}

const forceOf = (side: SideFacts): Force => ({
  front: side.front,
  middle: side.reserve,
  rear: side.rear.length,
});
