/**
 * One lab game: bots in every seat, played exactly as the bots package's `playMatch` plays (seat order for
 * simultaneous decisions, bot i's PRNG seeded `<seed>/bot/<i>`), so `playMatch` with the same bots, options
 * and seed replays it — but here every applied action's events are handed to the game's measurer, and
 * every failure is returned as data.
 */
import type { Bot } from '@warboard/bots';
import { type AnyGame, type Seat, seedRng } from '@warboard/core';
import type { Measurer } from './measures/measure.js';
import type { LabGame } from './record.js';

export function playLabGame(
  game: AnyGame,
  bots: readonly Bot[],
  /** Options as returned by the game's parseOptions. */
  options: unknown,
  seed: string,
  measurer: Measurer,
): LabGame {
  let actions = 0;
  try {
    const setup = game.setup(options, seed);
    if (!setup.ok) return { ok: false, actions, message: `setup refused: ${setup.error.message}` };
    let state: unknown = setup.value;
    const rngs = bots.map((_, i) => seedRng(`${seed}/bot/${i}`));
    const limit = game.capabilities.maxActions;
    for (;;) {
      const decisions = game.pendingDecisions(state);
      if (decisions.length === 0) break;
      if (actions >= limit) return { ok: false, actions, message: `no outcome within ${limit} actions` };
      const seat: Seat = (decisions[0] as { seat: Seat }).seat;
      const bot = bots[seat];
      const rng = rngs[seat];
      if (bot === undefined || rng === undefined)
        return { ok: false, actions, message: `no bot for seat ${seat}` };
      const action = bot.choose(game.view(state, seat), seat, rng);
      const applied = game.apply(state, seat, action);
      if (!applied.ok) {
        const e = applied.error;
        return {
          ok: false,
          actions,
          message: `${bot.name} (seat ${seat}) chose an illegal action: ${e.code} (${e.rule}) ${e.message}`,
        };
      }
      actions++;
      state = applied.value.state;
      measurer.step(seat, action, applied.value.events, state);
    }
    const outcome = game.outcome(state);
    if (outcome === null) return { ok: false, actions, message: 'no decision pending but no outcome' };
    const tags = Array.from({ length: game.playerCount(state) }, (_, seat) => game.seatTags(state, seat));
    const { first, values } = measurer.finish(state, tags);
    return {
      ok: true,
      winners: outcome.kind === 'win' ? [...outcome.winners] : null,
      actions,
      reason: outcome.reason,
      tags,
      first,
      values: { 'length.actions': actions, ...values },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, actions, message: `threw after ${actions} actions: ${message}` };
  }
}
