import {
  err,
  isRngState,
  nextInt,
  nextU32,
  ok,
  type Result,
  type RngState,
  type RuleError,
  ruleError,
  type Seat,
  seedRng,
  shuffleInPlace,
} from '@warboard/core';
import { parseOptions } from './options.js';
import { currentPoints, fightingPoints } from './rules.js';
import { type Card, type HorsemenState, isKingValue, type KingValue, type PlayerState } from './types.js';

/**
 * A copy for one action, written out by hand (apply copies the state once per action: the hot path).
 * Cards are shared until written; callers that mutate cards use `edit` after `registerCopy`.
 */
export function cloneState(s: HorsemenState): HorsemenState {
  return {
    ...s,
    rng: { s: [...s.rng.s] },
    lines: [...s.lines],
    cards: { ...s.cards }, // shallow: cards are copied on write (copy-on-write.ts)
    cells: s.cells.map((lines) => lines.map((cells) => [...cells])),
    players: s.players.map((p) => ({ ...p, hand: [...p.hand], pile: [...p.pile] })) as [
      PlayerState,
      PlayerState,
    ],
    graveyard: [...s.graveyard],
    setAside: [...s.setAside],
    capture: s.capture ? { ...s.capture } : null,
    ending: s.ending ? { ...s.ending, prize: s.ending.prize ? { ...s.ending.prize } : null } : null,
  };
}

export const serialize = (s: HorsemenState): string => JSON.stringify(s);

/** Parse a serialized state, checking its shape and options; a corrupt text is refused, never trusted. */
export function parse(text: string): Result<HorsemenState, RuleError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return err(ruleError('bad-state', 'input', 'a saved Four Horsemen state is JSON'));
  }
  const s = data as HorsemenState;
  const shapeOk =
    typeof s === 'object' &&
    s !== null &&
    isRngState(s.rng) &&
    Array.isArray(s.lines) &&
    s.lines.length === 4 &&
    Array.isArray(s.cells) &&
    s.cells.length === 2 &&
    Array.isArray(s.players) &&
    s.players.length === 2 &&
    typeof s.cards === 'object' &&
    Array.isArray(s.graveyard);
  if (!shapeOk) return err(ruleError('bad-state', 'input', 'not a Four Horsemen state'));
  const options = parseOptions(s.options);
  if (!options.ok) return options;
  return ok(s);
}

/**
 * A state `viewer` cannot tell from `s` (null: a spectator). What the viewer cannot see is drawn again:
 * the PRNG; for each other player, which of their hidden soldiers sit in hand, in which face-down cell and in
 * the pile; the order of every pile, the viewer's own included; and the size of each other player's kings
 * while no card the viewer sees depends on it (rulebook §2.4). Kings stay in the zone they are in
 * (hand, board, pile), since the count of kings in play is public (H5).
 */
export function resample(s: HorsemenState, viewer: Seat | null, rng: RngState): HorsemenState {
  const next = cloneState(s); // resample moves card ids between slots only: cards themselves stay shared
  next.rng = seedRng(String(nextU32(rng)));
  for (const owner of [0, 1] as const) {
    if (owner !== viewer && nextInt(rng, 2) === 1) swapKingSizes(next, owner, viewer);
  }
  for (const seat of [0, 1] as const) {
    const p = next.players[seat];
    if (seat === viewer) {
      shuffleInPlace(rng, p.pile);
      continue;
    }
    const handSlots = p.hand.map((_, i) => ({ zone: 'hand' as const, i }));
    const boardSlots: { zone: 'board'; line: number; row: number }[] = [];
    next.cells[seat]!.forEach((cells, line) => {
      cells.forEach((id, row) => {
        if (id !== null && !next.cards[id]!.faceUp) boardSlots.push({ zone: 'board', line, row });
      });
    });
    const pileSlots = p.pile.map((_, i) => ({ zone: 'pile' as const, i }));
    type Slot = (typeof handSlots)[number] | (typeof boardSlots)[number] | (typeof pileSlots)[number];
    const read = (slot: Slot): string =>
      slot.zone === 'hand'
        ? p.hand[slot.i]!
        : slot.zone === 'pile'
          ? p.pile[slot.i]!
          : next.cells[seat]![slot.line]![slot.row]!;
    const write = (slot: Slot, id: string) => {
      if (slot.zone === 'hand') p.hand[slot.i] = id;
      else if (slot.zone === 'pile') p.pile[slot.i] = id;
      else next.cells[seat]![slot.line]![slot.row] = id;
    };
    const isKing = (slot: Slot) => isKingValue(next.cards[read(slot)]!.value);
    const allSlots: Slot[] = [...handSlots, ...boardSlots, ...pileSlots];
    const soldierSlots = allSlots.filter((slot) => !isKing(slot));
    const soldiers = shuffleInPlace(rng, soldierSlots.map(read));
    // Kings move only within their own zone.
    for (const zone of [handSlots, boardSlots, pileSlots] as Slot[][]) {
      const kings = zone.filter(isKing);
      const ids = kings.map(read);
      const shuffled = shuffleInPlace(rng, [...zone]);
      // Put the kings on random slots of their zone; the freed slots take soldiers below.
      const kingTargets = shuffled.slice(0, kings.length);
      for (const [k, slot] of kingTargets.entries()) write(slot, ids[k]!);
      for (const slot of shuffled.slice(kings.length)) write(slot, '');
    }
    let n = 0;
    for (const slot of allSlots) if (read(slot) === '') write(slot, soldiers[n++]!);
  }
  return next;
}

/**
 * Swap the sizes of `owner`'s kings (6 ↔ 12, both decks at once, so a deck pair stays valid) when the viewer
 * cannot tell: no king of theirs is shown (face up, or in the viewer's own hand or cells) or revealed, and
 * every card the viewer sees keeps its points (HF2's deduction depends on a king's size). Cards are copied,
 * never written in place: `next` shares them with the state it came from.
 */
function swapKingSizes(next: HorsemenState, owner: 0 | 1, viewer: Seat | null): void {
  const p = next.players;
  if (p.some((q) => q.kingRevealed && q.king !== null && next.cards[q.king]!.owner === owner)) return;
  const shown = visibleCards(next, viewer);
  if (shown.some(([c]) => c.owner === owner && isKingValue(c.value))) return;
  const before = shown.map(([c, line]) => pointsSeen(next, c, line));
  const flip = (k: number) => (k === 6 ? 12 : 6) as KingValue;
  const swapped = { ...next, cards: { ...next.cards } };
  for (const [id, card] of Object.entries(next.cards)) {
    if (card.owner !== owner) continue;
    swapped.cards[id] = {
      ...card,
      kingValue: flip(card.kingValue),
      value: isKingValue(card.value) ? flip(card.value) : card.value,
    };
  }
  const after = visibleCards(swapped, viewer).map(([c, line]) => pointsSeen(swapped, c, line));
  if (after.some((x, i) => x !== before[i])) return;
  next.cards = swapped.cards;
}

/** Every card `viewer` sees the face of, with its line (null off the board). */
function visibleCards(s: HorsemenState, viewer: Seat | null): [Card, number | null][] {
  const out: [Card, number | null][] = [];
  s.cells.forEach((lines, seat) => {
    lines.forEach((cells, line) => {
      for (const id of cells) {
        if (id === null) continue;
        const card = s.cards[id]!;
        if (card.faceUp || seat === viewer) out.push([card, line]);
      }
    });
  });
  for (const id of [...s.graveyard, ...s.setAside]) out.push([s.cards[id]!, null]);
  if (viewer !== null) for (const id of s.players[viewer as 0 | 1].hand) out.push([s.cards[id]!, null]);
  for (const q of s.players) if (q.discardKing) for (const id of q.hand) out.push([s.cards[id]!, null]);
  return out;
}

const pointsSeen = (s: HorsemenState, card: Card, line: number | null): string =>
  line === null ? `${card.value}` : `${currentPoints(s, card, line)}/${fightingPoints(s, card, line)}`;
