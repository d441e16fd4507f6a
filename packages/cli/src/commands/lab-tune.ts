/**
 * `warboard lab tune`: which option settings meet the targets? Plays the candidates (every combination of
 * the `--param` values) by a plain grid and by successive halving on the same budget of games, in the lab's
 * resumable store, and reports the better strategy's best settings with their measured values and
 * intervals, the games spent, and the runners-up (lab/tune.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson } from '@warboard/core';
import type { Command } from 'commander';
import type { BotRegistry } from '../bot-registry.js';
import { table } from '../format.js';
import type { GameRegistry } from '../games.js';
import type { Io } from '../io.js';
import { type ExperimentPlan, planExperiment, type Variant } from '../lab/experiment.js';
import { measuresFor } from '../lab/measures/index.js';
import { summariseStored } from '../lab/report.js';
import { runExperiment } from '../lab/run.js';
import { DEFAULT_DB, LabStore } from '../lab/store.js';
import {
  gridGames,
  halvingRounds,
  loss,
  type Measured,
  measure,
  paramSweep,
  parseTarget,
  type Target,
} from '../lab/tune.js';
import { addGameOptionFlags, type GameOptionFlags, positiveInt, workersOption } from '../option-input.js';
import { registriesFor } from '../tasks.js';
import { UsageError } from '../usage-error.js';

interface TuneFlags extends GameOptionFlags {
  readonly game: string;
  readonly param: string[];
  readonly target: string[];
  readonly budget: number;
  readonly bots: string;
  readonly seed: string;
  readonly db: string;
  readonly out?: string;
  readonly json?: true;
  readonly workers: number;
}

interface Scored {
  readonly settings: string;
  readonly games: number;
  readonly measured: readonly Measured[];
  readonly loss: number;
}

interface Strategy {
  readonly name: 'grid' | 'successive-halving';
  /** Games this strategy's allocation plays (the two share stored games, so a run plays fewer). */
  readonly spent: number;
  /** Its last round's candidates, best first. */
  readonly ranked: readonly Scored[];
}

const collect = (value: string, previous: string[]): string[] => [...previous, value];

/** Scores the candidates as far as they were played, best first (ties in grid order). */
function score(plan: ExperimentPlan, store: LabStore, targets: readonly Target[]): Scored[] {
  return summariseStored(plan, store)
    .map((v, order) => {
      const measured = targets.map((t) => measure(v, t));
      return { settings: v.key, games: v.finished, measured, loss: loss(measured), order };
    })
    .sort((a, b) => a.loss - b.loss || a.order - b.order)
    .map(({ order: _o, ...s }) => s);
}

export function registerLabTune(
  lab: Command,
  io: Io,
  registry: GameRegistry,
  botRegistry: BotRegistry,
): void {
  addGameOptionFlags(
    lab
      .command('tune')
      .description('search option settings that meet targets: successive halving against a plain grid')
      .requiredOption('--game <game>', 'the game')
      .option('--param <key=lo..hi|v1,v2,...>', 'an option to search and its values; repeatable', collect, [])
      .option(
        '--target <measure=value|lo..hi>',
        'a target for a measure (fair: 1 ÷ players); repeatable',
        collect,
        [],
      )
      .option('--budget <n>', 'games each strategy may spend', positiveInt, 2000)
      .option('--bots <names>', 'one bot for every seat, or one per seat (comma-separated)', 'random')
      .option('--seed <seed>', 'run seed', 'warboard')
      .option('--db <file>', 'the results database (SQLite)', DEFAULT_DB)
      .option('--out <dir>', 'where tune.json goes (default: data/lab/<experiment id>-tune)')
      .option('--json', 'print tune.json instead of the text summary'),
  )
    .addOption(workersOption())
    .action(async (flags: TuneFlags) => {
      if (flags.param.length === 0) throw new UsageError('no --param: give at least one option to search');
      if (flags.target.length === 0) throw new UsageError('no --target: give at least one measure to aim at');
      const plan = planExperiment(registry, botRegistry, {
        game: flags.game,
        variants: [],
        sweeps: flags.param.map(paramSweep),
        sweepFlag: '--param',
        bots: flags.bots,
        games: flags.budget,
        seed: flags.seed,
        option: flags.option,
        ...(flags.players !== undefined ? { players: flags.players } : {}),
        ...(flags.ruleset !== undefined ? { ruleset: flags.ruleset } : {}),
      });
      const targets = flags.target.map((t) => parseTarget(t, measuresFor(plan.game), plan.players));
      const store = new LabStore(flags.db);
      try {
        const play = async (variants: readonly Variant[], games: number) => {
          const round = { ...plan, variants, gamesPerVariant: games };
          await runExperiment(round, {
            store,
            workers: flags.workers,
            registries: registriesFor(registry, botRegistry),
          });
          return score(round, store, targets);
        };
        const k = plan.variants.length;
        const each = gridGames(k, flags.budget);
        const grid: Strategy = { name: 'grid', spent: each * k, ranked: await play(plan.variants, each) };
        const rounds = halvingRounds(k);
        let left: readonly Variant[] = plan.variants;
        let games = 0;
        let spent = 0;
        let ranked: Scored[] = [];
        for (let r = 0; r < rounds && left.length > 0; r++) {
          const more = Math.max(1, Math.floor(flags.budget / rounds / left.length));
          games += more;
          spent += more * left.length;
          ranked = await play(left, games);
          const keep = new Set(ranked.slice(0, Math.ceil(left.length / 2)).map((s) => s.settings));
          if (left.length === 1) break;
          left = left.filter((v) => keep.has(v.key));
        }
        const halving: Strategy = { name: 'successive-halving', spent, ranked };
        // The better strategy: the smaller miss of its best; on a tie the one that measured its best on more games.
        const [gb, hb] = [grid.ranked[0], halving.ranked[0]];
        const kept =
          gb === undefined ||
          (hb !== undefined && (hb.loss < gb.loss || (hb.loss === gb.loss && hb.games >= gb.games)))
            ? halving
            : grid;
        const result = {
          experiment: plan.id,
          game: plan.game,
          rulesVersion: plan.rulesVersion,
          seed: plan.seed,
          bots: plan.bots,
          budget: flags.budget,
          candidates: plan.variants.map((v) => v.key),
          targets: targets.map((t) => t.text),
          kept: kept.name,
          strategies: [halving, grid].map((s) => ({ ...s, ranked: s.ranked.slice(0, 4) })),
        };
        const out = flags.out ?? join('data', 'lab', `${plan.id}-tune`);
        mkdirSync(out, { recursive: true });
        writeFileSync(
          join(out, 'tune.json'),
          `${JSON.stringify(JSON.parse(canonicalJson(result)), null, 1)}\n`,
        );
        io.stdout.write(
          flags.json ? `${canonicalJson(result)}\n` : tuneText(result.targets, kept, [halving, grid]),
        );
        io.stderr.write(`tune: ${join(out, 'tune.json')}; results kept in ${flags.db}\n`);
      } finally {
        store.close();
      }
    });
}

const fmt = (x: number) => (Math.abs(x) < 1 ? x.toFixed(3) : x.toFixed(2));

function tuneText(targets: readonly string[], kept: Strategy, strategies: readonly Strategy[]): string {
  const out: string[] = [`targets: ${targets.join('; ')}`, ''];
  for (const s of strategies) {
    out.push(`${s.name}${s === kept ? ' (kept: the better result)' : ''}: ${s.spent} games`);
    out.push(
      table([
        ['settings', 'games', ...targets, 'miss'],
        ...s.ranked
          .slice(0, 4)
          .map((c) => [
            c.settings,
            String(c.games),
            ...c.measured.map((m) => `${fmt(m.value)} [${fmt(m.interval[0])}, ${fmt(m.interval[1])}]`),
            fmt(c.loss),
          ]),
      ]),
      '',
    );
  }
  const best = kept.ranked[0];
  if (best !== undefined) {
    out.push(
      best.loss === 0
        ? `best: ${best.settings} meets every target (${best.games} games)`
        : `best: ${best.settings}, missing the targets by ${fmt(best.loss)} (${best.games} games); runners-up above`,
    );
  }
  return `${out.join('\n')}\n`;
}
