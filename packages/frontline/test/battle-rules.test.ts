import { describe, expect, it } from 'vitest';
import {
  afterDefenderForward,
  afterExchange,
  battleRights,
  defenderTurn,
  exchangeDice,
  failedLandingReturns,
  forwardFrom,
  hasReserve,
  invasionAftermath,
  mayHold,
} from '../src/battle-rules.js';

const side = (front: number, reserve = 0, rear = 0) => ({ front, reserve, rear });

describe('battle rules: the pure rules the engine and the odds calculator share', () => {
  it('R5.1, R5.5, R5.14–R5.15, R6.10, R6.12, R6.14, O8.9, O8.15 each side’s bonus and withdrawal by kind of battle', () => {
    expect(battleRights('head-on', { ruleset: 'revised' }, false).defender).toEqual({
      bonus: true,
      canWithdraw: true,
    });
    expect(battleRights('head-on', { ruleset: 'revised' }, true).defender).toEqual({
      bonus: true,
      canWithdraw: false,
    });
    expect(battleRights('head-on', { ruleset: 'original' }, true).defender).toEqual({
      bonus: false,
      canWithdraw: true,
    }); // O8.9
    // R5.1 / R6.8: an invader against the row facing its border: head-on, and that border is the one invaded
    expect(battleRights('head-on', { ruleset: 'revised' }, false, true).defender).toEqual({
      bonus: true,
      canWithdraw: true,
    });
    expect(battleRights('head-on', { ruleset: 'revised' }, true, true).defender).toEqual({
      bonus: true,
      canWithdraw: false,
    });
    expect(battleRights('head-on', { ruleset: 'original' }, false, true).defender).toEqual({
      bonus: false,
      canWithdraw: true,
    });
    expect(battleRights('landing', { ruleset: 'original' }, false).attacker).toEqual({
      bonus: true,
      canWithdraw: true,
    });
    expect(battleRights('rear-assault', { ruleset: 'revised' }, false).defender).toEqual({
      bonus: false,
      canWithdraw: false,
    });
    expect(battleRights('counter', { ruleset: 'revised' }, false).attacker).toEqual({
      bonus: true,
      canWithdraw: false,
    });
    expect(battleRights('counter', { ruleset: 'original' }, false).attacker).toEqual({
      bonus: false,
      canWithdraw: true,
    }); // O8.9
    expect(battleRights('contest', { ruleset: 'original' }, false)).toEqual({
      attacker: { bonus: true, canWithdraw: true },
      defender: { bonus: true, canWithdraw: true },
    });
  });

  it('R5.9 / O8.10 the middle row comes forward; repairing armor only in the original', () => {
    expect(hasReserve('revised', side(1, 0, 2))).toBe(false);
    expect(hasReserve('original', side(1, 0, 2))).toBe(true);
    expect(forwardFrom('revised', 'D', false, true)).toBeNull();
    expect(forwardFrom('original', 'D', false, true)).toBe('rear');
    expect(forwardFrom('original', 'I', false, true)).toBeNull();
    expect(forwardFrom('revised', 'A', true, false)).toBe('reserve');
  });

  it('R6.6, FG13b, R5.9 the defender’s turn before the dice', () => {
    expect(defenderTurn('revised', 0, side(1, 2))).toBe('roll'); // the first exchange: the rows as posted
    expect(defenderTurn('revised', 1, side(1, 2))).toBe('forward');
    expect(defenderTurn('revised', 1, side(3, 2))).toBe('roll');
    expect(defenderTurn('revised', 0, side(0, 2))).toBe('forward');
    expect(defenderTurn('revised', 1, side(0, 0, 2))).toBe('invaded'); // R6.4: whatever repairs
    expect(defenderTurn('original', 1, side(0, 0, 2))).toBe('forward'); // O8.10: supply from repair
  });

  it('R6.4 / O8.12 only the original defender may leave its border empty, and then it falls', () => {
    expect(mayHold('revised', side(0, 1))).toBe(false);
    expect(mayHold('revised', side(1, 1))).toBe(true);
    expect(mayHold('original', side(0, 1))).toBe(true);
    expect(afterDefenderForward(side(0, 1))).toBe('invaded');
    expect(afterDefenderForward(side(1))).toBe('roll');
  });

  it('O8.4 the support die counts troops waiting or repairing behind', () => {
    expect(exchangeDice('original', side(2, 0, 1), side(2), false, false)).toEqual({
      attacker: 3,
      defender: 2,
    });
    expect(exchangeDice('original', side(2), side(2), false, false)).toEqual({ attacker: 2, defender: 2 });
  });

  it('R7.5 / O8.23 / R6.4 the order of the checks after an exchange', () => {
    // a landing without armor fails even if the defender is gone too
    expect(afterExchange('landing', 'revised', side(1), side(0), 0)).toBe('landing-failed');
    expect(afterExchange('head-on', 'revised', side(1), side(0), 0)).toBe('invaded');
    expect(afterExchange('head-on', 'revised', side(0), side(0), 0)).toBe('repulsed'); // both fronts fell
    expect(afterExchange('head-on', 'original', side(1), side(0, 0, 1), 0)).toBe('continue');
    expect(afterExchange('head-on', 'revised', side(0, 1), side(1), 0)).toBe('continue');
  });

  it('R7.4 / R7.5 / O8.23 a failed landing goes home only in the revised rules, with infantry, to its own land', () => {
    expect(failedLandingReturns('revised', 1, true)).toBe(true);
    expect(failedLandingReturns('revised', 0, true)).toBe(false);
    expect(failedLandingReturns('revised', 1, false)).toBe(false);
    expect(failedLandingReturns('original', 2, true)).toBe(false);
  });

  it('R6.9, R6.13, R8.4–R8.5, R6.10, R7.4 the aftermath of a beaten defender', () => {
    const facts = {
      ruleset: 'revised' as const,
      invadedByOther: false,
      holderFighting: 0,
      retreatTargets: 1,
    };
    expect(invasionAftermath({ ...facts, mode: 'head-on' })).toEqual({
      crossing: true,
      beatenForceLeaves: null,
      rearLost: false,
      cleared: true,
      retreatOffered: false,
    });
    const stand = invasionAftermath({ ...facts, mode: 'head-on', holderFighting: 2, invadedByOther: true });
    expect(stand).toMatchObject({ rearLost: true, cleared: false, retreatOffered: true });
    expect(
      invasionAftermath({ ...facts, mode: 'landing', holderFighting: 2, retreatTargets: 0 }),
    ).toMatchObject({
      crossing: true,
      retreatOffered: false,
    });
    expect(invasionAftermath({ ...facts, mode: 'rear-assault', invadedByOther: true })).toMatchObject({
      crossing: false,
      rearLost: false,
      cleared: true,
    });
    expect(invasionAftermath({ ...facts, mode: 'counter', holderFighting: 3 })).toMatchObject({
      beatenForceLeaves: 'invader',
      cleared: false,
    });
    expect(invasionAftermath({ ...facts, mode: 'contest', holderFighting: null })).toMatchObject({
      beatenForceLeaves: 'invader',
      cleared: true,
    });
    expect(invasionAftermath({ ...facts, mode: 'repel', holderFighting: 1 })).toMatchObject({
      beatenForceLeaves: 'coast',
      cleared: false,
    });
  });
});
