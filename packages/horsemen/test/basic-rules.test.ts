/** The basic rules, H1–H19: one or more tests per rule id, each failing if its rule breaks. */
import { canonicalJson } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { type HorsemenState, horsemen, isKingValue, legalActions } from '../src/index.js';
import { at, play, refused, scenario } from './scenario.js';

const setupWith = (seed: string, options: unknown = {}): HorsemenState => {
  const o = horsemen.parseOptions(options);
  if (!o.ok) throw new Error(o.error.message);
  const s = horsemen.setup(o.value, seed);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

/** Play the deal and placement phases with the standing orders. */
const toPlayPhase = (s0: HorsemenState): HorsemenState => {
  let s = s0;
  while (s.phase === 'deal' || s.phase === 'place') {
    const d = horsemen.pendingDecisions(s)[0]!;
    s = play(s, d.seat, horsemen.standingOrder(s, d.seat)!).state;
  }
  return s;
};

const kingsIn = (s: HorsemenState, ids: string[]) =>
  ids.filter((id) => isKingValue(s.cards[id]!.value)).length;

describe('H1 players', () => {
  it('H1: the game seats exactly two players', () => {
    expect(horsemen.capabilities.minPlayers).toBe(2);
    expect(horsemen.capabilities.maxPlayers).toBe(2);
    expect(horsemen.playerCount(setupWith('h1'))).toBe(2);
  });
});

describe('H2 chips', () => {
  it('H2: 100 chips are on the table, 50 in each fund pool (HG3)', () => {
    const s = setupWith('h2');
    expect(s.players.map((p) => p.fund)).toEqual([50, 50]);
    expect(s.players.map((p) => p.chest)).toEqual([0, 0]);
  });
});

describe('H3 decks', () => {
  it('H3: each player brings two decks of 11 soldiers and a king — 48 cards', () => {
    const s = setupWith('h3');
    const cards = Object.values(s.cards);
    expect(cards).toHaveLength(48);
    for (const seat of [0, 1]) {
      const mine = cards.filter((c) => c.owner === seat);
      expect(mine).toHaveLength(24);
      expect(mine.filter((c) => isKingValue(c.value))).toHaveLength(2);
      expect(mine.filter((c) => c.value === 6 || c.value === 12).length).toBe(2);
    }
  });
});

describe('H4 aim', () => {
  it('H4: killing the king wins the game', () => {
    const s = scenario({
      kings: [12, 6],
      kingAt: [null, '1:2:f'],
      board: { '0:2:f': { v: 9 } },
      options: { prize: false },
    });
    const after = play(s, 0, { type: 'compare', line: 2 }).state;
    expect(horsemen.outcome(after)).toEqual({ kind: 'win', winners: [0], reason: 'king-killed' });
  });
});

describe('H5 hand', () => {
  const seeds = Array.from({ length: 400 }, (_, i) => `h5-${i}`);
  it('H5: after the deal every hand holds exactly one king (400 seeds)', () => {
    for (const seed of seeds) {
      const s = toPlayPhase(setupWith(seed));
      for (const seat of [0, 1] as const) {
        const onBoard = s.cells[seat]!.flat().filter((id): id is string => id !== null);
        expect(kingsIn(s, onBoard), seed).toBe(1);
      }
    }
  });

  it('H5: a hand with two kings — the opponent draws one out, then the owner may refill', () => {
    const seed = seeds.find((x) => setupWith(x).phase === 'deal');
    expect(seed).toBeDefined();
    const s = setupWith(seed!);
    const owner = s.players[0].discardKing ? 0 : 1;
    const opponent = 1 - owner;
    expect(horsemen.pendingDecisions(s)).toContainEqual({ seat: opponent, kind: 'discard-king' });
    refused(s, owner, { type: 'refill', draw: true }, 'H10');
    const kings = s.players[owner]!.hand.filter((id) => isKingValue(s.cards[id]!.value));
    const soldier = s.players[owner]!.hand.find((id) => !isKingValue(s.cards[id]!.value))!;
    refused(s, opponent, { type: 'discard-king', card: soldier }, 'H5', 'not-a-king');
    const drawn = play(s, opponent, { type: 'discard-king', card: kings[0]! }).state;
    expect(drawn.setAside).toEqual([kings[0]]);
    expect(drawn.players[owner]!.hand).toHaveLength(7);
    expect(drawn.players[owner]!.faction).toBe(s.cards[kings[1]!]!.faction); // HG2: the kept king names the faction
    expect(horsemen.pendingDecisions(drawn)).toContainEqual({ seat: owner, kind: 'refill' });
    expect(play(drawn, owner, { type: 'refill', draw: true }).state.players[owner]!.hand).toHaveLength(8);
    expect(play(drawn, owner, { type: 'refill', draw: false }).state.players[owner]!.hand).toHaveLength(7);
  });

  it('H5: a hand with no king — cards go to the graveyard and the hand is refilled until a king appears', () => {
    const seed = seeds.find((x) => setupWith(x).graveyard.length > 0);
    expect(seed).toBeDefined();
    const s = setupWith(seed!);
    for (const p of s.players) {
      expect(p.hand).toHaveLength(8);
      expect(kingsIn(s, p.hand)).toBeGreaterThanOrEqual(1);
    }
    expect(s.graveyard.every((id) => !isKingValue(s.cards[id]!.value))).toBe(true);
    expect(s.graveyard.every((id) => s.cards[id]!.faceUp)).toBe(true); // the graveyard is public (H8)
  });
});

describe('H6 war chest and H7 fund pool', () => {
  it('H6: an action costs chips equal to the acting card’s points, paid into the war chest', () => {
    const s = scenario({ board: { '0:1:f': { v: 4 }, '1:1:f': { v: 2 } } });
    const after = play(s, 0, { type: 'compare', line: 1 }).state;
    expect(after.players[0]).toMatchObject({ fund: 46, chest: 4 });
  });

  it('H7: a player cannot take an action the fund pool cannot pay for', () => {
    const s = scenario({ fund: [3, 50], board: { '0:1:f': { v: 4 }, '1:1:f': { v: 2 } } });
    refused(s, 0, { type: 'compare', line: 1 }, 'H6', 'cannot-pay');
    refused(s, 0, { type: 'move', line: 1, row: 'front', to: 0 }, 'H6', 'cannot-pay');
  });
});

describe('H8 graveyard', () => {
  it('H8: a dead card goes face up to the graveyard', () => {
    const s = scenario({ board: { '0:1:f': { v: 9, id: 'big' }, '1:1:f': { v: 3, id: 'small' } } });
    const after = play(s, 0, { type: 'compare', line: 1 }).state;
    expect(after.graveyard).toEqual(['small']);
    expect(at(after, '1:1:f')).toBeNull();
  });
});

describe('H9 first turn', () => {
  it('H9: both players place their whole hand face down at the same time; play starts after both', () => {
    let s = toPlayPhase(setupWith('h9', {})); // reach placement through the standing orders…
    s = setupWith('h9');
    while (s.phase === 'deal')
      s = play(
        s,
        horsemen.pendingDecisions(s)[0]!.seat,
        horsemen.standingOrder(s, horsemen.pendingDecisions(s)[0]!.seat)!,
      ).state;
    expect(s.phase).toBe('place');
    expect(
      horsemen
        .pendingDecisions(s)
        .map((d) => d.seat)
        .sort(),
    ).toEqual([0, 1]); // simultaneous
    const card = s.players[0].hand[0]!;
    const placed = play(s, 0, { type: 'place', card, line: 2, row: 'back' }).state;
    expect(placed.cards[card]!.faceUp).toBe(false);
    // The opponent sees a face-down card there, not which one.
    expect(horsemen.view(placed, 1).board[0]![2]![1]).toEqual({ faceUp: false, card: null });
    expect(horsemen.view(placed, 0).board[0]![2]![1]).toMatchObject({ faceUp: false, card: { id: card } });
    refused(
      placed,
      0,
      { type: 'place', card: placed.players[0].hand[0]!, line: 2, row: 'back' },
      'H9',
      'cell-occupied',
    );
    const played = toPlayPhase(placed);
    expect(played.phase).toBe('play');
    expect(
      Object.values(played.cards).filter(
        (c) => c.faceUp && !played.graveyard.includes(c.id) && !played.setAside.includes(c.id),
      ),
    ).toEqual([]);
  });
});

describe('H10 turn', () => {
  it('H10: a turn is exactly one action, then the other player acts', () => {
    const s = scenario({
      board: { '0:0:f': { v: 3, up: false }, '0:0:b': { v: 2, up: false }, '1:3:f': { v: 5, up: false } },
    });
    const after = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state;
    expect(after.toMove).toBe(1);
    refused(after, 0, { type: 'flip', line: 0, row: 'back' }, 'H10', 'not-your-decision');
    expect(legalActions(after, 0)).toEqual([]);
  });
});

describe('H11 flip', () => {
  it('H11: flipping is free and reveals the card', () => {
    const s = scenario({ board: { '0:1:f': { v: 11, up: false } } });
    const after = play(s, 0, { type: 'flip', line: 1, row: 'front' }).state;
    expect(at(after, '0:1:f')!.faceUp).toBe(true);
    expect(after.players[0]).toMatchObject({ fund: 50, chest: 0 });
  });

  it('H11: a face-down card is immune — it cannot be compared against', () => {
    const s = scenario({ board: { '0:1:f': { v: 9 }, '1:1:f': { v: 1, up: false } } });
    refused(s, 0, { type: 'compare', line: 1 }, 'H11', 'immune');
  });

  it('H11: a face-down card cannot act before it is flipped', () => {
    const s = scenario({ board: { '0:1:f': { v: 9, up: false }, '1:1:f': { v: 1 } } });
    refused(s, 0, { type: 'compare', line: 1 }, 'H11', 'face-down');
    refused(s, 0, { type: 'move', line: 1, row: 'front', to: 0 }, 'H11', 'face-down');
  });

  it('H11: no flipped card may enter or pass through a line holding a face-down card (HG8)', () => {
    const s = scenario({ board: { '0:0:f': { v: 10 }, '1:1:b': { v: 2, up: false } } });
    refused(s, 0, { type: 'move', line: 0, row: 'front', to: 1 }, 'H11', 'face-down-line');
    refused(s, 0, { type: 'move', line: 0, row: 'front', to: 2 }, 'H11', 'face-down-line'); // heavy cavalry, two cells
  });

  it('H11 「若對方出現多於一張王牌，則視為內戰，所有牌判定為死亡」: a player who turns up a second king loses every card and the game', () => {
    // A second king comes into play by a refill under the shared deal (H5, option deal: 'shared').
    const s = scenario({
      options: { prize: false },
      factions: ['war', 'death'],
      kings: [6, 6],
      kingAt: ['0:3:b', '1:1:f'],
      board: { '0:1:f': { v: 12, f: 'plague', up: false }, '1:0:f': { v: 3 } },
    });
    s.cards.k0!.faceUp = true;
    const after = play(s, 0, { type: 'flip', line: 1, row: 'front' }).state;
    expect(horsemen.outcome(after)).toEqual({ kind: 'win', winners: [1], reason: 'civil-war' });
    expect(after.cells[0]!.flat().every((id) => id === null)).toBe(true);
    expect(after.cells[1]!.flat().filter((id) => id !== null)).toHaveLength(2); // only the one who turned them up
  });

  it('HG12 (H4 「弒王為勝」): a king that loses a compare is never captured (HF4) — it dies, and the game is won', () => {
    // With the 'line' reading a Scavenger king off the Death line would otherwise be open to capture.
    const s = scenario({
      options: { factionScope: 'line', prize: false },
      factions: ['war', 'death'],
      kings: [6, 6],
      kingAt: ['0:3:b', '1:1:f'],
      board: { '0:1:f': { v: 11, f: 'war' } },
    });
    const after = play(s, 0, { type: 'compare', line: 1 }).state;
    expect(after.phase).toBe('over');
    expect(horsemen.outcome(after)).toEqual({ kind: 'win', winners: [0], reason: 'king-killed' });
  });
});

describe('H12 compare', () => {
  it.each([
    ['the larger wins: 7 beats 5', 7, 5, 'attacker'],
    ['the smaller loses even as attacker: 4 vs 8', 4, 8, 'defender'],
    ['equal points: both survive (HG5)', 5, 5, 'tie'],
  ] as const)('H12: %s', (_name, mine, theirs, winner) => {
    const s = scenario({ board: { '0:1:f': { v: mine, id: 'a' }, '1:1:f': { v: theirs, id: 'd' } } });
    const { state, events } = play(s, 0, { type: 'compare', line: 1 });
    expect(events.find((e) => e.type === 'compared')).toMatchObject({ winner, scores: [mine, theirs] });
    expect(state.graveyard).toEqual(winner === 'attacker' ? ['d'] : winner === 'defender' ? ['a'] : []);
  });

  it('H12: compares happen only between the front cells of the same line', () => {
    const s = scenario({ board: { '0:1:f': { v: 7 }, '1:2:f': { v: 5 } } });
    refused(s, 0, { type: 'compare', line: 1 }, 'H12', 'no-opponent');
    expect(legalActions(s, 0).filter((a) => a.type === 'compare')).toEqual([]);
  });
});

describe('H13 move', () => {
  it('H13: a card moves one cell left or right, on its own row (HG6)', () => {
    const s = scenario({ board: { '0:1:f': { v: 7, id: 'm' } } });
    const moves = legalActions(s, 0).filter((a) => a.type === 'move');
    expect(moves.map((a) => canonicalJson(a)).sort()).toEqual(
      [
        { type: 'move', line: 1, row: 'front', to: 0 },
        { type: 'move', line: 1, row: 'front', to: 2 },
      ].map((a) => canonicalJson(a)),
    );
    refused(s, 0, { type: 'move', line: 1, row: 'front', to: 3 }, 'H13', 'too-far');
    const after = play(s, 0, { type: 'move', line: 1, row: 'front', to: 0 }).state;
    expect(at(after, '0:0:f')!.id).toBe('m');
    expect(after.players[0]).toMatchObject({ fund: 43, chest: 7 });
  });

  it('H13: a card cannot move into an occupied cell', () => {
    const s = scenario({ board: { '0:1:f': { v: 7 }, '0:0:f': { v: 2 } } });
    refused(s, 0, { type: 'move', line: 1, row: 'front', to: 0 }, 'H13', 'cell-occupied');
  });
});

describe('H14 map', () => {
  it('H14: four lines of the four colours, in an order drawn from the seed (HG6)', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const s = setupWith(`h14-${i}`);
      expect([...s.lines].sort()).toEqual(['death', 'famine', 'plague', 'war']);
      orders.add(s.lines.join());
    }
    expect(orders.size).toBeGreaterThan(10);
  });

  it('H14: when a front cell empties, the back card of that line moves up', () => {
    const s = scenario({ board: { '0:1:f': { v: 9 }, '1:1:f': { v: 3 }, '1:1:b': { v: 2, id: 'back' } } });
    const after = play(s, 0, { type: 'compare', line: 1 }).state;
    expect(at(after, '1:1:f')!.id).toBe('back');
    expect(at(after, '1:1:b')).toBeNull();
  });
});

describe('H15–H18 the four lines', () => {
  it('H15: on the War line the attacking card gets +3', () => {
    const war = scenario({ board: { '0:0:f': { v: 5 }, '1:0:f': { v: 7 } } });
    expect(
      play(war, 0, { type: 'compare', line: 0 }).events.find((e) => e.type === 'compared'),
    ).toMatchObject({ scores: [8, 7], winner: 'attacker' });
    const famine = scenario({ board: { '0:1:f': { v: 5 }, '1:1:f': { v: 7 } } });
    expect(
      play(famine, 0, { type: 'compare', line: 1 }).events.find((e) => e.type === 'compared'),
    ).toMatchObject({ scores: [5, 7], winner: 'defender' });
  });

  it('H16: on the Famine line a card loses 1 point per turn after staying a turn, and starves at 0', () => {
    let s = scenario({
      board: {
        '0:1:f': { v: 2, id: 'f' },
        '0:3:f': { v: 1, up: false },
        '0:2:f': { v: 1, up: false },
        '1:0:f': { v: 3, up: false },
      },
    });
    s = play(s, 0, { type: 'flip', line: 3, row: 'front' }).state; // end of seat 0's turn: f has stayed a turn
    expect(s.cards.f!.hunger).toBe(1);
    s = play(s, 1, { type: 'flip', line: 0, row: 'front' }).state;
    expect(s.cards.f!.hunger).toBe(1); // only its owner's turns count (HG9)
    s = play(s, 0, { type: 'flip', line: 2, row: 'front' }).state;
    expect(s.graveyard).toContain('f');
  });

  it('H16: leaving the Famine line restores all points at once', () => {
    const s = scenario({ board: { '0:1:f': { v: 9, id: 'f', hunger: 4 } } });
    const after = play(s, 0, { type: 'move', line: 1, row: 'front', to: 2 }).state; // into Death: free
    expect(after.cards.f!.hunger).toBe(0);
    expect(after.players[0].fund).toBe(50);
  });

  it('H17: entering the Death line costs no chips', () => {
    const s = scenario({ board: { '0:1:f': { v: 9 } } });
    expect(play(s, 0, { type: 'move', line: 1, row: 'front', to: 2 }).state.players[0]).toMatchObject({
      fund: 50,
      chest: 0,
    });
  });

  it('H17: on the Death line the loser always dies — even a card a Scavenger could capture', () => {
    const s = scenario({
      factions: ['war', 'death'],
      board: { '0:2:f': { v: 9, id: 'w' }, '1:2:f': { v: 3, f: 'war', id: 'x' } },
    });
    const after = play(s, 0, { type: 'compare', line: 2 }).state;
    expect(after.phase).toBe('play');
    expect(after.graveyard).toEqual(['x']);
  });

  it('H18: on the Plague line a card becomes a patient and loses 1 per turn; it dies of disease at 0', () => {
    let s = scenario({
      board: {
        '0:3:f': { v: 2, id: 'p', f: 'war' },
        '0:0:f': { v: 1, up: false },
        '0:1:f': { v: 1, up: false },
        '1:0:f': { v: 3, up: false },
      },
    });
    s = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state;
    expect(s.cards.p).toMatchObject({ sickLine: 3, sickness: 1 });
    s = play(s, 1, { type: 'flip', line: 0, row: 'front' }).state;
    s = play(s, 0, { type: 'flip', line: 1, row: 'front' }).state;
    expect(s.graveyard).toContain('p');
  });

  it('H18: after leaving the Plague line a patient recovers 1 point per turn', () => {
    let s = scenario({
      board: {
        '0:3:f': { v: 8, id: 'p', sickness: 2, sickLine: 3 },
        '0:0:f': { v: 1, up: false },
        '1:0:f': { v: 3, up: false },
      },
    });
    s = play(s, 0, { type: 'move', line: 3, row: 'front', to: 2 }).state; // leaves for Death (free)
    expect(s.cards.p).toMatchObject({ sickness: 1, sickLine: 3 });
    s = play(s, 1, { type: 'flip', line: 0, row: 'front' }).state;
    s = play(s, 0, { type: 'flip', line: 0, row: 'front' }).state;
    expect(s.cards.p).toMatchObject({ sickness: 0, sickLine: null });
  });
});

describe('H19 end', () => {
  const won = (options = {}) => {
    const s = scenario({
      options,
      kings: [12, 6],
      kingAt: [null, '1:1:f'],
      board: { '0:1:f': { v: 9 }, '1:2:f': { v: 4, id: 'dead4' } },
    });
    s.graveyard.push('dead4');
    s.cells[1]![2]![0] = null;
    s.players[1].chest = 13;
    return play(s, 0, { type: 'compare', line: 1 }).state;
  };

  it('H19: when a king dies the winner chooses the prize: the war chest…', () => {
    const s = won();
    expect(horsemen.pendingDecisions(s)).toEqual([{ seat: 0, kind: 'prize' }]);
    expect(horsemen.outcome(s)).toBeNull();
    const after = play(s, 0, { type: 'prize', take: 'chest' }).state;
    expect(after.ending?.prize).toEqual({ kind: 'chest', chips: 13 });
    expect(after.players[1].chest).toBe(0);
    expect(horsemen.outcome(after)).toMatchObject({ kind: 'win', winners: [0] });
  });

  it('H19: …or one of the loser’s cards from the graveyard, which changes hands for good (HG13)', () => {
    const s = won();
    refused(s, 0, { type: 'prize', take: 'card', card: 'c0' }, 'H19', 'not-a-prize');
    const after = play(s, 0, { type: 'prize', take: 'card', card: 'dead4' }).state;
    expect(after.cards.dead4!.owner).toBe(0);
    expect(after.ending?.prize).toEqual({ kind: 'card', card: 'dead4' });
  });

  it('H19: surrender ends the game; the other player wins', () => {
    const s = scenario({ board: { '0:1:f': { v: 9 } } });
    const after = play(s, 0, { type: 'surrender' }).state;
    expect(after.ending).toMatchObject({ winner: 1, reason: 'surrender' });
    expect(horsemen.isConcession({ type: 'surrender' })).toBe(true);
  });

  it('H19: with the prize off (HG13) the game is over at once', () => {
    expect(horsemen.outcome(won({ prize: false }))).toMatchObject({ kind: 'win', winners: [0] });
  });
});
