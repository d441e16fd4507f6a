import { canonicalJson, pickActingSeat, randomAction, seedRng } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { type FrontlineState, frontline, REWARD_DECK } from '../src/index.js';

const determinize = frontline.determinize!;

/** States along one seeded random game, one every `every` actions, the last one included. */
function statesAlong(ruleset: 'revised' | 'original', players: number, seed: string, every = 7) {
  // The designer preset's card for every territory newly occupied (O11.1) fills the hands there are to redraw.
  const options = frontline.parseOptions({
    ruleset,
    players,
    turnLimit: 6,
    stepsPerTurn: 40,
    preset: 'designer',
  });
  if (!options.ok) throw new Error(options.error.message);
  const setup = frontline.setup(options.value, seed);
  if (!setup.ok) throw new Error(setup.error.message);
  const rng = seedRng(`driver/${seed}`);
  const out: FrontlineState[] = [];
  let s = setup.value;
  for (let step = 0; ; step++) {
    if (step % every === 0) out.push(s);
    const seat = pickActingSeat(frontline, s, rng);
    if (seat === null) break;
    const next = frontline.apply(s, seat, randomAction(frontline, s, seat, rng));
    if (!next.ok) throw new Error(next.error.message);
    s = next.value.state;
  }
  out.push(s);
  return out;
}

const sortedKeys = (actions: readonly unknown[]) => actions.map((a) => canonicalJson(a)).sort();
const cardsInPlay = (s: FrontlineState) =>
  [...s.deck, ...s.discard, ...s.players.flatMap((p) => p.hand)].sort();

describe.each(['revised', 'original'] as const)('determinize, %s ruleset', (ruleset) => {
  const states = statesAlong(ruleset, 4, `determinize-${ruleset}`);
  const rng = seedRng(`determinize-${ruleset}`);

  it('rebuilds a state whose view and legal actions are those of the real one, for every seat', () => {
    for (const s of states) {
      for (let seat = 0; seat < s.players.length; seat++) {
        const view = frontline.view(s, seat);
        const built = determinize(view, seat, rng);
        expect(JSON.stringify(frontline.view(built, seat))).toBe(JSON.stringify(view));
        expect(sortedKeys(frontline.legalActions(built, seat))).toEqual(
          sortedKeys(frontline.legalActions(s, seat)),
        );
        expect(frontline.pendingDecisions(built)).toEqual(frontline.pendingDecisions(s));
        expect(frontline.parse(frontline.serialize(built)).ok).toBe(true);
      }
    }
  });

  it('FG10: keeps every territory card exactly once, the hand sizes and the deck size', () => {
    for (const s of states) {
      const built = determinize(frontline.view(s, 1), 1, rng);
      expect(cardsInPlay(built)).toEqual(cardsInPlay(s));
      expect(built.players.map((p) => p.hand.length)).toEqual(s.players.map((p) => p.hand.length));
      expect(built.deck.length).toBe(s.deck.length);
      expect(built.players[1]!.hand).toEqual(s.players[1]!.hand);
    }
  });

  it('FG10: redraws the other hands and the deck order instead of copying them', () => {
    const late = states.filter((s) => s.players.some((p, seat) => seat !== 0 && p.hand.length > 1));
    expect(late.length).toBeGreaterThan(0);
    let differs = 0;
    for (const s of late) {
      const a = determinize(frontline.view(s, 0), 0, rng);
      const b = determinize(frontline.view(s, 0), 0, rng);
      if (canonicalJson([a.players, a.deck]) !== canonicalJson([b.players, b.deck])) differs++;
    }
    expect(differs).toBeGreaterThan(late.length / 2);
  });

  it('FG5: the reward deck is the full deck less the rewards won, and the PRNG is drawn afresh', () => {
    for (const s of states) {
      const built = determinize(frontline.view(s, 2), 2, rng);
      const won = built.players.flatMap((p) => p.rewards);
      expect([...built.rewardDeck, ...won].sort()).toEqual([...REWARD_DECK].sort());
      expect(built.rewardDeck.length).toBe(s.rewardDeck.length);
      expect(built.rng).not.toEqual(s.rng);
    }
  });

  it('FG19: depends on the view alone: a resampled state with the same view rebuilds the same way', () => {
    const resampler = seedRng('resampler');
    for (const s of states.slice(0, 12)) {
      const other = frontline.resample(s, 3, resampler);
      const a = determinize(frontline.view(s, 3), 3, seedRng('same'));
      const b = determinize(frontline.view(other, 3), 3, seedRng('same'));
      expect(frontline.serialize(a)).toBe(frontline.serialize(b));
    }
  });
});

describe('determinize with a card trade open (FG12)', () => {
  it('keeps the card on offer in its offerer’s hand, whoever looks', () => {
    const options = frontline.parseOptions({ players: 3 });
    const setup = options.ok ? frontline.setup(options.value, 'determinize-offer') : null;
    if (!setup?.ok) throw new Error('setup refused');
    const s = structuredClone(setup.value);
    s.players[0]!.hand = ['alaska', 'brazil'];
    s.players[1]!.hand = ['peru', 'egypt', 'japan'];
    s.deck = s.deck.filter((c) => !['alaska', 'brazil', 'peru', 'egypt', 'japan'].includes(c));
    s.offer = { from: 0, to: 1, give: 'brazil', askStars: 1, more: [], askMore: [], got: [] };
    for (const seat of [1, 2]) {
      const view = frontline.view(s, seat);
      const built = determinize(view, seat, seedRng(`offer-${seat}`));
      expect(built.players[0]!.hand).toContain('brazil');
      expect(JSON.stringify(frontline.view(built, seat))).toBe(JSON.stringify(view));
      expect(sortedKeys(frontline.legalActions(built, seat))).toEqual(
        sortedKeys(frontline.legalActions(s, seat)),
      );
    }
  });
});
