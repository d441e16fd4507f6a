/**
 * Positions for the browser tests that play would take too long to reach (src/frontline/scenarios.ts, which the
 * tutorial plays too): a Frontline game registered under its own id, `frontline`, that sets up a named position
 * when its options carry `scenario`. It runs on the real
 * server (lobby, storage, sockets, replays) like any game; without `scenario` it is the engine's game unchanged.
 * The server stores the parsed options, scenario included, so a reloaded room or a replay sets up the same
 * position again; the engine itself only ever sees its own options.
 */
import type { Result, RuleError } from '@warboard/core';
import { frontline, type Options } from '@warboard/frontline';
import { type GameRegistry, games, registry } from '@warboard/server';
import { isScenario, SCENARIOS, type Scenario } from '../src/frontline/scenarios.js';

export type { Scenario };

type ScenarioOptions = Options & { readonly scenario?: Scenario };

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
