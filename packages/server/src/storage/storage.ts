/**
 * Where games live. The append-only action log is the source of truth: a game's state is always
 * `replay(game, rulesVersion, options, seed, actions)`. Implementations: SQLite (embedded default) and
 * PostgreSQL (`DATABASE_URL`). Every method is async so that a networked database fits the same shape.
 */
import type { Seat } from '@warboard/core';
import type { ChatChannel, GameStatus, PushSubscriptionJson } from '@warboard/protocol';
import type { AccountStorage } from './accounts.js';
import type { StoredLine } from './chat-rows.js';

export type { ChatChannel, GameStatus, PushSubscriptionJson };
export type SeatKind = 'human' | 'bot';

/** A finished game's rematch: the new game, and the seat whose player asked for it. */
export interface RematchLink {
  readonly game: string;
  readonly by: Seat;
}

/**
 * Per-game server settings (not rules options): chosen at creation, fixed for the game's life — but for
 * `rematch`, which a finished game gains once (`Storage.recordRematch`).
 */
export interface GameSettings {
  /** How long a seat may take over a decision before its standing order is applied. */
  readonly decisionMs: number;
  /**
   * A correspondence game's reserve per player (ms): a decision may overrun `decisionMs` by what is left of it,
   * and what it overran is gone for the rest of the game. Absent or 0: none.
   */
  readonly reserveMs?: number;
  /** A seat whose clock ran out twice in a row goes to a bot: at once (`bot`), or by the others' vote. */
  readonly handover?: 'bot' | 'vote';
  /** Whether the full replay (every action, every event) is published once the game is over. */
  readonly fullReplay: boolean;
  /**
   * A finished game brought in whole from its record (`POST /api/imports`), never played here: read-only, left
   * out of the lobby's lists, and its replay may show every seat's view (the record gave its seed).
   */
  readonly imported?: true;
  /** Its result changes its players' ratings; only signed-in players take its seats (accounts/joining.ts). */
  readonly rated?: true;
  /** Invite-only: listed nowhere, its seats taken only with `invite`, the code its invite links carry. */
  readonly access?: 'invite';
  readonly invite?: string;
  /** The rematch started from this finished game: every player who asks for one joins it. */
  readonly rematch?: RematchLink;
}

export interface GameRow {
  readonly id: string;
  readonly game: string;
  readonly rulesVersion: string;
  readonly options: unknown; // validated options as given to setup
  readonly seed: string; // never leaves the server
  readonly settings: GameSettings;
  readonly status: GameStatus;
  readonly version: number; // number of actions in the log
  readonly createdAt: number; // ms since the epoch
  readonly updatedAt: number;
  /** When each human seat that owes a decision gets its standing order, so clocks survive a restart. */
  readonly deadlines: readonly Deadline[];
  /** What each human seat has left of the game's reserve (`settings.reserveMs`), once it overran a decision. */
  readonly reserves: readonly Reserve[];
}

/**
 * A seat's decision clock: its decision's own time ends at `at` (ms since the epoch); then the `reserve` it had
 * left runs, and at `at + reserve` the game plays the seat's standing order.
 */
export interface Deadline {
  readonly seat: Seat;
  readonly at: number;
  readonly reserve?: number;
}

/** What a seat has left of its reserve (ms). */
export interface Reserve {
  readonly seat: Seat;
  readonly left: number;
}

export interface SeatRow {
  readonly seat: Seat;
  readonly kind: SeatKind;
  readonly difficulty: string | null; // bots only
  readonly tokenHash: string | null; // humans, once joined: sha256 of the seat token
  readonly name: string | null; // the name a player gave when taking the seat, or their account's
  /** The account holding the seat (accounts.ts): set when a signed-in player joins, or adopts a guest's seat. */
  readonly accountId?: string | null;
}

export interface ActionRow {
  readonly version: number; // the game's version after this action: 1 for the first
  readonly seat: Seat;
  readonly action: unknown;
  readonly key: string; // the client's idempotency key, unique per (game, seat)
  readonly at: number;
}

export interface NewGame {
  readonly id: string;
  readonly game: string;
  readonly rulesVersion: string;
  readonly options: unknown;
  readonly seed: string;
  readonly settings: GameSettings;
  readonly status: GameStatus;
  readonly seats: readonly SeatRow[];
  /** The actions of a game brought in whole (an imported record), written with it in one transaction. */
  readonly log?: readonly NewAction[];
}

export interface NewAction {
  readonly seat: Seat;
  readonly action: unknown;
  readonly key: string;
}

export type AppendResult =
  | { readonly ok: true; readonly version: number }
  /** Someone else's action got there first (optimistic concurrency): re-read and retry. */
  | { readonly ok: false; readonly reason: 'stale'; readonly version: number }
  /** This (seat, key) is already in the log: the retry of an action already applied. */
  | { readonly ok: false; readonly reason: 'duplicate'; readonly existing: ActionRow };

export type ClaimResult =
  | { readonly ok: true; readonly status: GameStatus }
  | { readonly ok: false; readonly reason: 'no-game' | 'no-seat' | 'bot-seat' | 'taken' };

/** A chat line to store: in `room` (a game's id, or LOBBY_ROOM), under the sender's idempotency key. */
export interface NewChatLine {
  readonly room: string;
  readonly channel: ChatChannel;
  readonly seat: Seat | null;
  readonly name: string | null;
  readonly text: string;
  readonly key: string;
  /** Who said it when no seat did (a spectator, a lobby visitor): a key of the server's own, for mutes. */
  readonly speaker: string | null;
}

/** The room of the lobby's chat. */
export const LOBBY_ROOM = '';

/** How many lines a room keeps: past `max`, a game refuses more (`full`); the lobby drops its oldest (`rolling`). */
export interface ChatKeep {
  readonly max: number;
  readonly rolling: boolean;
}

export type ChatAppend =
  | { readonly ok: true; readonly line: StoredLine; readonly duplicate: boolean }
  | { readonly ok: false; readonly reason: 'full' };

/** Seat `seat` does not get the lines of seat `muted`. */
export interface Mute {
  readonly seat: Seat;
  readonly muted: Seat;
}

/** Seat `voter` voted to hand seat `seat` to a bot (handover.ts) when the game was at `version`. */
export interface HandoverVote {
  readonly seat: Seat;
  readonly voter: Seat;
  readonly version: number;
}

/** A listener (`seat:<n>`, or a spectator's or lobby visitor's key) does not get the lines of `speaker`. */
export interface SpeakerMute {
  readonly speaker: string;
  /** The line it was muted by: what the listener's client names it by. */
  readonly line: number;
}

/** Where a seat wants its notices: a push subscription, an e-mail address. */
export interface NoticeRow {
  readonly seat: Seat;
  readonly push: PushSubscriptionJson | null;
  readonly email: string | null;
}

export interface Storage extends AccountStorage {
  readonly kind: 'sqlite' | 'postgres';
  createGame(game: NewGame): Promise<void>;
  getGame(id: string): Promise<GameRow | null>;
  /** Games in these states, newest first, at most `limit`. */
  listGames(status: readonly GameStatus[], limit: number): Promise<GameRow[]>;
  seats(id: string): Promise<SeatRow[]>;
  /**
   * Give a free human seat its token hash (and the game a new `updatedAt`); the game goes live when its last
   * human seat is taken. A signed-in player's seat is their account's (`accountId`).
   */
  claimSeat(
    id: string,
    seat: Seat,
    tokenHash: string,
    name?: string | null,
    accountId?: string | null,
  ): Promise<ClaimResult>;
  /**
   * Append one action as version `expectedVersion + 1`, in the same transaction that bumps the game's
   * version (and sets `status` when given, e.g. 'over', and the decision `deadlines` and `reserves` when
   * given, replacing the stored ones). Refuses a stale version or a repeated key. A game that ends forgets
   * where its seats wanted notices.
   */
  appendAction(
    id: string,
    expectedVersion: number,
    action: NewAction,
    status?: GameStatus,
    deadlines?: readonly Deadline[],
    reserves?: readonly Reserve[],
  ): Promise<AppendResult>;
  /** Replace the decision deadlines (and reserves), if the game is still at `version`; false when it moved on. */
  setDeadlines(
    id: string,
    version: number,
    deadlines: readonly Deadline[],
    reserves?: readonly Reserve[],
  ): Promise<boolean>;
  /**
   * Add a line to a room's chat as its next number, unless the room has a line under `key` already (then that
   * one is answered, `duplicate`).
   */
  appendChat(line: NewChatLine, keep: ChatKeep): Promise<ChatAppend>;
  /** The newest `limit` lines of a room after `afterNumber`, oldest first. */
  chat(room: string, afterNumber: number, limit: number): Promise<StoredLine[]>;
  /** One line of a room, by its number. */
  chatLine(room: string, number: number): Promise<StoredLine | null>;
  /** The speakers with no seat that `listener` muted in a room. */
  speakerMutes(room: string, listener: string): Promise<SpeakerMute[]>;
  setSpeakerMute(room: string, listener: string, mute: SpeakerMute, on: boolean): Promise<void>;
  mutes(game: string): Promise<Mute[]>;
  setMute(game: string, seat: Seat, muted: Seat, on: boolean): Promise<void>;
  notices(game: string): Promise<NoticeRow[]>;
  /**
   * A human seat becomes a bot seat (its token is kept: its player may still watch it), and the votes to hand it
   * over go; false if it was not human.
   */
  handSeatToBot(game: string, seat: Seat, difficulty: string): Promise<boolean>;
  /**
   * Link a finished game to its rematch, in its settings, unless it has one already: the first link recorded
   * stays — but for a link to `gone`, a rematch no longer stored (an open game that expired), which this one
   * replaces. Answers the link the game keeps (this one or the earlier one), or null when there is no such game.
   */
  recordRematch(game: string, link: RematchLink, gone?: string): Promise<RematchLink | null>;
  /** The votes cast to hand a game's seats to a bot, by seat and voter. */
  handoverVotes(game: string): Promise<HandoverVote[]>;
  /** Record a vote; the same voter's vote for the same seat again moves to the new version. */
  voteHandover(game: string, vote: HandoverVote): Promise<void>;
  /** Replace where a seat wants its notices (both null: none, and the row goes). */
  setNotices(game: string, notice: NoticeRow): Promise<void>;
  /**
   * Remove the open games nobody joined or acted in since `idleSince` (ms since the epoch: `updatedAt`, which
   * each seat taken moves on), with their seats, chat, mutes, notices and handover votes; returns their ids.
   */
  removeOpenGames(idleSince: number): Promise<string[]>;
  /** The log from `afterVersion` (exclusive), in order. */
  actions(id: string, afterVersion?: number): Promise<ActionRow[]>;
  close(): Promise<void>;
}

/** A write asked of a storage that is closed, or whose writer has stopped: refused at once, never left pending. */
export class StorageClosedError extends Error {
  readonly code = 'storage-closed';
  constructor(detail: string) {
    super(`the storage is closed: ${detail}`);
    this.name = 'StorageClosedError';
  }
}
