import { describe, expect, it } from 'vitest';
import { type FrontlineState, frontline, occupies } from '../src/index.js';
import { act, home, refused, rig, scenario } from './helpers.js';

const RED = 0;
const BLUE = 1;
const BLACK = 2;

/** R6.5: Red's Egypt — 3 armor facing North Africa, 1 infantry facing East Africa, 3 armor in the middle row. */
function egypt(): FrontlineState {
  return scenario(
    {
      egypt: {
        holder: RED,
        fronts: { 'north-africa': ['A', 'A', 'A'], 'east-africa': ['I'] },
        middle: ['A', 'A', 'A'],
      },
      'east-africa': { holder: BLUE, fronts: { egypt: ['A', 'A', 'I'] }, middle: ['I'] },
      'north-africa': { holder: BLACK, fronts: { egypt: ['A', 'I'] }, middle: ['I', 'I'] },
      'middle-east': { holder: RED, middle: ['I'] },
    },
    { players: 3, seat: BLUE, phase: 'attack' },
  );
}

const exchanges = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'exchange');

/** R6.6–R6.7 played out: returns the state once Blue has invaded and Red chose to stand. */
function blueInvades(): FrontlineState {
  let s = egypt();
  // R6.6 first exchange: only the 1 infantry on the East Africa border meets the attack.
  let r = act(rig(s, [6, 6, 6], [1]), BLUE, { type: 'attack', from: 'east-africa', to: 'egypt' });
  s = r.state;
  expect(exchanges(r.events)[0]).toMatchObject({ defenderDice: [1] });
  expect(home(s, 'egypt').fronts['east-africa']).toBeUndefined();
  expect(home(s, 'egypt').fronts['north-africa']).toEqual(['A', 'A', 'A']); // R6.6: cannot fight this turn
  s = act(s, BLUE, { type: 'roll' }).state;
  // R6.6 second exchange: the 3 middle-row armor may now join.
  refused(s, RED, { type: 'hold' }, 'R6.4');
  for (const slot of [0, 1, 2]) s = act(s, RED, { type: 'forward', division: 'A', slot }).state;
  r = act(rig(s, [6, 6, 1], [2, 2]), RED, { type: 'hold' });
  s = r.state;
  expect(home(s, 'egypt').fronts['east-africa']).toEqual(['A', 'D', 'D']);
  s = act(s, RED, { type: 'damaged', choice: 'withdraw' }).state;
  s = act(s, RED, { type: 'damaged', choice: 'withdraw' }).state;
  r = act(rig(s, [6, 6, 6], [1]), BLUE, { type: 'roll' });
  s = act(r.state, RED, { type: 'damaged', choice: 'withdraw' }).state;
  return s;
}

describe('the designer’s Egypt example (R6.5–R6.15)', () => {
  it('R6.5 the example position is a legal formation', () => {
    const s = egypt();
    expect(home(s, 'egypt').middle).toEqual(['A', 'A', 'A']);
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: BLUE, kind: 'turn' }]);
  });

  it('R6.6 / R6.2 only the infantry posted on the border meets the first exchange; the middle row joins in the second', () => {
    const s = egypt();
    const r = act(rig(s, [6, 6, 6], [1]), BLUE, { type: 'attack', from: 'east-africa', to: 'egypt' });
    expect(exchanges(r.events)).toHaveLength(1);
    expect(exchanges(r.events)[0]).toMatchObject({ defenderDice: [1] });
    const next = act(r.state, BLUE, { type: 'roll' }).state;
    expect(frontline.pendingDecisions(next)).toEqual([{ seat: RED, kind: 'defend' }]);
    expect(frontline.legalActions(next, RED)).toContainEqual({ type: 'forward', division: 'A', slot: 0 });
  });

  it('R6.7 beating the infantry and sending the 3 armor to repair is an invasion', () => {
    const s = blueInvades();
    const t = s.territories.egypt!;
    expect(t.invaders).toEqual([
      { owner: BLUE, via: 'east-africa', front: ['A', 'A', 'I'], middle: [], rear: [] },
    ]);
    expect(t.home.rear).toEqual(['D', 'D', 'D']);
    expect(t.holder).toBe(RED);
    expect(s.territories['east-africa']!.home.fronts.egypt).toBeUndefined(); // the front row crossed over
    // R8.4: the invaded defender may retreat before the next round
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: RED, kind: 'retreat' }]);
  });

  it('R5.12–R5.14 / R6.8–R6.9 pushing on against the North Africa border is a rear assault: no repair, and the rear is lost', () => {
    let s = act(blueInvades(), RED, { type: 'stand' }).state;
    let r = act(rig(s, [6, 6, 6], [1, 1]), BLUE, {
      type: 'assault',
      territory: 'egypt',
      target: 'north-africa',
    });
    s = r.state;
    // R5.14 / R6.9: the assault seizes Red's rear row at once; the 3 armor repairing there are removed
    expect(r.events).toContainEqual({ type: 'rear-lost', territory: 'egypt', removed: 3 });
    expect(home(s, 'egypt').rear).toEqual([]);
    // R5.14: beaten armor cannot withdraw — no decision is asked of Red
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: BLUE, kind: 'battle' }]);
    expect(home(s, 'egypt').fronts['north-africa']).toEqual(['A', 'D', 'D']);
    s = act(rig(s, [6, 6, 6], [1, 1]), BLUE, { type: 'roll' }).state;
    expect(home(s, 'egypt').fronts['north-africa']).toEqual(['A']); // each removed after being beaten twice
    s = act(rig(s, [6, 6, 6], [1]), BLUE, { type: 'roll' }).state;
    r = act(rig(s, [6, 6, 6], [1]), BLUE, { type: 'roll' });
    s = r.state;
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'cleared', territory: 'egypt', rearLost: 0 }),
    );
    expect(s.territories.egypt).toMatchObject({ holder: BLUE, invaders: [] });
    expect(occupies(s, BLUE, 'egypt')).toBe(true); // R6.16: Blue's infantry moved in
    expect(s.turn.occupied).toContain('egypt');
  });

  it('R5.14 / R6.9 the rear assault seizes the rear row: the armor repairing there is lost even when Blue stops at once', () => {
    // 「在「從後突襲」時，「進攻」一方奪下敵方的「後列」」; 「而在之前退到後列的3個「裝甲師」亦必須撤離遊戲，無法進行維修」
    let s = act(blueInvades(), RED, { type: 'stand' }).state;
    expect(home(s, 'egypt').rear).toEqual(['D', 'D', 'D']);
    // Red's front facing North Africa wins the first exchange; Blue stops before the territory is cleared.
    s = act(rig(s, [1, 1, 1], [6, 6]), BLUE, {
      type: 'assault',
      territory: 'egypt',
      target: 'north-africa',
    }).state;
    while (frontline.pendingDecisions(s)[0]?.kind === 'damaged')
      s = act(s, BLUE, { type: 'damaged', choice: 'stay' }).state;
    s = act(s, BLUE, { type: 'stop' }).state;
    expect(s.territories.egypt!.holder).toBe(RED);
    expect(home(s, 'egypt').fronts['north-africa']).toEqual(['A', 'A', 'A']);
    expect(home(s, 'egypt').rear).toEqual([]); // not repaired at Red's next draft: gone
  });

  it('R5.13 after the invasion Blue attacks the defenders that remain: the rows facing North Africa from behind, a row facing Blue head-on', () => {
    // R5.13 「在「入侵」敵軍的領土後，對餘下的守軍作出「攻擊」」, the example of R5.12's rear assault — but a row
    // Red posts facing Blue's border points at Blue: 「兩隊軍隊互相指向的情況為「正面交鋒」」 (R5.1).
    let s = act(blueInvades(), RED, { type: 'stand' }).state;
    const legal = frontline.legalActions(s, BLUE);
    expect(legal).toContainEqual({ type: 'assault', territory: 'egypt', target: 'north-africa' });
    const rear = act(rig(s, [6, 6, 6], [1, 1]), BLUE, {
      type: 'assault',
      territory: 'egypt',
      target: 'north-africa',
    });
    expect(rear.events).toContainEqual(expect.objectContaining({ type: 'battle', mode: 'rear-assault' }));
    // Red answers on its own turn by posting armor facing Blue's border; Blue's next attack on it is head-on.
    s.turn = { ...s.turn, seat: RED, phase: 'maneuver' };
    s = act(s, RED, { type: 'unpost', territory: 'egypt', border: 'north-africa', slot: 2 }).state;
    s = act(s, RED, {
      type: 'post',
      territory: 'egypt',
      border: 'east-africa',
      division: 'A',
      slot: 0,
    }).state;
    s.turn = { ...s.turn, seat: BLUE, phase: 'attack' };
    const head = act(rig(s, [6, 6, 6], [5]), BLUE, {
      type: 'assault',
      territory: 'egypt',
      target: 'east-africa',
    });
    expect(head.events).toContainEqual(expect.objectContaining({ type: 'battle', mode: 'head-on' }));
    expect(exchanges(head.events)[0]).toMatchObject({ pairs: [{ defenderScore: 6 }] }); // armor +1 (R5.5)
  });

  it('R6.11 invaded but not occupied: Egypt stays Red’s, and an airdropped infantry makes it count again', () => {
    let s = act(blueInvades(), RED, { type: 'stand' }).state;
    expect(occupies(s, BLUE, 'egypt')).toBe(false);
    expect(s.territories.egypt!.holder).toBe(RED);
    expect(occupies(s, RED, 'egypt')).toBe(false); // only armor left: not counted (R6.16)
    s.turn = { ...s.turn, seat: RED, phase: 'draft', units: 3 };
    s = act(s, RED, { type: 'draft', division: 'I', territory: 'egypt' }).state;
    expect(occupies(s, RED, 'egypt')).toBe(true);
  });

  it('R6.12–R6.13 attacked from another border while invaded: no withdrawal, and a second invasion destroys the rear', () => {
    let s = act(blueInvades(), RED, { type: 'stand' }).state;
    s.turn = { ...s.turn, seat: BLACK, phase: 'attack' };
    s.territories['north-africa']!.home.fronts.egypt = ['A', 'A', 'I'];
    let r = act(rig(s, [6, 6, 6], [1, 1]), BLACK, { type: 'attack', from: 'north-africa', to: 'egypt' });
    s = r.state;
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: BLACK, kind: 'battle' }]); // R6.12: no choice for Red
    expect(home(s, 'egypt').fronts['north-africa']).toEqual(['A', 'D', 'D']);
    s = act(rig(s, [6, 6, 6], [1, 1]), BLACK, { type: 'roll' }).state;
    s = act(rig(s, [6, 6, 6], [1]), BLACK, { type: 'roll' }).state;
    r = act(rig(s, [6, 6, 6], [1]), BLACK, { type: 'roll' });
    s = r.state;
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'rear-lost', territory: 'egypt' }));
    // R6.14: Red is gone from Egypt; Blue and Black both stand in it and neither holds it
    expect(s.territories.egypt!.holder).toBeNull();
    expect(s.territories.egypt!.invaders.map((i) => i.owner).sort()).toEqual([BLUE, BLACK]);
  });

  it('R6.13 invaded twice over, Egypt cannot be reinforced in any way by Red on its own turn', () => {
    const s = egypt();
    const t = s.territories.egypt!;
    t.invaders = [
      { owner: BLUE, via: 'east-africa', front: ['I'], middle: [], rear: [] },
      { owner: BLACK, via: 'north-africa', front: ['I'], middle: [], rear: [] },
    ];
    s.turn = { ...s.turn, seat: RED, phase: 'draft', units: 1 };
    refused(s, RED, { type: 'draft', division: 'I', territory: 'egypt' }, 'R6.13');
    const cornered = structuredClone(s);
    cornered.territories['middle-east']!.holder = null;
    cornered.territories['middle-east']!.home.middle = [];
    // with nowhere left to deploy, the units lapse and the draft may end
    const legal = frontline.legalActions(cornered, RED);
    expect(legal).toContainEqual({ type: 'end-phase' });
    expect(legal.filter((a) => a.type === 'draft')).toEqual([]);
    s.turn = { ...s.turn, phase: 'maneuver' };
    refused(s, RED, { type: 'move', from: 'middle-east', to: 'egypt', division: 'I' }, 'R6.13');
  });

  it('R6.14 / O8.16 two invaders fight head-on: armor +1 and it may withdraw for repair; the winner occupies', () => {
    let s = act(blueInvades(), RED, { type: 'stand' }).state;
    const t = s.territories.egypt!;
    t.holder = null;
    t.home = { fronts: {}, middle: [], rear: [] };
    t.invaders.push({ owner: BLACK, via: 'north-africa', front: ['A', 'I'], middle: [], rear: [] });
    s.turn = { ...s.turn, seat: BLACK, phase: 'attack' };
    // Black's A (6 + 1) beats Blue's rightmost I (6); Black's I (6) beats Blue's middle A (1 + 1).
    const r = act(rig(s, [6, 6], [6, 1]), BLACK, { type: 'counter', territory: 'egypt', target: BLUE });
    s = r.state;
    expect(exchanges(r.events)[0]).toMatchObject({
      pairs: [
        { attackerScore: 7, defenderScore: 6, winner: 'attacker' },
        { attackerScore: 6, defenderScore: 2, winner: 'attacker' },
      ],
    });
    expect(s.territories.egypt!.invaders.find((i) => i.owner === BLUE)!.front).toEqual(['A', 'D']);
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: BLUE, kind: 'damaged' }]);
    s = act(s, BLUE, { type: 'damaged', choice: 'withdraw' }).state;
    expect(s.territories.egypt!.invaders.find((i) => i.owner === BLUE)!.rear).toEqual(['D']);
    s = act(rig(s, [6, 6], [1]), BLACK, { type: 'roll' }).state;
    s = act(s, BLUE, { type: 'damaged', choice: 'withdraw' }).state;
    // Blue has nothing left that fights: it leaves Egypt, repairing armor included, and Black moves in.
    expect(s.territories.egypt).toMatchObject({ holder: BLACK, invaders: [] });
    expect(home(s, 'egypt').middle).toEqual(['A', 'I']);
    expect(occupies(s, BLACK, 'egypt')).toBe(true);
  });

  it('R6.10 the holder’s counter-attack on an invader is head-on but its armor cannot withdraw', () => {
    const s = act(blueInvades(), RED, { type: 'stand' }).state;
    s.turn = { ...s.turn, seat: RED, phase: 'attack' };
    home(s, 'egypt').fronts['east-africa'] = ['A'];
    const r = act(rig(s, [1], [6, 6]), RED, { type: 'counter', territory: 'egypt', target: BLUE });
    expect(home(r.state, 'egypt').fronts['east-africa']).toEqual(['D']);
    expect(frontline.pendingDecisions(r.state)).toEqual([{ seat: RED, kind: 'battle' }]);
  });
});
