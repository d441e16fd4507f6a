import { describe, expect, it } from 'vitest';
import { type FrontlineState, frontline } from '../src/index.js';
import { act, home, refused, rig, scenario } from './helpers.js';

/** Brazil (seat 0) faces North Africa (seat 1) across the sea crossing of R7.1's example. */
function atlantic(
  ruleset: 'revised' | 'original' = 'revised',
  africa: ('I' | 'A')[] = ['I'],
): FrontlineState {
  return scenario(
    {
      brazil: { holder: 0, middle: ['A', 'I', 'I'] },
      'north-africa': { holder: 1, fronts: { brazil: africa } },
    },
    { ruleset, seat: 0, phase: 'maneuver' },
  );
}

const coast = (s: FrontlineState) => s.territories['north-africa']!.coast;

/** Put the whole Brazil force on North Africa's coast, armor first, and make it ready to land. */
function staged(ruleset: 'revised' | 'original' = 'revised', africa: ('I' | 'A')[] = ['I']): FrontlineState {
  let s = atlantic(ruleset, africa);
  for (const division of ['A', 'I'] as const)
    s = act(s, 0, { type: 'embark', from: 'brazil', to: 'north-africa', division }).state;
  s.territories.brazil!.home.middle.push('I'); // Brazil stays held
  s = act(s, 0, { type: 'embark', from: 'brazil', to: 'north-africa', division: 'I' }).state;
  s.turn = { ...s.turn, phase: 'attack' };
  for (const c of coast(s)) c.staged = false; // as at the owner's next draft (R7.1)
  return s;
}

describe('amphibious assault (R7, O8.21–O8.23, O9.4–O9.6)', () => {
  it('R7.1 an enemy across the sea is not attacked directly; the force first waits on its coast', () => {
    const s = atlantic();
    s.turn = { ...s.turn, phase: 'attack' };
    s.territories.brazil!.home.fronts['north-africa'] = ['A'];
    refused(s, 0, { type: 'attack', from: 'brazil', to: 'north-africa' }, 'R7.1');
  });

  it('R7.2 / O9.5 infantry alone cannot make a landing: the first division aboard is armor', () => {
    refused(atlantic(), 0, { type: 'embark', from: 'brazil', to: 'north-africa', division: 'I' }, 'R7.2');
    refused(
      atlantic('original'),
      0,
      { type: 'embark', from: 'brazil', to: 'north-africa', division: 'I' },
      'O9.5',
    );
  });

  it('R7.1 the landing comes on a later turn: a force that just arrived cannot land', () => {
    const s = act(atlantic(), 0, { type: 'embark', from: 'brazil', to: 'north-africa', division: 'A' }).state;
    expect(coast(s)).toEqual([{ owner: 0, via: 'brazil', front: ['A'], middle: [], rear: [], staged: true }]);
    s.turn = { ...s.turn, phase: 'attack' };
    refused(s, 0, { type: 'land', territory: 'north-africa' }, 'R7.1');
  });

  it('R7.1 staged forces may land from their owner’s next turn on', () => {
    let s = act(atlantic(), 0, { type: 'embark', from: 'brazil', to: 'north-africa', division: 'A' }).state;
    s = act(s, 0, { type: 'end-phase' }).state; // ends seat 0's turn
    while (!(s.turn.seat === 0 && s.turn.phase === 'attack')) {
      const seat = frontline.pendingDecisions(s)[0]!.seat;
      s = act(s, seat, frontline.standingOrder(s, seat)!).state;
    }
    expect(coast(s)[0]?.staged).toBe(false);
    expect(frontline.legalActions(s, 0)).toContainEqual({ type: 'land', territory: 'north-africa' });
  });

  it('G13 a border facing an enemy force on the coast needs a front row', () => {
    const s = act(atlantic(), 0, { type: 'embark', from: 'brazil', to: 'north-africa', division: 'A' }).state;
    s.territories['north-africa']!.home = { fronts: {}, middle: ['I', 'I'], rear: [] };
    s.territories.brazil!.holder = 2; // Brazil itself no longer faces North Africa as an enemy holder
    s.turn = { ...s.turn, seat: 1, phase: 'draft', units: 0 };
    expect(frontline.legalActions(s, 1)).toContainEqual({
      type: 'post',
      territory: 'north-africa',
      border: 'brazil',
      division: 'I',
      slot: 0,
    });
  });

  it('R7.1 a successful landing invades; with no defender left the force occupies', () => {
    const r = act(rig(staged(), [6, 6, 6], [1]), 0, { type: 'land', territory: 'north-africa' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'battle', mode: 'landing' }));
    expect(r.state.territories['north-africa']).toMatchObject({ holder: 0, coast: [] });
    expect(home(r.state, 'north-africa').middle).toEqual(['A', 'I', 'I']);
  });

  it("R6.15 / R6.14 a landing on contested land joins the lander's invaders there: one force per player", () => {
    // Found by the flagged conformance run (revised, 5 players, game 69): the landing stood beside the lander's
    // own invaders as a second force, which no action could name, and its counter-attack was offered twice.
    const s = scenario(
      {
        egypt: { holder: 0, middle: ['I'] },
        'middle-east': {
          holder: null as unknown as number,
          invaders: [
            { owner: 0, via: 'egypt', front: ['A'], middle: [], rear: [] },
            { owner: 1, via: 'ukraine', front: ['I'], middle: [], rear: [] },
          ],
          coast: [{ owner: 0, via: 'east-africa', front: ['A'], middle: ['I'], rear: [], staged: false }],
        },
        ukraine: { holder: 1, middle: ['I'] },
      },
      { phase: 'attack' },
    );
    const r = act(s, 0, { type: 'land', territory: 'middle-east' });
    const t = r.state.territories['middle-east']!;
    expect(t.coast).toEqual([]);
    expect(t.invaders.map((i) => i.owner)).toEqual([0, 1]);
    expect(t.invaders[0]).toMatchObject({ via: 'egypt', front: ['A', 'A'], middle: ['I'] });
    expect(r.events).toContainEqual({ type: 'invaded', territory: 'middle-east', by: 0, via: 'egypt' });
    const counters = frontline.legalActions(r.state, 0).filter((a) => a.type === 'counter');
    expect(counters).toEqual([{ type: 'counter', territory: 'middle-east', target: 1 }]);
  });

  it("R7.1 with two players' forces waiting on one coast, each may land once: the landing is offered once", () => {
    // Found by the flagged conformance run (revised, 5 players, games 229 and 239): "legal actions are not unique".
    const s = staged();
    s.players.push({ ...s.players[1]!, capital: 'japan', hand: [] });
    s.territories['north-africa']!.coast.push({
      owner: 2,
      via: 'western-europe',
      front: ['A'],
      middle: [],
      rear: [],
      staged: false,
    });
    const lands = frontline.legalActions(s, 0).filter((a) => a.type === 'land');
    expect(lands).toEqual([{ type: 'land', territory: 'north-africa' }]);
  });

  it('R1.3 / O4.3 / O8.21 armor at sea is a gunboat: on the landing’s front row it has the bonus', () => {
    const r = act(rig(staged(), [4, 1, 1], [4]), 0, { type: 'land', territory: 'north-africa' });
    const exchange = r.events.find((e) => e.type === 'exchange') as unknown as {
      pairs: { attackerScore: number }[];
    };
    expect(exchange.pairs[0]?.attackerScore).toBe(5);
  });

  it('R7.5 a landing whose armor is destroyed fails: infantry and repairing armor go back home', () => {
    let s = act(rig(staged('revised', ['A', 'A']), [1, 1, 1], [6, 6]), 0, {
      type: 'land',
      territory: 'north-africa',
    }).state;
    s = act(s, 0, { type: 'damaged', choice: 'withdraw' }).state;
    expect(coast(s)).toEqual([]);
    expect(s.battle).toBeNull();
    expect(home(s, 'brazil')).toMatchObject({ middle: ['I', 'I'], rear: ['D'] });
  });

  it('O8.23 in the original a landing whose armor is destroyed is sunk: every army in it is removed', () => {
    let s = act(rig(staged('original', ['A', 'A']), [1, 1, 1], [6, 6]), 0, {
      type: 'land',
      territory: 'north-africa',
    }).state;
    s = act(s, 0, { type: 'damaged', choice: 'stay' }).state;
    s = act(rig(s, [1, 1, 1], [6, 6]), 0, { type: 'roll' }).state; // the damaged armor is beaten again
    expect(coast(s)).toEqual([]);
    expect(home(s, 'brazil')).toMatchObject({ middle: ['I'], rear: [] });
  });

  it('R7.3 / O9.6 the coast’s holder attacks the waiting force; R7.4 beaten, its repairing armor is lost too', () => {
    let s = act(atlantic(), 0, { type: 'embark', from: 'brazil', to: 'north-africa', division: 'A' }).state;
    s.turn = { ...s.turn, seat: 1, phase: 'attack' };
    home(s, 'north-africa').fronts.brazil = ['A', 'A'];
    s = act(rig(s, [6, 6], [1]), 1, { type: 'repel', territory: 'north-africa', target: 0 }).state;
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: 0, kind: 'damaged' }]);
    const r = act(s, 0, { type: 'damaged', choice: 'withdraw' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'coast-force-destroyed', seat: 0 }));
    expect(coast(r.state)).toEqual([]);
  });
});
