/**
 * A game's version, clocks and last activity, read from its game row and the last row of its log (schema
 * version 7). An action is written as one row of the log and nothing else: the game row is not rewritten per
 * action, so an action touches one page of the log's index where it used to touch four (the game row, the log's
 * row and its two indexes). The log's last version is the game's version; the clocks are those written with
 * the last action, unless the game row's were written at that version or later (`setDeadlines`, which stores
 * the version it wrote them at in `clocks_version`; a game brought in whole or migrated from an older schema
 * has its clocks there too, at its last version).
 */

/** The columns both backends read beside a game row: the row's own and those of its log's last row. */
export interface HeadColumns<D, R = D> {
  readonly clocksVersion: number;
  readonly updatedAt: number;
  readonly deadlines: D;
  readonly reserves: R;
  readonly lastVersion: number | null; // null: the game has no action
  readonly lastAt: number | null;
  readonly lastDeadlines: D | null; // null on rows written before version 7, and on imported logs
  readonly lastReserves: R | null;
}

export interface Head<D, R = D> {
  readonly version: number;
  readonly updatedAt: number;
  readonly deadlines: D;
  readonly reserves: R;
}

export function headOf<D, R>(c: HeadColumns<D, R>): Head<D, R> {
  const last = c.lastVersion ?? 0;
  const byLog = last > c.clocksVersion;
  return {
    version: Math.max(c.clocksVersion, last),
    updatedAt: Math.max(c.updatedAt, c.lastAt ?? 0),
    deadlines: byLog && c.lastDeadlines !== null ? c.lastDeadlines : c.deadlines,
    reserves: byLog && c.lastReserves !== null ? c.lastReserves : c.reserves,
  };
}
