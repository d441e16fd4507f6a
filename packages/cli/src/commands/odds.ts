/** `warboard odds`: the exact odds of one Frontline battle, as a small table or one JSON object. */
import {
  type BattleKind,
  checkEngagement,
  DEFAULT_SIDE_POLICY,
  type Engagement,
  engagement,
  type Force,
  formatForce,
  MAX_DIVISIONS,
  type Odds,
  odds,
  parseForce,
  type Ruleset,
  type SidePolicy,
  type Survivors,
} from '@warboard/frontline';
import { type Command, InvalidArgumentError } from 'commander';
import { table } from '../format.js';
import type { Io } from '../io.js';
import { UsageError } from '../usage-error.js';

type Who = 'attacker' | 'defender' | 'both';

interface OddsFlags {
  readonly attacker: string;
  readonly defender: string;
  readonly ruleset: string;
  readonly rearAssault?: true;
  readonly landing?: true;
  readonly counter?: true;
  readonly contest?: true;
  readonly repel?: true;
  readonly extraAttackDie?: true;
  readonly extraDefenseDie?: true;
  readonly attackerAir?: true;
  readonly defenderAir?: true;
  readonly invaded?: true;
  readonly defenderElsewhere?: number;
  readonly giveUp?: true;
  readonly retreat?: true;
  readonly underWay?: true;
  readonly withdraw?: Who;
  readonly armorFirst?: Who;
  readonly holdMiddle?: Who;
  readonly supplyRepairing?: Who;
  readonly keepInfantry?: true;
  readonly stopBelow?: number;
  readonly stopAt?: number;
  readonly json?: true;
}

const who = (text: string): Who => {
  if (text === 'attacker' || text === 'defender' || text === 'both') return text;
  throw new InvalidArgumentError('must be attacker, defender or both');
};

const probability = (text: string): number => {
  const p = Number(text);
  if (text.trim() === '' || !(p >= 0 && p <= 1)) throw new InvalidArgumentError('must be a probability 0..1');
  return p;
};

const count = (text: string): number => {
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n))
    throw new InvalidArgumentError('must be a whole number ≥ 0');
  return n;
};

export function registerOdds(program: Command, io: Io): void {
  program
    .command('odds')
    .description('exact odds of a Frontline battle on one border (docs/odds.md)')
    .requiredOption(
      '--attacker <spec>',
      "the attacking divisions: I infantry, A armor, a damaged armor, with counts: '2I,A'; front row first, '|' before the middle row: 'I,A|3I'",
    )
    .requiredOption(
      '--defender <spec>',
      'the defending divisions, the same way (rows left to right as their owner sees them)',
    )
    .option('--ruleset <name>', 'revised or original', 'revised')
    .option('--rear-assault', 'an invader attacks a row that does not face it (R5.12–R5.16)')
    .option('--landing', 'an amphibious landing: front-row armor are gunboats (R7, O8.21–O8.23)')
    .option('--counter', 'the holder counter-attacks an invader: no withdrawal (R6.10, O8.15)')
    .option('--contest', 'one invader attacks another in the same territory (R6.14, O8.16)')
    .option('--repel', 'the holder attacks a force waiting on its coast (R7.3)')
    .option('--extra-attack-die', 'the attacker holds the extra attack die (O10.7)')
    .option('--extra-defense-die', 'the defender holds the extra defence die (O10.8)')
    .option('--attacker-air', 'the attacker has air support from an airfield (O10.4)')
    .option('--defender-air', 'the defender has air support from an airfield (O10.4)')
    .option(
      '--invaded',
      'the defender is already invaded on another border by another player: no withdrawal (R6.12, O8.15), repairing armor lost to an invasion (R6.13)',
    )
    .option(
      '--defender-elsewhere <n>',
      "the defender's divisions on its territory's other borders: with none, an invasion takes its repairing armor and the territory (R6.9)",
      count,
    )
    .option(
      '--give-up',
      'original ruleset: the defender gives an empty border up rather than bring a division forward (O8.12)',
    )
    .option('--retreat', 'the invaded defender retreats to a territory of its own next door (R8.4)')
    .option(
      '--under-way',
      'the battle has begun: both sides may bring forward before the next exchange (R5.9), not fought as posted (R6.6)',
    )
    .option('--withdraw <who>', 'damaged armor of attacker, defender or both withdraws to repair (R5.8)', who)
    .option('--armor-first <who>', 'bring armor forward from the middle row before infantry (R5.9)', who)
    .option('--hold-middle <who>', 'bring the middle row forward only when the front row is empty', who)
    .option(
      '--supply-repairing <who>',
      'original ruleset: repairing armor comes back to the front (O8.10)',
      who,
    )
    .option('--keep-infantry', 'the attacker keeps its last middle-row infantry behind to occupy (R8.1)')
    .option('--stop-below <p>', 'the attacker stops when its chance of invading falls below p', probability)
    .option('--stop-at <n>', 'the attacker stops with n fighting divisions or fewer', count)
    .option('--json', 'print one JSON object')
    .action((flags: OddsFlags) => {
      const e = engagementOf(flags);
      const result = odds(e);
      io.stdout.write(flags.json ? `${JSON.stringify(jsonOf(e, result))}\n` : formatOdds(e, result));
    });
}

function engagementOf(flags: OddsFlags): Engagement {
  if (flags.ruleset !== 'revised' && flags.ruleset !== 'original')
    throw new UsageError(`--ruleset must be revised or original, not '${flags.ruleset}'`);
  const ruleset: Ruleset = flags.ruleset;
  const kinds = (
    [
      ['rear-assault', flags.rearAssault],
      ['landing', flags.landing],
      ['counter', flags.counter],
      ['contest', flags.contest],
      ['repel', flags.repel],
    ] as const
  ).filter(([, on]) => on);
  if (kinds.length > 1)
    throw new UsageError(`${kinds.map(([k]) => `--${k}`).join(' and ')} exclude each other`);
  const kind: BattleKind = kinds[0]?.[0] ?? 'head-on';
  const side = (name: 'attacker' | 'defender'): Force => {
    const parsed = parseForce(flags[name], ruleset);
    if (!parsed.ok) throw new UsageError(`--${name}: ${parsed.error}`);
    const f = parsed.force;
    if (f.front.length + f.middle.length + (f.rear ?? 0) > MAX_DIVISIONS)
      throw new UsageError(`--${name}: at most ${MAX_DIVISIONS} divisions a side`);
    return f;
  };
  const applies = (w: Who | undefined, name: 'attacker' | 'defender') => w === 'both' || w === name;
  const policy = (name: 'attacker' | 'defender'): SidePolicy => ({
    damaged: applies(flags.withdraw, name) ? 'withdraw' : DEFAULT_SIDE_POLICY.damaged,
    forward: applies(flags.holdMiddle, name)
      ? 'none'
      : applies(flags.armorFirst, name)
        ? 'armor-first'
        : 'fill',
    supplyRepairing: applies(flags.supplyRepairing, name),
    ...(name === 'attacker' && flags.keepInfantry ? { keepInfantry: true } : {}),
    ...(name === 'defender' && flags.giveUp ? { giveUpBorder: true } : {}),
    ...(name === 'defender' && flags.retreat ? { retreat: true } : {}),
  });
  const e = engagement({
    ruleset,
    kind,
    attacker: side('attacker'),
    defender: side('defender'),
    extraAttackDie: flags.extraAttackDie === true,
    extraDefenseDie: flags.extraDefenseDie === true,
    attackerAir: flags.attackerAir === true,
    defenderAir: flags.defenderAir === true,
    defenderInvaded: flags.invaded === true,
    defenderElsewhere: flags.defenderElsewhere ?? 0,
    underWay: flags.underWay === true,
    attackerPolicy: policy('attacker'),
    defenderPolicy: policy('defender'),
    stop: { belowOdds: flags.stopBelow ?? 0, atStrength: flags.stopAt ?? 0 },
  });
  const problem = checkEngagement(e);
  if (problem) throw new UsageError(problem);
  return e;
}

function jsonOf(e: Engagement, o: Odds) {
  return {
    ruleset: e.ruleset,
    kind: e.kind,
    attacker: formatForce(e.attacker),
    defender: formatForce(e.defender),
    attackerWins: o.attackerWins,
    defenderWins: o.defenderWins,
    endStates: o.endStates,
    defenderLeaves: o.defenderLeaves,
    expected: o.expected,
    given: o.given,
    errorBound: o.errorBound,
  };
}

const LABELS = {
  invaded: 'invasion',
  'wiped-out': 'attacker wiped out',
  stopped: 'attacker stopped',
  'landing-failed': 'landing failed',
} as const;

/** What the defender leaving means in each kind of battle. */
const LEAVES: Record<BattleKind, string> = {
  'head-on': 'nothing left fighting there, R6.9, or retreated, R8.4',
  'rear-assault': 'nothing left fighting there, R6.9',
  landing: 'nothing left fighting there, R6.9, or retreated, R8.4',
  counter: 'the beaten invader leaves the board, R6.10',
  contest: 'the beaten invader leaves the board, R6.14',
  repel: 'the coast force is destroyed, R7.4',
};

const pct = (p: number) => `${(100 * p).toFixed(4)} %`;
const n2 = (x: number) => x.toFixed(2);
const cells = (s: Survivors) => [n2(s.infantry), n2(s.armor), n2(s.damaged), n2(s.repairing)];

function formatOdds(e: Engagement, o: Odds): string {
  const rows: string[][] = [];
  for (const [end, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const p = o.endStates[end];
    const given = o.given[end];
    if (p === 0 && end !== 'invaded' && end !== 'wiped-out') continue;
    rows.push([
      label,
      pct(p),
      ...(given ? [...cells(given.attacker), ...cells(given.defender)] : Array(8).fill('–')),
    ]);
  }
  rows.push(['expected, all ends', pct(1), ...cells(o.expected.attacker), ...cells(o.expected.defender)]);
  const head = [
    'end state',
    'probability',
    'att I',
    'att A',
    'att a',
    'att rep',
    'def I',
    'def A',
    'def a',
    'def rep',
  ];
  return [
    `Frontline odds · ${e.ruleset} · ${e.kind} · attacker ${formatForce(e.attacker)} against defender ${formatForce(e.defender)}`,
    `attacker wins ${pct(o.attackerWins)} · defender holds ${pct(o.defenderWins)} · exact to ±${o.errorBound.toExponential(1)}`,
    `defender leaves the territory ${pct(o.defenderLeaves)} (${LEAVES[e.kind]})`,
    '',
    table([head, ...rows]),
    'survivors are expected counts given each end state (a damaged armor, rep repairing in the rear row)',
    '',
  ].join('\n');
}
