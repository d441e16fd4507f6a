/**
 * The tutorial runner: a guided game on this device, played on the real engine, with no Preact and no DOM. A
 * tutorial is data — a position, the player's seat, the opponent's scripted answers and a list of steps — and the
 * runner's state says which step is shown, what the player may do in it, and what happened so far. The screen
 * (TutorialScreen) only shows that state and feeds it the player's clicks; test/tutorial.test.ts plays every
 * tutorial to its end headless, so a changed rule or position fails there first.
 *
 * Each step shows a text and either waits for "Next" or offers only the actions its patterns allow (the rest of
 * the legal actions are withheld, so the board highlights only what the step teaches). The opponent answers by
 * its script: whenever it owes a decision, the first of its legal actions matching the earliest of its patterns.
 * Chance comes only from the position's seeded PRNG, so every run of a tutorial is the same game.
 */
import type { Game, GameEvent, RefusalParams, Seat } from '@warboard/core';
import type { MessageKey } from '../i18n/i18n.js';
import type { StoryEntry } from '../log/story.js';

/** An action's shape: every field given must equal the action's own (`{ type: 'roll' }` matches every roll). */
export type Pattern = { readonly type: string } & Readonly<Record<string, string | number | boolean>>;

export const matches = (action: unknown, pattern: Pattern): boolean =>
  typeof action === 'object' &&
  action !== null &&
  Object.entries(pattern).every(([k, v]) => (action as Record<string, unknown>)[k] === v);

export interface Step<S> {
  /** What the step says; with `do`, what to do. */
  readonly text: MessageKey;
  /** What the step's actions did, shown once they are done (with a "Next" button); none: on to the next step. */
  readonly after?: MessageKey;
  /** The actions the player may take in this step; none: a step to read, then "Next". */
  readonly do?: readonly Pattern[];
  /** The step goes on, offering its actions again, until this holds; without it, one action ends it. */
  readonly until?: (state: S) => boolean;
  /** What to click, as a CSS selector within the game's screen (several, comma-separated, highlight all). */
  readonly highlight?: string;
}

/** A guided game of the engine whose state, actions and events are `S`, `A` and `E`. */
export interface Tutorial<S, A, E extends GameEvent> {
  readonly game: string;
  readonly engine: Pick<
    Game<S, A, unknown, unknown, E>,
    'legalActions' | 'apply' | 'pendingDecisions' | 'outcome'
  >;
  readonly start: () => S;
  readonly player: Seat;
  /** The opponent's answers, by priority: whenever it owes a decision, its first legal action to match. */
  readonly bot: readonly Pattern[];
  readonly steps: readonly Step<S>[];
}

export interface Run<S, E extends GameEvent> {
  readonly state: S;
  /** The step shown. */
  readonly step: number;
  /** Doing the step, or reading what it did. */
  readonly stage: 'do' | 'after';
  /** Actions applied so far, by either seat. */
  readonly version: number;
  /** Events the player may see, oldest first, logged as a game's screen logs what its server sends. */
  readonly log: readonly StoryEntry<E>[];
  /** Why the script cannot go on (its position or a rule changed), or null. */
  readonly stuck: Stuck | null;
}

/**
 * Why a script cannot go on, as facts (the screen says them in the reader's language, stuck-text.ts): the engine
 * refused an action (its refusal's code, rule and facts); the opponent owes a decision its script has no answer to;
 * it answers without end; or a step offers no legal action.
 */
export type Stuck =
  | {
      readonly kind: 'refused';
      readonly code: string;
      readonly rule: string;
      readonly message: string;
      readonly params?: RefusalParams;
    }
  | { readonly kind: 'no-answer'; readonly decision: string }
  | { readonly kind: 'endless' }
  | { readonly kind: 'no-action'; readonly step: number };

/** Safety net for a script gone wrong: more answers in a row than any tutorial's opponent gives. */
const MAX_ANSWERS = 200;

function applyOne<S, A, E extends GameEvent>(
  tut: Tutorial<S, A, E>,
  run: Run<S, E>,
  seat: Seat,
  action: A,
): Run<S, E> {
  const r = tut.engine.apply(run.state, seat, action);
  if (!r.ok) {
    const { code, rule, message, params } = r.error;
    return { ...run, stuck: { kind: 'refused', code, rule, message, ...(params ? { params } : {}) } };
  }
  const version = run.version + 1;
  const seen = r.value.events
    .filter((e) => e.visibleTo === undefined || e.visibleTo.includes(tut.player))
    .map((event) => ({ version, actor: seat, event }));
  return { ...run, state: r.value.state, version, log: [...run.log, ...seen] };
}

/** The opponent answers every decision it owes, by its script. */
function answer<S, A, E extends GameEvent>(tut: Tutorial<S, A, E>, start: Run<S, E>): Run<S, E> {
  let run = start;
  for (let n = 0; n < MAX_ANSWERS && !run.stuck; n++) {
    const owed = tut.engine.pendingDecisions(run.state).find((d) => d.seat !== tut.player);
    if (!owed) return run;
    const legal = tut.engine.legalActions(run.state, owed.seat);
    const pick = tut.bot.map((p) => legal.find((a) => matches(a, p))).find((a) => a !== undefined);
    if (pick === undefined) return { ...run, stuck: { kind: 'no-answer', decision: owed.kind } };
    run = applyOne(tut, run, owed.seat, pick);
  }
  return run.stuck ? run : { ...run, stuck: { kind: 'endless' } };
}

/** The step's actions among the legal ones (none while reading). */
export function offered<S, A, E extends GameEvent>(tut: Tutorial<S, A, E>, run: Run<S, E>): readonly A[] {
  const step = tut.steps[run.step];
  if (!step?.do || run.stage !== 'do' || run.stuck) return [];
  const legal = tut.engine.legalActions(run.state, tut.player);
  return legal.filter((a) => step.do!.some((p) => matches(a, p)));
}

/** Entering a step: a step to do must offer something, or the script no longer fits its position. */
function enter<S, A, E extends GameEvent>(tut: Tutorial<S, A, E>, run: Run<S, E>): Run<S, E> {
  const step = tut.steps[run.step];
  if (!step?.do || run.stuck || offered(tut, run).length > 0) return run;
  return { ...run, stuck: { kind: 'no-action', step: run.step } };
}

export function begin<S, A, E extends GameEvent>(tut: Tutorial<S, A, E>): Run<S, E> {
  const run: Run<S, E> = { state: tut.start(), step: 0, stage: 'do', version: 0, log: [], stuck: null };
  return enter(tut, answer(tut, run));
}

/** The player's action, which must be one the step offers; the opponent answers, and the step may end. */
export function act<S, A, E extends GameEvent>(tut: Tutorial<S, A, E>, run: Run<S, E>, action: A): Run<S, E> {
  const key = JSON.stringify(action);
  if (!offered(tut, run).some((a) => JSON.stringify(a) === key)) return run;
  const step = tut.steps[run.step]!;
  const done = answer(tut, applyOne(tut, run, tut.player, action));
  if (done.stuck) return done;
  if (step.until && !step.until(done.state)) return enter(tut, done);
  return step.after ? { ...done, stage: 'after' } : enter(tut, { ...done, step: done.step + 1, stage: 'do' });
}

/** "Next": past a step to read, or past the explanation of what a step did. */
export function next<S, A, E extends GameEvent>(tut: Tutorial<S, A, E>, run: Run<S, E>): Run<S, E> {
  const step = tut.steps[run.step];
  if (!step || run.stuck || finished(tut, run) || (step.do && run.stage !== 'after')) return run;
  return enter(tut, { ...run, step: run.step + 1, stage: 'do' });
}

/** The text shown now: the step's, or what it did. */
export function textOf<S, A, E extends GameEvent>(tut: Tutorial<S, A, E>, run: Run<S, E>): MessageKey | null {
  const step = tut.steps[run.step];
  if (!step) return null;
  return run.stage === 'after' && step.after ? step.after : step.text;
}

/** At the last step, which has nothing left to do: the screen offers a real game or a new start. */
export const finished = <S, A, E extends GameEvent>(tut: Tutorial<S, A, E>, run: Run<S, E>): boolean => {
  const last = tut.steps.length - 1;
  return run.step > last || (run.step === last && (!tut.steps[last]?.do || run.stage === 'after'));
};
