/**
 * Glicko-2 ratings, computed by the `glicko2` package (Glickman's algorithm as published, not written here). Each
 * game that ends is one rating period of its own: every player's rating, deviation and volatility before it, the
 * results of every pair of its seats (the better place wins, the same place draws — a Frontline game's winners
 * against each of its losers, a draw among all), and the new values. A bot's seat has a fixed rating: it rates
 * the players it met and never moves itself.
 */
import { Glicko2 } from 'glicko2';

export interface Glicko {
  readonly rating: number;
  readonly rd: number;
  readonly vol: number;
}

/** A newcomer's rating (the package's and Glickman's defaults), and the system constant τ. */
export const GLICKO_SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;
export const NEWCOMER: Glicko = {
  rating: GLICKO_SETTINGS.rating,
  rd: GLICKO_SETTINGS.rd,
  vol: GLICKO_SETTINGS.vol,
};

/**
 * Each bot's fixed rating, the same in both games (docs/operations.md, "Ratings"): its place in the ladders of
 * docs/bots.md — random far below the heuristic, the search bots above it in the order of their budgets — at a
 * deviation that says it is an estimate. A bot without an entry counts as a newcomer who never moves.
 */
export const BOT_RATINGS: Readonly<Record<string, Glicko>> = {
  random: { rating: 800, rd: 60, vol: GLICKO_SETTINGS.vol },
  heuristic: { rating: 1300, rd: 60, vol: GLICKO_SETTINGS.vol },
  easy: { rating: 1400, rd: 60, vol: GLICKO_SETTINGS.vol },
  normal: { rating: 1550, rd: 60, vol: GLICKO_SETTINGS.vol },
  hard: { rating: 1700, rd: 60, vol: GLICKO_SETTINGS.vol },
};

export const botRating = (bot: string | null): Glicko => (bot && BOT_RATINGS[bot]) || NEWCOMER;

/** One seat of a finished game for the rating: its rating before, its place (1 best), fixed or not. */
export interface Entrant {
  readonly before: Glicko;
  readonly rank: number;
  readonly fixed: boolean;
}

/**
 * The rating after the game of every entrant that is not fixed, in the entrants' order (fixed ones: null).
 * Entrants of one place draw with each other; a game with a single place (a draw) is a draw between every pair.
 */
export function rate(entrants: readonly Entrant[]): (Glicko | null)[] {
  const system = new Glicko2(GLICKO_SETTINGS);
  const players = entrants.map((e) => system.makePlayer(e.before.rating, e.before.rd, e.before.vol));
  const places = [...new Set(entrants.map((e) => e.rank))].sort((a, b) => a - b);
  const race = system.makeRace(places.map((place) => players.filter((_, i) => entrants[i]?.rank === place)));
  system.updateRatings(race);
  return entrants.map((e, i) => {
    const p = players[i];
    return e.fixed || !p ? null : { rating: p.getRating(), rd: p.getRd(), vol: p.getVol() };
  });
}
