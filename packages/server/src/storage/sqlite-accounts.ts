/**
 * Accounts on SQLite (storage/accounts.ts): reads on the storage's own connection, writes as plain-data
 * `AccountWrite`s that the writer runs in its batches (sqlite.ts), each in a savepoint of its own.
 */
import { NEWCOMER, rate } from '../ratings/glicko.js';
import type {
  AccountRow,
  AccountStorage,
  AdoptResult,
  ChallengeRow,
  HeldSeat,
  NewAccount,
  NewPasskey,
  PasskeyRow,
  RatedGame,
  RatingRow,
} from './accounts.js';
import type { Connection } from './sqlite-connection.js';

/** One account write, as it crosses to the writer thread. */
export type AccountWrite =
  | { readonly kind: 'createAccount'; readonly account: NewAccount; readonly passkey: NewPasskey | null }
  | { readonly kind: 'addPasskey'; readonly accountId: string; readonly passkey: NewPasskey }
  | { readonly kind: 'setCounter'; readonly id: string; readonly counter: number }
  | {
      readonly kind: 'createSession';
      readonly idHash: string;
      readonly accountId: string;
      readonly expiresAt: number;
    }
  | { readonly kind: 'deleteSession'; readonly idHash: string }
  | { readonly kind: 'putChallenge'; readonly challenge: ChallengeRow }
  | { readonly kind: 'takeChallenge'; readonly id: string; readonly now: number }
  | {
      readonly kind: 'adopt';
      readonly accountId: string;
      readonly name: string;
      readonly seats: readonly HeldSeat[];
    }
  | {
      readonly kind: 'seatToken';
      readonly accountId: string;
      readonly gameId: string;
      readonly seat: number;
      readonly tokenHash: string;
    }
  | { readonly kind: 'rate'; readonly game: RatedGame };

interface AccountRecord {
  id: string;
  name: string;
  name_key: string;
  password_hash: string | null;
  created_at: number;
}
interface PasskeyRecord {
  id: string;
  account_id: string;
  public_key: string;
  counter: number;
  transports: string;
  created_at: number;
}
interface ChallengeRecord {
  id: string;
  challenge: string;
  purpose: ChallengeRow['purpose'];
  name: string | null;
  account_id: string | null;
  user_handle: string | null;
  expires_at: number;
}
interface RatingRecord {
  account_id: string;
  game: string;
  rating: number;
  rd: number;
  vol: number;
  games: number;
  updated_at: number;
}

export const toAccount = (r: AccountRecord): AccountRow => ({
  id: r.id,
  name: r.name,
  nameKey: r.name_key,
  passwordHash: r.password_hash,
  createdAt: Number(r.created_at),
});
export const toPasskey = (r: Omit<PasskeyRecord, 'transports'> & { transports: unknown }): PasskeyRow => ({
  id: r.id,
  accountId: r.account_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: (typeof r.transports === 'string' ? JSON.parse(r.transports) : r.transports) as string[],
  createdAt: Number(r.created_at),
});
export const toChallenge = (r: ChallengeRecord): ChallengeRow => ({
  id: r.id,
  challenge: r.challenge,
  purpose: r.purpose,
  name: r.name,
  accountId: r.account_id,
  userHandle: r.user_handle,
  expiresAt: Number(r.expires_at),
});
export const toRating = (r: RatingRecord): RatingRow => ({
  accountId: r.account_id,
  game: r.game,
  rating: Number(r.rating),
  rd: Number(r.rd),
  vol: Number(r.vol),
  games: Number(r.games),
  updatedAt: Number(r.updated_at),
});

/** The account half of the storage on SQLite: `write` hands a write to the storage's writer. */
export function sqliteAccounts(db: Connection, write: <T>(w: AccountWrite) => Promise<T>): AccountStorage {
  const q = {
    byKey: db.prepare<[string], AccountRecord>('SELECT * FROM accounts WHERE name_key = ?'),
    byId: db.prepare<[string], AccountRecord>('SELECT * FROM accounts WHERE id = ?'),
    passkey: db.prepare<[string], PasskeyRecord>('SELECT * FROM passkeys WHERE id = ?'),
    passkeys: db.prepare<[string], PasskeyRecord>(
      'SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at',
    ),
    session: db.prepare<[string], { account_id: string; created_at: number; expires_at: number }>(
      'SELECT account_id, created_at, expires_at FROM sessions WHERE id_hash = ?',
    ),
    seatTokens: db.prepare<[string], { seat: number; token_hash: string }>(
      'SELECT seat, token_hash FROM seat_tokens WHERE game_id = ? ORDER BY created_at',
    ),
    accountSeats: db.prepare<
      [{ account: string; status: string | null; limit: number }],
      { game_id: string; seat: number }
    >(
      `SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id
       WHERE s.game_id IN (
         SELECT g2.id FROM games g2 JOIN seats s2 ON s2.game_id = g2.id
         WHERE s2.account_id = @account AND (@status IS NULL OR g2.status = @status)
         GROUP BY g2.id ORDER BY max(g2.created_at) DESC, g2.id LIMIT @limit)
       AND s.account_id = @account ORDER BY g.created_at DESC, g.id, s.seat`,
    ),
    ratings: db.prepare<[string], RatingRecord>('SELECT * FROM ratings WHERE account_id = ? ORDER BY game'),
    history: db.prepare<
      [string, number],
      { account_id: string; game_id: string; game: string; rating: number; rd: number; at: number }
    >('SELECT * FROM rating_history WHERE account_id = ? ORDER BY at DESC, game_id LIMIT ?'),
    board: db.prepare<[string, number], RatingRecord & { name: string }>(
      `SELECT r.*, a.name FROM ratings r JOIN accounts a ON a.id = r.account_id
       WHERE r.game = ? ORDER BY r.rating DESC, a.name_key LIMIT ?`,
    ),
  };
  return {
    createAccount: (account, passkey) => write({ kind: 'createAccount', account, passkey: passkey ?? null }),
    accountByKey: async (key) => {
      const r = q.byKey.get(key);
      return r ? toAccount(r) : null;
    },
    accountById: async (id) => {
      const r = q.byId.get(id);
      return r ? toAccount(r) : null;
    },
    passkey: async (id) => {
      const r = q.passkey.get(id);
      return r ? toPasskey(r) : null;
    },
    passkeys: async (accountId) => q.passkeys.all(accountId).map(toPasskey),
    addPasskey: (accountId, passkey) => write({ kind: 'addPasskey', accountId, passkey }),
    setPasskeyCounter: (id, counter) => write({ kind: 'setCounter', id, counter }),
    createSession: (idHash, accountId, expiresAt) =>
      write({ kind: 'createSession', idHash, accountId, expiresAt }),
    session: async (idHash, now) => {
      const r = q.session.get(idHash);
      if (!r) return null;
      if (r.expires_at <= now) {
        await write({ kind: 'deleteSession', idHash });
        return null;
      }
      return { accountId: r.account_id, createdAt: r.created_at, expiresAt: r.expires_at };
    },
    deleteSession: (idHash) => write({ kind: 'deleteSession', idHash }),
    putChallenge: (challenge) => write({ kind: 'putChallenge', challenge }),
    takeChallenge: (id, now) => write({ kind: 'takeChallenge', id, now }),
    adoptSeats: (accountId, name, seats) => write({ kind: 'adopt', accountId, name, seats }),
    addSeatToken: (accountId, gameId, seat, tokenHash) =>
      write({ kind: 'seatToken', accountId, gameId, seat, tokenHash }),
    seatTokens: async (gameId) =>
      q.seatTokens.all(gameId).map((r) => ({ seat: r.seat, tokenHash: r.token_hash })),
    accountSeats: async (accountId, limit, status) =>
      q.accountSeats
        .all({ account: accountId, status: status ?? null, limit })
        .map((r) => ({ gameId: r.game_id, seat: r.seat })),
    ratings: async (accountId) => q.ratings.all(accountId).map(toRating),
    ratingHistory: async (accountId, limit) =>
      q.history.all(accountId, limit).map((r) => ({
        accountId: r.account_id,
        gameId: r.game_id,
        game: r.game,
        rating: r.rating,
        rd: r.rd,
        at: r.at,
      })),
    leaderboard: async (game, limit) =>
      q.board.all(game, limit).map((r) => ({ ...toRating(r), name: r.name })),
    rateGame: (game) => write({ kind: 'rate', game }),
  };
}

/** The account writes as transaction functions of the writer's connection. */
export function sqliteAccountWrites(db: Connection): (w: AccountWrite) => unknown {
  const q = {
    keyTaken: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM accounts WHERE name_key = ?'),
    insertAccount: db.prepare(
      'INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    passkeyTaken: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM passkeys WHERE id = ?'),
    insertPasskey: db.prepare(
      'INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    setCounter: db.prepare('UPDATE passkeys SET counter = ? WHERE id = ?'),
    insertSession: db.prepare(
      'INSERT INTO sessions (id_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    ),
    deleteSession: db.prepare('DELETE FROM sessions WHERE id_hash = ?'),
    deleteExpiredSessions: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
    insertChallenge: db.prepare(
      `INSERT INTO auth_challenges (id, challenge, purpose, name, account_id, user_handle, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ),
    challenge: db.prepare<[string], ChallengeRecord>('SELECT * FROM auth_challenges WHERE id = ?'),
    deleteChallenge: db.prepare('DELETE FROM auth_challenges WHERE id = ?'),
    deleteExpiredChallenges: db.prepare('DELETE FROM auth_challenges WHERE expires_at <= ?'),
    seat: db.prepare<[string, number], { token_hash: string | null; account_id: string | null }>(
      'SELECT token_hash, account_id FROM seats WHERE game_id = ? AND seat = ?',
    ),
    game: db.prepare<[string], { id: string }>('SELECT id FROM games WHERE id = ?'),
    adopt: db.prepare('UPDATE seats SET account_id = ?, name = ? WHERE game_id = ? AND seat = ?'),
    insertSeatToken: db.prepare(
      'INSERT INTO seat_tokens (token_hash, game_id, seat, account_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    markRated: db.prepare('INSERT INTO rated_games (game_id, at) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    rating: db.prepare<[string, string], RatingRecord>(
      'SELECT * FROM ratings WHERE account_id = ? AND game = ?',
    ),
    upsertRating: db.prepare(
      `INSERT INTO ratings (account_id, game, rating, rd, vol, games, updated_at) VALUES (?, ?, ?, ?, ?, 1, ?)
       ON CONFLICT (account_id, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
       vol = excluded.vol, games = ratings.games + 1, updated_at = excluded.updated_at`,
    ),
    insertHistory: db.prepare(
      'INSERT INTO rating_history (account_id, game_id, game, rating, rd, at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
  };

  const insertPasskey = (accountId: string, p: NewPasskey, now: number) =>
    q.insertPasskey.run(p.id, accountId, p.publicKey, p.counter, JSON.stringify(p.transports), now);

  const createAccount = db.transaction((a: NewAccount, p: NewPasskey | null): boolean => {
    if (q.keyTaken.get(a.nameKey)?.n) return false;
    if (p && q.passkeyTaken.get(p.id)?.n) return false;
    const now = Date.now();
    q.insertAccount.run(a.id, a.name, a.nameKey, a.passwordHash, now);
    if (p) insertPasskey(a.id, p, now);
    return true;
  });

  const addPasskey = db.transaction((accountId: string, p: NewPasskey): boolean => {
    if (q.passkeyTaken.get(p.id)?.n) return false;
    insertPasskey(accountId, p, Date.now());
    return true;
  });

  const takeChallenge = db.transaction((id: string, now: number): ChallengeRow | null => {
    q.deleteExpiredChallenges.run(now);
    const r = q.challenge.get(id);
    if (!r) return null;
    q.deleteChallenge.run(id);
    return toChallenge(r);
  });

  const adopt = db.transaction((accountId: string, name: string, seats: readonly HeldSeat[]): AdoptResult => {
    const adopted: { gameId: string; seat: number }[] = [];
    const gone: { gameId: string; seat: number }[] = [];
    for (const s of seats) {
      if (!q.game.get(s.gameId)) {
        gone.push({ gameId: s.gameId, seat: s.seat });
        continue;
      }
      const row = q.seat.get(s.gameId, s.seat);
      const mine = row && row.token_hash === s.tokenHash && (row.account_id ?? accountId) === accountId;
      if (!mine) return { ok: false, gameId: s.gameId, seat: s.seat };
      adopted.push({ gameId: s.gameId, seat: s.seat });
    }
    for (const s of adopted) q.adopt.run(accountId, name, s.gameId, s.seat);
    return { ok: true, adopted, gone };
  });

  const seatToken = db.transaction(
    (accountId: string, gameId: string, seat: number, hash: string): boolean => {
      if (q.seat.get(gameId, seat)?.account_id !== accountId) return false;
      q.insertSeatToken.run(hash, gameId, seat, accountId, Date.now());
      return true;
    },
  );

  const rateGame = db.transaction((g: RatedGame): RatingRow[] | null => {
    if (q.markRated.run(g.gameId, g.at).changes !== 1) return null;
    const before = g.entrants.map((e) => {
      if ('fixed' in e) return { before: e.fixed, rank: e.rank, fixed: true };
      const r = q.rating.get(e.account, g.game);
      return { before: r ? toRating(r) : NEWCOMER, rank: e.rank, fixed: false };
    });
    const after = rate(before);
    const rows: RatingRow[] = [];
    for (const [i, e] of g.entrants.entries()) {
      const next = after[i];
      if ('fixed' in e || !next) continue;
      q.upsertRating.run(e.account, g.game, next.rating, next.rd, next.vol, g.at);
      q.insertHistory.run(e.account, g.gameId, g.game, next.rating, next.rd, g.at);
      const stored = q.rating.get(e.account, g.game);
      if (stored) rows.push(toRating(stored));
    }
    return rows;
  });

  return (w) => {
    switch (w.kind) {
      case 'createAccount':
        return createAccount(w.account, w.passkey);
      case 'addPasskey':
        return addPasskey(w.accountId, w.passkey);
      case 'setCounter':
        q.setCounter.run(w.counter, w.id);
        return undefined;
      case 'createSession':
        q.deleteExpiredSessions.run(Date.now());
        q.insertSession.run(w.idHash, w.accountId, Date.now(), w.expiresAt);
        return undefined;
      case 'deleteSession':
        q.deleteSession.run(w.idHash);
        return undefined;
      case 'putChallenge': {
        const c = w.challenge;
        q.insertChallenge.run(c.id, c.challenge, c.purpose, c.name, c.accountId, c.userHandle, c.expiresAt);
        return undefined;
      }
      case 'takeChallenge':
        return takeChallenge(w.id, w.now);
      case 'adopt':
        return adopt(w.accountId, w.name, w.seats);
      case 'seatToken':
        return seatToken(w.accountId, w.gameId, w.seat, w.tokenHash);
      case 'rate':
        return rateGame(w.game);
    }
  };
}
