/**
 * The server's wire types, from the server itself: `@warboard/server/protocol` holds the protocol's zod schemas
 * and types without the server's Node runtime. Only types are imported here, so zod never reaches the browser
 * bundle (the client trusts the server it came from; the server checks what the client sends).
 *
 * The lobby's HTTP answers (a game's summary, the catalogue, a replay) are not in the protocol module: their
 * shapes are written here, as docs/protocol.md gives them.
 */
import type { GameEvent, Outcome, Seat } from '@warboard/core';

export type {
  ClientMessage,
  DeadlineInfo,
  ErrorMessage,
  SeatInfo,
  ServerMessage,
} from '@warboard/server/protocol';
export type { Outcome, Seat };

import type { SeatInfo } from '@warboard/server/protocol';

export type GameStatus = 'open' | 'live' | 'over';

/** An event as the server sends it: the core's event with whatever fields its game gives it. */
export type WireEvent = GameEvent & { readonly [field: string]: unknown };

export interface GameSummary {
  readonly id: string;
  readonly game: string;
  readonly status: GameStatus;
  readonly version: number;
  readonly seats: readonly SeatInfo[];
  readonly createdAt: string | number;
}

export interface Catalog {
  readonly games: readonly { id: string; rulesVersion: string }[];
  readonly difficulties: readonly string[];
}

export interface ReplayStep {
  readonly version: number;
  readonly actor: Seat;
  readonly events: readonly WireEvent[];
  readonly view: unknown;
}

export interface Replay extends GameSummary {
  readonly outcome: Outcome | null;
  readonly start: unknown;
  readonly steps: readonly ReplayStep[];
}
