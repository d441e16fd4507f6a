/**
 * A tiny two-seat game for testing the contract machinery itself: each seat is dealt a hidden card,
 * both bet at the same time (simultaneous decisions), then the higher card wins. Variants with planted
 * defects prove the conformance suite catches them.
 */
import type { Game } from '../game.js';
import { nextInt, nextU32, type RngState, seedRng, shuffleInPlace } from '../prng.js';
import { ok } from '../result.js';
import { refuse, ruleError } from '../rule-error.js';

export interface ToyState {
  rng: RngState;
  cards: [number, number];
  deck: number[];
  bets: [number | null, number | null];
}
export type ToyAction = { type: 'bet'; amount: number };
export interface ToyView {
  seat: number | null;
  myCard: number | null;
  bets: (number | 'hidden' | null)[];
  revealed: [number, number] | null;
}

const done = (s: ToyState) => s.bets[0] !== null && s.bets[1] !== null;

export function makeToyGame(defect: 'none' | 'leaky-view' | 'mutates-input' | 'accepts-anything' = 'none') {
  const game: Game<ToyState, ToyAction, ToyView, { deckSize: number }> = {
    id: 'toy',
    rulesVersion: '1',
    capabilities: {
      minPlayers: 2,
      maxPlayers: 2,
      chance: true,
      hiddenInformation: true,
      simultaneousDecisions: true,
      outOfTurnDecisions: false,
      canDraw: true,
      maxActions: 2,
    },
    parseOptions(input) {
      const deckSize = (input as { deckSize?: unknown } | undefined)?.deckSize ?? 9;
      if (typeof deckSize !== 'number' || !Number.isInteger(deckSize) || deckSize < 2 || deckSize > 20) {
        return refuse('bad-option', 'input', 'deckSize must be an integer 2..20');
      }
      return ok({ deckSize });
    },
    setup(options, seed) {
      const rng = seedRng(seed);
      const deck = shuffleInPlace(
        rng,
        Array.from({ length: options.deckSize }, (_, i) => i + 1),
      );
      const cards: [number, number] = [deck.pop()!, deck.pop()!];
      return ok({ rng, cards, deck, bets: [null, null] });
    },
    playerCount: () => 2,
    pendingDecisions: (s) =>
      [0, 1].filter((seat) => s.bets[seat] === null).map((seat) => ({ seat, kind: 'bet' })),
    legalActions: (s, seat) =>
      s.bets[seat] === null ? [1, 2, 3].map((amount) => ({ type: 'bet' as const, amount })) : [],
    apply(s, seat, action) {
      const a = action as Partial<ToyAction> | null;
      if (defect !== 'accepts-anything') {
        if (typeof a !== 'object' || a === null || a.type !== 'bet' || Object.keys(a).length !== 2) {
          return refuse('malformed', 'input', 'expected {type:"bet", amount}');
        }
        if (typeof a.amount !== 'number' || ![1, 2, 3].includes(a.amount)) {
          return refuse('bad-amount', 'T1', 'bet 1, 2 or 3');
        }
        if (seat !== 0 && seat !== 1) return refuse('no-seat', 'turn', 'no such seat');
        if (s.bets[seat] !== null) return refuse('not-your-turn', 'turn', 'you have bet already');
      }
      const next = defect === 'mutates-input' ? s : structuredClone(s);
      next.bets[seat === 1 ? 1 : 0] = typeof a?.amount === 'number' ? a.amount : 1;
      return ok({ state: next, events: [{ type: 'bet', seat }] });
    },
    standingOrder: (s, seat) => (s.bets[seat] === null ? { type: 'bet', amount: 1 } : null),
    view(s, seat) {
      const revealed = done(s) ? s.cards : null;
      return {
        seat,
        myCard: seat === null ? null : s.cards[seat]!,
        bets: s.bets.map((b, i) => (b === null ? null : done(s) || i === seat ? b : 'hidden')),
        revealed: defect === 'leaky-view' ? s.cards : revealed,
      };
    },
    outcome(s) {
      if (!done(s)) return null;
      if (s.cards[0] === s.cards[1]) return { kind: 'draw', reason: 'equal cards' };
      return { kind: 'win', winners: [s.cards[0] > s.cards[1] ? 0 : 1], reason: 'higher card' };
    },
    serialize: (s) => JSON.stringify(s),
    parse(text) {
      try {
        return ok(JSON.parse(text) as ToyState);
      } catch {
        return { ok: false, error: ruleError('bad-state', 'input', 'not JSON') };
      }
    },
    resample(s, seat, rng) {
      const next = structuredClone(s);
      next.rng = seedRng(String(nextU32(rng)));
      if (done(s)) return next;
      const hidden = [...next.deck];
      for (const i of [0, 1]) if (i !== seat) hidden.push(next.cards[i]!);
      shuffleInPlace(rng, hidden);
      for (const i of [0, 1]) {
        if (i !== seat) next.cards[i] = hidden.pop()!;
        if (i !== seat && next.bets[i] !== null) next.bets[i] = nextInt(rng, 3) + 1;
      }
      next.deck = hidden;
      return next;
    },
    seatTags: () => ({}),
    isConcession: () => false,
    describeAction: (a) => `bet ${a.amount}`,
  };
  return game;
}
