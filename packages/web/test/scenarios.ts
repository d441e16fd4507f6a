/**
 * Positions for the browser tests that play would take too long to reach, or that a random deal shows only
 * sometimes (src/frontline/scenarios.ts, which the tutorial plays too; the Four Horsemen ones below): each game
 * registered under its own id (`frontline`, `horsemen`) sets up a named position when its options carry
 * `scenario`. It runs on the real server (lobby, storage, sockets, replays) like any game; without `scenario`
 * it is the engine's game unchanged. The server stores the parsed options, scenario included, so a reloaded
 * room or a replay sets up the same position again; the engine itself only ever sees its own options.
 */
import type { Result, RuleError } from '@warboard/core';
import { frontline, type Options } from '@warboard/frontline';
import {
  type CardSpec,
  type HorsemenOptions,
  type HorsemenState,
  horsemen,
  scenario as horsemenPosition,
} from '@warboard/horsemen';
import { type GameRegistry, games, registry } from '@warboard/server';
import { isScenario, SCENARIOS, type Scenario } from '../src/frontline/scenarios.js';

export type { Scenario };

/**
 * A game's options parser that keeps a `scenario` its game knows (`known`) beside the engine's own options; an
 * unknown one is left out, as any option the engine does not know.
 */
function parseWithScenario<O, S extends string>(
  parse: (input: unknown) => Result<O, RuleError>,
  known: (s: unknown) => s is S,
): (input: unknown) => Result<O, RuleError> {
  return (input) => {
    if (typeof input !== 'object' || input === null || !('scenario' in input)) return parse(input);
    const { scenario, ...rest } = input as { scenario: unknown };
    const parsed = parse(rest);
    if (!parsed.ok || !known(scenario)) return parsed;
    return { ok: true, value: { ...parsed.value, scenario } };
  };
}

type ScenarioOptions = Options & { readonly scenario?: Scenario };

export const scenarioFrontline: typeof frontline = {
  ...frontline,
  parseOptions: parseWithScenario(frontline.parseOptions, isScenario),
  setup(options: Options, seed: string) {
    const { scenario, ...own } = options as ScenarioOptions;
    const start = frontline.setup(own as Options, seed);
    if (start.ok && scenario) SCENARIOS[scenario](start.value);
    return start;
  },
};

/**
 * Four Horsemen as widely as a table gets on a phone: the Famine line, the longest name, rightmost (where it
 * pushed the explanation mark past a 360 px screen), every hand card or every cell taken, with the badges and
 * the kings' longest skills in the panels.
 */
const HORSEMEN_SCENARIOS = {
  /** The face-down placement (H9) of a full deal: eight cards in each hand, one of them the king. */
  'phone-deal': () =>
    horsemenPosition({
      lines: ['war', 'death', 'plague', 'famine'],
      factions: ['plague', 'war'],
      kings: [12, 12],
      kingInHand: true,
      hands: [
        [11, 10, 9, 8, 7, 5, 3].map((v): CardSpec => ({ v })),
        [11, 10, 9, 8, 7, 5, 3].map((v): CardSpec => ({ v })),
      ],
    }),
  /** Play with every cell taken, face up, most cards under an effect, and both kings known. */
  'phone-battle': () => {
    const marked: CardSpec[] = [
      { v: 11, hunger: 2 },
      { v: 10, sickness: 3 },
      { v: 9, zealTurn: 0 },
      { v: 8 },
    ];
    const board: Record<string, CardSpec> = {};
    for (const seat of [0, 1])
      for (let line = 0; line < 4; line++)
        for (const row of ['f', 'b']) board[`${seat}:${line}:${row}`] = marked[(line + seat) % 4]!;
    delete board['0:3:b'];
    delete board['1:0:b'];
    const state = horsemenPosition({
      lines: ['war', 'death', 'plague', 'famine'],
      factions: ['plague', 'war'],
      kings: [12, 12],
      kingAt: ['0:3:b', '1:0:b'],
      board,
    });
    for (const p of state.players) p.kingRevealed = true;
    return state;
  },
} satisfies Record<string, () => HorsemenState>;

export type HorsemenScenario = keyof typeof HORSEMEN_SCENARIOS;
type HorsemenScenarioOptions = HorsemenOptions & { readonly scenario?: HorsemenScenario };
const isHorsemenScenario = (s: unknown): s is HorsemenScenario =>
  typeof s === 'string' && Object.hasOwn(HORSEMEN_SCENARIOS, s);

export const scenarioHorsemen: typeof horsemen = {
  ...horsemen,
  parseOptions: parseWithScenario(horsemen.parseOptions, isHorsemenScenario),
  setup(options: HorsemenOptions, seed: string) {
    const { scenario } = options as HorsemenScenarioOptions;
    return scenario ? { ok: true, value: HORSEMEN_SCENARIOS[scenario]() } : horsemen.setup(options, seed);
  },
};

/** The server's games, each able to start from a scenario. */
export const scenarioGames: GameRegistry = registry([
  ...[...games.values()].filter((g) => g.id !== 'frontline' && g.id !== 'horsemen'),
  scenarioFrontline,
  scenarioHorsemen,
]);
