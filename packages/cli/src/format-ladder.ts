/** The human-readable form of a ladder: one table of pairings, one of bots. */
import { table } from './format.js';
import type { BotRecord } from './ladder.js';
import type { LadderSummary } from './ladder-run.js';

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const interval = ([lo, hi]: readonly [number, number]) => `${pct(lo)} – ${pct(hi)}`;
const HEAD = ['games', 'wins', 'draws', 'losses', 'win rate', '95% interval'];
const cells = (r: BotRecord) => [
  int(r.games),
  int(r.wins),
  int(r.draws),
  int(r.losses),
  pct(r.winRate),
  interval(r.interval),
];

export function formatLadder(s: LadderSummary): string {
  const parts: string[] = [];
  parts.push(
    `${s.game} ladder (rules ${s.rulesVersion})  seed ${JSON.stringify(s.seed)}  options ${JSON.stringify(s.options)}`,
  );
  const alone =
    s.players === 2
      ? 'seats alternate'
      : `each bot alone against ${s.players - 1} copies of the other in half the games, in every seat in turn; an even share is ${pct(s.evenShare)}`;
  parts.push(
    [
      `${int(s.gamesPerPair)} games a pair · ${s.players} players · ${alone}`,
      'win rate = wins / games: draws are counted apart, not as wins · 95% Wilson score intervals',
    ].join('\n'),
  );

  const pairs = [['bot', 'against', ...HEAD]];
  for (const p of s.pairs) {
    const [a, b] = p.results;
    pairs.push([a.bot, b.bot, ...cells(a)]);
    pairs.push([b.bot, a.bot, ...cells(b)]);
  }
  parts.push(table(pairs, ['left', 'left']));

  const bots = [['bot', ...HEAD]];
  for (const r of s.standings) bots.push([r.bot, ...cells(r)]);
  parts.push(table(bots));

  if (s.stopped) parts.push(`stopped early: ${int(s.games)} of ${int(s.plannedGames)} games played`);
  const t = s.timing;
  parts.push(
    `games ${int(s.games)} · errors ${int(s.errors)} · ${t.workers} worker${t.workers === 1 ? '' : 's'} · ${t.seconds.toFixed(1)} s · ${t.gamesPerSecond.toFixed(2)} games/s`,
  );
  if (s.errors > 0) {
    const lines = [`${s.errors} game(s) stopped by an error; the first:`];
    for (const e of s.errorSamples) {
      lines.push(`  game ${e.index} (${e.bots.join(' / ')}, seed ${JSON.stringify(e.seed)}): ${e.message}`);
    }
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
