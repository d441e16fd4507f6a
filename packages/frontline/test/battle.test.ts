import { describe, expect, it } from 'vitest';
import { type FrontlineState, frontline } from '../src/index.js';
import { act, egyptBorder, home, refused, rig, scenario } from './helpers.js';

/** Seat 0 attacks Egypt (seat 1) from North Africa. */
const border = egyptBorder;
const decisions = (s: FrontlineState) => frontline.pendingDecisions(s);

describe('battle flow (R5, R8.4–R8.5, O8)', () => {
  it('R5.1 / O8.1 an attack is fought across one border by the rows facing each other', () => {
    const r = act(rig(border(['I'], ['I']), [2], [5]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    });
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'battle', mode: 'head-on', territory: 'egypt' }),
    );
    expect(home(r.state, 'north-africa').fronts.egypt).toBeUndefined(); // the beaten infantry is gone (R5.7)
  });

  it('R5.8 / O8.9 beaten armor: its owner keeps it fighting or withdraws it; standing orders withdraw', () => {
    const s = act(rig(border(['I'], ['A', 'I']), [6], [6]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    }).state;
    // attacker I (6) vs defender's rightmost I (6): defender wins. Rig the reverse to damage armor:
    const t = act(rig(border(['I', 'I'], ['I', 'A']), [6, 6], [1, 1]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    }).state;
    expect(decisions(t)).toEqual([{ seat: 1, kind: 'damaged' }]);
    expect(frontline.standingOrder(t, 1)).toEqual({ type: 'damaged', choice: 'withdraw' });
    const stay = act(t, 1, { type: 'damaged', choice: 'stay' }).state;
    expect(home(stay, 'egypt').fronts['north-africa']).toEqual(['D']);
    expect(home(s, 'north-africa').fronts.egypt).toBeUndefined();
  });

  it('R5.10 / O8.11 damaged armor that stayed and is beaten again is destroyed', () => {
    const s = act(rig(border(['I'], ['D']), [6], [1]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    }).state;
    expect(home(s, 'egypt').fronts['north-africa']).toBeUndefined();
  });

  it('R5.9 / O8.10 between exchanges both sides may bring the middle row forward', () => {
    let s = act(
      rig(border(['I'], ['I', 'I'], { attackerMiddle: ['A'], defenderMiddle: ['I'] }), [6], [1, 1]),
      0,
      { type: 'attack', from: 'north-africa', to: 'egypt' },
    ).state;
    s = act(s, 0, { type: 'forward', division: 'A', slot: 0 }).state;
    expect(home(s, 'north-africa').fronts.egypt).toEqual(['A', 'I']);
    s = act(s, 0, { type: 'roll' }).state;
    expect(decisions(s)).toEqual([{ seat: 1, kind: 'defend' }]);
    s = act(s, 1, { type: 'forward', division: 'I', slot: 1 }).state;
    expect(home(s, 'egypt').fronts['north-africa']).toEqual(['I', 'I']);
  });

  it('O8.10 in the original, repairing armor may be supplied back to the front', () => {
    const s = border(['I'], ['I'], { ruleset: 'original' });
    s.battle = {
      mode: 'head-on',
      territory: 'egypt',
      attacker: {
        seat: 0,
        front: { kind: 'front', territory: 'north-africa', border: 'egypt' },
        bonus: true,
        canWithdraw: true,
      },
      defender: {
        seat: 1,
        front: { kind: 'front', territory: 'egypt', border: 'north-africa' },
        bonus: true,
        canWithdraw: true,
      },
      exchanges: 1,
      stage: 'attacker',
      damaged: [],
    };
    home(s, 'north-africa').rear = ['D'];
    expect(
      act(s, 0, { type: 'forward', division: 'D', slot: 1 }).state.territories['north-africa']!.home.fronts
        .egypt,
    ).toEqual(['I', 'D']);
    s.options = { ...s.options, ruleset: 'revised' };
    refused(s, 0, { type: 'forward', division: 'D', slot: 1 }, 'R5.9');
  });

  it('R5.11 repairing armor stays in the rear row when the attack phase ends', () => {
    let s = act(rig(border(['I', 'I'], ['I', 'A'], { defenderMiddle: ['I'] }), [6, 6], [1, 1]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    }).state;
    s = act(s, 1, { type: 'damaged', choice: 'withdraw' }).state;
    s = act(s, 0, { type: 'stop' }).state;
    s = act(s, 0, { type: 'end-phase' }).state;
    expect(home(s, 'egypt').rear).toEqual(['D']);
  });

  it('R6.4 / O8.12 with the border and the middle row beaten the attacker invades, straddling the border', () => {
    const r = act(rig(border(['A', 'I'], ['I'], { retreatTo: true, eastFront: ['I'] }), [6, 6], [1]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    });
    expect(r.state.territories.egypt!.invaders).toEqual([
      { owner: 0, via: 'north-africa', front: ['A', 'I'], middle: [], rear: [] },
    ]);
  });

  it('O8.12 in the original a defender that supplies none is invaded at once', () => {
    let s = act(
      rig(
        border(['A', 'I'], ['I'], {
          ruleset: 'original',
          defenderMiddle: ['I'],
          retreatTo: true,
          eastFront: ['I'],
        }),
        [6, 6],
        [1],
      ),
      0,
      { type: 'attack', from: 'north-africa', to: 'egypt' },
    ).state;
    s = act(s, 0, { type: 'roll' }).state;
    s = act(s, 1, { type: 'hold' }).state;
    expect(s.territories.egypt!.invaders).toHaveLength(1);
  });

  it('R8.4 / O8.18 the invaded defender may retreat everything to an adjacent territory of its own', () => {
    const start = border(['A', 'I'], ['I'], { retreatTo: true, eastFront: ['I'] });
    start.territories.egypt!.home.rear = ['D'];
    let s = act(rig(start, [6, 6], [1]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' }).state;
    expect(decisions(s)).toEqual([{ seat: 1, kind: 'retreat' }]);
    expect(frontline.standingOrder(s, 1)).toEqual({ type: 'stand' });
    s = act(s, 1, { type: 'retreat', to: 'middle-east' }).state;
    expect(home(s, 'middle-east')).toMatchObject({ middle: ['I', 'I'], rear: ['D'] });
    expect(s.territories.egypt).toMatchObject({ holder: 0, invaders: [] }); // the invader moves in
  });

  it('R8.5 / O8.19 without an adjacent territory of its own the defender cannot retreat: a last stand', () => {
    const s = border(['A', 'I'], ['I'], { eastFront: ['I'] });
    const r = act(rig(s, [6, 6], [1]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    expect(decisions(r.state)).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(r.state.territories.egypt!.holder).toBe(1);
  });

  it('O8.4 the original attacker rolls a support die with 2 on the line and troops behind', () => {
    const r = act(
      rig(border(['I', 'I'], ['I'], { ruleset: 'original', attackerMiddle: ['I'] }), [1, 1, 6], [5]),
      0,
      { type: 'attack', from: 'north-africa', to: 'egypt' },
    );
    const ex = r.events.find((e) => e.type === 'exchange') as unknown as { attackerDice: number[] };
    expect(ex.attackerDice).toHaveLength(3);
  });

  it('O8.13–O8.15 in the original an invaded defender has no bombardment on its other borders', () => {
    const s = border(['I'], ['A'], { ruleset: 'original' });
    s.territories.egypt!.invaders = [
      { owner: 2 as number, via: 'east-africa', front: ['I'], middle: [], rear: [] },
    ];
    const r = act(rig(s, [5], [4]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    const ex = r.events.find((e) => e.type === 'exchange') as unknown as {
      pairs: { defenderScore: number }[];
    };
    expect(ex.pairs[0]?.defenderScore).toBe(4);
  });

  it('the attacker may stop between exchanges; a seat that owes nothing is refused', () => {
    const s = act(rig(border(['I', 'I'], ['I', 'I']), [6, 1], [5, 5]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    }).state;
    refused(s, 1, { type: 'roll' }, 'O3.1');
    expect(act(s, 0, { type: 'stop' }).state.battle).toBeNull();
  });
});

describe('going on (R6.2, R8.1, O8.20, R4.6, O8.14, O8.22, O10.1)', () => {
  it('R6.2 middle-row divisions may open an attack on a border with no front row', () => {
    const s = border([], ['I'], { attackerMiddle: ['A', 'I'] });
    delete s.territories['north-africa']!.home.fronts.egypt;
    let r = act(s, 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    expect(decisions(r.state)).toEqual([{ seat: 0, kind: 'battle' }]);
    refused(r.state, 0, { type: 'roll' }, 'R5.2');
    r = act(r.state, 0, { type: 'forward', division: 'A', slot: 0 });
    r = act(rig(r.state, [6], [1]), 0, { type: 'roll' });
    expect(r.events.some((e) => e.type === 'exchange')).toBe(true);
  });

  it('R8.1 / O8.20 going on from a territory occupied this turn leaves an infantry behind', () => {
    const s = border(['A', 'I'], ['I']);
    let state = act(rig(s, [6, 6], [1]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' }).state;
    expect(state.territories.egypt!.holder).toBe(0);
    state.territories['east-africa'] = {
      holder: 1,
      home: { fronts: { egypt: ['I'] }, middle: [], rear: [] },
      invaders: [],
      coast: [],
      city: false,
    };
    state = act(state, 0, { type: 'attack', from: 'egypt', to: 'east-africa' }).state;
    refused(state, 0, { type: 'forward', division: 'I', slot: 0 }, 'R8.1');
    expect(
      act(state, 0, { type: 'forward', division: 'A', slot: 0 }).state.territories.egypt!.home.fronts[
        'east-africa'
      ],
    ).toEqual(['A']);
  });

  it('R4.6 / O8.9 withdrawn armor waits in the rear row, where it still counts as support (O8.22)', () => {
    let s = act(rig(border(['I', 'I'], ['I', 'A'], { defenderMiddle: ['I'] }), [6, 6], [1, 1]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    }).state;
    s = act(s, 1, { type: 'damaged', choice: 'withdraw' }).state;
    expect(home(s, 'egypt').rear).toEqual(['D']);
    const o = border(['I', 'I'], ['I'], { ruleset: 'original' });
    home(o, 'north-africa').rear = ['D'];
    const r = act(rig(o, [1, 1, 1], [6]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    expect(
      (r.events.find((e) => e.type === 'exchange') as unknown as { attackerDice: number[] }).attackerDice,
    ).toHaveLength(3);
  });

  it('O8.14 in the original, rear-assaulted armor cannot withdraw either', () => {
    const s = border(['I'], ['I'], { ruleset: 'original', eastFront: ['A'] });
    s.territories.egypt!.home.fronts['north-africa'] = [];
    s.territories.egypt!.invaders = [
      { owner: 0, via: 'north-africa', front: ['I', 'I'], middle: [], rear: [] },
    ];
    const r = act(rig(s, [6, 6], [1]), 0, { type: 'assault', territory: 'egypt', target: 'east-africa' });
    expect(home(r.state, 'egypt').fronts['east-africa']).toEqual(['D']);
    expect(decisions(r.state)).toEqual([{ seat: 0, kind: 'battle' }]);
  });

  it('O10.1 completing an objective earns a reward card', () => {
    const s = scenario(
      { egypt: { holder: 0, middle: ['I'] }, peru: { holder: 1, middle: ['I'] } },
      { phase: 'maneuver' },
    );
    s.objectives = ['minor-conquests-3'];
    s.turn.conquered = ['a', 'b', 'c'];
    s.rewardDeck = ['extra-attack-die'];
    expect(act(s, 0, { type: 'end-phase' }).state.players[0]!.rewards).toEqual(['extra-attack-die']);
  });
});

describe('rewards in battle (O10.4, O10.7, O10.8)', () => {
  it('O10.4 an airfield is placed on a territory you occupy and gives +1 to your divisions fighting in or next to it', () => {
    const s = border(['I'], ['I']);
    s.territories['north-africa']!.home.middle = ['I'];
    refused(s, 0, { type: 'airfield', territory: 'north-africa' }, 'O10.4'); // no airfield won yet
    s.players[0]!.rewards = ['airfield'];
    const placed = act(s, 0, { type: 'airfield', territory: 'north-africa' }).state;
    const r = act(rig(placed, [4], [4]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    const ex = r.events.find((e) => e.type === 'exchange') as unknown as {
      pairs: { attackerScore: number; winner: string }[];
    };
    expect(ex.pairs[0]).toMatchObject({ attackerScore: 5, winner: 'attacker' });
  });

  it('O10.7 / O10.8 the extra attack and defence dice are rolled in battle', () => {
    const s = border(['I'], ['I']);
    s.players[0]!.rewards = ['extra-attack-die'];
    s.players[1]!.rewards = ['extra-defense-die'];
    const r = act(rig(s, [1, 6], [1, 6]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    const ex = r.events.find((e) => e.type === 'exchange') as unknown as {
      attackerDice: number[];
      defenderDice: number[];
    };
    expect([ex.attackerDice.length, ex.defenderDice.length]).toEqual([2, 2]);
  });

  it('bad input names its rule and leaves the state unchanged: a division that is not there', () => {
    const s = border(['I'], ['I']);
    s.turn.phase = 'maneuver';
    expect(refused(s, 0, { type: 'move', from: 'north-africa', to: 'egypt', division: 'A' }, 'R6.3')).toBe(
      'no-division',
    );
  });
});
