/**
 * SQLite's chat, mutes and notices (migration 4), handover votes (migration 5), seats handed to bots and rematch links: the reads on the main connection, the writes as transaction
 * functions of the writer's connection (sqlite.ts batches them with the others).
 */
import { type ChatRecordRow, LINE_COLUMNS, type StoredLine, toLine } from './chat-rows.js';
import type { Connection } from './sqlite-connection.js';
import type {
  ChatAppend,
  ChatKeep,
  HandoverVote,
  Mute,
  NewChatLine,
  NoticeRow,
  RematchLink,
  SpeakerMute,
} from './storage.js';

const LINE = LINE_COLUMNS;

/** One write of this module, as it crosses to the writer thread: plain data. */
export type SocialWrite =
  | { readonly op: 'appendChat'; readonly args: [NewChatLine, ChatKeep, number] }
  | { readonly op: 'setMute'; readonly args: [string, number, number, boolean] }
  | { readonly op: 'setNotices'; readonly args: [string, NoticeRow, number] }
  | { readonly op: 'handSeatToBot'; readonly args: [string, number, string] }
  | { readonly op: 'recordRematch'; readonly args: [string, RematchLink, string | null] }
  | { readonly op: 'voteHandover'; readonly args: [string, HandoverVote] }
  | { readonly op: 'setSpeakerMute'; readonly args: [string, string, SpeakerMute, boolean] };

export function socialReads(db: Connection) {
  const q = {
    chat: db.prepare<[string, number, number], ChatRecordRow>(
      `SELECT * FROM (SELECT ${LINE} FROM chat WHERE room = ? AND number > ? ORDER BY number DESC LIMIT ?) ORDER BY number`,
    ),
    mutes: db.prepare<[string], Mute>(
      'SELECT seat, muted FROM chat_mutes WHERE game_id = ? ORDER BY seat, muted',
    ),
    notices: db.prepare<[string], { seat: number; push: string | null; email: string | null }>(
      'SELECT seat, push, email FROM notices WHERE game_id = ? ORDER BY seat',
    ),
    line: db.prepare<[string, number], ChatRecordRow>(
      `SELECT ${LINE} FROM chat WHERE room = ? AND number = ?`,
    ),
    speakerMutes: db.prepare<[string, string], SpeakerMute>(
      'SELECT speaker, line FROM chat_speaker_mutes WHERE room = ? AND listener = ? ORDER BY line',
    ),
    votes: db.prepare<[string], HandoverVote>(
      'SELECT seat, voter, version FROM handover_votes WHERE game_id = ? ORDER BY seat, voter',
    ),
  };
  return {
    chat: (room: string, after: number, limit: number): StoredLine[] =>
      q.chat.all(room, after, limit).map(toLine),
    chatLine: (room: string, number: number): StoredLine | null => {
      const row = q.line.get(room, number);
      return row ? toLine(row) : null;
    },
    speakerMutes: (room: string, listener: string): SpeakerMute[] => q.speakerMutes.all(room, listener),
    mutes: (game: string): Mute[] => q.mutes.all(game),
    notices: (game: string): NoticeRow[] =>
      q.notices.all(game).map((r) => ({
        seat: r.seat,
        push: r.push === null ? null : JSON.parse(r.push),
        email: r.email,
      })),
    handoverVotes: (game: string): HandoverVote[] => q.votes.all(game),
  };
}

export function socialWrites(db: Connection): (w: SocialWrite) => unknown {
  const q = {
    byKey: db.prepare<[string, string], ChatRecordRow>(
      `SELECT ${LINE} FROM chat WHERE room = ? AND idem_key = ?`,
    ),
    last: db.prepare<[string], { n: number | null }>('SELECT max(number) AS n FROM chat WHERE room = ?'),
    insert: db.prepare(
      'INSERT INTO chat (room, number, channel, seat, name, text, idem_key, at, speaker) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    dropOld: db.prepare('DELETE FROM chat WHERE room = ? AND number <= ?'),
    mute: db.prepare('INSERT OR IGNORE INTO chat_mutes (game_id, seat, muted) VALUES (?, ?, ?)'),
    unmute: db.prepare('DELETE FROM chat_mutes WHERE game_id = ? AND seat = ? AND muted = ?'),
    setNotices: db.prepare(
      `INSERT INTO notices (game_id, seat, push, email, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (game_id, seat) DO UPDATE SET push = excluded.push, email = excluded.email, updated_at = excluded.updated_at`,
    ),
    dropNotices: db.prepare('DELETE FROM notices WHERE game_id = ? AND seat = ?'),
    toBot: db.prepare(
      `UPDATE seats SET kind = 'bot', difficulty = ? WHERE game_id = ? AND seat = ? AND kind = 'human'`,
    ),
    settings: db.prepare<[string], { settings: string }>('SELECT settings FROM games WHERE id = ?'),
    setSettings: db.prepare('UPDATE games SET settings = ? WHERE id = ?'),
    speakerMute: db.prepare(
      `INSERT INTO chat_speaker_mutes (room, listener, speaker, line) VALUES (?, ?, ?, ?)
       ON CONFLICT (room, listener, speaker) DO UPDATE SET line = excluded.line`,
    ),
    speakerUnmute: db.prepare(
      'DELETE FROM chat_speaker_mutes WHERE room = ? AND listener = ? AND speaker = ?',
    ),
    dropVotes: db.prepare('DELETE FROM handover_votes WHERE game_id = ? AND seat = ?'),
    vote: db.prepare(
      `INSERT INTO handover_votes (game_id, seat, voter, version) VALUES (?, ?, ?, ?)
       ON CONFLICT (game_id, seat, voter) DO UPDATE SET version = excluded.version`,
    ),
  };
  const appendChat = db.transaction((l: NewChatLine, keep: ChatKeep, now: number): ChatAppend => {
    const existing = q.byKey.get(l.room, l.key);
    if (existing) return { ok: true, line: toLine(existing), duplicate: true };
    const number = (q.last.get(l.room)?.n ?? 0) + 1;
    if (number > keep.max && !keep.rolling) return { ok: false, reason: 'full' };
    q.insert.run(l.room, number, l.channel, l.seat, l.name, l.text, l.key, now, l.speaker);
    if (keep.rolling) q.dropOld.run(l.room, number - keep.max);
    const line = {
      number,
      channel: l.channel,
      seat: l.seat,
      name: l.name,
      text: l.text,
      at: now,
      speaker: l.speaker,
    };
    return { ok: true, line, duplicate: false };
  });
  const setMute = db.transaction((game: string, seat: number, muted: number, on: boolean) => {
    (on ? q.mute : q.unmute).run(game, seat, muted);
  });
  const setNotices = db.transaction((game: string, n: NoticeRow, now: number) => {
    if (n.push === null && n.email === null) q.dropNotices.run(game, n.seat);
    else q.setNotices.run(game, n.seat, n.push === null ? null : JSON.stringify(n.push), n.email, now);
  });
  // Read and written in one transaction of the one writer: two asks at once cannot both link.
  const recordRematch = db.transaction((game: string, link: RematchLink, gone: string | null) => {
    const row = q.settings.get(game);
    if (!row) return null;
    const settings = JSON.parse(row.settings);
    if (settings.rematch && settings.rematch.game !== gone) return settings.rematch as RematchLink;
    q.setSettings.run(JSON.stringify({ ...settings, rematch: link }), game);
    return link;
  });
  const handSeatToBot = db.transaction((game: string, seat: number, difficulty: string): boolean => {
    if (q.toBot.run(difficulty, game, seat).changes !== 1) return false;
    q.dropVotes.run(game, seat);
    return true;
  });
  return (w) => {
    switch (w.op) {
      case 'appendChat':
        return appendChat(...w.args);
      case 'setMute':
        return setMute(...w.args);
      case 'setNotices':
        return setNotices(...w.args);
      case 'handSeatToBot':
        return handSeatToBot(...w.args);
      case 'recordRematch':
        return recordRematch(...w.args);
      case 'setSpeakerMute': {
        const [room, listener, m, on] = w.args;
        if (on) q.speakerMute.run(room, listener, m.speaker, m.line);
        else q.speakerUnmute.run(room, listener, m.speaker);
        return undefined;
      }
      case 'voteHandover': {
        const [game, v] = w.args;
        return void q.vote.run(game, v.seat, v.voter, v.version);
      }
    }
  };
}

/**
 * What leaves with a game: its chat, mutes, notices and handover votes (an open game expired; notices, once a
 * game ends).
 */
export const FORGET_GAME = {
  all: [
    'DELETE FROM chat WHERE room = ?',
    'DELETE FROM chat_mutes WHERE game_id = ?',
    'DELETE FROM notices WHERE game_id = ?',
    'DELETE FROM handover_votes WHERE game_id = ?',
    'DELETE FROM chat_speaker_mutes WHERE room = ?',
  ],
  notices: 'DELETE FROM notices WHERE game_id = ?',
} as const;
