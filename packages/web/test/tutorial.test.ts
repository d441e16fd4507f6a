/**
 * The tutorials' step machine, headless, on the real engines: each tutorial is played to its end by taking, at every
 * step, the first action it offers — so every step's action must be legal in the position it reaches, and a changed
 * rule or scenario fails here before the browser test. Then the story each tells (who holds what, who won), and the
 * runner's own guarantees: only the step's actions are offered, anything else is ignored, a restart replays the
 * same game, and a script that no longer fits its position says so instead of going on — in both languages.
 */
import type { GameEvent } from '@warboard/core';
import type { FrontlineEvent, FrontlineState } from '@warboard/frontline';
import type { HorsemenState } from '@warboard/horsemen';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { frontlineRefusalText } from '../src/frontline/refusal-text.js';
import { en } from '../src/i18n/en.js';
import { lang } from '../src/i18n/i18n.js';
import { zh } from '../src/i18n/zh.js';
import { frontlineTutorial } from '../src/tutorial/frontline.js';
import { horsemenTutorial } from '../src/tutorial/horsemen.js';
import {
  act,
  begin,
  finished,
  matches,
  next,
  offered,
  type Run,
  type Stuck,
  type Tutorial,
  textOf,
} from '../src/tutorial/runner.js';
import { stuckText } from '../src/tutorial/stuck-text.js';

/** Play a tutorial through as a player who always takes the first action offered; the runs, step by step. */
function playThrough<S, A, E extends GameEvent>(tut: Tutorial<S, A, E>): Run<S, E>[] {
  const runs: Run<S, E>[] = [begin(tut)];
  for (let n = 0; n < 500; n++) {
    const run = runs.at(-1)!;
    expect(run.stuck, `step ${run.step + 1}`).toBeNull();
    if (finished(tut, run)) return runs;
    const choices = offered(tut, run);
    const step = tut.steps[run.step]!;
    if (step.do && run.stage === 'do') {
      expect(choices.length, `step ${run.step + 1} (${step.text}) offers its action`).toBeGreaterThan(0);
      runs.push(act(tut, run, choices[0]!));
    } else runs.push(next(tut, run));
  }
  throw new Error('the tutorial did not end');
}

const tutorials = [
  ['Frontline', frontlineTutorial],
  ['Four Horsemen', horsemenTutorial],
] as const;

describe.each(tutorials)('%s tutorial', (_, tut) => {
  const t = tut as Tutorial<unknown, unknown, GameEvent>;

  it('plays to its end, every step offering an action the engine holds legal', () => {
    const runs = playThrough(t);
    const last = runs.at(-1)!;
    expect(finished(t, last)).toBe(true);
    // Every step was shown, in order, and every step to do was done.
    expect(new Set(runs.map((r) => r.step))).toEqual(new Set(t.steps.map((_, i) => i)));
    expect(next(t, last)).toBe(last); // nothing after the end
  });

  it('has every text in both languages, and says what each step did where it says so', () => {
    for (const step of t.steps) {
      for (const key of [step.text, step.after].filter((k) => k !== undefined)) {
        expect(en[key], key).toBeTruthy();
        expect(zh[key], key).toBeTruthy();
        expect(zh[key], key).not.toBe(en[key]);
      }
    }
  });

  it('offers only the step’s actions, ignores any other, and plays the same game after a restart', () => {
    const runs = playThrough(t);
    for (const run of runs) {
      const step = t.steps[run.step];
      const choices = offered(t, run);
      for (const a of choices) expect(step?.do?.some((p) => matches(a, p))).toBe(true);
      if (!step?.do || run.stage !== 'do') expect(choices).toEqual([]);
      // Something legal but not the step's is refused: the run stays as it was.
      const other = t.engine
        .legalActions(run.state, t.player)
        .find((a) => !choices.some((c) => JSON.stringify(c) === JSON.stringify(a)));
      if (other !== undefined) expect(act(t, run, other)).toBe(run);
    }
    const again = playThrough(t);
    expect(again.map((r) => [r.step, r.version, r.log.length, textOf(t, r)])).toEqual(
      runs.map((r) => [r.step, r.version, r.log.length, textOf(t, r)]),
    );
  });
});

describe('the story each tutorial tells', () => {
  it('Frontline: the front facing Egypt (R4.1), Egypt won from behind (R6.8), Southern Europe landed on (R7.1)', () => {
    const runs = playThrough(frontlineTutorial);
    const at = (text: string) =>
      runs.find((r) => textOf(frontlineTutorial, r) === text)!.state as FrontlineState;
    // After the three posts, the row facing Egypt reads I A A, left to right (R4.1, R5.4).
    expect(at('tut.fl.post3.after').territories['north-africa']!.home.fronts.egypt).toEqual(['I', 'A', 'A']);
    // The border is won and Red's invaders stand inside Egypt (R6.4) …
    const invaded = at('tut.fl.attack.after');
    expect(invaded.territories.egypt!.holder).toBe(1);
    expect(invaded.territories.egypt!.invaders.map((i) => i.owner)).toEqual([0]);
    // … and the rear assault clears it (R6.8).
    expect(at('tut.fl.assault.after').territories.egypt!.holder).toBe(0);
    // The armor waits on Blue's coast (R7.1) and lands next turn, and Southern Europe is Red's.
    expect(at('tut.fl.embark.after').territories['southern-europe']!.coast.map((c) => c.owner)).toEqual([0]);
    const end = runs.at(-1)!.state as FrontlineState;
    expect(end.territories['southern-europe']!.holder).toBe(0);
    expect(end.turn.round).toBe(2);
    const events = runs.at(-1)!.log.map((e) => e.event.type);
    for (const type of ['posted', 'drafted', 'battle', 'exchange', 'invaded', 'moved', 'embarked'])
      expect(events, type).toContain(type);
  });

  it('Four Horsemen: placed face down (H9), the War line’s +3 (H15), hunger (H16), the king killed on Death (H17, H4)', () => {
    const runs = playThrough(horsemenTutorial);
    const at = (text: string) =>
      runs.find((r) => textOf(horsemenTutorial, r) === text)!.state as HorsemenState;
    const placed = at('tut.hz.place4.after');
    expect(placed.phase).toBe('play');
    // The seed gives the bot the first turn (HG7): it has turned up its War card by the time the player acts.
    expect(placed.cards['b-seven']!.faceUp).toBe(true);
    const compare = runs
      .flatMap((r) => r.log)
      .map((e) => e.event as { type: string; line?: number; scores?: number[] })
      .filter((e) => e.type === 'compared');
    expect(compare[0]).toMatchObject({ line: 0, scores: [8, 7] }); // 5 + 3 on War against 7
    // The nine lost a point of hunger on Famine (H16) before it left, and got it back on leaving.
    const famine = at('tut.hz.flip3.after');
    expect(famine.cards.nine!.hunger).toBe(1);
    expect(at('tut.hz.move.after').cards.nine!.hunger).toBe(0);
    const end = runs.at(-1)!.state as HorsemenState;
    expect(end.ending).toMatchObject({ winner: 0, reason: 'king-killed' });
    expect(end.phase).toBe('over');
  });
});

describe('the runner', () => {
  it.each(tutorials)(
    '%s: whatever the player clicks, only the step’s actions move the game, and the script never breaks',
    (_, tut) => {
      const t = tut as Tutorial<unknown, unknown, GameEvent>;
      // Random players: at each point any legal action of the seat (or Next); the tutorial must take only what its
      // step allows, and never end up stuck, however often the player tries something else.
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 120 }), (picks) => {
          let run = begin(t);
          for (const pick of picks) {
            if (finished(t, run)) break;
            const legal = t.engine.legalActions(run.state, t.player);
            const choice = legal[pick % Math.max(1, legal.length)];
            const allowed = offered(t, run).some((a) => JSON.stringify(a) === JSON.stringify(choice));
            const after = choice === undefined || pick % 5 === 0 ? next(t, run) : act(t, run, choice);
            if (choice !== undefined && pick % 5 !== 0 && !allowed) expect(after).toBe(run);
            expect(after.stuck).toBeNull();
            run = after;
          }
        }),
        { numRuns: 40 },
      );
    },
  );

  it('stops with a reason when a step’s action is not legal in its position', () => {
    const broken: Tutorial<FrontlineState, unknown, FrontlineEvent> = {
      ...frontlineTutorial,
      steps: [{ text: 'tut.fl.post1', do: [{ type: 'post', territory: 'egypt' }] }],
    } as Tutorial<FrontlineState, unknown, FrontlineEvent>;
    const run = begin(broken);
    expect(run.stuck).toEqual({ kind: 'no-action', step: 0 });
    expect(offered(broken, run)).toEqual([]);
  });

  it('stops with a reason when the opponent has no scripted answer', () => {
    const mute = { ...horsemenTutorial, bot: [] };
    expect(begin(mute).stuck).toEqual({ kind: 'no-answer', decision: 'place' });
  });

  it('stops with the engine’s refusal, its code and facts, when the rules refuse a scripted move', () => {
    expect(refusedRun().stuck).toMatchObject({
      kind: 'refused',
      code: 'not-yours',
      params: { territory: 'egypt' },
    });
  });
});

/**
 * A Frontline tutorial whose engine offers a move its rules refuse (posting in Blue's Egypt): the run stops with
 * the refusal.
 */
function refusedRun() {
  const bogus = { type: 'post', territory: 'egypt', border: 'north-africa', division: 'I', slot: 0 };
  const broken = {
    ...frontlineTutorial,
    engine: {
      ...frontlineTutorial.engine,
      legalActions: (s: FrontlineState, seat: number) => [
        ...frontlineTutorial.engine.legalActions(s, seat),
        bogus,
      ],
    },
    steps: [{ text: 'tut.fl.post1', do: [{ type: 'post', territory: 'egypt' }] }],
  } as unknown as Tutorial<FrontlineState, unknown, FrontlineEvent>;
  return act(broken, begin(broken), bogus);
}

describe('why a tutorial stops, in both languages', () => {
  afterEach(() => {
    lang.value = 'en';
  });
  const reasons: [string, Stuck][] = [
    ['refused', refusedRun().stuck!],
    ['no-answer', { kind: 'no-answer', decision: 'place' }],
    ['endless', { kind: 'endless' }],
    ['no-action', { kind: 'no-action', step: 2 }],
  ];

  it.each(reasons)(
    'says %s in English and in Chinese, the Chinese with no English left in it',
    (_, stuck) => {
      const english = stuckText(stuck, frontlineRefusalText);
      lang.value = 'zh-HK';
      const chinese = stuckText(stuck, frontlineRefusalText);
      expect(english).toMatch(/[a-z]{3}/);
      expect(chinese).not.toBe(english);
      expect(chinese).toMatch(/[\u4e00-\u9fff]/);
      // Rule ids (FG1, R5.9 …) are the rulebooks' own in both languages: nothing else in Latin letters.
      expect(chinese.replace(/\b[A-Z]+\d[\w.]*/g, '')).not.toMatch(/[A-Za-z]{2}/);
    },
  );

  it('says a refusal by the game’s own sentence for its code, facts named in the reader’s language', () => {
    const stuck = refusedRun().stuck!;
    if (stuck.kind !== 'refused') throw new Error(stuck.kind);
    const sentence = () => frontlineRefusalText({ refusal: stuck.code, params: stuck.params! });
    expect(stuckText(stuck, frontlineRefusalText)).toContain(sentence()!);
    expect(stuckText(stuck, frontlineRefusalText)).not.toContain(stuck.message);
    lang.value = 'zh-HK';
    expect(sentence()).toMatch(/[\u4e00-\u9fff]/);
    expect(stuckText(stuck, frontlineRefusalText)).toContain(sentence()!);
  });
});
