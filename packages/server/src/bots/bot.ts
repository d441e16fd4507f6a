/**
 * Bots sit in seats through the same path as people: asked for an action, they answer one, and the room
 * submits it like any client's. The bots package will fill this interface with real bots; for now every
 * difficulty plays core's uniformly random legal action.
 */
import type { Seat } from '@warboard/core';

export interface BotRequest {
  readonly game: string; // registry id
  readonly state: string; // game.serialize(state): the full state, which stays on the server
  readonly seat: Seat;
  readonly difficulty: string;
  readonly seed: string; // the bot's own choices, apart from the game's PRNG
}

export interface BotRunner {
  /** An action for `seat`, or null when it owes nothing. Rejects only on a broken runner. */
  choose(request: BotRequest): Promise<unknown>;
  close(): Promise<void>;
}

export const DIFFICULTIES = ['random'] as const;
