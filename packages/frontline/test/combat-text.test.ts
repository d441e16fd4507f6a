import { describe, expect, it } from 'vitest';
import { attackFacts, type FrontlineState, frontline } from '../src/index.js';
import { act, egyptBorder as border, home, refused, rig, scenario } from './helpers.js';

/**
 * Combat, invasion and landing rules as the designer's Chinese text has them, where an earlier reading of ours
 * differed. Each test quotes the words it rests on.
 */

const exchanges = (events: readonly { type: string }[]) =>
  events.filter((e) => e.type === 'exchange') as unknown as {
    pairs: { attackerScore: number; defenderScore: number; winner: string }[];
  }[];

/**
 * Seat 1 has invaded Egypt (seat 0) from East Africa and stopped; seat 0 has since posted armor facing East Africa,
 * the border the invader came over, and keeps armor facing North Africa (seat 2). Seat 1 is on turn.
 */
function facingInvader(ruleset: 'revised' | 'original' = 'revised'): FrontlineState {
  const max = ruleset === 'revised' ? 3 : 2;
  return scenario(
    {
      egypt: {
        holder: 0,
        fronts: { 'east-africa': ['A', 'A'], 'north-africa': ['A'] },
        invaders: [
          {
            owner: 1,
            via: 'east-africa',
            front: ['I', 'I', 'I'].slice(0, max) as 'I'[],
            middle: [],
            rear: [],
          },
        ],
      },
      'east-africa': { holder: 1, middle: ['I'] },
      'north-africa': { holder: 2, middle: ['I'] },
      'middle-east': { holder: 0, middle: ['I'] },
    },
    { players: 3, seat: 1, phase: 'attack', ruleset },
  );
}

describe('R5.1, R5.12, R6.8, R6.10: an invader against the row facing it fights head-on', () => {
  it('R5.1 / R6.8 the holder’s row on the border the invader came over meets it head-on: armor +1', () => {
    // 「兩隊軍隊互相指向的情況為「正面交鋒」」 (R5.1); only 「敵軍向外指向別的領土」 is a rear assault (R6.8).
    const r = act(rig(facingInvader(), [5, 5, 5], [5, 5]), 1, {
      type: 'assault',
      territory: 'egypt',
      target: 'east-africa',
    });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'battle', mode: 'head-on' }));
    expect(exchanges(r.events)[0]!.pairs.map((p) => p.defenderScore)).toEqual([6, 6]); // R5.5 「骰子數加1」
    expect(home(r.state, 'egypt').fronts['east-africa']).toEqual(['A', 'A']);
  });

  it('R5.8 / R6.12 head-on, the holder’s beaten armor may withdraw for repair: the border facing it is the one invaded', () => {
    const r = act(rig(facingInvader(), [6, 6, 6], [1, 1]), 1, {
      type: 'assault',
      territory: 'egypt',
      target: 'east-africa',
    });
    expect(frontline.pendingDecisions(r.state)).toEqual([{ seat: 0, kind: 'damaged' }]);
    const s = act(r.state, 0, { type: 'damaged', choice: 'withdraw' }).state;
    expect(home(s, 'egypt').rear).toEqual(['D']);
  });

  it('R6.8 / O8.13 a row facing another territory is still rear-assaulted: the bare die, no withdrawal', () => {
    const r = act(rig(facingInvader(), [6, 6, 6], [5]), 1, {
      type: 'assault',
      territory: 'egypt',
      target: 'north-africa',
    });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'battle', mode: 'rear-assault' }));
    expect(exchanges(r.events)[0]!.pairs[0]!.defenderScore).toBe(5); // R5.15: the bare die
  });

  it('O8.13 / O8.15 in the original the row facing the invader is head-on too; invaded, it has no bombardment but may withdraw', () => {
    // O8.13 「攻擊敵國領土內其他邊境的前線或後防，則作「從後突襲」論」: only the other borders' lines and the rear.
    const r = act(rig(facingInvader('original'), [6, 6], [1, 1]), 1, {
      type: 'assault',
      territory: 'egypt',
      target: 'east-africa',
    });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'battle', mode: 'head-on' }));
    expect(exchanges(r.events)[0]!.pairs.map((p) => p.defenderScore)).toEqual([1, 1]); // O8.15 「仍然失去「炮擊」效果」
    expect(frontline.pendingDecisions(r.state)).toEqual([{ seat: 0, kind: 'damaged' }]); // O8.9
  });
});

describe('R4.5: the middle row invades or occupies', () => {
  it('R4.5 after a successful attack the middle row of the attacking territory follows its front row in', () => {
    // 「「中列」是…在「進攻」成功時作為「入侵」或「佔領」的軍隊」
    const s = border(['A', 'I'], ['I'], {
      attackerMiddle: ['I', 'A', 'I'],
      eastFront: ['I'],
      retreatTo: true,
    });
    let r = act(rig(s, [6, 6], [1]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    r = act(r.state, 1, { type: 'stand' });
    const follow = { type: 'move', from: 'north-africa', to: 'egypt' } as const;
    let next = act(r.state, 0, { ...follow, division: 'A' }).state;
    next = act(next, 0, { ...follow, division: 'I' }).state;
    expect(next.territories.egypt!.invaders).toEqual([
      { owner: 0, via: 'north-africa', front: ['A', 'I', 'A'], middle: ['I'], rear: [] },
    ]);
    expect(home(next, 'north-africa').middle).toEqual(['I']);
  });

  it('R4.5 once the invasion clears the territory, the middle row follows in to occupy it', () => {
    const s = border(['I'], ['I'], { attackerMiddle: ['A', 'I'] });
    const r = act(rig(s, [6], [1]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    expect(r.state.territories.egypt!.holder).toBe(0);
    const next = act(r.state, 0, { type: 'move', from: 'north-africa', to: 'egypt', division: 'A' }).state;
    expect(home(next, 'egypt').middle).toEqual(['I', 'A']);
  });

  it('R4.5 only behind an attack of this turn that crossed: otherwise troops move in the maneuver phase (O3.1)', () => {
    const s = border(['I'], ['I', 'I'], { attackerMiddle: ['A'] });
    refused(s, 0, { type: 'move', from: 'north-africa', to: 'egypt', division: 'A' }, 'R4.5');
  });
});

describe('O8.23: a landing sinks only when all its armor is destroyed', () => {
  /** Brazil (seat 0) has put armor and two infantry on North Africa's coast (original: 2 on the front). */
  function landing(ruleset: 'revised' | 'original'): FrontlineState {
    return scenario(
      {
        brazil: { holder: 0, middle: ['I'] },
        'north-africa': {
          holder: 1,
          fronts: { brazil: ruleset === 'original' ? ['I', 'I'] : ['I'] },
          coast: [{ owner: 0, via: 'brazil', front: ['A', 'I'], middle: ['I'], rear: [], staged: false }],
        },
      },
      { ruleset, seat: 0, phase: 'attack' },
    );
  }

  it('O8.23 / O8.11 in the original, armor withdrawn for repair is not destroyed: the landing fights on and may supply it back (O8.10)', () => {
    // 「若攻方所有裝甲師被擊破…則當作登陸失敗論」, with 「擊破」 as O8.11: 「若損壞的裝甲師再次戰敗，視為被擊破」.
    // O8.4 the support die: three attack dice; O8.5 infantry first: the highest stands for the infantry.
    let s = act(rig(landing('original'), [1, 1, 1], [6, 6]), 0, {
      type: 'land',
      territory: 'north-africa',
    }).state;
    s = act(s, 0, { type: 'damaged', choice: 'withdraw' }).state;
    const force = s.territories['north-africa']!.coast[0]!;
    expect(force).toMatchObject({ front: [], middle: ['I'], rear: ['D'] });
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: 0, kind: 'battle' }]);
    s = act(s, 0, { type: 'forward', division: 'D', slot: 0 }).state; // O8.10 補給, repairing armor included
    expect(s.territories['north-africa']!.coast[0]).toMatchObject({ front: ['D'], rear: [] });
    // Destroyed at last — beaten again while damaged — the landing sinks with everything in it.
    const r = act(rig(s, [1, 1], [6, 6]), 0, { type: 'roll' });
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'landing-sunk', seat: 0 }));
    expect(r.state.territories['north-africa']!.coast).toEqual([]);
  });

  it('R7.5 in the revised rules armor beaten to the rear (擊破, as R3.3 uses it) still fails the landing', () => {
    let s = act(rig(landing('revised'), [1, 1], [6]), 0, { type: 'land', territory: 'north-africa' }).state;
    s = act(s, 0, { type: 'damaged', choice: 'withdraw' }).state;
    expect(s.territories['north-africa']!.coast).toEqual([]);
    expect(home(s, 'brazil')).toMatchObject({ middle: ['I', 'I', 'I'], rear: ['D'] });
  });
});

describe('O8.9, O8.15: R6.10, R6.12 and R6.13 are revisions, not the original', () => {
  it('O8.9 / R6.12 in the original an invaded defender’s damaged armor may withdraw', () => {
    const s = border(['I'], ['A'], {
      ruleset: 'original',
      invaders: [{ owner: 2, via: 'east-africa', front: ['I'], middle: [], rear: [] }],
      eastAfrica: true,
    });
    expect(attackFacts(s, 0, 'north-africa', 'egypt')!.defender).toMatchObject({
      mayWithdraw: true,
      armorBonus: false, // O8.15 「惟守方仍然失去「炮擊」效果」
    });
    const r = act(rig(s, [6], [1]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    expect(frontline.pendingDecisions(r.state)).toEqual([{ seat: 1, kind: 'damaged' }]);
  });

  it('O8.9 / R6.10 in the original the holder’s counter-attack may withdraw its damaged armor', () => {
    const s = facingInvader('original');
    s.turn = { ...s.turn, seat: 0 };
    const r = act(rig(s, [1, 1], [6, 6]), 0, { type: 'counter', territory: 'egypt', target: 1 });
    expect(frontline.pendingDecisions(r.state)).toEqual([{ seat: 0, kind: 'damaged' }]);
  });

  it('O8.15 / R6.13 in the original a territory invaded by two players may still be reinforced, and a second invasion leaves the rear', () => {
    // O8.15 「在攻守雙方可在各自回合的徵召軍隊／調動軍隊環節時進增兵」
    const s = facingInvader('original');
    s.territories.egypt!.invaders.push({ owner: 2, via: 'north-africa', front: ['I'], middle: [], rear: [] });
    s.turn = { ...s.turn, seat: 0, phase: 'draft', units: 1 };
    const drafted = act(s, 0, { type: 'draft', division: 'I', territory: 'egypt' }).state;
    expect(home(drafted, 'egypt').middle).toContain('I');
    // a second player's invasion: the holder's repairing armor stays (R6.13 is the revision's)
    const t = scenario(
      {
        egypt: {
          holder: 1,
          fronts: { 'north-africa': ['I'], 'east-africa': ['I'] },
          rear: ['D'],
          invaders: [{ owner: 2, via: 'middle-east', front: ['I'], middle: [], rear: [] }],
        },
        'north-africa': { holder: 0, fronts: { egypt: ['I', 'I'] } },
        'east-africa': { holder: 2, middle: ['I'] },
        'middle-east': { holder: 2, middle: ['I'] },
      },
      { players: 3, seat: 0, phase: 'attack', ruleset: 'original' },
    );
    const r = act(rig(t, [6, 6], [1]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    expect(r.events.some((e) => e.type === 'rear-lost')).toBe(false);
    expect(home(r.state, 'egypt').rear).toEqual(['D']);
  });
});

describe('source silent: an attack that takes every division of its territory', () => {
  it('Warboard decision: the territory left empty is not lost to its invader, which may pull back into it', () => {
    const s = border(['I'], ['I'], { eastFront: ['I'], retreatTo: true });
    let r = act(rig(s, [6], [1]), 0, { type: 'attack', from: 'north-africa', to: 'egypt' });
    r = act(r.state, 1, { type: 'stand' });
    let next = act(r.state, 0, { type: 'end-phase' }).state; // settle: North Africa is empty now
    expect(next.territories['north-africa']!.holder).toBeNull();
    next = act(next, 0, { type: 'pull-back', territory: 'egypt' }).state;
    expect(next.territories['north-africa']).toMatchObject({ holder: 0 });
    expect(home(next, 'north-africa').middle).toEqual(['I']);
    expect(next.territories.egypt!.invaders).toEqual([]);
  });
});

describe('R5.5: the +1 of rear-assaulting armor', () => {
  /** Seat 1's invader, armor in front, rear-assaults Egypt's row facing North Africa. */
  function assault(opts: Record<string, unknown>): number {
    const s = scenario(
      {
        egypt: {
          holder: 0,
          fronts: { 'north-africa': ['I'] },
          invaders: [{ owner: 1, via: 'east-africa', front: ['A'], middle: [], rear: [] }],
        },
        'east-africa': { holder: 1, middle: ['I'] },
        'north-africa': { holder: 2, middle: ['I'] },
      },
      { players: 3, seat: 1, phase: 'attack', ...opts },
    );
    const r = act(rig(s, [4], [4]), 1, { type: 'assault', territory: 'egypt', target: 'north-africa' });
    return exchanges(r.events)[0]!.pairs[0]!.attackerScore;
  }

  it('R5.5 / R5.15 by default the rear-assaulting armor keeps its +1: only the assaulted side loses it', () => {
    // R5.15 「被「從後突襲」的一方，其所有「裝甲師」都必須扣去已加的骰子點目」 — the assaulted side alone.
    expect(assault({})).toBe(5);
  });

  it('R5.5 option head-on-only: the literal 「在「正面交鋒」的情況下」 — no +1 in a rear assault', () => {
    expect(assault({ rearAssaultBonus: 'head-on-only' })).toBe(4);
    expect(assault({ rearAssaultBonus: 'head-on-only', ruleset: 'original' })).toBe(5); // O8.3 bombardment
  });
});
