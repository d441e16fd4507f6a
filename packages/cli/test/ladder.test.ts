import { describe, expect, it } from 'vitest';
import { type LadderGame, LadderTally, pairsOf, seating } from '../src/ladder.js';

describe('ladder: pairs and seats', () => {
  it('pairs every bot with every other once, in listed order', () => {
    expect(pairsOf(['a', 'b', 'c'])).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(pairsOf(['a'])).toEqual([]);
  });

  it('alternates sides with two players: half the games each way', () => {
    const games = Array.from({ length: 8 }, (_, k) => seating('a', 'b', k, 2));
    expect(games.filter((s) => s[0] === 'a')).toHaveLength(4);
    for (const s of games) expect([...s].sort()).toEqual(['a', 'b']);
  });

  it('with more players, seats each bot alone once in every seat over 2 × players games', () => {
    for (const players of [3, 4, 6]) {
      const games = Array.from({ length: 2 * players }, (_, k) => seating('a', 'b', k, players));
      for (const bot of ['a', 'b']) {
        const loneSeats = games
          .filter((s) => s.filter((n) => n === bot).length === 1)
          .map((s) => s.indexOf(bot))
          .sort();
        expect(loneSeats).toEqual(Array.from({ length: players }, (_, seat) => seat));
      }
    }
  });
});

describe('ladder: tally', () => {
  const win = (seating: string[], winner: number): LadderGame => ({
    ok: true,
    seating,
    winners: [winner],
    actions: 10,
  });

  it('counts wins, draws apart from wins, and errors apart from both', () => {
    const tally = new LadderTally([['a', 'b']], 4, 's');
    tally.add(win(['a', 'b'], 0), 0);
    tally.add(win(['b', 'a'], 1), 1);
    tally.add({ ok: true, seating: ['a', 'b'], winners: null, actions: 5 }, 2);
    tally.add({ ok: false, seating: ['b', 'a'], message: 'boom' }, 3);
    const c = tally.counts();
    expect(c.games).toBe(4);
    expect(c.errors).toBe(1);
    expect(c.errorSamples).toEqual([{ index: 3, bots: ['b', 'a'], seed: 's/a-b/3', message: 'boom' }]);
    const [a, b] = c.pairs[0]?.results ?? [];
    expect(a).toMatchObject({ bot: 'a', games: 3, wins: 2, draws: 1, losses: 0, winRate: 2 / 3 });
    expect(b).toMatchObject({ bot: 'b', games: 3, wins: 0, draws: 1, losses: 2, winRate: 0 });
    expect(c.pairs[0]).toMatchObject({ games: 4, errors: 1, draws: 1 });
    expect(c.standings.map((r) => r.bot)).toEqual(['a', 'b']);
  });

  it('measures a bot only where it sits alone against the field', () => {
    const tally = new LadderTally([['a', 'b']], 2, 's');
    tally.add(win(['a', 'b', 'b'], 0), 0); // a alone, and wins
    tally.add(win(['b', 'a', 'a'], 2), 1); // b alone; one of the two a's wins
    const [a, b] = tally.counts().pairs[0]?.results ?? [];
    expect(a).toMatchObject({ games: 1, wins: 1 });
    expect(b).toMatchObject({ games: 1, wins: 0, losses: 1 });
  });

  it('adds up every pair of a bot in the standings, best first', () => {
    const tally = new LadderTally(
      [
        ['a', 'b'],
        ['a', 'c'],
        ['b', 'c'],
      ],
      1,
      's',
    );
    tally.add(win(['a', 'b'], 1), 0);
    tally.add(win(['a', 'c'], 1), 1);
    tally.add(win(['b', 'c'], 1), 2);
    const standings = tally.counts().standings;
    expect(standings.map((r) => [r.bot, r.games, r.wins])).toEqual([
      ['c', 2, 2],
      ['b', 2, 1],
      ['a', 2, 0],
    ]);
    expect(standings[0]?.interval[1]).toBe(1);
  });
});
