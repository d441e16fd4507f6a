/**
 * The measurements behind `npm run bench`, kept here (typed, tested for shape) so bench/run.js only loops
 * over the registered games and prints. Everything is measured side by side in one process on one core:
 * absolute numbers depend on the machine, the ratio of `apply` to a plain structuredClone of the same
 * states does much less, so it is the number to watch.
 */
import { type Game, type GameEvent, nextInt, type Seat, seedRng } from '@warboard/core';
import { gameSeeds, playOne } from './play-one.js';

export interface MeasureConfig {
  /** Wall-clock budget of the random-games phase, in seconds. */
  readonly seconds: number;
  /** …but at least this many games, so a row of long games still rests on more than one. */
  readonly minGames: number;
  /** How many (state, seat, action) steps, sampled uniformly from the games played, the per-call timings run over. */
  readonly samples: number;
  /** Timing rounds; the median round is reported, which shrugs off a garbage collection or two. */
  readonly rounds: number;
  readonly seed: string;
  readonly now?: () => number;
}

export interface Measurement {
  readonly games: number;
  readonly errors: number;
  readonly actions: number;
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly actionsPerSecond: number;
  /** Steps the per-call timings ran over, and the mean size of their states as JSON. */
  readonly samples: number;
  readonly stateBytes: number;
  readonly applyMicros: number;
  readonly cloneMicros: number;
  readonly legalMicros: number;
  /** applyMicros / cloneMicros: how many plain copies of the state one `apply` costs. */
  readonly applyToClone: number;
}

interface Step<S> {
  readonly state: S;
  readonly seat: Seat;
  readonly action: unknown;
}

const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export function measure<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  options: O,
  config: MeasureConfig,
): Measurement {
  const now = config.now ?? (() => performance.now());

  // Random games within the time budget, exactly as `warboard sim` plays them. A uniform sample of their
  // steps (reservoir sampling, seeded) is kept for the per-call timings, so these cover every stage of
  // every game played rather than the opening of the first.
  const steps: Step<S>[] = [];
  const pick = seedRng(`${config.seed}/samples`);
  let seen = 0;
  const sample = (state: S, seat: Seat, action: unknown) => {
    const slot = seen < config.samples ? seen : nextInt(pick, seen + 1);
    seen++;
    if (slot < config.samples) steps[slot] = { state, seat, action };
  };
  let games = 0;
  let errors = 0;
  let actions = 0;
  const started = now();
  let elapsed = 0;
  do {
    const played = playOne(game, options, gameSeeds(config.seed, games), sample);
    games++;
    actions += played.actions;
    if (!played.ok) errors++;
    elapsed = now() - started;
  } while (elapsed < config.seconds * 1000 || games < config.minGames);
  const seconds = elapsed / 1000;

  // Per-call costs over the sampled states, the three measured in each round in a rotating order.
  const stateBytes =
    steps.reduce((n, s) => n + JSON.stringify(s.state).length, 0) / Math.max(1, steps.length);
  const rounds = { apply: [] as number[], clone: [] as number[], legal: [] as number[] };
  let sink = 0; // results feed this so no call can be optimised away
  const timers: Record<keyof typeof rounds, () => void> = {
    apply: () => {
      for (const s of steps) if (game.apply(s.state, s.seat, s.action).ok) sink++;
    },
    clone: () => {
      for (const s of steps) if (structuredClone(s.state) !== s.state) sink++;
    },
    legal: () => {
      for (const s of steps) sink += game.legalActions(s.state, s.seat).length;
    },
  };
  const order = ['apply', 'clone', 'legal'] as const;
  for (let round = 0; round < config.rounds; round++) {
    for (let k = 0; k < order.length; k++) {
      const which = order[(round + k) % order.length] ?? 'apply';
      const t0 = now();
      timers[which]();
      rounds[which].push(((now() - t0) * 1000) / Math.max(1, steps.length));
    }
  }
  if (sink < 0) throw new Error('unreachable');

  const applyMicros = median(rounds.apply);
  const cloneMicros = median(rounds.clone);
  return {
    games,
    errors,
    actions,
    seconds,
    gamesPerSecond: seconds > 0 ? games / seconds : 0,
    actionsPerSecond: seconds > 0 ? actions / seconds : 0,
    samples: steps.length,
    stateBytes,
    applyMicros,
    cloneMicros,
    legalMicros: median(rounds.legal),
    applyToClone: cloneMicros > 0 ? applyMicros / cloneMicros : 0,
  };
}
