import type { Seat } from '@warboard/core';
import { boardCards } from './board.js';
import {
  checkDiscardKing,
  checkPlace,
  checkPrize,
  performDiscardKing,
  performPlace,
  performPrize,
  performRefill,
} from './deal.js';
import type { HorsemenEvent } from './events.js';
import { capture, compare, flip, move, stuckTurn, surrender } from './play.js';
import { type HorsemenRefusal, refusal } from './refusals.js';
import { moveRange } from './rules.js';
import { type HorsemenAction, type HorsemenState, LINE_COUNT, other, ROWS } from './types.js';

type Owed = { seat: Seat; kind: string };

/** The decisions owed now, by phase (H5, H9, H10, HF4, H19). */
export function owed(s: HorsemenState): Owed[] {
  switch (s.phase) {
    case 'deal':
      return s.players.flatMap((p, seat) => [
        ...(p.discardKing ? [{ seat: other(seat), kind: 'discard-king' }] : []),
        ...(p.refill ? [{ seat, kind: 'refill' }] : []),
      ]);
    case 'place':
      return s.players.flatMap((p, seat) => (p.hand.length > 0 ? [{ seat, kind: 'place' }] : []));
    case 'play':
      return [{ seat: s.toMove, kind: 'turn' }];
    case 'capture':
      return [{ seat: s.capture!.decider, kind: 'capture' }];
    case 'prize':
      return [{ seat: s.ending!.winner!, kind: 'prize' }];
    case 'over':
      return [];
  }
}

/** Which decision an action answers: an action is taken only by a seat that owes that decision. */
const KIND_OF: Record<HorsemenAction['type'], string> = {
  'discard-king': 'discard-king',
  refill: 'refill',
  place: 'place',
  flip: 'turn',
  move: 'turn',
  compare: 'turn',
  surrender: 'turn',
  pass: 'turn',
  'top-up': 'turn',
  capture: 'capture',
  prize: 'prize',
};

/** Why `seat` may not take `a` now, or null. The single source of truth for legality: legalActions filters with it. */
export function whyIllegal(
  s: HorsemenState,
  seat: Seat,
  a: HorsemenAction,
  decisions: readonly Owed[] = owed(s),
): HorsemenRefusal | null {
  const kind = KIND_OF[a.type];
  if (!decisions.some((d) => d.seat === seat && d.kind === kind)) {
    return s.phase === 'over'
      ? refusal('game-over', 'H19', 'the game is over')
      : refusal('not-your-decision', 'H10', `seat ${seat} does not owe a ${kind} decision now`);
  }
  switch (a.type) {
    case 'discard-king':
      return checkDiscardKing(s, seat, a.card);
    case 'refill':
      return null;
    case 'place':
      return checkPlace(s, seat, a);
    case 'flip':
      return flip.check(s, seat, a);
    case 'move':
      return move.check(s, seat, a);
    case 'compare':
      return compare.check(s, seat, a);
    case 'pass':
    case 'top-up':
      return checkStuck(s, seat, a.type);
    case 'surrender':
    case 'capture':
      return null;
    case 'prize':
      return checkPrize(s, seat, a);
  }
}

/** Carry out a legal action on a working copy of the state. */
export function perform(s: HorsemenState, seat: Seat, a: HorsemenAction, events: HorsemenEvent[]): void {
  switch (a.type) {
    case 'discard-king':
      performDiscardKing(s, seat, a.card, events);
      return;
    case 'refill':
      performRefill(s, seat, a.draw, events);
      return;
    case 'place':
      performPlace(s, seat, a, events);
      return;
    case 'flip':
      flip.perform(s, seat, a, events);
      return;
    case 'move':
      move.perform(s, seat, a, events);
      return;
    case 'compare':
      compare.perform(s, seat, a, events);
      return;
    case 'surrender':
      surrender.perform(s, seat, {}, events);
      return;
    case 'pass':
      stuckTurn.perform(s, seat, { topUp: false }, events);
      return;
    case 'top-up':
      stuckTurn.perform(s, seat, { topUp: true }, events);
      return;
    case 'capture':
      capture.perform(s, seat, a, events);
      return;
    case 'prize':
      performPrize(s, seat, a, events);
      return;
  }
}

/** Every action that might be legal for `seat` now; `legalActions` keeps those `whyIllegal` accepts. */
export function candidates(
  s: HorsemenState,
  seat: Seat,
  decisions: readonly Owed[] = owed(s),
): HorsemenAction[] {
  const kinds = new Set(decisions.filter((d) => d.seat === seat).map((d) => d.kind));
  const out: HorsemenAction[] = [];
  if (kinds.has('discard-king')) {
    for (const card of s.players[other(seat) as 0 | 1].hand) out.push({ type: 'discard-king', card });
  }
  if (kinds.has('refill')) out.push({ type: 'refill', draw: true }, { type: 'refill', draw: false });
  if (kinds.has('place')) {
    for (const card of s.players[seat as 0 | 1].hand) {
      for (let line = 0; line < LINE_COUNT; line++)
        for (const row of ROWS) out.push({ type: 'place', card, line, row });
    }
  }
  if (kinds.has('turn')) out.push(...turnCandidates(s, seat));
  if (kinds.has('capture')) out.push({ type: 'capture', take: true }, { type: 'capture', take: false });
  if (kinds.has('prize')) {
    out.push({ type: 'prize', take: 'chest' });
    for (const card of s.graveyard) out.push({ type: 'prize', take: 'card', card });
  }
  return out;
}

function turnCandidates(s: HorsemenState, seat: Seat): HorsemenAction[] {
  const out: HorsemenAction[] = [];
  for (const [card, at] of boardCards(s, seat)) {
    const row = ROWS[at.row];
    if (!card.faceUp) {
      out.push({ type: 'flip', line: at.line, row });
      continue;
    }
    const range = moveRange(s, card, at.line);
    for (let to = at.line - range; to <= at.line + range; to++) {
      if (to !== at.line && to >= 0 && to < LINE_COUNT) out.push({ type: 'move', line: at.line, row, to });
    }
  }
  for (let line = 0; line < LINE_COUNT; line++) out.push({ type: 'compare', line });
  if (s.options.stuck === 'pass') out.push({ type: 'pass' });
  if (s.options.stuck === 'top-up') out.push({ type: 'top-up' });
  out.push({ type: 'surrender' });
  return out;
}

/**
 * HG4: a player is stuck when no flip, move or compare is open to them (nothing face down, nothing they can
 * pay for). H10 allows no passing otherwise.
 */
export function isStuck(s: HorsemenState, seat: Seat): boolean {
  return turnCandidates(s, seat).every(
    (a) =>
      (a.type !== 'flip' && a.type !== 'move' && a.type !== 'compare') ||
      whyIllegal(s, seat, a, [{ seat, kind: 'turn' }]) !== null,
  );
}

/** HG4 options: passing or topping up is allowed only under its option, and only to a stuck player. */
function checkStuck(s: HorsemenState, seat: Seat, type: 'pass' | 'top-up'): HorsemenRefusal | null {
  const wanted = type === 'pass' ? 'pass' : 'top-up';
  if (s.options.stuck !== wanted)
    return refusal('no-passing', 'H10', `each turn is one flip, compare or move (option stuck: ${wanted})`);
  if (!isStuck(s, seat))
    return refusal('not-stuck', 'HG4', 'you can still flip, move or compare: H10 allows no passing');
  return null;
}
