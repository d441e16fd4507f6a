/** A chat line as either database reads it back (chat table, migration 4): one shape for SQLite and PostgreSQL. */
import type { ChatLine } from '@warboard/protocol';

export interface ChatRecordRow {
  number: number;
  speaker: string | null;
  channel: ChatLine['channel'];
  seat: number | null;
  name: string | null;
  text: string;
  at: number | string; // PostgreSQL's BIGINT comes back as a string
}

/** The columns of a line, in the order every query selects them. */
export const LINE_COLUMNS = 'number, channel, seat, name, text, at, speaker';

/** A line as stored: with who said it when no seat did (a key that never leaves the server), for mutes. */
export type StoredLine = ChatLine & { readonly speaker: string | null };

export const toLine = (r: ChatRecordRow): StoredLine => ({
  number: r.number,
  channel: r.channel,
  seat: r.seat,
  name: r.name,
  text: r.text,
  at: Number(r.at),
  speaker: r.speaker ?? null,
});
