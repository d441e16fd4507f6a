/**
 * What one client, and all of them together, may take of a server: request rates, games, connections, memory.
 * Every limit has a default generous enough for real play and an environment variable (docs/operations.md);
 * `createServer` takes them as `limits`, `warboard start` reads them with `limitsFromEnv`.
 */
import { z } from 'zod';

export interface Limits {
  /** Lobby requests (every `/api/` HTTP route) per IP per `lobbyWindowMs`. */
  readonly lobbyRequests: number;
  readonly lobbyWindowMs: number;
  /** Games created (`POST /api/games`) per IP per `lobbyWindowMs`, counted apart from the other requests. */
  readonly gamesCreated: number;
  /** Sign-ups and sign-ins (each password or passkey attempt, and each passkey challenge) per IP per window. */
  readonly signIns: number;
  /** Open games (a human seat still free) created by one IP and not yet live, expired or removed. */
  readonly openGamesPerIp: number;
  /** Live games of bots only created by one IP and not yet over. */
  readonly botGamesPerIp: number;
  /** Live games of bots only, from every IP together. */
  readonly botGames: number;
  /** An open game nobody joined or acted in for this long is removed. */
  readonly openGameTtlMs: number;
  /** Bot threads: at most this many bots think at once, the others wait in a queue fair between creators. */
  readonly botThreads: number;
  /** WebSocket connections from one IP, and from all together. */
  readonly connectionsPerIp: number;
  readonly connections: number;
  /** Bytes waiting to be sent to one socket past which the client is too slow to follow: it is cut off. */
  readonly sendBufferBytes: number;
  /** A socket that has not joined a game (a successful `hello`) this long after it opened is closed. */
  readonly helloTimeoutMs: number;
  /** How often each socket is pinged; one that has not answered the previous ping is closed. */
  readonly pingIntervalMs: number;
  /** Messages on one connection: a token bucket of `messageBurst`, refilled at `messagesPerSecond`. */
  readonly messagesPerSecond: number;
  readonly messageBurst: number;
  /** Bytes of built replays of finished games kept in memory (least recently used dropped first). */
  readonly replayCacheBytes: number;
  /** Steps in one page of a replay when the request names no `limit`, and the most it may name. */
  readonly replayPageSteps: number;
  readonly replayMaxPageSteps: number;
  /** Finished games kept in memory with nobody watching; older ones are released (reloaded on demand). */
  readonly finishedRoomsKept: number;
  /** Chat lines of one speaker (a game's seat, or an address): `chatBurst` at once, refilled to this a minute. */
  readonly chatLinesPerMinute: number;
  readonly chatBurst: number;
  /** Lines one game's chat keeps; past them it takes no more (`chat-full`). */
  readonly chatLinesPerGame: number;
  /** Lines the lobby's chat keeps: the oldest go as new ones come. */
  readonly lobbyChatLines: number;
}

const MINUTE = 60_000;

export const DEFAULT_LIMITS: Limits = {
  lobbyRequests: 600,
  lobbyWindowMs: MINUTE,
  gamesCreated: 60,
  signIns: 20,
  openGamesPerIp: 20,
  botGamesPerIp: 10,
  botGames: 200,
  openGameTtlMs: 24 * 60 * MINUTE,
  botThreads: 2,
  connectionsPerIp: 64,
  connections: 10_000,
  sendBufferBytes: 1024 * 1024,
  helloTimeoutMs: 10_000,
  pingIntervalMs: 30_000,
  messagesPerSecond: 20,
  messageBurst: 60,
  replayCacheBytes: 64 * 1024 * 1024,
  replayPageSteps: 200,
  replayMaxPageSteps: 1000,
  finishedRoomsKept: 100,
  chatLinesPerMinute: 20,
  chatBurst: 5,
  chatLinesPerGame: 2000,
  lobbyChatLines: 500,
};

/** The environment variable of each limit (documented in docs/protocol.md and docs/operations.md). */
export const LIMIT_VARIABLES: { readonly [K in keyof Limits]: string } = {
  lobbyRequests: 'WARBOARD_LOBBY_REQUESTS',
  lobbyWindowMs: 'WARBOARD_LOBBY_WINDOW_MS',
  gamesCreated: 'WARBOARD_GAMES_CREATED',
  signIns: 'WARBOARD_SIGN_INS',
  openGamesPerIp: 'WARBOARD_OPEN_GAMES_PER_IP',
  botGamesPerIp: 'WARBOARD_BOT_GAMES_PER_IP',
  botGames: 'WARBOARD_BOT_GAMES',
  openGameTtlMs: 'WARBOARD_OPEN_GAME_TTL_MS',
  botThreads: 'WARBOARD_BOT_THREADS',
  connectionsPerIp: 'WARBOARD_CONNECTIONS_PER_IP',
  connections: 'WARBOARD_CONNECTIONS',
  sendBufferBytes: 'WARBOARD_SEND_BUFFER_BYTES',
  helloTimeoutMs: 'WARBOARD_HELLO_TIMEOUT_MS',
  pingIntervalMs: 'WARBOARD_PING_MS',
  messagesPerSecond: 'WARBOARD_MESSAGES_PER_SECOND',
  messageBurst: 'WARBOARD_MESSAGE_BURST',
  replayCacheBytes: 'WARBOARD_REPLAY_CACHE_BYTES',
  replayPageSteps: 'WARBOARD_REPLAY_PAGE_STEPS',
  replayMaxPageSteps: 'WARBOARD_REPLAY_MAX_PAGE_STEPS',
  finishedRoomsKept: 'WARBOARD_FINISHED_ROOMS_KEPT',
  chatLinesPerMinute: 'WARBOARD_CHAT_LINES_PER_MINUTE',
  chatBurst: 'WARBOARD_CHAT_BURST',
  chatLinesPerGame: 'WARBOARD_CHAT_LINES_PER_GAME',
  lobbyChatLines: 'WARBOARD_LOBBY_CHAT_LINES',
};

/** A positive whole number written in decimal digits: no sign, no exponent, no hex, no blanks. */
const positiveInteger = z
  .string()
  .regex(/^[0-9]+$/, 'a positive whole number')
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n) && n > 0, 'a positive whole number');

/** The environment's part of the configuration: each variable optional, each a positive whole number. */
const limitsEnvSchema = z.object(
  Object.fromEntries(Object.values(LIMIT_VARIABLES).map((name) => [name, positiveInteger.optional()])),
);

/** The limits from the environment (unset or empty: the default), or the one-line reason a value is refused. */
export function limitsFromEnv(
  env: NodeJS.ProcessEnv,
): { ok: true; limits: Limits } | { ok: false; error: string } {
  const present = Object.fromEntries(
    Object.values(LIMIT_VARIABLES)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const parsed = limitsEnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: `${String(issue?.path[0])}=${present[String(issue?.path[0])]}: ${issue?.message}`,
    };
  }
  const limits = { ...DEFAULT_LIMITS } as Record<keyof Limits, number>;
  for (const [key, name] of Object.entries(LIMIT_VARIABLES) as [keyof Limits, string][]) {
    const value = parsed.data[name];
    if (typeof value === 'number') limits[key] = value;
  }
  return { ok: true, limits };
}
