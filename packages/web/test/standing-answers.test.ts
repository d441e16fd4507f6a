/**
 * Standing answers without a browser: a retreat prompt (R8.4) reached by the engine itself from the `invaded`
 * scenario, answered by the threshold against the engine's odds (holdOdds), only ever with a legal action; damaged
 * armor (R5.8) by its setting; bringing the middle row forward (R5.9) filled or held, the division chosen as the
 * game's standing order chooses it (`strongestForward`); anything else left to the player. And the display
 * settings' stored fields.
 */
import type { FrontlineAction, FrontlineDecision, FrontlineState } from '@warboard/frontline';
import { frontline, strongestForward } from '@warboard/frontline';
import { describe, expect, it } from 'vitest';
import { readDisplay, startingBox } from '../src/frontline/display-settings.js';
import { holdOdds } from '../src/frontline/odds.js';
import { SCENARIOS } from '../src/frontline/scenarios.js';
import {
  NO_STANDING_ANSWERS,
  readStandingAnswers,
  standingAnswer,
} from '../src/frontline/standing-answers.js';

const apply = (s: FrontlineState, seat: number, a: FrontlineAction): FrontlineState => {
  const r = frontline.apply(s, seat, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.rule} ${r.error.message}`);
  return r.value.state;
};

/** Red drafts, attacks Egypt from North Africa and rolls until Blue owes the retreat prompt, for a few seeds. */
function retreatPrompts(): FrontlineState[] {
  const found: FrontlineState[] = [];
  for (let seed = 0; seed < 12 && found.length < 3; seed++) {
    const options = frontline.parseOptions({ players: 2 });
    if (!options.ok) throw new Error('options');
    const start = frontline.setup(options.value, `invaded/${seed}`);
    if (!start.ok) throw new Error('setup');
    let s = start.value;
    SCENARIOS.invaded(s);
    while (s.turn.phase === 'draft') s = apply(s, 0, frontline.standingOrder(s, 0)!);
    s = apply(s, 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    for (let i = 0; i < 60 && s.battle; i++) {
      const owed = frontline.pendingDecisions(s)[0]!;
      if (owed.seat === 1 && s.battle.stage === 'retreat') {
        found.push(s);
        break;
      }
      const legal = frontline.legalActions(s, owed.seat);
      const roll = legal.find((a) => a.type === 'roll');
      s = apply(s, owed.seat, roll ?? frontline.standingOrder(s, owed.seat)!);
    }
  }
  return found;
}

/**
 * The `invaded` scenario with a middle row in Blue's Egypt (armor and infantry), played by the engine until Blue
 * owes the forward decision (R5.9) — with its front row still standing (it may hold) or beaten (R6.4: it must
 * bring one forward) — for a few seeds.
 */
function forwardPrompts(): FrontlineState[] {
  const found: FrontlineState[] = [];
  for (let seed = 0; seed < 24 && found.length < 8; seed++) {
    const options = frontline.parseOptions({ players: 2 });
    if (!options.ok) throw new Error('options');
    const start = frontline.setup(options.value, `forward/${seed}`);
    if (!start.ok) throw new Error('setup');
    let s = start.value;
    SCENARIOS.invaded(s);
    s.territories.egypt!.home.middle = ['I', 'A', 'I', 'A'];
    while (s.turn.phase === 'draft') s = apply(s, 0, frontline.standingOrder(s, 0)!);
    s = apply(s, 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    for (let i = 0; i < 60 && s.battle; i++) {
      const owed = frontline.pendingDecisions(s)[0]!;
      if (owed.seat === 1 && owed.kind === 'defend') found.push(s);
      const legal = frontline.legalActions(s, owed.seat);
      const roll = legal.find((a) => a.type === 'roll');
      s = apply(s, owed.seat, roll ?? frontline.standingOrder(s, owed.seat)!);
    }
  }
  return found;
}

describe('standing answers to battle prompts', () => {
  const prompts = retreatPrompts();

  it('R8.4 reaches the retreat prompt from the scenario', () => {
    expect(prompts.length).toBeGreaterThan(0);
  });

  it('R8.4 stands while the odds of holding out reach the threshold, else retreats — always a legal action', () => {
    for (const s of prompts) {
      const view = frontline.view(s, 1);
      const legal = frontline.legalActions(s, 1);
      const decisions = frontline.pendingDecisions(s) as readonly FrontlineDecision[];
      const hold = holdOdds(view, 1)!.defenderWins;
      expect(hold).toBeGreaterThanOrEqual(0);
      expect(hold).toBeLessThanOrEqual(1);
      const low = standingAnswer(view, 1, decisions, legal, { ...NO_STANDING_ANSWERS, standAtLeast: 0 });
      expect(low).toEqual({ action: { type: 'stand' }, odds: hold });
      const high = standingAnswer(view, 1, decisions, legal, { ...NO_STANDING_ANSWERS, standAtLeast: 1 });
      if (hold < 1) {
        expect(high?.action.type).toBe('retreat');
        expect(legal).toContainEqual(high!.action);
      }
      // Not set: the player is asked. Not this seat's prompt: nothing.
      expect(standingAnswer(view, 1, decisions, legal, NO_STANDING_ANSWERS)).toBeNull();
      expect(holdOdds(frontline.view(s, 0), 0)).toBeNull();
    }
  });

  it('R5.8 answers damaged armor only when set, and never another prompt', () => {
    const s = prompts[0]!;
    const view = frontline.view(s, 1);
    const damaged = [{ seat: 1, kind: 'damaged' as const }];
    const legal: FrontlineAction[] = [
      { type: 'damaged', choice: 'withdraw' },
      { type: 'damaged', choice: 'stay' },
    ];
    expect(standingAnswer(view, 1, damaged, legal, { ...NO_STANDING_ANSWERS, damaged: 'withdraw' })).toEqual({
      action: { type: 'damaged', choice: 'withdraw' },
      odds: null,
    });
    expect(standingAnswer(view, 1, damaged, legal, NO_STANDING_ANSWERS)).toBeNull();
    const defend = [{ seat: 1, kind: 'defend' as const }];
    expect(
      standingAnswer(view, 1, defend, [{ type: 'hold' }], {
        ...NO_STANDING_ANSWERS,
        standAtLeast: 0,
        damaged: 'stay',
      }),
    ).toBeNull();
  });

  describe('R5.9 bringing the middle row forward', () => {
    const prompts = forwardPrompts();
    const answer = (s: FrontlineState, forward: 'fill' | 'hold' | null) =>
      standingAnswer(
        frontline.view(s, 1),
        1,
        frontline.pendingDecisions(s) as readonly FrontlineDecision[],
        frontline.legalActions(s, 1),
        { ...NO_STANDING_ANSWERS, forward },
      );
    const mayHold = (s: FrontlineState) => frontline.legalActions(s, 1).some((a) => a.type === 'hold');
    const mayForward = (s: FrontlineState) => strongestForward(frontline.legalActions(s, 1)) !== null;

    it('reaches the prompt with the front row standing and beaten (R6.4), with divisions to bring', () => {
      expect(prompts.some((s) => mayHold(s) && mayForward(s))).toBe(true);
      expect(prompts.some((s) => !mayHold(s))).toBe(true);
    });

    it('fills the front row with the strongest division, as the standing order chooses it, until it is full', () => {
      for (const s of prompts) {
        const legal = frontline.legalActions(s, 1);
        const got = answer(s, 'fill');
        expect(got?.odds).toBeNull();
        expect(legal).toContainEqual(got!.action);
        // The one choice of the engine's standing order (FG15), armor first on the right.
        expect(got!.action).toEqual(frontline.standingOrder(s, 1));
        expect(got!.action).toEqual(strongestForward(legal) ?? { type: 'hold' });
        if (got!.action.type === 'forward' && legal.some((a) => a.type === 'forward' && a.division === 'A'))
          expect(got!.action.division).toBe('A');
      }
      // Answered again and again, the prompt ends with the row full or the middle row empty, never asked.
      let s = prompts.find((p) => mayHold(p) && mayForward(p))!;
      const before = s.battle!.exchanges;
      for (let i = 0; i < 10 && frontline.pendingDecisions(s)[0]?.kind === 'defend'; i++)
        s = apply(s, 1, answer(s, 'fill')!.action);
      expect(frontline.pendingDecisions(s)[0]?.kind).not.toBe('defend');
      expect(s.battle === null || s.battle.exchanges > before).toBe(true);
    });

    it('holds the row as it stands, but for the one division an empty front row must bring (R6.4)', () => {
      for (const s of prompts) {
        const legal = frontline.legalActions(s, 1);
        const got = answer(s, 'hold');
        expect(legal).toContainEqual(got!.action);
        if (mayHold(s)) expect(got!.action).toEqual({ type: 'hold' });
        else expect(got!.action).toEqual(strongestForward(legal));
      }
    });

    it("asks when not set, and answers nobody else's prompt", () => {
      for (const s of prompts) {
        expect(answer(s, null)).toBeNull();
        expect(
          standingAnswer(
            frontline.view(s, 0),
            0,
            frontline.pendingDecisions(s) as readonly FrontlineDecision[],
            [],
            { ...NO_STANDING_ANSWERS, forward: 'fill' },
          ),
        ).toBeNull();
      }
    });
  });

  it('reads stored answers field by field', () => {
    expect(readStandingAnswers(null)).toEqual(NO_STANDING_ANSWERS);
    expect(readStandingAnswers({ standAtLeast: 0.5, damaged: 'stay', forward: 'fill' })).toEqual({
      standAtLeast: 0.5,
      damaged: 'stay',
      forward: 'fill',
    });
    expect(readStandingAnswers({ standAtLeast: 7, damaged: 'run', forward: 'all' })).toEqual(
      NO_STANDING_ANSWERS,
    );
  });
});

describe('display settings', () => {
  it('reads stored settings field by field', () => {
    expect(readDisplay({ names: true, byContinent: 'x', box: [1, 2, 3, 4] })).toEqual({
      names: true,
      byContinent: false,
      box: [1, 2, 3, 4],
    });
    expect(readDisplay({ box: [0, 0, -1, 5] }).box).toBeNull();
  });

  it('starts a narrow map zoomed so that a map unit gets 0.8 px, inside the map', () => {
    const world = { width: 1000, height: 529 };
    expect(startingBox(world, 900, [500, 250])).toEqual([0, 0, 1000, 529]);
    const [x, y, w, h] = startingBox(world, 340, [980, 10]);
    expect(w).toBeCloseTo(425);
    expect(h).toBeCloseTo(425 * 0.529);
    expect(x + w).toBeLessThanOrEqual(1000);
    expect(y).toBe(0);
  });
});
