/**
 * One lab game: bots in every seat, driven by the bots package's `botDriver` through core's game loop, as
 * `playMatch` plays, so `playMatch` with the same bots, options and seed replays it — but here every applied
 * action's events are handed to the game's measurer, and every failure is returned as data.
 */
import { type Bot, botDriver, NoBotError } from '@warboard/bots';
import type { Measurer } from '@warboard/catalog';
import { type AnyGame, describeRuleError, playLoop } from '@warboard/core';
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
    const end = playLoop(game, setup.value, botDriver(game, bots, seed), {
      onStep: (step) => measurer.step(step.seat, step.action, step.events, step.state),
    });
    actions = end.actions;
    const { state } = end;
    switch (end.kind) {
      case 'threw':
        if (end.error instanceof NoBotError) return { ok: false, actions, message: end.error.message };
        throw end.error;
      case 'limit':
        return { ok: false, actions, message: `no outcome within ${end.limit} actions` };
      case 'refused': {
        const who = `${bots[end.seat]?.name} (seat ${end.seat})`;
        return {
          ok: false,
          actions,
          message: `${who} chose an illegal action: ${describeRuleError(end.error)}`,
        };
      }
      case 'over':
        break;
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
