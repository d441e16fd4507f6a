/**
 * The server's wire types, mirrored. packages/server exports its zod schemas only together with its Node
 * runtime (fastify, storage, Buffer), which must not reach the browser bundle, so the client keeps these
 * plain types in step with packages/server/src/protocol.ts and lobby.ts by hand.
 */
export type Seat = number;
export type GameStatus = 'open' | 'live' | 'over';

export interface SeatInfo {
  readonly seat: Seat;
  readonly kind: 'human' | 'bot';
  readonly difficulty: string | null;
  readonly taken: boolean;
  readonly name?: string | null; // the name its player gave when joining
}

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

export interface WireEvent {
  readonly type: string;
  readonly visibleTo?: readonly Seat[];
  readonly [field: string]: unknown;
}

export interface Outcome {
  readonly kind: 'win' | 'draw';
  readonly winners?: readonly Seat[];
  readonly reason?: string;
}

export type ServerMessage =
  | {
      readonly type: 'welcome';
      readonly game: string;
      readonly gameType: string;
      readonly seat: Seat | null;
      readonly status: GameStatus;
      readonly seats: readonly SeatInfo[];
      readonly version: number;
    }
  | {
      readonly type: 'snapshot';
      readonly version: number;
      readonly status: GameStatus;
      readonly view: unknown;
      readonly decisions: unknown;
      readonly legal: readonly unknown[];
    }
  | {
      readonly type: 'update';
      readonly version: number;
      readonly actor: Seat;
      readonly events: readonly WireEvent[];
      readonly view?: unknown;
      readonly decisions?: unknown;
      readonly legal?: readonly unknown[];
      readonly status?: 'live' | 'over';
      readonly outcome?: Outcome;
    }
  | { readonly type: 'seats'; readonly version: number; readonly seats: readonly SeatInfo[] }
  | { readonly type: 'ack'; readonly key: string; readonly version: number; readonly duplicate: boolean }
  | { readonly type: 'pong'; readonly id?: string; readonly version?: number }
  | {
      readonly type: 'error';
      readonly code: string;
      readonly message: string;
      readonly version?: number;
      readonly key?: string;
      readonly rule?: string;
    };

export type ClientMessage =
  | { type: 'hello'; game: string; token?: string; lastVersion?: number }
  | { type: 'action'; key: string; action: unknown; version?: number; seat?: number }
  | { type: 'ping'; id?: string };

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
