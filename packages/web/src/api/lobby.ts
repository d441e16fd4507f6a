/** The lobby over HTTP (packages/server/src/lobby.ts): every call returns data or throws a readable error. */
import type {
  Catalog,
  CreatedGame,
  GameList,
  GameStatus,
  GameSummary,
  HttpError,
  InviteAnswer,
  JoinedSeat,
  NoticesAnswer,
  NoticesOffer,
  PushSubscriptionJson,
  RematchAnswer,
  Replay,
  Seat,
  SeatRequest,
} from './protocol.js';

/** A lobby refusal: its status, typed code and, for a rules refusal (`bad-options`), the rule and its facts. */
export class LobbyError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly rule?: string,
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(message);
  }
}

/** `token`: a seat's own request (the revealed replay, a rematch), sent as `Authorization: Bearer …`. */
export async function call<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  token?: string | null,
): Promise<T> {
  const headers: Record<string, string> = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  const response = await fetch(path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json().catch(() => ({}))) as Partial<HttpError>;
  if (!response.ok) {
    throw new LobbyError(
      response.status,
      json.error?.code ?? 'http',
      json.error?.message ?? response.statusText,
      json.error?.rule,
      json.error?.params,
    );
  }
  // The one place the lobby takes an answer as the protocol's: the client trusts the server it came from.
  return json as T;
}

export type { SeatRequest };

export const catalog = () => call<Catalog>('GET', '/api/catalog');

/** How a game is joined and counted, chosen at its creation (lobby/AccessChoice.tsx). */
export interface GameAccess {
  /** Its result changes its players' ratings; only signed-in players take its seats. */
  readonly rated?: boolean;
  /** Invite-only: listed nowhere, seats taken with its invite links only. */
  readonly invite?: boolean;
}

/** A game's decision clock: `decisionMs` per decision, and a correspondence game's `reserveMs` per player. */
export interface ClockRequest {
  readonly decisionMs: number;
  readonly reserveMs?: number;
  /** A seat whose clock ran out twice in a row: to a bot at once, or by the others' vote. */
  readonly handover?: 'bot' | 'vote';
}

/** `fullReplay`: once over, the full replay is published and the players may see every card. */
export const createGame = (
  game: string,
  options: unknown,
  seats: readonly SeatRequest[],
  fullReplay = false,
  access: GameAccess = {},
  clock?: ClockRequest,
) =>
  call<CreatedGame>('POST', '/api/games', {
    game,
    options,
    seats,
    fullReplay,
    ...(access.rated ? { rated: true } : {}),
    ...(access.invite ? { access: 'invite' } : {}),
    ...clock,
  });

/** A new request id: the same for every retry of one join, so a retry gets the seat the lost answer gave. */
const newRequestId = (): string => crypto.randomUUID();

/**
 * `work` again after a failure that may not have reached the server's answer (the network, a 5xx), up to three
 * times; a refusal (4xx) is the answer.
 */
async function retried<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const refused = error instanceof LobbyError && error.status < 500;
      if (refused || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 4 ** attempt));
    }
  }
}

/** The server's VAPID key for push subscriptions, and whether it sends e-mail. */
export const noticesOffer = () => call<NoticesOffer>('GET', '/api/notices');

const noticesPath = (id: string, seat: Seat) => `/api/games/${encodeURIComponent(id)}/seats/${seat}/notices`;

/** Which notices a seat gets now (asked with its own token). */
export const seatNotices = (id: string, seat: Seat, token: string) =>
  call<NoticesAnswer>('GET', noticesPath(id, seat), undefined, token);

/** Replace where a seat wants its notices: a push subscription, an e-mail address (null: none). */
export const setSeatNotices = (
  id: string,
  seat: Seat,
  token: string,
  notices: { push?: PushSubscriptionJson | null; email?: string | null },
) => call<NoticesAnswer>('PUT', noticesPath(id, seat), notices, token);

export const listGames = (status: GameStatus, limit = 50) =>
  call<GameList>('GET', `/api/games?status=${status}&limit=${limit}`).then((r) => r.games);

export const gameSummary = (id: string) => call<GameSummary>('GET', `/api/games/${encodeURIComponent(id)}`);

/** Take a seat (an invite-only game's with its `invite` code), retried with one request id if need be. */
export function joinSeat(id: string, seat: Seat, name?: string | null, invite?: string | null) {
  const requestId = newRequestId();
  const body = { requestId, ...(name ? { name } : {}), ...(invite ? { invite } : {}) };
  return retried(() =>
    call<JoinedSeat>('POST', `/api/games/${encodeURIComponent(id)}/seats/${seat}/join`, body),
  );
}

/**
 * A rematch of a finished game, asked for with one of its seats' tokens: the new game and that seat in it (the
 * first ask makes it, later ones join it), retried with one request id if need be.
 */
export function rematch(id: string, token: string) {
  const body = { requestId: newRequestId() };
  return retried(() =>
    call<RematchAnswer>('POST', `/api/games/${encodeURIComponent(id)}/rematch`, body, token),
  );
}

/** An invite-only game's code, asked for by one of its players (their seat's token). */
export const inviteOf = (id: string, token: string) =>
  call<InviteAnswer>('GET', `/api/games/${encodeURIComponent(id)}/invite`, undefined, token).then(
    (a) => a.invite,
  );

/**
 * Which replay of a game: the public one by default; `full`, every action and event (a game created with
 * fullReplay, or an imported one); `seat`, as that seat saw it (an imported game only); `reveal`, every card
 * shown — for a player of a game created with fullReplay, proven by their seat's `token`.
 */
export interface ReplayRequest {
  readonly full?: boolean;
  readonly seat?: Seat | null;
  readonly reveal?: boolean;
  readonly token?: string | null;
}

/** A finished game's whole replay: the server sends it a page of steps at a time, fetched here in turn. */
export async function replay(id: string, request: ReplayRequest = {}): Promise<Replay> {
  const path = `/api/games/${encodeURIComponent(id)}/replay`;
  const pageOf = (from: number) => {
    const query = new URLSearchParams();
    if (request.full) query.set('full', '1');
    if (request.seat != null) query.set('seat', String(request.seat));
    if (request.reveal) query.set('reveal', '1');
    if (from > 0) query.set('from', String(from));
    const suffix = query.toString();
    return call<Replay>('GET', suffix ? `${path}?${suffix}` : path, undefined, request.token);
  };
  const first = await pageOf(0);
  const steps = [...first.steps];
  for (let next = first.next; next !== null; ) {
    const page = await pageOf(next);
    steps.push(...page.steps);
    next = page.next;
  }
  return { ...first, steps, next: null };
}
