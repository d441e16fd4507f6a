import { describe, expect, it } from 'vitest';
import type { FrontlineEvent, ManeuverEvent } from '../src/index.js';
import { act, scenario } from './helpers.js';

/**
 * The quiet actions tell the game log what happened (events.ts): drafting (O6.3–O6.5), moving (O9.1–O9.3,
 * R8.1–R8.3, O8.15), posting and unposting (R4.1–R4.3, R6.3), embarking (R7.1), merging and disarming (R2).
 * Each event is public, so it must name nothing hidden: no card, and no `visibleTo` to filter on.
 */
const only = (events: readonly FrontlineEvent[]): ManeuverEvent => {
  const quiet = events.filter((e) =>
    ['drafted', 'moved', 'posted', 'unposted', 'embarked', 'merged', 'disarmed'].includes(e.type),
  );
  expect(quiet).toHaveLength(1);
  expect(quiet[0]).not.toHaveProperty('visibleTo');
  return quiet[0] as ManeuverEvent;
};

describe('events of drafting, moving and posting', () => {
  it('O6.3 / R3.1 a drafted division is told with its territory and the units left', () => {
    const s = scenario({ egypt: { holder: 0, middle: ['I'] } }, { phase: 'draft', capitals: ['egypt'] });
    s.turn.units = 5;
    const { events } = act(s, 0, { type: 'draft', division: 'A', territory: 'egypt' });
    expect(only(events)).toEqual({
      type: 'drafted',
      seat: 0,
      territory: 'egypt',
      division: 'A',
      unitsLeft: 2,
    });
  });

  it('O9.1 / R8.3 a move within your own land, and O9.3 / R8.1 an expedition that empties its start', () => {
    const world = scenario(
      {
        brazil: { holder: 0, middle: ['I', 'A'] },
        venezuela: { holder: 0, middle: ['I'] },
        argentina: { holder: 1, middle: ['I'] },
      },
      { phase: 'maneuver' },
    );
    const own = act(world, 0, { type: 'move', from: 'brazil', to: 'venezuela', division: 'A' });
    expect(only(own.events)).toEqual({
      type: 'moved',
      seat: 0,
      from: 'brazil',
      to: 'venezuela',
      division: 'A',
      kind: 'own',
      abandoned: false,
    });
    const away = act(world, 0, { type: 'move', from: 'venezuela', to: 'central-america', division: 'I' });
    expect(only(away.events)).toMatchObject({ kind: 'expedition', to: 'central-america', abandoned: true });
  });

  it('O8.15 reinforcing your invaders from where they came is told as such', () => {
    const s = scenario(
      {
        brazil: { holder: 0, middle: ['I', 'I'] },
        peru: {
          holder: 1,
          fronts: { argentina: ['I'] },
          invaders: [{ owner: 0, via: 'brazil', front: ['I'], middle: [], rear: [] }],
        },
        argentina: { holder: 1, middle: ['I'] },
      },
      { phase: 'maneuver' },
    );
    const { events } = act(s, 0, { type: 'move', from: 'brazil', to: 'peru', division: 'I' });
    expect(only(events)).toMatchObject({ type: 'moved', kind: 'reinforce', from: 'brazil', to: 'peru' });
  });

  it('R4.2 / R6.3 posting to a front row and taking a division back are told with border and slot', () => {
    const s = scenario(
      {
        brazil: { holder: 0, fronts: { argentina: ['I'] }, middle: ['A'] },
        argentina: { holder: 1, middle: ['I'] },
      },
      { phase: 'maneuver' },
    );
    const posted = act(s, 0, {
      type: 'post',
      territory: 'brazil',
      border: 'argentina',
      division: 'A',
      slot: 0,
    });
    expect(only(posted.events)).toEqual({
      type: 'posted',
      seat: 0,
      territory: 'brazil',
      border: 'argentina',
      division: 'A',
      slot: 0,
    });
    const back = act(posted.state, 0, { type: 'unpost', territory: 'brazil', border: 'argentina', slot: 1 });
    expect(only(back.events)).toEqual({
      type: 'unposted',
      seat: 0,
      territory: 'brazil',
      border: 'argentina',
      division: 'I',
      slot: 1,
    });
  });

  it('R7.1 embarking onto an enemy coast, and R2.2 disarming, are told', () => {
    const s = scenario(
      {
        brazil: { holder: 0, middle: ['A', 'I'] },
        'north-africa': { holder: 1, middle: ['I'] },
      },
      { phase: 'maneuver' },
    );
    const { events } = act(s, 0, { type: 'embark', from: 'brazil', to: 'north-africa', division: 'A' });
    expect(only(events)).toEqual({
      type: 'embarked',
      seat: 0,
      from: 'brazil',
      to: 'north-africa',
      division: 'A',
    });
    const d = act(s, 0, { type: 'disarm', territory: 'brazil' });
    expect(only(d.events)).toEqual({ type: 'disarmed', seat: 0, territory: 'brazil' });
  });
});
