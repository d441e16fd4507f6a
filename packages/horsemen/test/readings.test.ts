/**
 * Readings of the designer's Chinese that change play, each a named option (docs/rules/horsemen.md, Options),
 * and the decisions issue 16 settled. Lines: 0 War, 1 Famine, 2 Death, 3 Plague.
 */
import { describe, expect, it } from 'vitest';
import { type HorsemenState, horsemen, isKingValue, legalActions } from '../src/index.js';
import { play, refused, scenario, scores } from './scenario.js';

/** Seat 0 stuck: face-up cards only, no chips, no opponent in reach (moves into Death blocked by a face-down card). */
const stuck = (options: Record<string, unknown>) =>
  scenario({
    options,
    fund: [0, 50],
    board: { '0:0:f': { v: 3 }, '0:1:f': { v: 3 }, '1:0:f': { v: 1 }, '1:2:f': { v: 1, up: false } },
  });

describe('HG4 a stuck player (H7 「資金池:儲放未動用資金，可於遊戲中變動」, H10 「每次只可以翻牌，拼點，移動，三選一」)', () => {
  it.each([
    ['surrender', [{ type: 'surrender' }]],
    ['pass', [{ type: 'pass' }, { type: 'surrender' }]],
    ['top-up', [{ type: 'top-up' }, { type: 'surrender' }]],
  ] as const)('HG4 stuck=%s: what a player who can pay for nothing may do', (option, legal) => {
    expect(legalActions(stuck({ stuck: option }), 0)).toEqual(legal);
  });

  it('HG4 stuck=pass: the turn passes, the lines are felt, and the stalemate count (HG14) goes on', () => {
    const s = stuck({ stuck: 'pass' });
    const after = play(s, 0, { type: 'pass' }).state;
    expect(after.toMove).toBe(1);
    expect(after.quiet).toBe(s.quiet + 1);
    expect(after.cards[s.cells[0]![1]![0]!]!.hunger).toBe(1); // the Famine card stayed the turn (H16)
  });

  it('HG4 stuck=top-up: the fund pool takes `topUp` chips from the bank, and that is the turn', () => {
    const after = play(stuck({ stuck: 'top-up', topUp: 7 }), 0, { type: 'top-up' });
    expect(after.state.players[0].fund).toBe(7);
    expect(after.state.toMove).toBe(1);
    expect(after.events).toContainEqual({ type: 'topped-up', seat: 0, chips: 7 });
  });

  it('HG4 topUp default: a top-up brings 20 chips (our decision, by the lab: docs/lab.md)', () => {
    const after = play(stuck({ stuck: 'top-up' }), 0, { type: 'top-up' });
    expect(after.state.players[0].fund).toBe(20);
    expect(after.events).toContainEqual({ type: 'topped-up', seat: 0, chips: 20 });
  });

  it('HG4, H10: no passing or topping up while a flip, move or compare is open, nor under another option', () => {
    const free = scenario({ options: { stuck: 'pass' }, board: { '0:0:f': { v: 3 }, '1:0:f': { v: 1 } } });
    refused(free, 0, { type: 'pass' }, 'HG4', 'not-stuck');
    refused(stuck({ stuck: 'surrender' }), 0, { type: 'pass' }, 'H10', 'no-passing');
    refused(stuck({ stuck: 'pass' }), 0, { type: 'top-up' }, 'H10', 'no-passing');
  });

  it('HG4 standing order: a stuck absent player passes or tops up rather than surrender', () => {
    expect(horsemen.standingOrder(stuck({ stuck: 'pass' }), 0)).toEqual({ type: 'pass' });
    expect(horsemen.standingOrder(stuck({ stuck: 'top-up' }), 0)).toEqual({ type: 'top-up' });
  });
});

describe('HF4 the Scavengers’ refund 「每回合遞增至該卡點數為上限」', () => {
  /** A 3-point Scavenger on the Death line, seat 0 passing by flipping spare cards; the chips back per turn. */
  const refunds = (scavengerRefund: 'per-turn' | 'total') => {
    let s = scenario({
      options: { scavengerRefund },
      factions: ['death', 'war'],
      chest: [30, 0],
      fund: [0, 50],
      board: {
        '0:2:f': { v: 3 },
        '0:0:f': { v: 1, up: false },
        '0:0:b': { v: 1, up: false },
        '0:1:f': { v: 1, up: false },
        '0:1:b': { v: 1, up: false },
        '0:3:f': { v: 1, up: false },
        '1:3:f': { v: 1, up: false },
        '1:3:b': { v: 1, up: false },
        '1:0:f': { v: 1, up: false },
        '1:0:b': { v: 1, up: false },
      },
    });
    const got: number[] = [];
    const flips = [
      [0, 'front'],
      [0, 'back'],
      [1, 'front'],
      [1, 'back'],
      [3, 'front'],
    ] as const;
    const theirs = [
      [3, 'front'],
      [3, 'back'],
      [0, 'front'],
      [0, 'back'],
    ] as const;
    flips.forEach(([line, row], i) => {
      const fund = s.players[0].fund;
      s = play(s, 0, { type: 'flip', line, row }).state;
      got.push(s.players[0].fund - fund);
      const t = theirs[i];
      if (t) s = play(s, 1, { type: 'flip', line: t[0], row: t[1] }).state;
    });
    return got;
  };

  it('HF4 scavengerRefund=per-turn: 1, 2, 3, then 3 a turn — the card’s points cap each turn’s amount', () => {
    expect(refunds('per-turn')).toEqual([1, 2, 3, 3, 3]);
  });

  it('HF4 scavengerRefund=total: one chip a turn until the stay has taken back the card’s points (遞增 as the mirror of 遞減)', () => {
    expect(refunds('total')).toEqual([1, 1, 1, 0, 0]);
  });
});

describe('HG2 faction scope 「以王牌判定勢力，同或異勢力下觸發增益或減益」', () => {
  it.each([
    // A War card (Zealot colour) on the Famine line under a Plague king: army reading — the Chronic
    // patients' clauses (no Zealot bonus); colour reading — its own Zealot "different" clause, +1 and 2 chips.
    ['army', [5, 5], 5],
    ['colour', [6, 5], 7],
    ['line', [6, 5], 7],
  ] as const)(
    'HG2 factionScope=%s: which clauses a War card under a Plague king follows',
    (scope, want, chest) => {
      const s = scenario({
        options: { factionScope: scope },
        factions: ['plague', 'plague'],
        board: { '0:1:f': { v: 5, f: 'war' }, '1:1:f': { v: 5, f: 'plague' } },
      });
      const r = play(s, 0, { type: 'compare', line: 1 });
      expect(scores(r.events)).toEqual(want);
      expect(r.state.players[0].chest).toBe(chest);
    },
  );

  it('HG2 factionScope=colour, HF2 「點數依王永遠扣除」: a Refugee-coloured card under a foreign king loses by that king’s size', () => {
    const points = (king: 6 | 12, scope: 'colour' | 'army') => {
      const s = scenario({
        options: { factionScope: scope },
        factions: ['war', 'plague'],
        kings: [king, 6],
        board: { '0:0:f': { v: 5, f: 'famine' } },
      });
      return (horsemen.view(s, 1).board[0]![0]![0] as { card: { points: number } }).card.points;
    };
    expect([points(6, 'colour'), points(12, 'colour')]).toEqual([4, 3]);
    expect([points(6, 'army'), points(12, 'army')]).toEqual([5, 5]); // under a Zealot king it is a Zealot "different" card
  });
});

describe('HF2 「歸零為餓死」「歸零為病死」: only hunger and disease kill at zero', () => {
  it('HF2 different faction: the king’s deduction leaves a card at least 1 point (a 1 stays 1, a 2 under a big king is 1)', () => {
    const s = scenario({
      factions: ['famine', 'war'],
      kings: [12, 6],
      board: { '0:0:f': { v: 1, f: 'war' }, '0:1:f': { v: 2, f: 'war' }, '0:3:f': { v: 5, f: 'war' } },
    });
    const pts = (line: number) =>
      (horsemen.view(s, 0).board[0]![line]![0] as { card: { points: number } }).card.points;
    expect([pts(0), pts(1), pts(3)]).toEqual([1, 1, 3]);
  });
});

describe('H5 the deal 「首先進行洗牌，雙方派發八張手牌」', () => {
  const start = (seed: string, deal: 'own' | 'shared') => {
    const o = horsemen.parseOptions({ deal });
    if (!o.ok) throw new Error(o.error.message);
    const s = horsemen.setup(o.value, seed);
    if (!s.ok) throw new Error(s.error.message);
    return s.value;
  };
  const owners = (s: HorsemenState, seat: 0 | 1) =>
    new Set([...s.players[seat].hand, ...s.players[seat].pile].map((id) => s.cards[id]!.owner));
  const seeds = Array.from({ length: 300 }, (_, i) => `deal-${i}`);

  it('H5 deal=own: each player is dealt from their own 24; deal=shared: hands and piles mix both players’ cards', () => {
    expect(
      seeds
        .slice(0, 20)
        .every((x) => [0, 1].every((seat) => owners(start(x, 'own'), seat as 0 | 1).size === 1)),
    ).toBe(true);
    expect(seeds.slice(0, 20).some((x) => owners(start(x, 'shared'), 0).size === 2)).toBe(true);
  });

  it('H5 deal=shared: every extra king is drawn out (three may meet in a hand), then the owner refills to 8 or not', () => {
    const seed = seeds.find((x) => {
      const s = start(x, 'shared');
      return [0, 1].some(
        (seat) => s.players[seat]!.hand.filter((id) => isKingValue(s.cards[id]!.value)).length === 3,
      );
    });
    expect(seed).toBeDefined();
    let s = start(seed!, 'shared');
    const owner = s.players.findIndex(
      (p) => p.hand.filter((id) => isKingValue(s.cards[id]!.value)).length === 3,
    ) as 0 | 1;
    for (let i = 0; i < 2; i++) {
      const king = s.players[owner].hand.find((id) => isKingValue(s.cards[id]!.value))!;
      s = play(s, 1 - owner, { type: 'discard-king', card: king }).state;
    }
    expect(s.players[owner].hand).toHaveLength(6);
    expect(horsemen.pendingDecisions(s)).toContainEqual({ seat: owner, kind: 'refill' });
    expect(play(s, owner, { type: 'refill', draw: true }).state.players[owner].hand).toHaveLength(8);
  });

  it('H5, H11 deal=shared: a refill can bring a second king into play — the risk of 「可以選擇補回手牌或不補」', () => {
    const found = seeds.some((x) => {
      let s = start(x, 'shared');
      while (s.phase === 'deal') {
        const d = horsemen.pendingDecisions(s)[0]!;
        s = play(s, d.seat, horsemen.standingOrder(s, d.seat)!).state; // the standing order refills
      }
      return [0, 1].some(
        (seat) => s.players[seat]!.hand.filter((id) => isKingValue(s.cards[id]!.value)).length === 2,
      );
    });
    expect(found).toBe(true);
  });
});
