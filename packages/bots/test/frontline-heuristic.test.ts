import { type FrontlineState, frontline, occupies } from '@warboard/frontline';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../frontline/test/helpers.js';
import { heuristicAction } from '../src/frontline/heuristic.js';

/** Seat 0 plays its phase with the heuristic until the phase changes; returns the state and the actions taken. */
function playPhase(start: FrontlineState): { state: FrontlineState; actions: string[] } {
  let state = start;
  const phase = state.turn.phase;
  const actions: string[] = [];
  for (let i = 0; i < 200 && state.turn.phase === phase && state.turn.seat === 0; i++) {
    const action = heuristicAction(state, 0);
    if (!action) break;
    const r = frontline.apply(state, 0, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
    actions.push(JSON.stringify(action));
    state = r.value.state;
  }
  return { state, actions };
}

describe('the Frontline heuristic', () => {
  it('R8.1, R8.3 spare infantry walks over its own land to the border with empty land, not to the busiest front', () => {
    // Peru's spare infantry could go to Brazil (which faces North Africa's stack across the sea) or to Venezuela,
    // next to empty Central America. Venezuela's single division must stay: only infantry that walks there can go on.
    const s = scenario(
      {
        peru: { holder: 0, middle: ['I', 'I', 'I', 'I'] },
        venezuela: { holder: 0, middle: ['I'] },
        brazil: { holder: 0, middle: ['I'] },
        argentina: { holder: 0, middle: ['I', 'I', 'I'] },
        'north-africa': { holder: 1, middle: ['I', 'I', 'I', 'I', 'I', 'I'] },
        egypt: { holder: 1, middle: ['I'] },
      },
      { phase: 'maneuver', capitals: ['argentina', 'egypt'] },
    );
    const { state } = playPhase(s);
    expect(occupies(state, 0, 'central-america')).toBe(true);
    // Three spare divisions open three territories: Central America and two beyond it.
    const opened = ['central-america', 'western-us', 'eastern-us'].filter((id) => occupies(state, 0, id));
    expect(opened).toHaveLength(3);
    expect(state.territories.argentina!.home.middle).toHaveLength(3); // the capital keeps its guard
  });

  it('R7.1–R7.2 it takes spare armor to sea against a weak coast, armor first, and lands on its next turn', () => {
    const s = scenario(
      {
        brazil: { holder: 0, middle: ['I', 'A', 'I', 'A', 'I'] },
        venezuela: { holder: 0, middle: ['I'] },
        peru: { holder: 0, middle: ['I'] },
        argentina: { holder: 0, middle: ['I', 'I', 'I'] },
        'central-america': { holder: 1, fronts: { venezuela: ['I'] } },
        'north-africa': { holder: 1, fronts: { brazil: ['I'] } },
        egypt: { holder: 1, middle: ['I'] },
      },
      { phase: 'maneuver', capitals: ['argentina', 'egypt'] },
    );
    const { state } = playPhase(s);
    const force = state.territories['north-africa']!.coast.find((c) => c.owner === 0);
    expect(force?.front[0]).toBe('A'); // the first aboard is armor (R7.2)
    expect(force?.via).toBe('brazil');
    expect(occupies(state, 0, 'brazil')).toBe(true); // Brazil stays held

    // Its next turn, in the attack phase (as after the owner's next draft, R7.1).
    const next = structuredClone(state);
    next.turn = { ...next.turn, seat: 0, phase: 'attack', steps: 0, occupied: [] };
    for (const c of next.territories['north-africa']!.coast) c.staged = false;
    expect(heuristicAction(next, 0)).toEqual({ type: 'land', territory: 'north-africa' });
  });

  it('R3.2 a player whose every border is across the sea drafts armor on its capital for landings (R7.2)', () => {
    const enemy = { holder: 1, middle: ['I', 'I'] as ('I' | 'A')[] };
    const iceland = (extra: Record<string, { holder: number; middle: ('I' | 'A')[] }>) => {
      const s = scenario(
        {
          iceland: { holder: 0, middle: ['I', 'I', 'I', 'I'] },
          'great-britain': enemy,
          scandinavia: enemy,
          egypt: { holder: 1, middle: ['I'] },
          ...extra,
        },
        { phase: 'draft', capitals: ['iceland', 'egypt'] },
      );
      s.turn.units = 4;
      return s;
    };
    // Iceland's every neighbour is across the sea and held by the enemy: armor, on the capital.
    expect(heuristicAction(iceland({ greenland: enemy }), 0)).toEqual({
      type: 'draft',
      division: 'A',
      territory: 'iceland',
    });
    // Holding Scandinavia instead, with Ukraine the enemy's across a land border: infantry, as usual.
    const landBorder = iceland({
      greenland: enemy,
      scandinavia: { holder: 0, middle: ['I'] },
      ukraine: enemy,
    });
    expect(heuristicAction(landBorder, 0)).toMatchObject({ type: 'draft', division: 'I' });
  });

  it('R6.15, R6.14 it enters land nobody holds but another player has invaded, and fights that invader', () => {
    const invader = (owner: number, front: ('I' | 'A')[]) => ({
      owner,
      via: 'ukraine',
      front,
      middle: [],
      rear: [],
    });
    const s = scenario(
      {
        ural: { holder: 0, fronts: { afghanistan: ['A', 'I', 'I'] }, middle: ['I', 'I', 'I'] },
        afghanistan: { holder: null as unknown as number, invaders: [invader(1, ['I'])] },
        ukraine: { holder: 1, middle: ['I', 'I', 'I', 'I', 'I', 'I', 'I', 'I'] },
      },
      { capitals: ['siberia', 'egypt'] },
    );
    expect(heuristicAction(s, 0)).toEqual({ type: 'attack', from: 'ural', to: 'afghanistan' });

    const entered = frontline.apply(s, 0, { type: 'attack', from: 'ural', to: 'afghanistan' });
    if (!entered.ok) throw new Error(entered.error.message);
    expect(heuristicAction(entered.value.state, 0)).toEqual({
      type: 'counter',
      territory: 'afghanistan',
      target: 1,
    });
  });
});
