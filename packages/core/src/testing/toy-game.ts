/**
 * The toy game every package's tests play, for testing the contract machinery itself rather than any
 * game's rules. Its `rules` choose what a test needs:
 * - `bet` (the default): each seat is dealt a hidden card, both bet at the same time (simultaneous
 *   decisions), then the higher card wins. Variants with a planted `defect` prove the conformance suite
 *   catches them.
 * - `race` (race-rules.ts): a game of any length for 2–4 seats, with seat tags, event fields and draws.
 * - `secrets` (secrets-rules.ts): events only one seat may see.
 */
import type { Game } from '../game.js';
import { nextInt, nextU32, type RngState, seedRng, shuffleInPlace } from '../prng.js';
import { ok } from '../result.js';
import { refuse } from '../rule-error.js';
import { raceRules } from './race-rules.js';
import { secretsRules } from './secrets-rules.js';
import { parseJsonState, TOY_CAPABILITIES } from './toy-parts.js';

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

export type ToyDefect = 'none' | 'leaky-view' | 'mutates-input' | 'accepts-anything' | 'stray-refusal';
export type ToyGame = Game<ToyState, ToyAction, ToyView, { deckSize: number }>;

export function makeToyGame(options?: { rules?: 'bet'; defect?: ToyDefect }): ToyGame;
export function makeToyGame(options: { rules: 'race' }): typeof raceRules;
export function makeToyGame(options: { rules: 'secrets' }): typeof secretsRules;
export function makeToyGame(
  options: { rules?: 'bet' | 'race' | 'secrets'; defect?: ToyDefect } = {},
): ToyGame | typeof raceRules | typeof secretsRules {
  if (options.rules === 'race') return { ...raceRules };
  if (options.rules === 'secrets') return { ...secretsRules };
  return betGame(options.defect ?? 'none');
}

function betGame(defect: ToyDefect): ToyGame {
  const game: ToyGame = {
    id: 'toy',
    rulesVersion: '1',
    capabilities: { ...TOY_CAPABILITIES, simultaneousDecisions: true },
    // The stray-refusal defect answers with a code its catalogue does not list (no client has a sentence for it).
    refusals:
      defect === 'stray-refusal'
        ? { 'bad-amount': {}, 'no-seat': {}, 'not-your-turn': {} }
        : { malformed: {}, 'bad-amount': {}, 'no-seat': {}, 'not-your-turn': {} },
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
    parse: parseJsonState<ToyState>,
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
