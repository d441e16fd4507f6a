/**
 * The exact odds offered before an attack and during a battle, from the engine's own calculator (`odds` in
 * @warboard/frontline, docs/odds.md), run in the browser: it is pure and small, and it ships in the board's lazy
 * chunk. The battle's rows, rights and modifiers are the engine's own reading of the seat's view (`attackFacts`,
 * `assaultFacts`, `landingFacts`, `battleFacts`, turned into the calculator's question by `engagementFromFacts`): this
 * module only hands them over. Policies are the calculator's defaults: both sides
 * fill the front from the middle row, damaged armor fights on, the attacker fights to the end.
 */
import {
  assaultFacts,
  attackFacts,
  type BattleFacts,
  battleFacts,
  engagementFromFacts,
  type FrontlineAction,
  type FrontlineView,
  landingFacts,
  type Odds,
  odds,
} from '@warboard/frontline';
import { divisionShort } from './labels.js';

function oddsOf(view: FrontlineView, facts: BattleFacts): Odds | null {
  if (facts.attacker.front.length + facts.attacker.reserve.length === 0) return null;
  try {
    return odds(engagementFromFacts(view, facts));
  } catch {
    return null; // a force beyond the calculator's size or shape: the panel says there are no odds
  }
}

/** Odds of `from` (held by `seat`) attacking `to` across a land border, before the first exchange. */
export function attackOdds(view: FrontlineView, seat: number, from: string, to: string): Odds | null {
  const facts = attackFacts(view, seat, from, to);
  return facts ? oddsOf(view, facts) : null;
}

/**
 * Odds of a landing (R7.1) or of an invader's attack on a row inside the territory — head-on against the row facing
 * it, a rear assault otherwise (R5.1, R5.12) — before it is launched, with the kind of battle it would be; null for
 * any other action.
 */
export function launchOdds(
  view: FrontlineView,
  seat: number,
  a: FrontlineAction,
): { odds: Odds; mode: BattleFacts['mode'] } | null {
  const facts =
    a.type === 'land'
      ? landingFacts(view, seat, a.territory)
      : a.type === 'assault'
        ? assaultFacts(view, seat, a.territory, a.target)
        : null;
  const o = facts ? oddsOf(view, facts) : null;
  return facts && o ? { odds: o, mode: facts.mode } : null;
}

/** Odds of the battle under way, from where it stands now. */
export function battleOdds(view: FrontlineView): Odds | null {
  const facts = battleFacts(view);
  return facts ? oddsOf(view, facts) : null;
}

/**
 * At a retreat prompt (R8.4), the invaded defender's odds of holding out where it stands: the invader's assault on
 * each row still in the territory — head-on or from behind, as the engine reads it (`assaultFacts`) — and the
 * defender's chance against the most dangerous one. Null when the prompt is not this seat's or no odds are known.
 */
export function holdOdds(view: FrontlineView, seat: number): { defenderWins: number } | null {
  const b = view.battle;
  if (b?.stage !== 'retreat' || b.defender.seat !== seat) return null;
  const t = view.territories[b.territory];
  if (!t?.invaders.some((i) => i.owner === b.attacker.seat)) return null;
  const rows = [
    ...Object.entries(t.home.fronts)
      .filter(([, row]) => row.length > 0)
      .map(([border]) => border),
    ...(t.home.middle.length > 0 ? ['middle'] : []),
  ];
  let worst: number | null = null;
  for (const target of rows) {
    const facts = assaultFacts(view, b.attacker.seat, b.territory, target);
    const o = facts ? oddsOf(view, facts) : null;
    if (o) worst = Math.min(worst ?? 1, o.defenderWins);
  }
  return worst === null ? null : { defenderWins: worst };
}

export const percent = (p: number): string => `${(p * 100).toFixed(1)} %`;

/** Expected survivors, with the divisions' short names of the current language (Inf, Arm / 步, 裝). */
export const survivorsText = (s: { infantry: number; armor: number; damaged: number }): string =>
  `${s.infantry.toFixed(1)} ${divisionShort('I')} · ${(s.armor + s.damaged).toFixed(1)} ${divisionShort('A')}`;
