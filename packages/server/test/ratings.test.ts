/**
 * What a finished game gives the ratings (ratings/rated-game.ts), and Glicko-2 by the `glicko2` package
 * (ratings/glicko.ts): winners beat every other seat, a draw is a draw between all, a bot's fixed rating never
 * moves, and a casual game or a guest's seat rates nobody.
 */
import fc from 'fast-check';
import { Glicko2 } from 'glicko2';
import { describe, expect, it } from 'vitest';
import { BOT_RATINGS, GLICKO_SETTINGS, NEWCOMER, rate } from '../src/ratings/glicko.js';
import { ratedGameOf } from '../src/ratings/rated-game.js';
import type { SeatRow } from '../src/storage/storage.js';

const human = (seat: number, accountId: string | null): SeatRow => ({
  seat,
  kind: 'human',
  difficulty: null,
  tokenHash: `t${seat}`,
  name: null,
  accountId,
});
const bot = (seat: number, difficulty: string): SeatRow => ({
  seat,
  kind: 'bot',
  difficulty,
  tokenHash: null,
  name: null,
});
const rated = { decisionMs: 1000, fullReplay: false, rated: true } as const;

describe('a finished game for the ratings', () => {
  const win = (winners: number[]) => ({ kind: 'win' as const, winners, reason: 'test' });

  it('places winners first and everyone else second; a draw in one place', () => {
    const game = { id: 'g', type: 'frontline', settings: rated };
    const seats = [human(0, 'a'), human(1, 'b'), bot(2, 'hard')];
    expect(ratedGameOf(game, seats, win([1]), 5)).toEqual({
      gameId: 'g',
      game: 'frontline',
      at: 5,
      entrants: [
        { account: 'a', rank: 2 },
        { account: 'b', rank: 1 },
        { fixed: BOT_RATINGS.hard, rank: 2 },
      ],
    });
    const draw = ratedGameOf(game, seats, { kind: 'draw', reason: 'turn limit' }, 5);
    expect(draw?.entrants.map((e) => e.rank)).toEqual([1, 1, 1]);
  });

  it.each([
    ['a casual game', { decisionMs: 1000, fullReplay: false }, [human(0, 'a'), human(1, 'b')]],
    ['a guest in a seat', rated, [human(0, 'a'), human(1, null)]],
    ['bots only', rated, [bot(0, 'random'), bot(1, 'hard')]],
  ])('rates nobody for %s', (_why, settings, seats) => {
    expect(ratedGameOf({ id: 'g', type: 'toy', settings }, seats, win([0]), 5)).toBeNull();
  });

  it('rates nobody before the end', () => {
    expect(
      ratedGameOf({ id: 'g', type: 'toy', settings: rated }, [human(0, 'a'), human(1, 'b')], null, 5),
    ).toBeNull();
  });
});

describe('Glicko-2 from the glicko2 package', () => {
  it('rates a game of three exactly as the package rates its race: the winner against each loser', () => {
    const before = [
      { rating: 1500, rd: 200, vol: 0.06 },
      { rating: 1400, rd: 30, vol: 0.06 },
      { rating: 1550, rd: 100, vol: 0.06 },
    ];
    const after = rate(before.map((b, i) => ({ before: b, rank: i === 0 ? 1 : 2, fixed: false })));
    const system = new Glicko2(GLICKO_SETTINGS);
    const players = before.map((b) => system.makePlayer(b.rating, b.rd, b.vol));
    system.updateRatings(system.makeRace([[players[0]!], [players[1]!, players[2]!]]));
    expect(after).toEqual(players.map((p) => ({ rating: p.getRating(), rd: p.getRd(), vol: p.getVol() })));
  });

  it('never gives a fixed (bot) entrant a new rating', () => {
    const after = rate([
      { before: NEWCOMER, rank: 1, fixed: false },
      { before: BOT_RATINGS.normal!, rank: 2, fixed: true },
    ]);
    expect(after[1]).toBeNull();
    expect(after[0]?.rating).toBeGreaterThan(NEWCOMER.rating);
  });

  it('never rates a winner below where they started, nor a loser above, among equals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.nat(), (players, w) => {
        const winner = w % players;
        const after = rate(
          Array.from({ length: players }, (_, i) => ({
            before: NEWCOMER,
            rank: i === winner ? 1 : 2,
            fixed: false,
          })),
        );
        return after.every(
          (a, i) => (i === winner ? a!.rating > 1500 : a!.rating < 1500) && a!.rd < NEWCOMER.rd,
        );
      }),
    );
  });
});
