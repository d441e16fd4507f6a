/**
 * Positions for the browser tests that play would take too long to reach: a Frontline game registered under its
 * own id, `frontline`, that sets up a named position when its options carry `scenario`. It runs on the real
 * server (lobby, storage, sockets, replays) like any game; without `scenario` it is the engine's game unchanged.
 * The server stores the parsed options, scenario included, so a reloaded room or a replay sets up the same
 * position again; the engine itself only ever sees its own options.
 */
import type { Result, RuleError } from '@warboard/core';
import { type Division, draftCount, type FrontlineState, frontline, type Options } from '@warboard/frontline';
import { type GameRegistry, games, registry } from '@warboard/server';

interface HomeRows {
  readonly fronts?: Record<string, Division[]>;
  readonly middle?: Division[];
}

/** Empties the world, then gives each listed territory its holder and rows. */
function position(
  state: FrontlineState,
  capitals: readonly string[],
  held: Record<string, readonly [holder: number, rows: HomeRows]>,
) {
  for (const t of Object.values(state.territories)) {
    t.holder = null;
    t.home = { fronts: {}, middle: [], rear: [] };
  }
  for (const [id, [holder, rows]] of Object.entries(held)) {
    const t = state.territories[id]!;
    t.holder = holder;
    t.home = { fronts: rows.fronts ?? {}, middle: rows.middle ?? [], rear: [] };
  }
  capitals.forEach((capital, seat) => {
    state.players[seat]!.capital = capital;
  });
  // Red (seat 0) begins, with the draft its position gives it (FG8).
  state.order = state.players.map((_, seat) => seat);
  state.turn.seat = 0;
  state.turn.units = draftCount(state, 0);
}

export const SCENARIOS = {
  /**
   * North Africa against Egypt, two players. Red's capital North Africa has armor and infantry in its middle
   * row to post facing Egypt (R4.1) and a sea crossing to Blue's Southern Europe to embark for (R7.1); Red's
   * East Africa borders Egypt too. Blue's Egypt holds one infantry facing North Africa and two facing East
   * Africa, so a won border leaves a front inside to assault from behind (R6.8). Blue's capital is far away,
   * in the Urals.
   */
  'north-africa': (state: FrontlineState) =>
    position(state, ['north-africa', 'ural'], {
      'north-africa': [0, { middle: ['A', 'A', 'A', 'I', 'I', 'I'] }],
      'east-africa': [0, { middle: ['I', 'I'] }],
      egypt: [1, { fronts: { 'north-africa': ['I'], 'east-africa': ['I', 'I'] } }],
      'southern-europe': [1, { middle: ['I'] }],
      ural: [1, { middle: ['I', 'I', 'I', 'I', 'I', 'I'] }],
    }),
  /**
   * Blue about to be invaded in Egypt, for the retreat prompt (R8.4): Red's capital North Africa faces Egypt with a
   * front of three armor; Blue's Egypt has one infantry facing North Africa and two facing Red's East Africa, so a
   * won border leaves Blue divisions inside, and Blue's Middle East beside it to retreat to.
   */
  invaded: (state: FrontlineState) =>
    position(state, ['north-africa', 'ural'], {
      'north-africa': [0, { fronts: { egypt: ['A', 'A', 'A'] }, middle: ['A', 'A', 'A'] }],
      'east-africa': [0, { middle: ['I'] }],
      egypt: [1, { fronts: { 'north-africa': ['I'], 'east-africa': ['I', 'I'] } }],
      'middle-east': [1, { middle: ['I'] }],
      ural: [1, { middle: ['I', 'I', 'I', 'I', 'I', 'I'] }],
    }),
} as const;

export type Scenario = keyof typeof SCENARIOS;

type ScenarioOptions = Options & { readonly scenario?: Scenario };

const isScenario = (v: unknown): v is Scenario => typeof v === 'string' && v in SCENARIOS;

export const scenarioFrontline: typeof frontline = {
  ...frontline,
  parseOptions(input: unknown): Result<Options, RuleError> {
    if (typeof input !== 'object' || input === null || !('scenario' in input))
      return frontline.parseOptions(input);
    const { scenario, ...rest } = input as { scenario: unknown };
    const parsed = frontline.parseOptions(rest);
    if (!parsed.ok || !isScenario(scenario)) return parsed;
    return { ok: true, value: { ...parsed.value, scenario } as ScenarioOptions };
  },
  setup(options: Options, seed: string) {
    const { scenario, ...own } = options as ScenarioOptions;
    const start = frontline.setup(own as Options, seed);
    if (start.ok && scenario) SCENARIOS[scenario](start.value);
    return start;
  },
};

/** The server's games, with Frontline able to start from a scenario. */
export const scenarioGames: GameRegistry = registry([
  ...[...games.values()].filter((g) => g.id !== 'frontline'),
  scenarioFrontline,
]);
