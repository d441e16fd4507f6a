/**
 * The exact odds offered before an attack and during a battle, from the engine's own calculator (`odds` in
 * @warboard/frontline, docs/odds.md), run in the browser: it is pure and small, and it ships in the board's lazy
 * chunk. This module only reads the rows off the seat's view and the battle's modifiers off the public facts
 * (rewards, airfields); the calculator applies the rules. Policies are the calculator's defaults: both sides fill
 * the front from the middle row, damaged armor fights on, the attacker fights to the end.
 */
import {
  type BattleKind,
  engagement,
  type Force,
  type FrontlineView,
  MAPS,
  type Odds,
  odds,
  type RowRef,
  type Territory,
} from '@warboard/frontline';

const map = MAPS.classic!;

const hasInfantry = (t: Territory | undefined) =>
  !!t && (t.home.middle.includes('I') || Object.values(t.home.fronts).some((r) => r.includes('I')));

/** O10.4 as the engine reads it: an occupied airfield of the seat on the battle's territory or next to it. */
function air(view: FrontlineView, seat: number, where: string): boolean {
  const fields = view.players[seat]?.airfields ?? [];
  return fields.some(
    (f) =>
      view.territories[f]?.holder === seat &&
      hasInfantry(view.territories[f]) &&
      (f === where || (map.neighbors[f] ?? []).includes(where)),
  );
}

/** The defender's divisions on its territory's other borders: with none, an invasion clears it (R6.9). */
const elsewhere = (t: Territory, border: string | null): number =>
  Object.entries(t.home.fronts).reduce((n, [b, row]) => n + (b === border ? 0 : row.length), 0);

const hasReward = (view: FrontlineView, seat: number, reward: string) =>
  view.players[seat]?.rewards.includes(reward) ?? false;

function safely(run: () => Odds): Odds | null {
  try {
    return run();
  } catch {
    return null; // a force beyond the calculator's size or shape: the panel says there are no odds
  }
}

/** Odds of `from` (held by `seat`) attacking `to` across a land border, before the first exchange. */
export function attackOdds(view: FrontlineView, seat: number, from: string, to: string): Odds | null {
  const a = view.territories[from];
  const d = view.territories[to];
  if (!a || !d || d.holder === null) return null;
  const attacker: Force = { front: a.home.fronts[to] ?? [], middle: a.home.middle, rear: a.home.rear.length };
  const defender: Force = {
    front: d.home.fronts[from] ?? [],
    middle: d.home.middle,
    rear: d.home.rear.length,
  };
  return safely(() =>
    odds(
      engagement({
        ruleset: view.options.ruleset,
        kind: 'head-on',
        attacker,
        defender,
        defenderInvaded: d.invaders.length > 0,
        defenderElsewhere: elsewhere(d, from),
        extraAttackDie: hasReward(view, seat, 'extra-attack-die'),
        extraDefenseDie: hasReward(view, d.holder!, 'extra-defense-die'),
        attackerAir: air(view, seat, to),
        defenderAir: air(view, d.holder!, to),
      }),
    ),
  );
}

/** The rows a battle side fights from, as the view shows them. */
function forceOf(view: FrontlineView, ref: RowRef): Force | null {
  const t = view.territories[ref.territory];
  if (!t) return null;
  if (ref.kind === 'front')
    return { front: t.home.fronts[ref.border] ?? [], middle: t.home.middle, rear: t.home.rear.length };
  if (ref.kind === 'middle') return { front: t.home.middle, middle: [], rear: t.home.rear.length };
  const forces = ref.kind === 'coast' ? t.coast : t.invaders;
  const f = forces.find((x) => x.owner === ref.owner);
  return f ? { front: f.front, middle: f.middle, rear: f.rear.length } : null;
}

/** The defender holds the territory in these kinds of battle; otherwise it is an invader or a coast force. */
const HOLDER_DEFENDS: readonly BattleKind[] = ['head-on', 'rear-assault', 'landing'];

/** Odds of the battle under way, from where it stands now. */
export function battleOdds(view: FrontlineView): Odds | null {
  const b = view.battle;
  if (!b) return null;
  const attacker = forceOf(view, b.attacker.front);
  const defender = forceOf(view, b.defender.front);
  const kind: BattleKind = b.mode;
  if (!attacker || !defender) return null;
  if (attacker.front.length + attacker.middle.length === 0) return null;
  return safely(() =>
    odds(
      engagement({
        ruleset: view.options.ruleset,
        kind,
        attacker,
        defender,
        defenderInvaded: (kind === 'head-on' || kind === 'landing') && !b.defender.canWithdraw,
        underWay: b.exchanges > 0, // before the next exchange both sides may bring forward (R5.9)
        defenderElsewhere: HOLDER_DEFENDS.includes(kind)
          ? elsewhere(
              view.territories[b.territory]!,
              b.defender.front.kind === 'front' ? b.defender.front.border : null,
            )
          : 0,
        extraAttackDie: hasReward(view, b.attacker.seat, 'extra-attack-die'),
        extraDefenseDie: hasReward(view, b.defender.seat, 'extra-defense-die'),
        attackerAir: air(view, b.attacker.seat, b.territory),
        defenderAir: air(view, b.defender.seat, b.territory),
      }),
    ),
  );
}

export const percent = (p: number): string => `${(p * 100).toFixed(1)} %`;

export const survivorsText = (s: { infantry: number; armor: number; damaged: number }): string =>
  `${s.infantry.toFixed(1)} I · ${(s.armor + s.damaged).toFixed(1)} A`;
