import { nextInt, nextU32, type RngState, type Seat, seedRng, shuffleInPlace } from '@warboard/core';
import { standardDeck } from './deck.js';
import { kingDeduction } from './rules.js';
import {
  type Card,
  FACTIONS,
  type Faction,
  type HorsemenState,
  isKingValue,
  type KingValue,
  LINE_COUNT,
  newCard,
  type PlayerState,
} from './types.js';
import type { CardView, HorsemenView } from './view.js';

/**
 * A full state consistent with what `seat` sees: the state a bot may search without looking at anything
 * its seat cannot see (determinization, for Information-Set MCTS). Known cards are copied from the view;
 * unknown ones are drawn from the decks the opponent plausibly brought — standard decks (HG1) of their
 * king's faction and one other, the other faction taken from cards already seen when there are any.
 */
export function determinize(view: HorsemenView, seat: Seat, rng: RngState): HorsemenState {
  const cards: Record<string, Card> = {};
  // Kings' sizes the view does not give away are guessed once, and every card drawn agrees with the guess.
  // (A shown card — face up, or the viewer's own face down — may give a size away through HF2.)
  const armyKing = ([0, 1] as const).map(
    (x) => armyKingSeen(view, x) ?? (nextInt(rng, 2) === 0 ? 6 : 12),
  ) as KingValue[];
  const famineKing = ([0, 1] as const).map(
    (x) =>
      famineKingSeen(view, x) ??
      (view.players[x].faction === 'famine' ? armyKing[x]! : armyKing[x] === 6 ? 12 : 6),
  ) as KingValue[];
  // A card's own deck's king: the view shows it on the viewer's cards only; it matters for HF2 under the
  // line reading, where only Refugee-coloured cards are reduced by it.
  const deckKing = (c: CardView): KingValue =>
    c.kingValue ?? (c.faction === 'famine' ? famineKing[c.owner]! : armyKing[c.owner]!);
  const put = (c: CardView, faceUp: boolean) => {
    cards[c.id] = {
      id: c.id,
      owner: c.owner,
      controller: c.controller,
      value: c.value,
      faction: c.faction,
      kingValue: deckKing(c),
      faceUp,
      fresh: c.fresh,
      hunger: c.hunger,
      sickness: c.sickness,
      sickLine: c.sickLine,
      deathStay: c.deathStay,
      refunded: c.refunded,
      zealTurn: c.zealTurn,
    };
    return c.id;
  };
  const cells: (string | null)[][][] = [0, 1].map(() =>
    Array.from({ length: LINE_COUNT }, () => [null, null]),
  );
  const hidden: { seat: Seat; line: number; row: number }[] = [];
  view.board.forEach((lines, owner) => {
    lines.forEach((row, line) => {
      row.forEach((cell, r) => {
        if (cell === null) return;
        if (cell.card) cells[owner]![line]![r] = put(cell.card, cell.faceUp);
        else hidden.push({ seat: owner, line, row: r });
      });
    });
  });
  const graveyard = view.graveyard.map((c) => put(c, true));
  const setAside = view.setAside.map((c) => put(c, true));
  const hand = view.hand.map((c) => put(c, false));
  const shown = view.players.map((p) => p.shownKings.map((c) => put(c, false)));

  const players = view.players.map((p, i): PlayerState => {
    const mine = i === seat;
    return {
      faction: p.faction,
      king: p.king?.id ?? null,
      kingRevealed: mine ? kingRevealedOwn(view, i) : p.king !== null,
      fund: p.fund,
      chest: p.chest,
      hand: mine ? hand : [...shown[i]!],
      pile: [],
      discardKing: p.shownKings.length > 0,
      refill: view.decisions.some((d) => d.kind === 'refill' && d.seat === i),
    };
  }) as [PlayerState, PlayerState];

  fillUnknown(view, seat, cards, cells, hidden, players, armyKing, rng);
  return {
    rng: seedRng(String(nextU32(rng))),
    options: { ...view.options, decks: 'random' },
    lines: [...view.lines],
    phase: view.phase,
    cards,
    cells,
    players,
    graveyard,
    setAside,
    toMove: view.toMove,
    turn: view.turn,
    quiet: view.quiet,
    capture: view.capture
      ? { decider: view.capture.decider, card: view.capture.card.id, line: view.capture.line }
      : null,
    ending: view.ending ? { ...view.ending } : null,
  };
}

/** Whether the opponent has seen our king: it is face up, or it was shown to draw an extra one out (H5). */
function kingRevealedOwn(view: HorsemenView, seat: Seat): boolean {
  const king = view.players[seat as 0 | 1].king;
  if (!king) return false;
  const onBoard = view.board[seat]!.flat().some((c) => c?.faceUp && c.card.id === king.id);
  return onBoard || view.setAside.some((c) => c.owner === seat && isKingValue(c.value));
}

/** A card the viewer has not seen, as determinize imagines it: who brought it, its face. */
interface Unseen {
  owner: 0 | 1;
  value: number;
  faction: Faction;
}

/**
 * Draw the cards the viewer cannot see: the opponents' face-down cells and hands, and every pile. They come
 * from the decks each player plausibly brought, less the cards seen; under the shared deal (H5) from both
 * players' decks together, so a hand or a pile may hold either player's cards.
 */
function fillUnknown(
  view: HorsemenView,
  viewer: Seat,
  cards: Record<string, Card>,
  cells: (string | null)[][][],
  hidden: { seat: Seat; line: number; row: number }[],
  players: [PlayerState, PlayerState],
  armyKing: readonly KingValue[],
  rng: RngState,
): void {
  const pools = ([0, 1] as const).map((owner) => plausibleCards(view, owner, cards, armyKing[owner]!, rng));
  const shared = view.options.deal === 'shared';
  const poolOf = (seat: 0 | 1) => (shared ? pools[0]! : pools[seat]!);
  if (shared) {
    pools[0]!.push(...pools[1]!);
    pools[1] = pools[0]!;
  }
  for (const pool of new Set(pools)) shuffleInPlace(rng, pool);
  let n = 0;
  const make = (u: Unseen, holder: 0 | 1, id = `u${n++}`): string => {
    const deckKing =
      u.faction === view.players[u.owner].faction ? armyKing[u.owner]! : armyKing[u.owner] === 6 ? 12 : 6;
    cards[id] = { ...newCard(id, u.owner, u.value, u.faction, deckKing as KingValue), controller: holder };
    return id;
  };
  const take = (pool: Unseen[], king: boolean, faction?: Faction | null): Unseen | undefined => {
    const i = pool.findIndex(
      (u) => isKingValue(u.value) === king && (faction == null || u.faction === faction),
    );
    return i < 0 ? undefined : pool.splice(i, 1)[0];
  };
  const filler = (seat: 0 | 1): Unseen =>
    take(poolOf(seat), false) ?? { owner: seat, value: 1, faction: view.players[seat].faction ?? 'war' };
  for (const seat of [0, 1] as const) {
    if (seat === viewer) continue;
    const p = view.players[seat];
    const player = players[seat];
    const slots = hidden.filter((h) => h.seat === seat);
    const handSlots = p.handSize - player.hand.length;
    // The one king in play (H5) stands in a face-down cell or in the hand unless it is seen already.
    const kingSeen =
      (p.king !== null && cards[p.king.id] !== undefined) ||
      player.hand.some((id) => isKingValue(cards[id]!.value));
    const inPlay = slots.length + handSlots;
    const kingSlot = !kingSeen && inPlay > 0 && p.faction !== null ? nextInt(rng, inPlay) : -1;
    const draw = (slot: number): string => {
      if (slot !== kingSlot) return make(filler(seat), seat);
      const king = take(poolOf(seat), true, p.faction) ?? {
        owner: seat,
        value: armyKing[seat]!,
        faction: p.faction ?? 'war',
      };
      const id = make({ ...king, value: armyKing[seat]! }, seat, p.king?.id ?? `u${seat}k`);
      player.king = id;
      return id;
    };
    slots.forEach((h, i) => {
      cells[seat]![h.line]![h.row] = draw(i);
    });
    for (let i = 0; i < handSlots; i++) player.hand.push(draw(slots.length + i));
  }
  for (const seat of [0, 1] as const) {
    const pool = poolOf(seat);
    for (let i = 0; i < view.players[seat].pileSize; i++) {
      const u = pool.pop() ?? filler(seat);
      players[seat].pile.push(make(u, seat));
    }
  }
}

/**
 * The size of `seat`'s king when the view gives it away: shown, or read off HF2's permanent reduction
 * (−1 small, −2 big) of the face-up cards it governs — under 'army' a Refugee army's cards of other colours,
 * under 'colour' Refugee-coloured cards in a foreign army. Points are floored (at 1 by the deduction, at 0
 * by hunger and disease), so one card may fit both sizes; together they usually settle it.
 */
function armyKingSeen(view: HorsemenView, seat: 0 | 1): KingValue | undefined {
  const p = view.players[seat];
  if (p.king) return p.king.value as KingValue;
  const scope = view.options.factionScope;
  if (scope === 'line' || p.faction === null) return undefined;
  const reduced = (c: CardView) =>
    scope === 'army'
      ? p.faction === 'famine' && c.faction !== 'famine'
      : c.faction === 'famine' && p.faction !== 'famine';
  const cards = view.board[seat]!.flat().flatMap((cell) =>
    cell?.card && reduced(cell.card) ? [cell.card] : [],
  );
  return settle(cards);
}

/** Under 'line': the size of the king of `owner`'s Refugee deck, read off its cards reduced away from the Famine line. */
function famineKingSeen(view: HorsemenView, owner: 0 | 1): KingValue | undefined {
  if (view.options.factionScope !== 'line') return undefined;
  const cards = view.board.flatMap((lines) =>
    lines.flatMap((cells, line) =>
      view.lines[line] === 'famine'
        ? []
        : cells.flatMap((cell) =>
            cell?.card && cell.card.faction === 'famine' && cell.card.owner === owner ? [cell.card] : [],
          ),
    ),
  );
  return settle(cards);
}

/** The one king size that explains the points of every card reduced by it (HF2), if only one does. */
function settle(reduced: readonly CardView[]): KingValue | undefined {
  const sizes = ([6, 12] as const).filter((k) =>
    reduced.every(
      (c) => Math.max(0, c.value - kingDeduction(c.value, k) - c.hunger - c.sickness) === c.points,
    ),
  );
  return sizes.length === 1 ? sizes[0] : undefined;
}

/**
 * The cards `owner` plausibly brought and the viewer has not seen: two standard decks (HG1) of their king's
 * faction and one other (the one seen among their cards, if any), one small and one big king, less every card
 * of theirs already in `cards`.
 */
function plausibleCards(
  view: HorsemenView,
  owner: 0 | 1,
  cards: Record<string, Card>,
  king: KingValue,
  rng: RngState,
): Unseen[] {
  const faction = view.players[owner].faction ?? 'war';
  const known = Object.values(cards).filter((c) => c.owner === owner);
  const others = FACTIONS.filter((f) => f !== faction);
  const second = known.find((c) => c.faction !== faction)?.faction ?? others[nextInt(rng, others.length)]!;
  const decks = [standardDeck(faction, king), standardDeck(second, king === 6 ? 12 : 6)];
  const pool: Unseen[] = decks.flatMap((d) =>
    [...d.soldiers, d.king].map((value) => ({ owner, value, faction: d.faction })),
  );
  for (const c of known) {
    let i = pool.findIndex((u) => u.value === c.value && u.faction === c.faction);
    if (i < 0) i = pool.findIndex((u) => u.value === c.value);
    if (i >= 0) pool.splice(i, 1);
  }
  return pool;
}
