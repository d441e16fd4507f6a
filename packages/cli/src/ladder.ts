/**
 * The bot ladder as pure logic: which games a round-robin plays, who sits where, one game played, and the
 * results folded into win rates with Wilson intervals. No printing and no threads, so the command, the
 * worker threads and the tests share it.
 */
import { playMatch } from '@warboard/bots';
import type { AnyGame, Seat } from '@warboard/core';
import type { BotMaker } from './bot-registry.js';
import { wilson } from './wilson.js';

/** Every unordered pair of the listed bots, in listed order: (a,b), (a,c), (b,c) … */
export function pairsOf(bots: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i < bots.length; i++) {
    for (let j = i + 1; j < bots.length; j++) pairs.push([bots[i] as string, bots[j] as string]);
  }
  return pairs;
}

/**
 * The bot in each seat for game `k` of the pair (a, b). Even games seat `a` alone against `players − 1`
 * copies of `b`, odd games the other way round, and the lone seat moves one place every two games, so
 * over any 2·players games each bot sits alone once in every seat. With two players this is simply
 * alternating sides: half the games each way.
 */
export function seating(a: string, b: string, k: number, players: number): string[] {
  const [lone, field] = k % 2 === 0 ? [a, b] : [b, a];
  const seat = Math.floor(k / 2) % players;
  return Array.from({ length: players }, (_, s) => (s === seat ? lone : field));
}

/** Game `k` of a pair gets its own seed, independent of which other bots are in the ladder. */
export const ladderSeed = (seed: string, a: string, b: string, k: number): string => `${seed}/${a}-${b}/${k}`;

export type LadderGame =
  | {
      readonly ok: true;
      readonly seating: readonly string[];
      /** null for a draw. */
      readonly winners: readonly Seat[] | null;
      readonly actions: number;
    }
  | { readonly ok: false; readonly seating: readonly string[]; readonly message: string };

/** Play one ladder game; a failure (an illegal bot move, an engine throw, no outcome) is returned as data. */
export function playLadderGame(
  game: AnyGame,
  makers: ReadonlyMap<string, BotMaker>,
  options: unknown,
  seed: string,
  seats: readonly string[],
): LadderGame {
  try {
    const bots = seats.map((name) => {
      const make = makers.get(name);
      if (make === undefined) throw new Error(`no bot '${name}' for ${game.id}`);
      return make(game);
    });
    const { outcome, actions } = playMatch(game, bots, options, seed);
    if (outcome === null) {
      return { ok: false, seating: seats, message: `no outcome within ${actions} actions` };
    }
    return { ok: true, seating: seats, winners: outcome.kind === 'win' ? outcome.winners : null, actions };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, seating: seats, message };
  }
}

/** A bot's results in the games where it held exactly one seat; draws are reported apart, not as wins. */
export interface BotRecord {
  readonly bot: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** wins / games: a draw counts as not won. */
  readonly winRate: number;
  /** 95% Wilson score interval of winRate. */
  readonly interval: readonly [number, number];
}

export interface PairRecord {
  readonly bots: readonly [string, string];
  readonly games: number;
  readonly errors: number;
  readonly draws: number;
  /** One record per bot of the pair, in the pair's order. */
  readonly results: readonly [BotRecord, BotRecord];
}

export interface LadderError {
  readonly index: number;
  readonly bots: readonly string[];
  readonly seed: string;
  readonly message: string;
}

export interface LadderCounts {
  readonly games: number;
  readonly errors: number;
  readonly errorSamples: readonly LadderError[];
  readonly actions: number;
  readonly pairs: readonly PairRecord[];
  /** One record per bot over all its pairs, best win rate first. */
  readonly standings: readonly BotRecord[];
}

const ERROR_SAMPLES = 5;

interface Count {
  games: number;
  wins: number;
  draws: number;
}

const record = (bot: string, c: Count): BotRecord => ({
  bot,
  games: c.games,
  wins: c.wins,
  draws: c.draws,
  losses: c.games - c.wins - c.draws,
  winRate: c.games > 0 ? c.wins / c.games : 0,
  interval: wilson(c.wins, c.games),
});

/** Folds ladder games, in game-index order, into pair and bot records. */
export class LadderTally {
  private games = 0;
  private errors = 0;
  private actions = 0;
  private readonly errorSamples: LadderError[] = [];
  private readonly pairs: { errors: number; draws: number; games: number; counts: [Count, Count] }[];
  private readonly bots = new Map<string, Count>();

  constructor(
    private readonly pairList: readonly (readonly [string, string])[],
    private readonly gamesPerPair: number,
    private readonly seed: string,
  ) {
    this.pairs = pairList.map(() => ({
      errors: 0,
      draws: 0,
      games: 0,
      counts: [
        { games: 0, wins: 0, draws: 0 },
        { games: 0, wins: 0, draws: 0 },
      ],
    }));
  }

  add(played: LadderGame, index: number): void {
    const p = Math.floor(index / this.gamesPerPair);
    const pair = this.pairs[p];
    const names = this.pairList[p];
    if (pair === undefined || names === undefined) throw new Error(`ladder game ${index} is out of range`);
    this.games++;
    pair.games++;
    if (!played.ok) {
      this.errors++;
      pair.errors++;
      if (this.errorSamples.length < ERROR_SAMPLES) {
        const seed = ladderSeed(this.seed, names[0], names[1], index % this.gamesPerPair);
        this.errorSamples.push({ index, bots: played.seating, seed, message: played.message });
      }
      return;
    }
    this.actions += played.actions;
    if (played.winners === null) pair.draws++;
    names.forEach((name, i) => {
      const seats = played.seating.flatMap((n, seat) => (n === name ? [seat] : []));
      if (seats.length !== 1) return; // only the lone seat measures a bot against the field
      const won = played.winners?.some((w) => seats.includes(w)) ?? false;
      for (const c of [pair.counts[i] as Count, this.botCount(name)]) {
        c.games++;
        if (won) c.wins++;
        else if (played.winners === null) c.draws++;
      }
    });
  }

  private botCount(name: string): Count {
    let c = this.bots.get(name);
    if (c === undefined) {
      c = { games: 0, wins: 0, draws: 0 };
      this.bots.set(name, c);
    }
    return c;
  }

  counts(): LadderCounts {
    const pairs = this.pairList.map((names, p): PairRecord => {
      const pair = this.pairs[p] as (typeof this.pairs)[number];
      return {
        bots: [names[0], names[1]],
        games: pair.games,
        errors: pair.errors,
        draws: pair.draws,
        results: [record(names[0], pair.counts[0]), record(names[1], pair.counts[1])],
      };
    });
    const listed = [...new Set(this.pairList.flat())];
    const standings = listed
      .map((name) => record(name, this.bots.get(name) ?? { games: 0, wins: 0, draws: 0 }))
      .sort((x, y) => y.winRate - x.winRate); // stable: equal rates keep the listed order
    return {
      games: this.games,
      errors: this.errors,
      errorSamples: [...this.errorSamples],
      actions: this.actions,
      pairs,
      standings,
    };
  }
}
