import type { Seat } from '@warboard/core';
import {
  battleRights,
  defenderTurn,
  exchangeDice,
  frontLimit,
  hasReserve,
  type SideCount,
  type SideRights,
} from './battle-rules.js';
import { areAdjacent } from './map/index.js';
import { airSupport } from './rewards.js';
import { peek } from './rows.js';
import { type BattleMode, type Board, type Division, mapOf, type RowRef } from './state.js';

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
  const side = (s: Side, c: SideCount, extraDie: boolean, n: number, forward: boolean): SideFacts => {
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
    ),
    defender: side(
      defender,
      d,
      extraDefense,
      dice.defender,
      defenderTurn(ruleset, exchanges, d) === 'forward',
    ),
    defenderInvaded,
    defenderElsewhere: elsewhere,
  };
}

/** The battle under way, as it stands before its next exchange; null when no battle is being fought. */
export function battleFacts(board: Board): BattleFacts | null {
  const b = board.battle;
  if (!b) return null;
  // The rights were fixed when the battle began (battle-rules `battleRights`) and travel with its sides.
  const at = (s: typeof b.attacker): Side => ({
    seat: s.seat,
    front: s.front,
    rights: { bonus: s.bonus, canWithdraw: s.canWithdraw },
  });
  const invaded =
    b.mode === 'rear-assault' || ((b.mode === 'head-on' || b.mode === 'landing') && !b.defender.canWithdraw);
  return facts(board, b.mode, b.territory, b.exchanges, at(b.attacker), at(b.defender), invaded);
}

/**
 * A head-on attack of `seat` from `from` across the land border into `to`, before it is declared (R5.1–R5.3):
 * what the battle would be as the rows stand. Null when `to` is not a neighbour held by another player. Whether the attack
 * is legal is `legalActions`' answer, not this one's.
 */
export function attackFacts(board: Board, seat: Seat, from: string, to: string): BattleFacts | null {
  const target = board.territories[to];
  if (!board.territories[from] || !areAdjacent(mapOf(board), from, to)) return null;
  if (!target || target.holder === null || target.holder === seat) return null;
  const invaded = target.invaders.length > 0;
  const rights = battleRights('head-on', board.options, invaded);
  return facts(
    board,
    'head-on',
    to,
    0,
    { seat, front: { kind: 'front', territory: from, border: to }, rights: rights.attacker },
    { seat: target.holder, front: { kind: 'front', territory: to, border: from }, rights: rights.defender },
    invaded,
  );
}
