import { canonicalJson } from './canonical.js';
import type { Game, GameEvent, Outcome, Seat } from './game.js';
import { pickActingSeat } from './playout.js';
import { nextInt, nextU32, type RngState, seedRng } from './prng.js';
import { type LoggedAction, replay } from './replay.js';
import { isRuleError, refusalProblem } from './rule-error.js';

/**
 * The conformance suite every game runs (after OpenSpiel's RandomSimTest): seeded random playouts that check,
 * at every step, the promises of the game contract. It returns a report rather than asserting, so it serves
 * test runners and the CLI alike.
 */
export interface ConformanceConfig {
  readonly games: number;
  /** Index of the first game, so a long run can be split into slices that run in parallel. */
  readonly firstGame?: number;
  readonly seed: string;
  /** Option sets to rotate through, raw (they go through parseOptions). */
  readonly options: readonly unknown[];
  /** How many legal actions per seat and step are applied to check they are accepted (default: all). */
  readonly applyLimit?: number;
  /** Resampled states per seat and step for the view check. */
  readonly resamples?: number;
  /** Stop collecting after this many failures. */
  readonly maxFailures?: number;
  /** Called with the serialized state of each failing step, to reproduce it in a debugger. */
  readonly onFailure?: (serializedState: string, message: string) => void;
  /**
   * Share of steps, in (0, 1], that get every check (default 1: all of them). The others get the cheap checks
   * only — the outcome agrees with the pending decisions, the acting seat has legal actions and its standing
   * order is one of them — so long games can be played in volume while a seeded sample is checked in full.
   */
  readonly fullChecks?: number;
  /**
   * How the playout chooses among the acting seat's legal actions (default: uniformly, conceding only when
   * nothing else is legal). A game whose uniform random games rarely get far may weight its actions so that the
   * checks see its later phases; the choice must be one of `legal`.
   */
  readonly policy?: (legal: readonly unknown[], rng: RngState) => unknown;
  /**
   * For games with at-will actions (`capabilities.atWillActions`): the share of steps, in [0, 1], at which a
   * seat that owes nothing but has legal actions takes one instead of a seat that owes a decision (default 0),
   * so that the playouts go through them.
   */
  readonly atWill?: number;
  /**
   * For games that name hidden things by id (cards): the ids a view shows. Such ids must be opaque — drawn
   * afresh for each game — or a face-up card's id tells what else its owner holds (its place in a deck list, a
   * seat, a deck). The check: no id shown at the end of one game is shown at the end of another.
   */
  readonly viewIds?: (view: unknown) => readonly string[];
}

export interface ConformanceReport {
  readonly games: number;
  readonly steps: number;
  readonly checkedSteps: number; // steps that got every check
  readonly finished: number; // games that reached an outcome
  /** How the finished games ended: outcome reason → games. */
  readonly outcomes: Readonly<Record<string, number>>;
  /** Events of every applied action, by type: which parts of the rules the games went through. */
  readonly events: Readonly<Record<string, number>>;
  readonly failures: readonly string[];
}

const GARBAGE: readonly unknown[] = [
  null,
  undefined,
  42,
  'flip',
  [],
  {},
  { type: 'no-such-action' },
  { type: 7 },
];

export function runConformance<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  config: ConformanceConfig,
): ConformanceReport {
  const failures: string[] = [];
  const maxFailures = config.maxFailures ?? 20;
  const fullChecks = config.fullChecks ?? 1;
  const atWill = game.capabilities.atWillActions ? (config.atWill ?? 0) : 0;
  const outcomes: Record<string, number> = {};
  const events: Record<string, number> = {};
  let steps = 0;
  let checkedSteps = 0;
  let finished = 0;
  const first = config.firstGame ?? 0;
  const idsShown = new Map<string, number>(); // id → the game whose views first showed it
  for (let g = first; g < first + config.games && failures.length < maxFailures; g++) {
    const rawOptions = config.options[g % config.options.length];
    const where = (step: number) => `game ${g} (seed ${config.seed}/${g}) step ${step}`;
    const fail = (msg: string) => failures.length < maxFailures && failures.push(msg);
    const options = game.parseOptions(rawOptions);
    if (!options.ok) {
      fail(`game ${g}: options refused: ${options.error.message}`);
      continue;
    }
    const gameSeed = `${config.seed}/${g}`;
    const setup = game.setup(options.value, gameSeed);
    if (!setup.ok) {
      fail(`game ${g}: setup refused: ${setup.error.message}`);
      continue;
    }
    // The playout's choices have a generator of their own, so game g is the same game whichever checks run.
    const driver = seedRng(`conformance/${gameSeed}`);
    const checker = seedRng(`conformance-checks/${gameSeed}`);
    let state = setup.value;
    const log: LoggedAction[] = [];
    let ended = false;
    for (let step = 0; step <= game.capabilities.maxActions; step++) {
      const before = failures.length;
      const report = (msg: string) => {
        fail(`${where(step)}: ${msg}`);
        config.onFailure?.(game.serialize(state), msg);
      };
      const full = fullChecks >= 1 || nextU32(checker) < fullChecks * 2 ** 32;
      if (full) {
        checkState(game, state, checker, config, report);
        checkedSteps++;
      } else checkOutcome(game, state, report);
      if (failures.length > before) break;
      const owing = pickActingSeat(game, state, driver);
      if (owing === null) {
        ended = true;
        break;
      }
      const seat = atWill > 0 && nextU32(driver) < atWill * 2 ** 32 ? atWillSeat(game, state, driver) : null;
      const legal = game.legalActions(state, seat ?? owing);
      if (!full && seat === null) checkActingSeat(game, state, owing, legal, report);
      if (failures.length > before) break;
      const action = config.policy ? (config.policy(legal, driver) as A) : pickAction(game, legal, driver);
      // The input of a step checked in full is deep-frozen first: a rule that writes into it, or into a part the
      // new state shares with it, throws (modules are strict) instead of changing a state that callers still hold.
      // Only those steps: freezing every state of every long game would cost more than the rest of the suite.
      if (full) deepFreeze(state);
      let next: ReturnType<typeof game.apply>;
      try {
        next = game.apply(state, seat ?? owing, action);
      } catch (error) {
        fail(
          `${where(step)}: apply of ${canonicalJson(action)} threw (a write into its input?): ${String(error)}`,
        );
        break;
      }
      if (!next.ok) {
        fail(`${where(step)}: legal action ${canonicalJson(action)} refused: ${next.error.message}`);
        break;
      }
      for (const e of next.value.events) events[e.type] = (events[e.type] ?? 0) + 1;
      log.push({ seat: seat ?? owing, action });
      state = next.value.state;
      steps++;
    }
    if (!ended) {
      if (failures.length === 0)
        fail(`game ${g}: did not end within ${game.capabilities.maxActions} actions`);
      continue;
    }
    finished++;
    if (config.viewIds) checkOpaqueIds(game, state, g, config.viewIds, idsShown, fail);
    const reason = outcomeReason(game.outcome(state));
    outcomes[reason] = (outcomes[reason] ?? 0) + 1;
    const replayed = replay(game, {
      game: game.id,
      rulesVersion: game.rulesVersion,
      options: rawOptions,
      seed: gameSeed,
      actions: log,
    });
    if (!replayed.ok)
      fail(`game ${g}: replay refused action ${replayed.error.index}: ${replayed.error.message}`);
    else if (game.serialize(replayed.value) !== game.serialize(state)) fail(`game ${g}: replay differs`);
  }
  return { games: config.games, steps, checkedSteps, finished, outcomes, events, failures };
}

/**
 * Freeze `value` and everything it holds. A part already frozen is not walked again: states that share parts
 * with the previous one (copy-on-write) cost only their new parts.
 */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const part of Object.values(value)) deepFreeze(part);
}

/** Ids shown in one game's views must not be shown in another's: they are drawn afresh per game, so they tell nothing. */
function checkOpaqueIds<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  g: number,
  viewIds: (view: unknown) => readonly string[],
  idsShown: Map<string, number>,
  fail: (msg: string) => void,
): void {
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: game.playerCount(state) }, (_, s) => s)];
  for (const seat of viewers) {
    for (const id of viewIds(game.view(state, seat))) {
      const earlier = idsShown.get(id);
      if (earlier === undefined) idsShown.set(id, g);
      else if (earlier !== g) {
        fail(
          `game ${g}: id ${JSON.stringify(id)} was shown in game ${earlier} too: ids must be drawn afresh for each game (a leak)`,
        );
        return;
      }
    }
  }
}

/** A seat that owes nothing but may act at will, chosen uniformly; null when there is none. */
function atWillSeat<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  rng: RngState,
): Seat | null {
  const owing = new Set(game.pendingDecisions(state).map((d) => d.seat));
  const seats: Seat[] = [];
  for (let seat = 0; seat < game.playerCount(state); seat++)
    if (!owing.has(seat) && game.legalActions(state, seat).length > 0) seats.push(seat);
  return seats.length > 0 ? (seats[nextInt(rng, seats.length)] as Seat) : null;
}

const outcomeReason = (o: Outcome | null): string => (o === null ? 'none' : `${o.kind}: ${o.reason}`);

/** A uniformly random legal action, conceding only when nothing else is legal (as random playouts do). */
function pickAction<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  legal: readonly A[],
  rng: RngState,
): A {
  const playing = legal.filter((a) => !game.isConcession(a));
  const pool = playing.length > 0 ? playing : legal;
  return pool[nextInt(rng, pool.length)] as A;
}

/** The cheap checks of every step, about the cost of choosing the next action: the game ends exactly when no one owes a decision. */
function checkOutcome<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  fail: (msg: string) => void,
): void {
  const decisions = game.pendingDecisions(state);
  const outcome = game.outcome(state);
  if ((decisions.length === 0) !== (outcome !== null)) {
    fail(`pending decisions (${decisions.length}) disagree with the outcome (${canonicalJson(outcome)})`);
  }
}

/** …and the seat about to act has something to do, its standing order among it. */
function checkActingSeat<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  seat: Seat,
  legal: readonly A[],
  fail: (msg: string) => void,
): void {
  if (legal.length === 0) fail(`seat ${seat} owes a decision but has no legal action`);
  const order = game.standingOrder(state, seat);
  const key = order === null ? null : canonicalJson(order);
  if (key === null || !legal.some((a) => canonicalJson(a) === key)) {
    fail(`seat ${seat}: standing order ${key} is not a legal action`);
  }
}

function checkState<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  rng: RngState,
  config: ConformanceConfig,
  fail: (msg: string) => void,
): void {
  const text = game.serialize(state);
  const parsed = game.parse(text);
  if (!parsed.ok) fail(`parse(serialize(state)) refused: ${parsed.error.message}`);
  else if (game.serialize(parsed.value) !== text) fail('serialize/parse does not round-trip');

  const decisions = game.pendingDecisions(state);
  const outcome = game.outcome(state);
  if ((decisions.length === 0) !== (outcome !== null)) {
    fail(`pending decisions (${decisions.length}) disagree with the outcome (${canonicalJson(outcome)})`);
  }
  const players = game.playerCount(state);
  const legalBySeat: (readonly A[])[] = [];
  for (let seat = 0; seat < players; seat++) {
    const legal = game.legalActions(state, seat);
    legalBySeat.push(legal);
    const owes = decisions.some((d) => d.seat === seat);
    if (owes && legal.length === 0) fail(`seat ${seat} owes a decision but has no legal action`);
    if (!owes && legal.length > 0 && !game.capabilities.atWillActions)
      fail(`seat ${seat} owes nothing but has ${legal.length} legal actions`);
    const keys = new Set(legal.map((a) => canonicalJson(a)));
    if (keys.size !== legal.length) fail(`seat ${seat}: legal actions are not unique`);
    const order = owes ? game.standingOrder(state, seat) : null;
    if (owes && (order === null || !keys.has(canonicalJson(order)))) {
      fail(`seat ${seat}: standing order ${canonicalJson(order)} is not a legal action`);
    }
    checkLegalApply(game, state, seat, legal, config.applyLimit ?? Number.POSITIVE_INFINITY, rng, fail);
    checkIllegal(game, state, seat, legal, keys, rng, fail);
  }
  const owed = legalBySeat.find((l, seat) => l.length > 0 && decisions.some((d) => d.seat === seat));
  for (let seat = 0; seat < players; seat++) {
    if (decisions.some((d) => d.seat === seat)) continue;
    // A seat that owes nothing must not be able to play someone else's move (only, at most, its own at-will ones).
    const other = owed?.[0];
    if (other !== undefined) expectRefused(game, state, seat, other, 'another seat’s action', fail);
  }
  checkViews(game, state, text, players, rng, config.resamples ?? 2, fail);
  checkDeterminize(game, state, legalBySeat, rng, fail);
  if (game.serialize(state) !== text) fail('apply, view or resample modified its input state');
}

function checkLegalApply<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  seat: Seat,
  legal: readonly A[],
  limit: number,
  rng: RngState,
  fail: (msg: string) => void,
): void {
  const chosen =
    legal.length <= limit
      ? legal
      : Array.from({ length: limit }, () => legal[nextInt(rng, legal.length)] as A);
  for (const action of chosen) {
    const result = game.apply(state, seat, action);
    if (!result.ok)
      fail(`seat ${seat}: legal action ${canonicalJson(action)} refused: ${result.error.message}`);
  }
}

function checkIllegal<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  seat: Seat,
  legal: readonly A[],
  legalKeys: ReadonlySet<string>,
  rng: RngState,
  fail: (msg: string) => void,
): void {
  for (const garbage of GARBAGE) expectRefused(game, state, seat, garbage, 'malformed input', fail);
  if (legal.length === 0) return;
  for (let i = 0; i < 3; i++) {
    const base = legal[nextInt(rng, legal.length)];
    for (const mutant of mutations(base)) {
      if (legalKeys.has(canonicalJson(mutant))) continue;
      expectRefused(game, state, seat, mutant, 'an action not in legalActions', fail);
    }
  }
}

function expectRefused<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  seat: Seat,
  action: unknown,
  what: string,
  fail: (msg: string) => void,
): void {
  let result: ReturnType<typeof game.apply>;
  try {
    result = game.apply(state, seat, action);
  } catch (e) {
    fail(`seat ${seat}: apply threw on ${what} ${canonicalJson(action)}: ${String(e)}`);
    return;
  }
  if (result.ok) fail(`seat ${seat}: apply accepted ${what}: ${canonicalJson(action)}`);
  else if (!isRuleError(result.error)) fail(`seat ${seat}: untyped error for ${what}`);
  else {
    const problem = refusalProblem(game.refusals, result.error);
    if (problem) fail(`seat ${seat}: refusal of ${what} ${canonicalJson(action)}: ${problem}`);
  }
}

/** Small edits of an action: each field changed or removed, one at a time. Most must become illegal. */
export function mutations(action: unknown): unknown[] {
  if (typeof action !== 'object' || action === null) return [];
  const out: unknown[] = [];
  const record = action as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    const variants: unknown[] = [undefined];
    if (typeof value === 'number') variants.push(value + 1, value - 1, value + 7, -1, 0.5, String(value));
    else if (typeof value === 'string') variants.push(`${value}x`, '', 3);
    else if (typeof value === 'boolean') variants.push(!value);
    else if (Array.isArray(value)) variants.push([], [...value, value[0]], value.slice(1));
    else if (typeof value === 'object' && value !== null) {
      for (const inner of mutations(value)) variants.push(inner);
    }
    for (const v of variants) {
      const copy: Record<string, unknown> = { ...record };
      if (v === undefined) delete copy[key];
      else copy[key] = v;
      out.push(copy);
    }
  }
  out.push({ ...record, unexpected: true });
  return out;
}

function checkViews<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  text: string,
  players: number,
  rng: RngState,
  resamples: number,
  fail: (msg: string) => void,
): void {
  const viewers: (Seat | null)[] = [null, ...Array.from({ length: players }, (_, s) => s)];
  for (const [i, seat] of viewers.entries()) {
    // Views are built by the same code for both states, so plain JSON text compares them (cheaper than canonical).
    const view = JSON.stringify(game.view(state, seat));
    if (/"rng"/.test(view)) fail(`view of ${seat ?? 'spectator'} contains the PRNG`);
    for (let r = 0; r < resamples; r++) {
      const other = game.resample(state, seat, rng);
      if (i === 0 && r === 0 && game.serialize(other) === text) fail('resample did not redraw the PRNG');
      const resampledView = JSON.stringify(game.view(other, seat));
      if (resampledView !== view) {
        fail(
          `view of ${seat ?? 'spectator'} changes when what it cannot see is resampled (a leak): ${firstDifference(view, resampledView)}`,
        );
        return;
      }
    }
  }
}

/**
 * A determinized state must look exactly like the real one to its seat, offer that seat the same legal
 * actions, and accept them.
 */
function checkDeterminize<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  state: S,
  legalBySeat: readonly (readonly A[])[],
  rng: RngState,
  fail: (msg: string) => void,
): void {
  if (!game.determinize) return;
  for (const [seat, legal] of legalBySeat.entries()) {
    const view = game.view(state, seat);
    const built = game.determinize(view, seat, rng);
    const seen = JSON.stringify(view);
    const rebuilt = JSON.stringify(game.view(built, seat));
    if (rebuilt !== seen) {
      fail(`determinize for seat ${seat} does not reproduce its view: ${firstDifference(seen, rebuilt)}`);
      return;
    }
    const keys = (actions: readonly A[]) =>
      actions
        .map((a) => canonicalJson(a))
        .sort()
        .join('\n');
    const builtLegal = game.legalActions(built, seat);
    if (keys(builtLegal) !== keys(legal)) {
      fail(`determinize for seat ${seat} changes its legal actions`);
      return;
    }
    for (const action of legal.slice(0, 3)) {
      const r = game.apply(built, seat, action);
      if (!r.ok)
        fail(`determinized state for seat ${seat} refuses ${canonicalJson(action)}: ${r.error.message}`);
    }
  }
}

/** Where two texts first differ, with a little context, for readable failure messages. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 80), i + 40)}… became …${b.slice(Math.max(0, i - 80), i + 40)}…`;
}
