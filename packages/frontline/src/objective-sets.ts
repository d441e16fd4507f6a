import type { RuleError } from '@warboard/core';
import { optionRefused } from '@warboard/core';
import { MAPS } from './map/index.js';
import { type ObjectiveSet, ObjectiveSetSchema } from './objective-set.js';

/**
 * The named objective sets (FG4), as data a designer may copy into a JSON file of its own and load by path
 * (`warboard sim frontline --objectives my-set.json`, the lobby's file picker). `designer` is the pool Warboard
 * has played since rules version 1; it stays byte for byte the same so that old games replay.
 */
export const DESIGNER_SET: ObjectiveSet = {
  faceUp: { minor: 4, major: 4 },
  pool: [
    {
      id: 'minor-territories-12',
      tier: 'minor',
      goal: { kind: 'territories', count: 12 },
      reward: 'guarantee-card',
    },
    { id: 'minor-cities-2', tier: 'minor', goal: { kind: 'cities', count: 2 }, reward: 'airfield' },
    {
      id: 'minor-continent',
      tier: 'minor',
      goal: { kind: 'continents', count: 1 },
      reward: 'maneuver-first',
    },
    {
      id: 'minor-conquests-2',
      tier: 'minor',
      goal: { kind: 'conquests', count: 2 },
      reward: 'extra-maneuver',
    },
    {
      id: 'minor-territories-15',
      tier: 'minor',
      goal: { kind: 'territories', count: 15 },
      reward: 'guarantee-card',
    },
    {
      id: 'minor-conquests-3',
      tier: 'minor',
      goal: { kind: 'conquests', count: 3 },
      reward: 'extra-maneuver',
    },
    {
      id: 'major-territories-20',
      tier: 'major',
      goal: { kind: 'territories', count: 20 },
      reward: 'two-armies',
    },
    { id: 'major-cities-4', tier: 'major', goal: { kind: 'cities', count: 4 }, reward: 'extra-defense-die' },
    { id: 'major-continents-2', tier: 'major', goal: { kind: 'continents', count: 2 }, reward: 'airfield' },
    {
      id: 'major-conquests-5',
      tier: 'major',
      goal: { kind: 'conquests', count: 5 },
      reward: 'extra-attack-die',
    },
    { id: 'major-enemy-capital', tier: 'major', goal: { kind: 'enemy-capital' }, reward: 'extra-attack-die' },
    {
      id: 'major-territories-24',
      tier: 'major',
      goal: { kind: 'territories', count: 24 },
      reward: 'two-armies',
    },
  ],
};

/**
 * `long-war`: a candidate for a game that lasts (issue 19), screened in docs/lab.md ("Frontline balance"): the
 * same kinds with thresholds a first round of expansion cannot reach — more land, more conquests in one turn,
 * a continent named among the large ones — and a player eliminated as a major objective.
 */
export const LONG_WAR_SET: ObjectiveSet = {
  faceUp: { minor: 4, major: 4 },
  pool: [
    {
      id: 'minor-territories-16',
      tier: 'minor',
      goal: { kind: 'territories', count: 16 },
      reward: 'guarantee-card',
    },
    { id: 'minor-cities-3', tier: 'minor', goal: { kind: 'cities', count: 3 }, reward: 'airfield' },
    {
      id: 'minor-continent',
      tier: 'minor',
      goal: { kind: 'continents', count: 1 },
      reward: 'maneuver-first',
    },
    {
      id: 'minor-conquests-4',
      tier: 'minor',
      goal: { kind: 'conquests', count: 4 },
      reward: 'extra-maneuver',
    },
    {
      id: 'minor-territories-19',
      tier: 'minor',
      goal: { kind: 'territories', count: 19 },
      reward: 'guarantee-card',
    },
    {
      id: 'minor-conquests-5',
      tier: 'minor',
      goal: { kind: 'conquests', count: 5 },
      reward: 'extra-maneuver',
    },
    {
      id: 'major-territories-25',
      tier: 'major',
      goal: { kind: 'territories', count: 25 },
      reward: 'two-armies',
    },
    { id: 'major-cities-5', tier: 'major', goal: { kind: 'cities', count: 5 }, reward: 'extra-defense-die' },
    { id: 'major-continents-2', tier: 'major', goal: { kind: 'continents', count: 2 }, reward: 'airfield' },
    {
      id: 'major-conquests-8',
      tier: 'major',
      goal: { kind: 'conquests', count: 8 },
      reward: 'extra-attack-die',
    },
    { id: 'major-enemy-capital', tier: 'major', goal: { kind: 'enemy-capital' }, reward: 'extra-attack-die' },
    { id: 'major-asia', tier: 'major', goal: { kind: 'continent', continent: 'asia' }, reward: 'two-armies' },
    { id: 'major-eliminate', tier: 'major', goal: { kind: 'eliminate' }, reward: 'extra-attack-die' },
  ],
};

/** The designer set's pool, under the name it had before objective sets were options. */
export const OBJECTIVES = DESIGNER_SET.pool;

export const OBJECTIVE_SETS: Readonly<Record<string, ObjectiveSet>> = {
  designer: DESIGNER_SET,
  'long-war': LONG_WAR_SET,
};

/**
 * The `objectives` option: a named set or a set written out (a designer's data file, read by the CLI or the
 * lobby, never by the engine). A refusal names the field, e.g. `objectives.pool.3.goal.count`.
 */
export function checkObjectiveSet(value: unknown, map: string): RuleError | null {
  const bad = (path: string, m: string) =>
    optionRefused('FG4', `objectives${path}`, `objectives${path}: ${m}`);
  if (typeof value === 'string') {
    if (OBJECTIVE_SETS[value]) return null;
    return bad('', `no objective set "${value}" (known: ${Object.keys(OBJECTIVE_SETS).join(', ')})`);
  }
  const parsed = ObjectiveSetSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.length ? `.${issue.path.join('.')}` : '';
    return bad(path, issue?.message ?? 'invalid');
  }
  const set = parsed.data;
  const seen = new Set<string>();
  const continents = new Set(MAPS[map]?.continents.map((c) => c.id) ?? []);
  for (const [i, o] of set.pool.entries()) {
    if (seen.has(o.id)) return bad(`.pool.${i}.id`, `"${o.id}" is used twice`);
    seen.add(o.id);
    if (o.goal.kind === 'continent' && !continents.has(o.goal.continent))
      return bad(`.pool.${i}.goal.continent`, `no continent "${o.goal.continent}" on the ${map} map`);
  }
  for (const tier of ['minor', 'major'] as const) {
    const have = set.pool.filter((o) => o.tier === tier).length;
    if (have < set.faceUp[tier])
      return bad(
        `.faceUp.${tier}`,
        `${set.faceUp[tier]} face up, but the pool has only ${have} ${tier} objectives`,
      );
  }
  return null;
}
