/**
 * Skill depth: how much skill decides the game under each variant. Every pair of the bots named by
 * `--skill` meets at each variant's table — the first bot in one seat, the second in all the others, the
 * lone seat rotating game by game so no seat favours either — and the report gives the first bot's win
 * rate with its interval, tests whether it changed between variants (in the report's one Holm family), and
 * ranks the bots by their mean score over their pairings. A rate falling toward 1 ÷ players under a
 * variant means the variant made the game more about luck.
 */
import type { ExperimentPlan, Variant } from './experiment.js';
import type { LabGame } from './record.js';
import { rate, type SkillResult } from './results.js';

/** One table of games the store keeps: a variant's options, the bot in each seat, how many games. */
export interface Table {
  /** The store's variant column and the seed part of its games. */
  readonly key: string;
  readonly options: unknown;
  readonly bots: readonly string[];
  readonly games: number;
}

const pairsOf = (bots: readonly string[]): [string, string][] =>
  bots.flatMap((a, i) => bots.slice(i + 1).map((b): [string, string] => [a, b]));

/** The table of `bot` alone in `seat` against `against` everywhere else, under one variant. */
const tableKey = (variant: string, bot: string, seat: number, against: string) =>
  `${variant}|skill|${bot}@${seat + 1}|${against}`;

/** Every table the experiment plays: each variant with the experiment's bots, then the skill matches. */
export function tablesOf(plan: ExperimentPlan): Table[] {
  const main = plan.variants.map((v) => ({
    key: v.key,
    options: v.options,
    bots: plan.bots,
    games: plan.gamesPerVariant,
  }));
  return [...main, ...plan.variants.flatMap((v) => skillTables(plan, v))];
}

function skillTables(plan: ExperimentPlan, v: Variant): Table[] {
  if (plan.skill === null) return [];
  const perSeat = Math.ceil(plan.skill.games / plan.players);
  return pairsOf(plan.skill.bots).flatMap(([bot, against]) =>
    Array.from({ length: plan.players }, (_, seat) => ({
      key: tableKey(v.key, bot, seat, against),
      options: v.options,
      bots: Array.from({ length: plan.players }, (_, s) => (s === seat ? bot : against)),
      games: perSeat,
    })),
  );
}

/** A variant's skill matches from the stored games of its tables. */
export function summariseSkill(
  plan: ExperimentPlan,
  variant: string,
  stored: (table: string, games: number) => ReadonlyMap<number, LabGame>,
): SkillResult | null {
  if (plan.skill === null) return null;
  const perSeat = Math.ceil(plan.skill.games / plan.players);
  const pairs = pairsOf(plan.skill.bots).map(([bot, against]) => {
    let games = 0;
    let wins = 0;
    let draws = 0;
    for (let seat = 0; seat < plan.players; seat++) {
      for (const game of stored(tableKey(variant, bot, seat, against), perSeat).values()) {
        if (!game.ok) continue;
        games++;
        if (game.winners === null) draws++;
        else if (game.winners.includes(seat)) wins++;
      }
    }
    return { bot, against, games, draws, wins: rate(wins, games) };
  });
  const even = 1 / plan.players;
  const ranking = plan.skill.bots
    .map((bot) => {
      // Scored against an even match, so the lone seat and the many weigh alike: above 0 beats, below loses.
      const scores = pairs.flatMap((p) =>
        p.bot === bot ? [p.wins.rate - even] : p.against === bot ? [even - p.wins.rate] : [],
      );
      return { bot, score: scores.length === 0 ? 0 : scores.reduce((s, x) => s + x, 0) / scores.length };
    })
    .map((r, order) => ({ ...r, order }))
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .map(({ bot, score }) => ({ bot, score }));
  return { pairs, ranking };
}
