/**
 * The per-game measures, read off the engines' events: fed event sequences of the shapes the engines emit
 * (packages/frontline battle.ts, invasion.ts, amphibious.ts, turn.ts; packages/horsemen events.ts).
 */
import type { GameEvent } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../horsemen/test/scenario.js';
import { frontlineMeasures } from '../src/measures/frontline.js';
import { horsemenMeasures } from '../src/measures/horsemen.js';

const ev = (type: string, fields: Record<string, unknown> = {}): GameEvent =>
  ({ type, ...fields }) as GameEvent;
const tags4 = [{ turnOrder: '3' }, { turnOrder: '1' }, { turnOrder: '4' }, { turnOrder: '2' }];

describe('Frontline measures', () => {
  it('R6: every battle counts, whatever its mode; R6.4: every successful invasion counts', () => {
    const m = frontlineMeasures.measurer();
    m.step(
      0,
      { type: 'attack' },
      [ev('battle', { mode: 'head-on', territory: 'a', attacker: 0, defender: 1 })],
      null,
    );
    m.step(0, { type: 'roll' }, [ev('exchange'), ev('invaded', { territory: 'a', by: 0, via: 'b' })], null);
    m.step(
      1,
      { type: 'assault' },
      [ev('battle', { mode: 'rear-assault', territory: 'c', attacker: 1, defender: 0 })],
      null,
    );
    const { values } = m.finish(null, tags4);
    expect(values.battles).toBe(2);
    expect(values.invasions).toBe(1);
  });

  it('R7: a landing battle that ends in an invasion is won; one that fails (R7.5) is tried only; an unopposed landing apart', () => {
    const m = frontlineMeasures.measurer();
    m.step(
      0,
      { type: 'land' },
      [ev('battle', { mode: 'landing', territory: 'x', attacker: 0, defender: 1 })],
      null,
    );
    m.step(0, { type: 'roll' }, [ev('invaded', { territory: 'x', by: 0, via: 'x' })], null);
    m.step(
      2,
      { type: 'land' },
      [ev('battle', { mode: 'landing', territory: 'y', attacker: 2, defender: 1 })],
      null,
    );
    m.step(2, { type: 'roll' }, [ev('landing-failed', { seat: 2, territory: 'y', returned: 1 })], null);
    // A later entry into the same land by the same seat, not in a landing battle, is no landing won.
    m.step(2, { type: 'move' }, [ev('invaded', { territory: 'y', by: 2, via: 'z' })], null);
    m.step(3, { type: 'land' }, [ev('landed', { seat: 3, territory: 'w' })], null);
    const { values } = m.finish(null, tags4);
    expect(values['landings.tried']).toBe(2);
    expect(values['landings.won']).toBe(1);
    expect(values['landings.unopposed']).toBe(1);
    expect(values.invasions).toBe(2);
  });

  it('FG4: objectives are counted by the kind the objective event names, whatever the objective set', () => {
    const m = frontlineMeasures.measurer();
    m.step(
      0,
      { type: 'end-phase' },
      [ev('objective', { seat: 0, objective: 'minor-cities-2', kind: 'cities', reward: null })],
      null,
    );
    m.step(
      1,
      { type: 'end-phase' },
      [ev('objective', { seat: 1, objective: 'major-cities-4', kind: 'cities', reward: null })],
      null,
    );
    m.step(
      1,
      { type: 'end-phase' },
      [ev('objective', { seat: 1, objective: 'major-enemy-capital', kind: 'enemy-capital', reward: null })],
      null,
    );
    const { values } = m.finish(null, tags4);
    expect(values['objectives.cities']).toBe(2);
    expect(values['objectives.enemy-capital']).toBe(1);
    expect(values['objectives.territories']).toBe(0);
    expect(values['objectives.total']).toBe(3);
  });

  it('R3.2: the armor share is armored divisions over all divisions drafted; no draft, no share', () => {
    const m = frontlineMeasures.measurer();
    for (const division of ['A', 'I', 'I', 'I'])
      m.step(0, { type: 'draft', division, territory: 't' }, [], null);
    m.step(0, { type: 'spend-card', card: 'c' }, [], null);
    expect(m.finish(null, tags4).values['drafts.armorShare']).toBe(0.25);
    expect(frontlineMeasures.measurer().finish(null, tags4).values['drafts.armorShare']).toBeUndefined();
  });

  it('the first player is the seat first in the turn order; rounds come from turn events', () => {
    const m = frontlineMeasures.measurer();
    m.step(0, { type: 'end-phase' }, [ev('turn', { seat: 2, round: 1 })], null);
    m.step(0, { type: 'end-phase' }, [ev('turn', { seat: 1, round: 2 })], null);
    const done = m.finish(null, tags4);
    expect(done.first).toBe(1);
    expect(done.values['length.rounds']).toBe(2);
  });
});

describe('Four Horsemen measures', () => {
  const state = { lines: ['plague', 'war', 'death', 'famine'] };

  it('H8, H14: deaths are counted by the colour of the line they happen on', () => {
    const m = horsemenMeasures.measurer();
    const died = (line: number) => ev('died', { line, seat: 0, cause: 'compare', card: {} });
    m.step(0, {}, [died(0), died(0), died(1)], state);
    m.step(1, {}, [died(3)], state);
    const { values } = m.finish(state, []);
    expect(values['deaths.plague']).toBe(2);
    expect(values['deaths.war']).toBe(1);
    expect(values['deaths.famine']).toBe(1);
    expect(values['deaths.death']).toBe(0);
    expect(values['deaths.total']).toBe(4);
  });

  it('HG7: the first player is read off the first-player event; H19: the prize choice is counted', () => {
    const m = horsemenMeasures.measurer();
    m.step(0, {}, [ev('first-player', { seat: 1 })], state);
    m.step(1, {}, [ev('prize', { seat: 1, prize: { kind: 'card', card: 'x' } })], state);
    const done = m.finish(state, []);
    expect(done.first).toBe(1);
    expect(done.values['prize.card']).toBe(1);
    expect(done.values['prize.chest']).toBe(0);
  });

  it('H19, HG4: a surrender is forced when the seat could do nothing else, chosen otherwise; a killed king is decided by play', () => {
    const endBy = (fund: number, action: unknown, reason: string) => {
      const before = scenario({
        fund: [fund, 50],
        board: { '0:0:f': { v: 3 }, '0:1:f': { v: 3 }, '1:0:f': { v: 1 }, '1:2:f': { v: 1, up: false } },
      });
      const m = horsemenMeasures.measurer();
      m.step(1, { type: 'flip' }, [], before);
      m.step(0, action, [ev('game-over', { ending: { winner: 1, reason, prize: null } })], before);
      return m.finish(before, []).values;
    };
    expect(endBy(0, { type: 'surrender' }, 'surrender')).toMatchObject({
      'end.forced': 1,
      'end.chosen': 0,
      'end.decided': 0,
    });
    expect(endBy(50, { type: 'surrender' }, 'surrender')).toMatchObject({
      'end.forced': 0,
      'end.chosen': 1,
      'end.decided': 1,
    });
    expect(endBy(50, { type: 'compare', line: 0 }, 'king-killed')).toMatchObject({
      'end.king-killed': 1,
      'end.decided': 1,
    });
    expect(endBy(50, { type: 'pass' }, 'stalemate')).toMatchObject({ 'end.stalemate': 1, 'end.decided': 0 });
  });

  it('every measure the report lists is one the measurer reports', () => {
    for (const measures of [frontlineMeasures, horsemenMeasures]) {
      const values = measures.measurer().finish(state, tags4).values;
      for (const { id, group } of measures.measures) {
        if (id === 'length.actions' || id === 'drafts.armorShare') continue; // added by the player; only with drafts
        expect(values, id).toHaveProperty([id]);
        expect(measures.groups.map((g) => g.id)).toContain(group);
      }
    }
  });
});
