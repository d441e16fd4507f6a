/** Accounts on PostgreSQL (storage/accounts.ts): each write one statement, or one transaction of a few. */
import type pg from 'pg';
import { NEWCOMER, rate } from '../ratings/glicko.js';
import type { AccountStorage, AdoptResult, RatingRow } from './accounts.js';
import { toAccount, toChallenge, toPasskey, toRating } from './sqlite-accounts.js';

const UNIQUE_VIOLATION = '23505';
const isUnique = (error: unknown) => (error as { code?: string }).code === UNIQUE_VIOLATION;

type Tx = <T>(work: (c: pg.PoolClient) => Promise<T>) => Promise<T>;

/** The account half of the storage on PostgreSQL: `tx` runs work in one transaction. */
export function postgresAccounts(pool: pg.Pool, tx: Tx): AccountStorage {
  const one = async <R extends pg.QueryResultRow>(sql: string, values: unknown[]) =>
    (await pool.query<R>(sql, values)).rows[0];
  return {
    createAccount: async (a, p) => {
      try {
        await tx(async (c) => {
          const now = Date.now();
          await c.query(
            'INSERT INTO accounts (id, name, name_key, password_hash, created_at) VALUES ($1, $2, $3, $4, $5)',
            [a.id, a.name, a.nameKey, a.passwordHash, now],
          );
          if (p)
            await c.query(
              'INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
              [p.id, a.id, p.publicKey, p.counter, JSON.stringify(p.transports), now],
            );
        });
        return true;
      } catch (error) {
        if (isUnique(error)) return false; // the name's key, or the credential, is taken: nothing was written
        throw error;
      }
    },
    accountByKey: async (key) => {
      const r = await one('SELECT * FROM accounts WHERE name_key = $1', [key]);
      return r ? toAccount(r as never) : null;
    },
    accountById: async (id) => {
      const r = await one('SELECT * FROM accounts WHERE id = $1', [id]);
      return r ? toAccount(r as never) : null;
    },
    passkey: async (id) => {
      const r = await one('SELECT * FROM passkeys WHERE id = $1', [id]);
      return r ? toPasskey(r as never) : null;
    },
    passkeys: async (accountId) =>
      (
        await pool.query('SELECT * FROM passkeys WHERE account_id = $1 ORDER BY created_at', [accountId])
      ).rows.map((r) => toPasskey(r as never)),
    addPasskey: async (accountId, p) => {
      const r = await pool.query(
        `INSERT INTO passkeys (id, account_id, public_key, counter, transports, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [p.id, accountId, p.publicKey, p.counter, JSON.stringify(p.transports), Date.now()],
      );
      return r.rowCount === 1;
    },
    setPasskeyCounter: async (id, counter) => {
      await pool.query('UPDATE passkeys SET counter = $1 WHERE id = $2', [counter, id]);
    },
    createSession: async (idHash, accountId, expiresAt) => {
      const now = Date.now();
      await pool.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
      await pool.query(
        'INSERT INTO sessions (id_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [idHash, accountId, now, expiresAt],
      );
    },
    session: async (idHash, now) => {
      const r = await one<{ account_id: string; created_at: string; expires_at: string }>(
        'SELECT account_id, created_at, expires_at FROM sessions WHERE id_hash = $1',
        [idHash],
      );
      if (!r) return null;
      if (Number(r.expires_at) <= now) {
        await pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
        return null;
      }
      return { accountId: r.account_id, createdAt: Number(r.created_at), expiresAt: Number(r.expires_at) };
    },
    deleteSession: async (idHash) => {
      await pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
    },
    putChallenge: async (c) => {
      await pool.query(
        `INSERT INTO auth_challenges (id, challenge, purpose, name, account_id, user_handle, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [c.id, c.challenge, c.purpose, c.name, c.accountId, c.userHandle, c.expiresAt],
      );
    },
    takeChallenge: async (id, now) => {
      await pool.query('DELETE FROM auth_challenges WHERE expires_at <= $1', [now]);
      // Deleted as it is read: of two answers to one challenge, one gets it.
      const r = await one('DELETE FROM auth_challenges WHERE id = $1 RETURNING *', [id]);
      return r ? toChallenge(r as never) : null;
    },
    adoptSeats: (accountId, name, seats) =>
      tx(async (c): Promise<AdoptResult> => {
        const adopted: { gameId: string; seat: number }[] = [];
        const gone: { gameId: string; seat: number }[] = [];
        for (const s of seats) {
          const game = await c.query('SELECT 1 FROM games WHERE id = $1', [s.gameId]);
          if (game.rowCount === 0) {
            gone.push({ gameId: s.gameId, seat: s.seat });
            continue;
          }
          const row = (
            await c.query<{ token_hash: string | null; account_id: string | null }>(
              'SELECT token_hash, account_id FROM seats WHERE game_id = $1 AND seat = $2 FOR UPDATE',
              [s.gameId, s.seat],
            )
          ).rows[0];
          const mine = row && row.token_hash === s.tokenHash && (row.account_id ?? accountId) === accountId;
          if (!mine) return { ok: false, gameId: s.gameId, seat: s.seat };
          adopted.push({ gameId: s.gameId, seat: s.seat });
        }
        for (const s of adopted)
          await c.query('UPDATE seats SET account_id = $1, name = $2 WHERE game_id = $3 AND seat = $4', [
            accountId,
            name,
            s.gameId,
            s.seat,
          ]);
        return { ok: true, adopted, gone };
      }),
    addSeatToken: async (accountId, gameId, seat, tokenHash) => {
      const r = await pool.query(
        `INSERT INTO seat_tokens (token_hash, game_id, seat, account_id, created_at)
         SELECT $1, game_id, seat, account_id, $5 FROM seats WHERE game_id = $2 AND seat = $3 AND account_id = $4`,
        [tokenHash, gameId, seat, accountId, Date.now()],
      );
      return r.rowCount === 1;
    },
    seatTokens: async (gameId) =>
      (
        await pool.query<{ seat: number; token_hash: string }>(
          'SELECT seat, token_hash FROM seat_tokens WHERE game_id = $1 ORDER BY created_at',
          [gameId],
        )
      ).rows.map((r) => ({ seat: r.seat, tokenHash: r.token_hash })),
    accountSeats: async (accountId, limit, status) =>
      (
        await pool.query<{ game_id: string; seat: number }>(
          `SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id
           WHERE s.account_id = $1 AND s.game_id IN (
             SELECT g2.id FROM games g2 JOIN seats s2 ON s2.game_id = g2.id
             WHERE s2.account_id = $1 AND ($2::text IS NULL OR g2.status = $2::text)
             GROUP BY g2.id ORDER BY max(g2.created_at) DESC, g2.id LIMIT $3)
           ORDER BY g.created_at DESC, g.id, s.seat`,
          [accountId, status ?? null, limit],
        )
      ).rows.map((r) => ({ gameId: r.game_id, seat: r.seat })),
    ratings: async (accountId) =>
      (await pool.query('SELECT * FROM ratings WHERE account_id = $1 ORDER BY game', [accountId])).rows.map(
        (r) => toRating(r as never),
      ),
    ratingHistory: async (accountId, limit) =>
      (
        await pool.query(
          'SELECT * FROM rating_history WHERE account_id = $1 ORDER BY at DESC, game_id LIMIT $2',
          [accountId, limit],
        )
      ).rows.map((r) => ({
        accountId: r.account_id,
        gameId: r.game_id,
        game: r.game,
        rating: Number(r.rating),
        rd: Number(r.rd),
        at: Number(r.at),
      })),
    leaderboard: async (game, limit) =>
      (
        await pool.query(
          `SELECT r.*, a.name FROM ratings r JOIN accounts a ON a.id = r.account_id
           WHERE r.game = $1 ORDER BY r.rating DESC, a.name_key LIMIT $2`,
          [game, limit],
        )
      ).rows.map((r) => ({ ...toRating(r as never), name: r.name as string })),
    rateGame: async (g) => {
      try {
        return await tx(async (c) => {
          // The mark first: a second rating of this game waits here for the first, then finds it.
          const marked = await c.query(
            'INSERT INTO rated_games (game_id, at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [g.gameId, g.at],
          );
          if (marked.rowCount !== 1) return null;
          const before = [];
          for (const e of g.entrants) {
            if ('fixed' in e) {
              before.push({ before: e.fixed, rank: e.rank, fixed: true });
              continue;
            }
            // Locked: two games of one player ending at once update one after the other.
            const r = (
              await c.query('SELECT * FROM ratings WHERE account_id = $1 AND game = $2 FOR UPDATE', [
                e.account,
                g.game,
              ])
            ).rows[0];
            before.push({ before: r ? toRating(r as never) : NEWCOMER, rank: e.rank, fixed: false });
          }
          const after = rate(before);
          const rows: RatingRow[] = [];
          for (const [i, e] of g.entrants.entries()) {
            const next = after[i];
            if ('fixed' in e || !next) continue;
            const stored = await c.query(
              `INSERT INTO ratings (account_id, game, rating, rd, vol, games, updated_at)
               VALUES ($1, $2, $3, $4, $5, 1, $6)
               ON CONFLICT (account_id, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd,
               vol = excluded.vol, games = ratings.games + 1, updated_at = excluded.updated_at RETURNING *`,
              [e.account, g.game, next.rating, next.rd, next.vol, g.at],
            );
            await c.query(
              'INSERT INTO rating_history (account_id, game_id, game, rating, rd, at) VALUES ($1, $2, $3, $4, $5, $6)',
              [e.account, g.gameId, g.game, next.rating, next.rd, g.at],
            );
            if (stored.rows[0]) rows.push(toRating(stored.rows[0] as never));
          }
          return rows;
        });
      } catch (error) {
        if (isUnique(error)) return null; // rated at the same moment by another process
        throw error;
      }
    },
  };
}
