/** The human-readable form of a simulation summary: small aligned tables. */
import type { SimSummary } from './sim-summary.js';
import type { Spread } from './stats.js';

type Align = 'left' | 'right';

/** Columns padded to their widest cell; the first column left-aligned, the rest right-aligned by default. */
export function table(rows: readonly (readonly string[])[], align?: readonly Align[]): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const a = align?.[i] ?? (i === 0 ? 'left' : 'right');
          const w = widths[i] ?? 0;
          return a === 'left' ? cell.padEnd(w) : cell.padStart(w);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const num = (n: number, digits = 1) => n.toFixed(digits);
/** A rate: whole numbers once large, two decimals below 10 (long Frontline games run well under one a second). */
const rate = (n: number) => (n < 10 ? n.toFixed(2) : int(n));
const pct = (part: number, whole: number) => (whole > 0 ? `${((100 * part) / whole).toFixed(1)}%` : '–');
const spread = (s: Spread) => [num(s.mean), num(s.sd), int(s.min), int(s.max)];

export function formatSummary(s: SimSummary): string {
  const parts: string[] = [];
  parts.push(
    `${s.game} (rules ${s.rulesVersion})  seed ${JSON.stringify(s.seed)}  options ${JSON.stringify(s.options)}`,
  );
  parts.push(
    [
      `games ${int(s.games)} · finished ${int(s.finished)} · draws ${int(s.draws)} · errors ${int(s.errors)}`,
      `speed ${rate(s.timing.gamesPerSecond)} games/s · ${int(s.timing.actionsPerSecond)} actions/s · ${num(s.timing.seconds, 2)} s`,
    ].join('\n'),
  );

  const perGame = [
    ['per game', 'mean', 'sd', 'min', 'max'],
    ['actions', ...spread(s.length)],
  ];
  for (const [type, e] of Object.entries(s.events)) perGame.push([`${type} events`, ...spread(e.perGame)]);
  parts.push(table(perGame));

  const seats = [['seat', 'wins', 'share']];
  s.winsPerSeat.forEach((wins, seat) => {
    seats.push([String(seat), int(wins), pct(wins, s.finished)]);
  });
  seats.push(['draw', int(s.draws), pct(s.draws, s.finished)]);
  parts.push(table(seats));

  for (const [key, values] of Object.entries(s.winsByTag)) {
    const rows = [[key, 'seats', 'wins', 'win rate']];
    for (const [value, t] of Object.entries(values))
      rows.push([value, int(t.seats), int(t.wins), pct(t.wins, t.seats)]);
    parts.push(table(rows));
  }

  const events = [['event', 'total']];
  for (const [type, e] of Object.entries(s.events)) {
    events.push([type, int(e.total)]);
    for (const [field, counts] of Object.entries(e.byField ?? {})) {
      // Most frequent first; ties keep the order the values first occurred in.
      const ranked = Object.entries(counts).sort((a, b) => b[1] - a[1]);
      for (const [value, n] of ranked) events.push([`  ${field}=${value}`, int(n)]);
    }
  }
  if (events.length > 1) parts.push(table(events));

  const reasons = [['outcome', 'games']];
  for (const [reason, n] of Object.entries(s.outcomes)) reasons.push([reason, int(n)]);
  if (reasons.length > 1) parts.push(table(reasons));

  if (s.errors > 0) {
    const lines = [`${s.errors} game(s) stopped by an engine error; the first:`];
    for (const e of s.errorSamples)
      lines.push(`  game ${e.index} (seed ${JSON.stringify(e.seed)}): ${e.message}`);
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
