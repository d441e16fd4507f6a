/** A chat line as either database reads it back (chat table, migration 4): one shape for SQLite and PostgreSQL. */
import type { ChatLine } from '@warboard/protocol';

export interface ChatRecordRow {
  number: number;
  channel: ChatLine['channel'];
  seat: number | null;
  name: string | null;
  text: string;
  at: number | string; // PostgreSQL's BIGINT comes back as a string
}

/** The columns of a line, in the order every query selects them. */
export const LINE_COLUMNS = 'number, channel, seat, name, text, at';

export const toLine = (r: ChatRecordRow): ChatLine => ({
  number: r.number,
  channel: r.channel,
  seat: r.seat,
  name: r.name,
  text: r.text,
  at: Number(r.at),
});
