/**
 * The exact odds offered before an attack and during a battle, from the engine's own calculator (`odds` in
 * @warboard/frontline, docs/odds.md), run in the browser: it is pure and small, and it ships in the board's lazy
 * chunk. The battle's rows, rights and modifiers are the engine's own reading of the seat's view (`attackFacts`,
 * `battleFacts`): this module only hands them to the calculator. Policies are the calculator's defaults: both sides
 * fill the front from the middle row, damaged armor fights on, the attacker fights to the end.
 */
import {
  attackFacts,
  type BattleFacts,
  battleFacts,
  engagement,
  type Force,
  type FrontlineView,
  type Odds,
  odds,
  type SideFacts,
} from '@warboard/frontline';
import { divisionShort } from './labels.js';

const force = (side: SideFacts): Force => ({
  front: side.front,
  middle: side.reserve,
  rear: side.rear.length,
});

function oddsOf(view: FrontlineView, facts: BattleFacts): Odds | null {
  if (facts.attacker.front.length + facts.attacker.reserve.length === 0) return null;
  try {
    return odds(
      engagement({
        ruleset: view.options.ruleset,
        kind: facts.mode,
        attacker: force(facts.attacker),
        defender: force(facts.defender),
        defenderInvaded: facts.defenderInvaded,
        underWay: facts.exchanges > 0, // before the next exchange both sides may bring forward (R5.9)
        defenderElsewhere: facts.defenderElsewhere,
        extraAttackDie: facts.attacker.extraDie,
        extraDefenseDie: facts.defender.extraDie,
        attackerAir: facts.attacker.airSupport,
        defenderAir: facts.defender.airSupport,
      }),
    );
  } catch {
    return null; // a force beyond the calculator's size or shape: the panel says there are no odds
  }
}

/** Odds of `from` (held by `seat`) attacking `to` across a land border, before the first exchange. */
export function attackOdds(view: FrontlineView, seat: number, from: string, to: string): Odds | null {
  const facts = attackFacts(view, seat, from, to);
  return facts ? oddsOf(view, facts) : null;
}

/** Odds of the battle under way, from where it stands now. */
export function battleOdds(view: FrontlineView): Odds | null {
  const facts = battleFacts(view);
  return facts ? oddsOf(view, facts) : null;
}

export const percent = (p: number): string => `${(p * 100).toFixed(1)} %`;

/** Expected survivors, with the divisions' short names of the current language (Inf, Arm / 步, 裝). */
export const survivorsText = (s: { infantry: number; armor: number; damaged: number }): string =>
  `${s.infantry.toFixed(1)} ${divisionShort('I')} · ${(s.armor + s.damaged).toFixed(1)} ${divisionShort('A')}`;
