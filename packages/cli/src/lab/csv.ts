/**
 * `--csv FILE`: one row per stored game — its variant, index, seed, each seat's bot and bot seed, winners, first player, outcome or
 * error, and every measure — for a spreadsheet or R. Seats are numbered from 1, as the report numbers them.
 */
import { type ExperimentPlan, labSeed } from './experiment.js';
import { measuresFor } from './measures/index.js';
import type { LabStore } from './store.js';

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

export function labCsv(plan: ExperimentPlan, store: LabStore): string {
  const measures = measuresFor(plan.game).measures.map((m) => m.id);
  const seats = Array.from({ length: plan.players }, (_, s) => s);
  const head = [
    'variant',
    'game',
    'seed',
    'ok',
    'winners',
    'first',
    'reason',
    'error',
    ...seats.flatMap((s) => [`bot_${s + 1}`, `bot_seed_${s + 1}`]),
    ...measures,
  ];
  const rows = [head];
  for (const v of plan.variants) {
    for (const [index, game] of store.games(plan.id, v.key, plan.gamesPerVariant)) {
      const seed = labSeed(plan.seed, v.key, index);
      const common = [v.key, String(index), seed];
      // The bot in each seat and the seed its choices draw from (as playMatch seeds them).
      const bots = seats.flatMap((s) => [plan.bots[s] ?? '', `${seed}/bot/${s}`]);
      if (!game.ok) {
        rows.push([...common, 'false', '', '', '', game.message, ...bots, ...measures.map(() => '')]);
        continue;
      }
      rows.push([
        ...common,
        'true',
        game.winners === null ? 'draw' : game.winners.map((s) => s + 1).join(' '),
        game.first === null ? '' : String(game.first + 1),
        game.reason,
        '',
        ...bots,
        ...measures.map((id) => (game.values[id] === undefined ? '' : String(game.values[id]))),
      ]);
    }
  }
  return `${rows.map((row) => row.map(field).join(',')).join('\n')}\n`;
}
