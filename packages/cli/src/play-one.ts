/** One random-bot game over the game contract, every failure returned as data. */
import {
  describeRuleError,
  type Game,
  type GameEvent,
  playLoop,
  randomDriver,
  type Seat,
  seedRng,
} from '@warboard/core';

/**
 * The seeds of game `index` of a run: one for the game's own PRNG (chance), one for the random bots
 * (choices), kept apart so the two streams are independent.
 */
export function gameSeeds(seed: string, index: number): { readonly setup: string; readonly bots: string } {
  const setup = `${seed}/${index}`;
  return { setup, bots: `${setup}/bots` };
}

/** How often one event type occurred in a game, and how often each string field took each value. */
export interface EventCount {
  count: number;
  readonly fields: Map<string, Map<string, number>>;
}

export type PlayedGame =
  | {
      readonly ok: true;
      readonly seats: number;
      readonly actions: number;
      readonly winners: readonly Seat[] | null; // null for a draw
      readonly reason: string;
      readonly tags: readonly Readonly<Record<string, string>>[];
      readonly events: ReadonlyMap<string, EventCount>;
    }
  | { readonly ok: false; readonly actions: number; readonly message: string };

/**
 * Play one random-bot game through core's game loop with core's random driver, so `randomPlayout(game,
 * setup(options, seeds.setup), seedRng(seeds.bots))` replays it — but here events are kept and every failure
 * becomes data, not a throw.
 */
export function playOne<S, A, V, O, E extends GameEvent>(
  game: Game<S, A, V, O, E>,
  options: O,
  seeds: { readonly setup: string; readonly bots: string },
  /** Sees every applied step (the state before it); the benchmark samples steps with it. */
  onStep?: (state: S, seat: Seat, action: A) => void,
): PlayedGame {
  let actions = 0;
  try {
    const start = game.setup(options, seeds.setup);
    if (!start.ok) return { ok: false, actions, message: `setup refused: ${describeRuleError(start.error)}` };
    const events = new Map<string, EventCount>();
    const end = playLoop(game, start.value, randomDriver(game, seedRng(seeds.bots)), {
      onStep: (step) => {
        onStep?.(step.before, step.seat, step.action);
        for (const event of step.events) countEvent(events, event);
      },
    });
    actions = end.actions;
    const { state } = end;
    switch (end.kind) {
      case 'threw':
        throw end.error;
      case 'limit':
        return {
          ok: false,
          actions,
          message: `no outcome within capabilities.maxActions (${end.limit}) actions`,
        };
      case 'refused': {
        const what = game.describeAction(end.action);
        const why = describeRuleError(end.error);
        return { ok: false, actions, message: `legal action refused (seat ${end.seat}, ${what}): ${why}` };
      }
      case 'over':
        break;
    }
    const outcome = end.outcome;
    if (outcome === null) return { ok: false, actions, message: 'no decision pending but no outcome' };
    const seats = game.playerCount(state);
    const tags = Array.from({ length: seats }, (_, seat) => game.seatTags(state, seat));
    const winners = outcome.kind === 'win' ? outcome.winners : null;
    return { ok: true, seats, actions, winners, reason: outcome.reason, tags, events };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, actions, message: `threw after ${actions} actions: ${message}` };
  }
}

function countEvent(into: Map<string, EventCount>, event: GameEvent) {
  let entry = into.get(event.type);
  if (entry === undefined) {
    entry = { count: 0, fields: new Map() };
    into.set(event.type, entry);
  }
  entry.count++;
  for (const field in event) {
    // A game's events carry fields of their own beyond GameEvent's; without Object.entries' array per event.
    const value: unknown = event[field as keyof GameEvent];
    if (field === 'type' || typeof value !== 'string') continue;
    let values = entry.fields.get(field);
    if (values === undefined) {
      values = new Map();
      entry.fields.set(field, values);
    }
    values.set(value, (values.get(value) ?? 0) + 1);
  }
}
