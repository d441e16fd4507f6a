import type { Seat } from '@warboard/core';
import { cardAt, isLine, lineHasFaceDown } from './board.js';
import { edit } from './copy-on-write.js';
import { endTurn } from './end-turn.js';
import type { HorsemenEvent } from './events.js';
import { cardRef, checkCivilWar, checkKings, endGame, kill } from './lifecycle.js';
import { type HorsemenRefusal, refusal } from './refusals.js';
import {
  allegiance,
  compareCost,
  compareScore,
  currentPoints,
  hasSkill,
  moveCost,
  moveRange,
} from './rules.js';
import { type Card, type HorsemenState, isKingValue, other, type Row, rowIndex } from './types.js';

type Play<T> = {
  check: (s: HorsemenState, seat: Seat, a: T) => HorsemenRefusal | null;
  perform: (s: HorsemenState, seat: Seat, a: T, events: HorsemenEvent[]) => void;
};

const isRow = (row: unknown): row is Row => row === 'front' || row === 'back';

function ownCard(s: HorsemenState, seat: Seat, line: number, row: Row): Card | HorsemenRefusal {
  if (!isLine(line) || !isRow(row)) return noSuchCell();
  const card = cardAt(s, seat, line, rowIndex(row));
  return (
    card ??
    refusal('empty-cell', 'H14', `you have no card at line ${line} ${row}`, { line: s.lines[line]!, row })
  );
}

/** H14: four lines (0–3), each with a front and a back row. */
export const noSuchCell = (): HorsemenRefusal =>
  refusal('no-such-cell', 'H14', 'lines are 0–3, rows front or back');

/** H11: a face-down card does nothing until flipped. */
const faceDown = (): HorsemenRefusal => refusal('face-down', 'H11', 'a card acts only after it is flipped');

const isError = (x: Card | HorsemenRefusal): x is HorsemenRefusal => 'code' in x;

/** H11: flipping is free and reveals a face-down card of your own. */
export const flip: Play<{ line: number; row: Row }> = {
  check(s, seat, a) {
    const card = ownCard(s, seat, a.line, a.row);
    if (isError(card)) return card;
    return card.faceUp ? refusal('already-face-up', 'H11', 'that card is already face up') : null;
  },
  perform(s, seat, a, events) {
    const card = edit(s, cardAt(s, seat, a.line, rowIndex(a.row))!.id);
    card.faceUp = true;
    card.fresh = true; // HG9: it starts to feel its line from its next turn
    if (s.players[seat as 0 | 1].king === card.id) s.players[seat as 0 | 1].kingRevealed = true;
    events.push({ type: 'flipped', seat, line: a.line, row: a.row, card: cardRef(card) });
    if (!checkCivilWar(s, seat, events)) endTurn(s, events);
  },
};

/** H13: one cell left or right on the same row (more for HU5, HF2, HF1), never into or across face-down cards (H11). */
export const move: Play<{ line: number; row: Row; to: number }> = {
  check(s, seat, a) {
    const card = ownCard(s, seat, a.line, a.row);
    if (isError(card)) return card;
    if (!card.faceUp) return faceDown();
    if (!isLine(a.to) || a.to === a.line)
      return refusal('bad-destination', 'H13', 'move to another line, 0–3');
    const distance = Math.abs(a.to - a.line);
    const range = moveRange(s, card, a.line);
    if (distance > range)
      return refusal('too-far', 'H13', `this card moves at most ${range} cell(s)`, { cells: range });
    const step = Math.sign(a.to - a.line);
    for (let l = a.line + step; l !== a.to + step; l += step) {
      if (lineHasFaceDown(s, l))
        return refusal(
          'face-down-line',
          'H11',
          `line ${l} holds a face-down card: no flipped card may enter or cross it`,
          { line: s.lines[l]! },
        );
      if (cardAt(s, seat, l, rowIndex(a.row)))
        return refusal('cell-occupied', 'H13', `your ${a.row} cell on line ${l} is taken`, {
          line: s.lines[l]!,
          row: a.row,
        });
    }
    const cost = moveCost(s, card, a.line, a.to);
    if (cost > s.players[seat as 0 | 1].fund)
      return refusal('cannot-pay', 'H6', `moving costs ${cost} chips`, { cost });
    return null;
  },
  perform(s, seat, a, events) {
    const r = rowIndex(a.row);
    const card = edit(s, cardAt(s, seat, a.line, r)!.id);
    const paid = moveCost(s, card, a.line, a.to);
    pay(s, seat, paid);
    s.cells[seat]![a.line]![r] = null;
    s.cells[seat]![a.to]![r] = card.id;
    card.fresh = true;
    if (s.lines[a.line] === 'famine') card.hunger = 0; // H16: leaving Famine restores all points at once
    if (s.lines[a.line] === 'death') {
      card.deathStay = 0;
      card.refunded = 0;
    }
    events.push({ type: 'moved', seat, card: cardRef(card), from: a.line, to: a.to, row: a.row, paid });
    endTurn(s, events);
  },
};

/** H12: the front cards of one line compare; the larger wins (H15 War +3 to the attacker). */
export const compare: Play<{ line: number }> = {
  check(s, seat, a) {
    if (!isLine(a.line)) return refusal('no-such-line', 'H14', 'lines are 0–3');
    const mine = cardAt(s, seat, a.line, 0);
    const theirs = cardAt(s, other(seat), a.line, 0);
    if (!mine || !theirs)
      return refusal('no-opponent', 'H12', 'a compare needs a front card on each side of the line');
    if (!mine.faceUp) return faceDown();
    if (!theirs.faceUp) return refusal('immune', 'H11', 'a face-down card is immune to everything');
    const cost = compareCost(s, mine, a.line);
    if (cost > s.players[seat as 0 | 1].fund)
      return refusal('cannot-pay', 'H6', `this compare costs ${cost} chips`, { cost });
    return null;
  },
  perform(s, seat, a, events) {
    const attacker = cardAt(s, seat, a.line, 0)!;
    const defender = cardAt(s, other(seat), a.line, 0)!;
    const paid = compareCost(s, attacker, a.line);
    pay(s, seat, paid);
    const att = compareScore(s, seat, a.line, true).total;
    const def = compareScore(s, other(seat), a.line, false).total;
    const winner = decide(s, seat, a.line, att, def);
    events.push({
      type: 'compared',
      seat,
      line: a.line,
      attacker: cardRef(attacker),
      defender: cardRef(defender),
      scores: [att, def],
      winner: winner === 'tie-both-die' ? 'tie' : winner,
      paid,
    });
    if (winner === 'tie') {
      endTurn(s, events);
      return;
    }
    if (winner === 'tie-both-die') {
      kill(s, attacker, 'compare', events);
      kill(s, defender, 'compare', events);
      if (!checkKings(s, [attacker, defender], events)) endTurn(s, events);
      return;
    }
    const [won, lost] = winner === 'attacker' ? [attacker, defender] : [defender, attacker];
    rewardZeal(s, won, a.line);
    if (canCapture(s, won, lost, a.line)) {
      s.phase = 'capture';
      s.capture = { decider: won.controller, card: lost.id, line: a.line };
      return;
    }
    kill(s, lost, 'compare', events);
    if (!checkKings(s, [lost], events)) endTurn(s, events);
  },
};

/** HG5 ties (option), and the Reaper skill on the Death line (HG11). */
function decide(s: HorsemenState, seat: Seat, line: number, att: number, def: number) {
  if (att > def) return 'attacker' as const;
  if (def > att) return 'defender' as const;
  if (s.lines[line] === 'death') {
    const reaperA = hasSkill(s, seat, 'reaper');
    const reaperD = hasSkill(s, other(seat), 'reaper');
    if (reaperA !== reaperD) return reaperA ? ('attacker' as const) : ('defender' as const);
  }
  return s.options.tie === 'both-die' ? ('tie-both-die' as const) : ('tie' as const);
}

/** HF1 same faction: the winner gets +3 or an extra move in its controller's next turn. */
function rewardZeal(s: HorsemenState, won: Card, line: number): void {
  const a = allegiance(s, won, line);
  if (a?.faction === 'war' && a.same)
    edit(s, won.id).zealTurn = s.turn + (won.controller === s.toMove ? 2 : 1);
}

/**
 * HF4 different faction: a losing card under the Scavengers' clause may be taken by the winner's player,
 * paying its points, into the winner's back cell — never on the Death line, where the loser always dies (H17).
 */
function canCapture(s: HorsemenState, won: Card, lost: Card, line: number): boolean {
  // HG12 (H4 「弒王為勝」): a king is never captured — a losing king dies, and the game with it.
  if (isKingValue(lost.value)) return false;
  const a = allegiance(s, lost, line);
  if (a?.faction !== 'death' || a.same || s.lines[line] === 'death') return false;
  if (cardAt(s, won.controller, line, 1) !== null) return false;
  return s.players[won.controller as 0 | 1].fund >= currentPoints(s, lost, line);
}

export const capture: Play<{ take: boolean }> = {
  check: () => null,
  perform(s, seat, a, events) {
    const pending = s.capture!;
    const card = edit(s, pending.card);
    s.capture = null;
    s.phase = 'play';
    if (!a.take) {
      kill(s, card, 'compare', events);
      if (!checkKings(s, [card], events)) endTurn(s, events);
      return;
    }
    const paid = currentPoints(s, card, pending.line);
    pay(s, seat, paid);
    s.cells[card.controller]![pending.line]![0] = null;
    card.controller = seat;
    card.fresh = true;
    card.deathStay = 0;
    card.refunded = 0;
    card.zealTurn = -1;
    s.cells[seat]![pending.line]![1] = card.id;
    events.push({ type: 'captured', card: cardRef(card), by: seat, line: pending.line, paid });
    if (!checkCivilWar(s, seat, events)) endTurn(s, events);
  },
};

export const surrender: Play<Record<string, never>> = {
  check: () => null,
  perform(s, seat, _a, events) {
    endGame(s, other(seat), 'surrender', events);
  },
};

/**
 * HG4 options for a stuck player (H7 「資金池:儲放未動用資金，可於遊戲中變動」): `stuck: 'pass'` passes the turn;
 * `stuck: 'top-up'` takes `topUp` chips from the bank (H2 「一百以上籌碼」) into the fund pool. Either is the
 * turn's action: the line effects and the stalemate count (HG14) run as after any action.
 */
export const stuckTurn: Play<{ topUp: boolean }> = {
  check: () => null,
  perform(s, seat, a, events) {
    if (a.topUp) {
      s.players[seat as 0 | 1].fund += s.options.topUp;
      events.push({ type: 'topped-up', seat, chips: s.options.topUp });
    } else {
      events.push({ type: 'passed', seat });
    }
    endTurn(s, events);
  },
};

/** H6: chips go from the fund pool to the war chest. */
function pay(s: HorsemenState, seat: Seat, chips: number): void {
  const p = s.players[seat as 0 | 1];
  p.fund -= chips;
  p.chest += chips;
}
