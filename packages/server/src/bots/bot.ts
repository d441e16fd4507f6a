/**
 * Bots sit in seats through the same path as people: asked for an action, they answer one, and the room
 * submits it like any client's. A bot is told only what its seat's client would be told — the seat's view
 * and its legal actions — never the state, so it cannot cheat.
 */
import type { Seat } from '@warboard/core';

export interface BotRequest {
  readonly game: string; // registry id
  readonly view: unknown; // game.view(state, seat): everything the bot may know
  readonly legal: readonly unknown[]; // the seat's legal actions, as its client gets them
  readonly seat: Seat;
  readonly bot: string; // the bot's name in the registry (the seat's difficulty)
  readonly seed: string; // the bot's own choices, apart from the game's PRNG
}

export interface BotRunner {
  /**
   * An action for `request.seat`. Rejects when the bot fails, or takes longer than `thinkMs` (a bot on a
   * worker thread is then stopped, its thread replaced). Requests of one `lane` (a game's creator) wait
   * behind each other, and take turns with other lanes' for the threads.
   */
  choose(request: BotRequest, thinkMs: number, lane?: string): Promise<unknown>;
  close(): Promise<void>;
}

/** The longest a bot may think over one decision, whatever the game's decision time. */
export const MAX_THINK_MS = 30_000;

/** A bot that did not answer in time. */
export class BotTimeout extends Error {
  constructor(thinkMs: number) {
    super(`the bot did not answer within ${thinkMs} ms`);
  }
}
