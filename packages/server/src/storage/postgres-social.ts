/** PostgreSQL's chat, mutes and notices (migration 4), handover votes (migration 5), seats handed to bots and rematch links, behind the same interface as SQLite's (sqlite-social.ts). */
import type pg from 'pg';
import { type ChatRecordRow, LINE_COLUMNS, toLine } from './chat-rows.js';
import type { HandoverVote, RematchLink, SpeakerMute, Storage } from './storage.js';

const LINE = LINE_COLUMNS;
const UNIQUE_VIOLATION = '23505';

/** What leaves with a game: its chat, mutes, notices and handover votes (an open game expired). */
export const FORGET_GAMES = [
  'DELETE FROM chat WHERE room = ANY($1)',
  'DELETE FROM chat_mutes WHERE game_id = ANY($1)',
  'DELETE FROM notices WHERE game_id = ANY($1)',
  'DELETE FROM handover_votes WHERE game_id = ANY($1)',
  'DELETE FROM chat_speaker_mutes WHERE room = ANY($1)',
] as const;

type Social = Pick<
  Storage,
  | 'appendChat'
  | 'chat'
  | 'mutes'
  | 'setMute'
  | 'notices'
  | 'setNotices'
  | 'handSeatToBot'
  | 'handoverVotes'
  | 'voteHandover'
  | 'chatLine'
  | 'speakerMutes'
  | 'setSpeakerMute'
  | 'recordRematch'
>;

export function postgresSocial(pool: pg.Pool): Social {
  const byKey = async (room: string, key: string) =>
    (
      await pool.query<ChatRecordRow>(`SELECT ${LINE} FROM chat WHERE room = $1 AND idem_key = $2`, [
        room,
        key,
      ])
    ).rows[0];
  return {
    appendChat: async (l, keep) => {
      const existing = await byKey(l.room, l.key);
      if (existing) return { ok: true, line: toLine(existing), duplicate: true };
      // The next number of the room, in one statement; two processes racing for it collide on the key and
      // the loser tries again (a game's chat is slow beside that).
      for (let attempt = 0; ; attempt++) {
        try {
          const r = await pool.query<ChatRecordRow>(
            `INSERT INTO chat (room, number, channel, seat, name, text, idem_key, at, speaker)
             SELECT $1, coalesce(max(number), 0) + 1, $2, $3, $4, $5, $6, $7, $10 FROM chat WHERE room = $1
             HAVING coalesce(max(number), 0) < $8::int OR $9::boolean
             RETURNING ${LINE}`,
            [l.room, l.channel, l.seat, l.name, l.text, l.key, Date.now(), keep.max, keep.rolling, l.speaker],
          );
          const row = r.rows[0];
          if (!row) return { ok: false, reason: 'full' };
          if (keep.rolling)
            await pool.query('DELETE FROM chat WHERE room = $1 AND number <= $2', [
              l.room,
              row.number - keep.max,
            ]);
          return { ok: true, line: toLine(row), duplicate: false };
        } catch (error) {
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= 5) throw error;
          const same = await byKey(l.room, l.key); // the same line, sent twice at once
          if (same) return { ok: true, line: toLine(same), duplicate: true };
        }
      }
    },
    chat: async (room, after, limit) => {
      const r = await pool.query<ChatRecordRow>(
        `SELECT * FROM (SELECT ${LINE} FROM chat WHERE room = $1 AND number > $2 ORDER BY number DESC LIMIT $3) AS newest ORDER BY number`,
        [room, after, limit],
      );
      return r.rows.map(toLine);
    },
    chatLine: async (room, number) => {
      const r = await pool.query<ChatRecordRow>(`SELECT ${LINE} FROM chat WHERE room = $1 AND number = $2`, [
        room,
        number,
      ]);
      return r.rows[0] ? toLine(r.rows[0]) : null;
    },
    speakerMutes: async (room, listener) =>
      (
        await pool.query<SpeakerMute>(
          'SELECT speaker, line FROM chat_speaker_mutes WHERE room = $1 AND listener = $2 ORDER BY line',
          [room, listener],
        )
      ).rows,
    setSpeakerMute: async (room, listener, m, on) => {
      if (on)
        await pool.query(
          `INSERT INTO chat_speaker_mutes (room, listener, speaker, line) VALUES ($1, $2, $3, $4)
           ON CONFLICT (room, listener, speaker) DO UPDATE SET line = excluded.line`,
          [room, listener, m.speaker, m.line],
        );
      else
        await pool.query(
          'DELETE FROM chat_speaker_mutes WHERE room = $1 AND listener = $2 AND speaker = $3',
          [room, listener, m.speaker],
        );
    },
    mutes: async (game) =>
      (
        await pool.query<{ seat: number; muted: number }>(
          'SELECT seat, muted FROM chat_mutes WHERE game_id = $1 ORDER BY seat, muted',
          [game],
        )
      ).rows,
    setMute: async (game, seat, muted, on) => {
      await pool.query(
        on
          ? 'INSERT INTO chat_mutes (game_id, seat, muted) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING'
          : 'DELETE FROM chat_mutes WHERE game_id = $1 AND seat = $2 AND muted = $3',
        [game, seat, muted],
      );
    },
    notices: async (game) =>
      (
        await pool.query<{ seat: number; push: never; email: string | null }>(
          'SELECT seat, push, email FROM notices WHERE game_id = $1 ORDER BY seat',
          [game],
        )
      ).rows,
    handSeatToBot: async (game, seat, difficulty) => {
      // One statement: the seat and its votes change together.
      const r = await pool.query(
        `WITH handed AS (
           UPDATE seats SET kind = 'bot', difficulty = $1 WHERE game_id = $2 AND seat = $3 AND kind = 'human'
           RETURNING game_id, seat
         ), dropped AS (
           DELETE FROM handover_votes v USING handed h WHERE v.game_id = h.game_id AND v.seat = h.seat
         )
         SELECT 1 FROM handed`,
        [difficulty, game, seat],
      );
      return r.rowCount === 1;
    },
    handoverVotes: async (game) =>
      (
        await pool.query<HandoverVote>(
          'SELECT seat, voter, version FROM handover_votes WHERE game_id = $1 ORDER BY seat, voter',
          [game],
        )
      ).rows,
    voteHandover: async (game, v) => {
      await pool.query(
        `INSERT INTO handover_votes (game_id, seat, voter, version) VALUES ($1, $2, $3, $4)
         ON CONFLICT (game_id, seat, voter) DO UPDATE SET version = excluded.version`,
        [game, v.seat, v.voter, v.version],
      );
    },
    recordRematch: async (game, link, gone) => {
      // One statement: of two processes linking at once, one updates the row and the other reads its link.
      const set = await pool.query<{ rematch: RematchLink }>(
        `UPDATE games SET settings = jsonb_set(settings, '{rematch}', $2::jsonb)
         WHERE id = $1 AND (settings->'rematch' IS NULL OR settings->'rematch'->>'game' = $3)
         RETURNING settings->'rematch' AS rematch`,
        [game, JSON.stringify(link), gone ?? null],
      );
      if (set.rows[0]) return set.rows[0].rematch;
      const kept = await pool.query<{ rematch: RematchLink | null }>(
        `SELECT settings->'rematch' AS rematch FROM games WHERE id = $1`,
        [game],
      );
      return kept.rows[0]?.rematch ?? null;
    },
    setNotices: async (game, n) => {
      if (n.push === null && n.email === null) {
        await pool.query('DELETE FROM notices WHERE game_id = $1 AND seat = $2', [game, n.seat]);
        return;
      }
      await pool.query(
        `INSERT INTO notices (game_id, seat, push, email, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (game_id, seat) DO UPDATE SET push = excluded.push, email = excluded.email, updated_at = excluded.updated_at`,
        [game, n.seat, n.push === null ? null : JSON.stringify(n.push), n.email, Date.now()],
      );
    },
  };
}
