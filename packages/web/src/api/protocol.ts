/**
 * The wire contract as the client reads it, from `@warboard/protocol` (the schemas' types, imported as types
 * only, so zod never reaches the first-load bundle: the client trusts the server it came from, and the server
 * checks what the client sends). A screen that knows its game names its wire types (`GameWire`) and reads
 * typed views, legal actions, decisions and events; the defaults read any game's events field by field.
 */
import type {
  GameWire,
  OpenWire,
  Replay as ReplayOf,
  ReplayStep as ReplayStepOf,
  ServerMessage as ServerMessageOf,
} from '@warboard/protocol';

export type { Outcome, Seat } from '@warboard/core';
export type {
  AccountAnswer,
  AccountGames,
  AdoptAnswer,
  Catalog,
  CatalogGame,
  ChatLine,
  ClientMessage,
  CreatedGame,
  DeadlineInfo,
  ErrorMessage,
  GameList,
  GameStatus,
  GameSummary,
  GameWire,
  HttpError,
  InviteAnswer,
  JoinedSeat,
  Leaderboard,
  NoticesAnswer,
  NoticesOffer,
  OpenWire,
  OptionField,
  OptionValue,
  PasskeyOptions,
  PlayerPage,
  PushSubscriptionJson,
  RatingPoint,
  RematchAnswer,
  ReserveInfo,
  SeatInfo,
  SeatRequest,
  SeatTokens,
  WireEvent,
} from '@warboard/protocol';

export type ServerMessage<W extends GameWire = OpenWire> = ServerMessageOf<W>;
export type Replay<W extends GameWire = OpenWire> = ReplayOf<W>;
export type ReplayStep<W extends GameWire = OpenWire> = ReplayStepOf<W>;
