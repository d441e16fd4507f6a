import { type AnyGame, seedRng } from '@warboard/core';
import { type FrontlineState, frontline } from '@warboard/frontline';
import { describe, expect, it } from 'vitest';
import {
  type Bot,
  type BotFailure,
  frontlineHeuristic,
  frontlineMcts,
  guardBot,
  playMatch,
  randomBot,
} from '../src/index.js';

const game = frontline as unknown as AnyGame;
/** A small search budget: the tests check behaviour, the ladder measures strength. */
const search = () => frontlineMcts('search', { iterations: 4 });
const bots: Record<string, () => Bot> = {
  random: () => randomBot(game),
  heuristic: () => frontlineHeuristic(),
  search,
};

interface Position {
  state: FrontlineState;
  seat: number;
  kind: string;
}

/**
 * Positions from seeded games of the heuristic against random bots (which offer trades and attack at random), 2 and
 * 4 players: turns in every phase, battles, defender decisions, damaged armor, retreats and trade answers.
 */
function samplePositions(): Position[] {
  const out: Position[] = [];
  for (let g = 0; g < 4; g++) {
    const players = g % 2 === 0 ? 2 : 4;
    const options = frontline.parseOptions({ players });
    if (!options.ok) throw new Error(options.error.message);
    const setup = frontline.setup(options.value, `fl-bots/${g}`);
    if (!setup.ok) throw new Error(setup.error.message);
    let state = setup.value;
    const seats = Array.from({ length: players }, (_, s) =>
      s === 0 ? frontlineHeuristic() : randomBot(game),
    );
    const rng = seedRng(`fl-bots-driver/${g}`);
    for (let i = 0; i < 900 && !state.outcome; i++) {
      const d = frontline.pendingDecisions(state)[0]!;
      const rare = d.kind !== 'turn';
      if (rare ? out.filter((p) => p.kind === d.kind).length < 6 : i % 23 === 5) {
        out.push({ state, seat: d.seat, kind: `${d.kind === 'turn' ? state.turn.phase : d.kind}` });
      }
      const action = seats[d.seat]!.choose(frontline.view(state, d.seat), d.seat, rng);
      const r = frontline.apply(state, d.seat, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
    }
  }
  return out;
}

describe('Frontline bots', () => {
  const positions = samplePositions();
  /** The search bot, slower, is asked at every other position (still every kind of decision). */
  const sampled = (name: string) => (name === 'search' ? positions.filter((_, i) => i % 2 === 0) : positions);

  it('the sampled positions cover every phase and every decision owed out of turn (FG15)', () => {
    const kinds = new Set(positions.map((p) => p.kind));
    for (const kind of ['draft', 'attack', 'maneuver', 'battle', 'defend', 'damaged', 'retreat', 'trade'])
      expect(kinds).toContain(kind);
  });

  it.each(Object.keys(bots))(
    '%s answers every decision of its seat with a legal action, from its view alone',
    (name) => {
      for (const { state, seat } of positions) {
        const action = bots[name]!().choose(frontline.view(state, seat), seat, seedRng('choice'));
        const r = frontline.apply(state, seat, action);
        expect(r.ok, `${name} in ${JSON.stringify(action)}`).toBe(true);
      }
    },
  );

  it.each(['heuristic', 'search'])(
    '%s does not cheat: re-drawing what its seat cannot see (hands, deck, dice) leaves its choice unchanged',
    (name) => {
      const redraw = seedRng('redraw');
      let changed = 0;
      for (const { state, seat } of sampled(name)) {
        const other = frontline.resample(state, seat, redraw);
        if (frontline.serialize(other) !== frontline.serialize(state)) changed++;
        const a = bots[name]!().choose(frontline.view(state, seat), seat, seedRng('same-bot-seed'));
        const b = bots[name]!().choose(frontline.view(other, seat), seat, seedRng('same-bot-seed'));
        expect(b).toEqual(a);
      }
      expect(changed).toBe(sampled(name).length); // the PRNG at least is always redrawn
    },
  );

  it('the heuristic fills every seat of 2- to 6-player games, and they end in a few rounds (O2.1, FG6)', () => {
    for (let players = 2; players <= 6; players++) {
      const games = Array.from({ length: 6 }, (_, i) => {
        const seats = Array.from({ length: players }, () => frontlineHeuristic());
        return playMatch(game, seats, { players }, `fill/${players}/${i}`);
      });
      for (const r of games) expect(r.outcome).not.toBeNull();
      // By three objectives and capital within 2,400 actions (random bots need about that many at 4 players).
      // One game in six may run long: at 6 players about one in fifteen still does (docs/bots.md).
      const quick = games.filter((r) => r.outcome?.kind === 'win' && r.actions < 2_400);
      expect(quick.length, `${players} players`).toBeGreaterThanOrEqual(5);
    }
  });

  it('the search bot fills both seats of a game', () => {
    const r = playMatch(game, [search(), search()], { players: 2 }, 'fill/search');
    expect(r.outcome).not.toBeNull();
  });

  it('the heuristic and the search bot beat random bots (6 seeded games each, seats alternating)', () => {
    const wins = { heuristic: 0, search: 0 };
    for (let g = 0; g < 6; g++) {
      const me = g % 2;
      for (const name of ['heuristic', 'search'] as const) {
        const seats = [randomBot(game), randomBot(game)];
        seats[me] = name === 'heuristic' ? frontlineHeuristic() : frontlineMcts('search', { iterations: 8 });
        const r = playMatch(game, seats, { players: 2 }, `strength/${g}`);
        if (r.outcome?.kind === 'win' && r.outcome.winners.includes(me)) wins[name]++;
      }
    }
    expect(wins.heuristic).toBeGreaterThanOrEqual(5);
    expect(wins.search).toBeGreaterThanOrEqual(5);
  });

  it('a failing bot never breaks the game: the fallback answers and the failure is reported', () => {
    const failures: BotFailure[] = [];
    const broken: Bot = {
      name: 'broken',
      choose(_view, seat) {
        if (seat === 0) throw new Error('out of memory');
        return { type: 'no-such-action' };
      },
    };
    const seats = [0, 1].map(() => guardBot(game, broken, (f) => failures.push(f), frontlineHeuristic()));
    const r = playMatch(game, seats, { players: 2 }, 'guard');
    expect(r.outcome).not.toBeNull();
    expect(failures.some((f) => f.kind === 'threw' && f.answeredBy === 'heuristic')).toBe(true);
    expect(failures.some((f) => f.kind === 'illegal' && f.seat === 1)).toBe(true);
    // Without a fallback bot, the game's standing order answers (FG15).
    const standing = guardBot(game, broken, (f) => failures.push(f));
    const s = positions[0]!;
    expect(
      frontline.apply(s.state, s.seat, standing.choose(frontline.view(s.state, s.seat), s.seat, seedRng('g')))
        .ok,
    ).toBe(true);
    expect(failures.at(-1)?.answeredBy).toBe('standing-order');
  });
});
