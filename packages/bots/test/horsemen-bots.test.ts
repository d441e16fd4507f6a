import { type AnyGame, randomAction, seedRng } from '@warboard/core';
import { horsemen } from '@warboard/horsemen';
import { describe, expect, it } from 'vitest';
import { type Bot, horsemenHeuristic, horsemenSearch, playMatch, randomBot } from '../src/index.js';

const game = horsemen as unknown as AnyGame;
const bots: Record<string, () => Bot> = {
  random: () => randomBot(game),
  heuristic: () => horsemenHeuristic(),
  'ismcts-easy': () => horsemenSearch('easy'),
};

/** Positions from seeded random play, at every phase of the game. */
function samplePositions(count: number) {
  const out: { state: unknown; seat: number }[] = [];
  const o = horsemen.parseOptions({});
  if (!o.ok) throw new Error();
  for (let g = 0; out.length < count; g++) {
    const start = horsemen.setup(o.value, `bots/${g}`);
    if (!start.ok) throw new Error();
    let s = start.value;
    const rng = seedRng(`bots-driver/${g}`);
    for (let i = 0; i < 60 && horsemen.outcome(s) === null; i++) {
      const seat = horsemen.pendingDecisions(s)[0]!.seat;
      if (i % 7 === 3) out.push({ state: s, seat });
      const r = horsemen.apply(s, seat, randomAction(game, s, seat, rng));
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
  }
  return out;
}

describe('Four Horsemen bots', () => {
  const positions = samplePositions(24);

  it.each(Object.keys(bots))('%s chooses a legal action from its view alone', (name) => {
    for (const { state, seat } of positions) {
      const action = bots[name]!().choose(game.view(state, seat), seat, seedRng('choice'));
      expect(game.apply(state, seat, action).ok).toBe(true);
    }
  });

  it.each(Object.keys(bots))(
    '%s does not cheat: re-drawing what its seat cannot see leaves its choice unchanged',
    (name) => {
      const redraw = seedRng('redraw');
      for (const { state, seat } of positions) {
        const other = game.resample(state, seat, redraw);
        expect(game.serialize(other)).not.toBe(game.serialize(state)); // the hidden part really changed
        const a = bots[name]!().choose(game.view(state, seat), seat, seedRng('same-bot-seed'));
        const b = bots[name]!().choose(game.view(other, seat), seat, seedRng('same-bot-seed'));
        expect(b).toEqual(a);
      }
    },
  );

  it('bots answer every decision of their seat and can fill all seats (deal, placement, captures, prize)', () => {
    for (let g = 0; g < 6; g++) {
      const result = playMatch(game, [horsemenHeuristic(), randomBot(game)], {}, `fill/${g}`);
      expect(result.outcome).not.toBeNull();
    }
  });

  it('the search bot beats the random bot (10 seeded games, seats alternating)', () => {
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      const search = horsemenSearch('easy');
      const seats = g % 2 === 0 ? [search, randomBot(game)] : [randomBot(game), search];
      const r = playMatch(game, seats, {}, `strength/${g}`);
      if (r.outcome?.kind === 'win' && r.outcome.winners.includes(g % 2)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(8);
  });
});
