/**
 * Skill depth: every pair of --skill bots meets with the lone seat rotating, the lone bot's wins are summed
 * over its seats, and the ranking orders bots by their mean distance above an even share.
 */
import { describe, expect, it } from 'vitest';
import type { ExperimentPlan } from '../src/lab/experiment.js';
import type { LabGame } from '../src/lab/record.js';
import { summariseSkill, tablesOf } from '../src/lab/skill.js';

const plan: ExperimentPlan = {
  id: 'test',
  game: 'race',
  rulesVersion: '1',
  seed: 's',
  players: 2,
  bots: ['random', 'random'],
  gamesPerVariant: 10,
  common: {},
  variants: [{ key: 'v', input: {}, options: {}, swept: false }],
  sweeps: [],
  skill: { bots: ['hard', 'heuristic', 'random'], games: 4 },
};

const won = (seat: number): LabGame => ({
  ok: true,
  winners: [seat],
  actions: 1,
  reason: 'r',
  tags: [{}, {}],
  first: 0,
  values: {},
});

describe('lab skill depth', () => {
  it('plays the variant with its bots, then each pair with the lone bot in each seat in turn', () => {
    const tables = tablesOf(plan);
    expect(tables.map((t) => [t.key, t.bots.join(','), t.games])).toEqual([
      ['v', 'random,random', 10],
      ['v|skill|hard@1|heuristic', 'hard,heuristic', 2],
      ['v|skill|hard@2|heuristic', 'heuristic,hard', 2],
      ['v|skill|hard@1|random', 'hard,random', 2],
      ['v|skill|hard@2|random', 'random,hard', 2],
      ['v|skill|heuristic@1|random', 'heuristic,random', 2],
      ['v|skill|heuristic@2|random', 'random,heuristic', 2],
    ]);
  });

  it("sums the lone bot's wins over its seats and ranks the bots by mean distance above an even share", () => {
    // hard wins 3 of 4 against heuristic, 4 of 4 against random; heuristic 2 of 4 against random.
    const results: Record<string, LabGame[]> = {
      'v|skill|hard@1|heuristic': [won(0), won(0)],
      'v|skill|hard@2|heuristic': [won(1), won(0)],
      'v|skill|hard@1|random': [won(0), won(0)],
      'v|skill|hard@2|random': [won(1), won(1)],
      'v|skill|heuristic@1|random': [won(0), won(1)],
      'v|skill|heuristic@2|random': [won(0), won(1)],
    };
    const skill = summariseSkill(plan, 'v', (table) => new Map((results[table] ?? []).map((g, i) => [i, g])));
    expect(skill?.pairs.map((p) => [p.bot, p.against, p.wins.wins, p.games])).toEqual([
      ['hard', 'heuristic', 3, 4],
      ['hard', 'random', 4, 4],
      ['heuristic', 'random', 2, 4],
    ]);
    // hard: (0.25 + 0.5) / 2; heuristic: (−0.25 + 0) / 2; random: (−0.5 + 0) / 2.
    expect(skill?.ranking).toEqual([
      { bot: 'hard', score: 0.375 },
      { bot: 'heuristic', score: -0.125 },
      { bot: 'random', score: -0.25 },
    ]);
  });
});
