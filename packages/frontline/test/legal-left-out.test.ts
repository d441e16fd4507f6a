import { pickActingSeat, randomAction, seedRng } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';
import { legalActionsJudgingAll } from '../src/legal.js';

/**
 * legalActions leaves out, before the gate, every candidate of a type closed now (its phase, O3.1; a spent turn,
 * FG20; no unit left to draft, O6.1; no airfield to place, O10.4; ...) and the candidates a cheap look at their
 * own fields rules out (a full front row R4.3, a border facing no enemy FG13, an embarkation onto no enemy's coast
 * R7.1/R8.2, a move in the attack phase across no border an attack crossed R4.5). Leaving them out must never
 * change the list: along seeded random games of both rulesets and both presets, every seat's list is the same as
 * with every candidate judged by the gate.
 */
describe.each(['revised', 'original'] as const)(
  'O3.1 FG20 O6.1 O10.4 R4.3 FG13 R7.1 R4.5: legalActions leaves out only what the gate refuses, %s',
  (ruleset) => {
    it.each([
      [2, 'designer'],
      [4, 'long-war'],
      [6, 'designer'],
    ] as const)('%i players, preset %s', (players, preset) => {
      const options = frontline.parseOptions({ ruleset, players, preset, turnLimit: 10 });
      if (!options.ok) throw new Error(options.error.message);
      const setup = frontline.setup(options.value, `left-out-${ruleset}-${players}`);
      if (!setup.ok) throw new Error(setup.error.message);
      let s = setup.value;
      const rng = seedRng(`left-out-driver-${players}`);
      let compared = 0;
      for (let step = 0; step < 6_000; step++) {
        const acting = pickActingSeat(frontline, s, rng);
        if (acting === null) break;
        for (let seat = 0; seat < players; seat++) {
          expect(frontline.legalActions(s, seat), `step ${step}, seat ${seat}`).toEqual(
            legalActionsJudgingAll(s, seat),
          );
          compared++;
        }
        const next = frontline.apply(s, acting, randomAction(frontline, s, acting, rng));
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
      }
      expect(compared).toBeGreaterThan(1_000);
    });
  },
);
