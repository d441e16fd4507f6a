import type { Seat } from '@warboard/core';
import { landingSides, repelSides } from './amphibious.js';
import { assaultSides, attackSides, counterSides, type Sides } from './attack.js';
import {
  defenderTurn,
  exchangeDice,
  frontLimit,
  hasReserve,
  type SideCount,
  type SideRights,
} from './battle-rules.js';
import { areAdjacent } from './map/index.js';
import { airSupport } from './rewards.js';
import { occupationDuty, peek } from './rows.js';
import { type BattleMode, type BattleSide, type Board, type Division, mapOf, type RowRef } from './state.js';

/**
 * A battle's rights and modifiers as the engine reads them, for anyone who shows or weighs a battle — the web
 * client's battle panel and odds, a bot — so that none of them re-derives a rule. Every answer comes from the
 * rules of battle-rules.ts and from the same board reading the engine's battle code uses (rows.ts, rewards.ts).
 * It takes a `Board`: a full state or any seat's view, with the same answer, as nothing here is hidden.
 */

/** One side of a battle: where it fights from, what it holds there, and what the rules allow it. */
export interface SideFacts {
  readonly seat: Seat;
  /** The row it fights from. */
  readonly row: RowRef;
  readonly front: readonly Division[];
  /** The divisions that may come forward (R5.9): the middle row behind that front, none when it is the middle row. */
  readonly reserve: readonly Division[];
  /** Armor under repair (R4.6); in the original it may come forward damaged (O8.10). */
  readonly rear: readonly Division[];
  /** Armor scores +1: head-on (R5.5), bombardment (O8.3); not a rear assault's defender (R5.14, O8.13). */
  readonly armorBonus: boolean;
  /** Freshly damaged armor may withdraw for repair (R5.8); not in a rear assault (R5.15), a counter-attack (R6.10), or by an invaded defender (R6.12). */
  readonly mayWithdraw: boolean;
  /**
   * It may bring divisions forward before the next exchange (R5.9, O8.10): the attacker whenever its front row
   * has room and a reserve waits; the defender when the engine will ask it (battle-rules `defenderTurn`: from the
   * second exchange on, or at once with an empty front row, FG13b).
   */
  readonly mayBringForward: boolean;
  /**
   * R8.1, O8.20: the attacker's territory was occupied this turn and holds no infantry on its other borders: its
   * last middle-row infantry will stay behind and cannot come forward (rows.ts `occupationDuty`).
   */
  readonly keepsInfantry: boolean;
  /** The "extra attack die" (O10.7) or "extra defense die" (O10.8) reward. */
  readonly extraDie: boolean;
  /** Air support, +1 (O10.4, O8.6): an occupied airfield of its owner on or next to where it fights. */
  readonly airSupport: boolean;
  /** Dice it rolls in the next exchange as the rows stand (R5.2–R5.3, O8.2, O8.4). */
  readonly dice: number;
}

export interface BattleFacts {
  readonly mode: BattleMode;
  readonly territory: string;
  /** Exchanges fought so far (0 before the first). */
  readonly exchanges: number;
  readonly attacker: SideFacts;
  readonly defender: SideFacts;
  /** The defender's territory is already invaded on another border (R6.12, O8.15): head-on attacks and landings. */
  readonly defenderInvaded: boolean;
  /** A head-on battle of an invader against the holder's row facing the border it came over (R5.1, R6.8). */
  readonly attackerInside: boolean;
  /** The holder's divisions on the territory's other borders (R6.9: with none, an invasion clears it); 0 when an invader or a coast force defends. */
  readonly defenderElsewhere: number;
}

interface Side {
  readonly seat: Seat;
  readonly front: RowRef;
  readonly rights: SideRights;
}

const count = (board: Board, ref: RowRef): SideCount => {
  const p = peek(board, ref);
  return { front: p.front.length, reserve: p.reserve.length, rear: p.rear.length };
};

const hasReward = (board: Board, seat: Seat, reward: string): boolean =>
  board.players[seat]?.rewards.includes(reward) ?? false;

const sideOf = (s: BattleSide): Side => ({
  seat: s.seat,
  front: s.front,
  rights: { bonus: s.bonus, canWithdraw: s.canWithdraw },
});

function facts(
  board: Board,
  mode: BattleMode,
  territory: string,
  exchanges: number,
  attacker: Side,
  defender: Side,
  defenderInvaded: boolean,
): BattleFacts {
  const ruleset = board.options.ruleset;
  const a = count(board, attacker.front);
  const d = count(board, defender.front);
  const extraAttack = hasReward(board, attacker.seat, 'extra-attack-die');
  const extraDefense = hasReward(board, defender.seat, 'extra-defense-die');
  const dice = exchangeDice(ruleset, a, d, extraAttack, extraDefense);
  const side = (
    s: Side,
    c: SideCount,
    extraDie: boolean,
    n: number,
    forward: boolean,
    keeps: boolean,
  ): SideFacts => {
    const p = peek(board, s.front);
    return {
      seat: s.seat,
      row: s.front,
      front: p.front.slice(),
      reserve: p.reserve.slice(),
      rear: p.rear.slice(),
      armorBonus: s.rights.bonus,
      mayWithdraw: s.rights.canWithdraw,
      mayBringForward: forward,
      keepsInfantry: keeps,
      extraDie,
      airSupport: airSupport(board, s) > 0,
      dice: c.front > 0 ? n : 0,
    };
  };
  const holderDefends = mode === 'head-on' || mode === 'rear-assault' || mode === 'landing';
  const fronts = board.territories[territory]?.home.fronts ?? {};
  const border = defender.front.kind === 'front' ? defender.front.border : null;
  let elsewhere = 0;
  if (holderDefends) for (const b in fronts) if (b !== border) elsewhere += fronts[b]?.length ?? 0;
  return {
    mode,
    territory,
    exchanges,
    attacker: side(
      attacker,
      a,
      extraAttack,
      dice.attacker,
      a.front < frontLimit(ruleset) && hasReserve(ruleset, a),
      occupationDuty(board, attacker.seat, attacker.front),
    ),
    defender: side(
      defender,
      d,
      extraDefense,
      dice.defender,
      defenderTurn(ruleset, exchanges, d) === 'forward',
      false,
    ),
    defenderInvaded,
    attackerInside: mode === 'head-on' && attacker.front.kind === 'invader',
    defenderElsewhere: elsewhere,
  };
}

const planned = (board: Board, territory: string, s: Sides | null): BattleFacts | null =>
  s ? facts(board, s.mode, territory, 0, sideOf(s.attacker), sideOf(s.defender), s.defenderInvaded) : null;

/** The battle under way, as it stands before its next exchange; null when no battle is being fought. */
export function battleFacts(board: Board): BattleFacts | null {
  const b = board.battle;
  if (!b) return null;
  // The rights were fixed when the battle began (battle-rules `battleRights`) and travel with its sides; whether
  // the defender counts as invaded elsewhere is read as it was then (attack.ts `attackSides`, `assaultSides`).
  const t = board.territories[b.territory];
  const border = b.defender.front.kind === 'front' ? b.defender.front.border : null;
  const inside = b.attacker.front.kind === 'invader';
  const others = t?.invaders.filter((i) => i.owner !== b.attacker.seat) ?? [];
  const invaded =
    b.mode === 'rear-assault' ||
    ((b.mode === 'head-on' || b.mode === 'landing') &&
      (inside
        ? others.some((i) => i.via !== border)
        : others.length > 0 || (b.stage !== 'retreat' && (t?.invaders.length ?? 0) > 0)));
  return facts(board, b.mode, b.territory, b.exchanges, sideOf(b.attacker), sideOf(b.defender), invaded);
}

/**
 * A head-on attack of `seat` from `from` across the land border into `to`, before it is declared (R5.1–R5.3):
 * what the battle would be as the rows stand (attack.ts `attackSides`). Null when `to` is not a neighbour held by
 * another player. Whether the attack is legal is `legalActions`' answer, not this one's.
 */
export function attackFacts(board: Board, seat: Seat, from: string, to: string): BattleFacts | null {
  if (!board.territories[from] || !areAdjacent(mapOf(board), from, to)) return null;
  return planned(board, to, attackSides(board, seat, from, to));
}

/**
 * An invader's attack on the holder's row `target` (a border, or 'middle') inside `territory`, before it is
 * declared: head-on against the row facing its border, a rear assault against any other (attack.ts
 * `assaultSides`). The rows as they stand, except that a revised rear assault seizes the rear row as it starts
 * (R5.14, R6.9): the odds calculator takes that from the mode (odds `launched`). Null without such an invader.
 */
export function assaultFacts(
  board: Board,
  seat: Seat,
  territory: string,
  target: string,
): BattleFacts | null {
  return planned(board, territory, assaultSides(board, seat, { territory, target }));
}

/** A landing of `seat`'s coast force on `territory`, before it is launched (amphibious.ts `landingSides`). */
export function landingFacts(board: Board, seat: Seat, territory: string): BattleFacts | null {
  return planned(board, territory, landingSides(board, seat, territory));
}

/** `seat`'s counter-attack on `target`'s invader in `territory` (R6.10), or its contest with it (R6.14). */
export function counterFacts(board: Board, seat: Seat, territory: string, target: Seat): BattleFacts | null {
  return planned(board, territory, counterSides(board, seat, territory, target));
}

/** The coast's holder attacking `target`'s force waiting on it (R7.3). */
export function repelFacts(board: Board, seat: Seat, territory: string, target: Seat): BattleFacts | null {
  return planned(board, territory, repelSides(board, seat, territory, target));
}
