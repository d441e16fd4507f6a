import { describe, expect, it } from 'vitest';
import { type FrontlineState, frontline, OFFERS_AT_WILL } from '../src/index.js';
import { act, refused, rig, scenario } from './helpers.js';

/**
 * O3.2 "at any time you may exchange territory cards with other players", as Warboard plays it (FG12): a seat
 * that is not taking its turn may offer a one-for-one trade at will — on another player's turn, in the middle of
 * a battle — and the answer is a pending decision of the seat asked, whose standing order declines.
 */
function table(): FrontlineState {
  const s = scenario(
    {
      'north-africa': { holder: 0, fronts: { egypt: ['I', 'I'] }, middle: ['I'] },
      egypt: { holder: 1, fronts: { 'north-africa': ['I', 'I'] }, middle: ['I'] },
      peru: { holder: 2, middle: ['I'] },
    },
    { players: 3, phase: 'attack' },
  );
  s.players[0]!.hand = ['alaska'];
  s.players[1]!.hand = ['ontario'];
  s.players[2]!.hand = ['quebec', 'alberta'];
  s.deck = s.deck.filter((c) => !['alaska', 'quebec', 'ontario', 'alberta'].includes(c));
  return s;
}

const offer = (to: number, give: string) => ({ type: 'offer' as const, to, give, askStars: 1 as const });

describe('card trades at any time (O3.2, FG12)', () => {
  it('O3.2 a seat not on turn offers a trade; the seat asked owes the answer, then the turn goes on', () => {
    const s = table();
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: 0, kind: 'turn' }]);
    expect(frontline.legalActions(s, 2)).toContainEqual(offer(1, 'quebec'));
    const r = act(s, 2, offer(1, 'quebec'));
    expect(r.events).toContainEqual(
      expect.objectContaining({ type: 'offer', from: 2, seat: 1, atWill: true }),
    );
    expect(frontline.pendingDecisions(r.state)).toEqual([{ seat: 1, kind: 'trade' }]);
    expect(frontline.standingOrder(r.state, 1)).toEqual({ type: 'decline' });
    const traded = act(r.state, 1, { type: 'accept', card: 'ontario' }).state;
    expect(traded.players[1]!.hand).toEqual(['quebec']);
    expect(traded.players[2]!.hand).toEqual(['ontario', 'alberta']);
    expect(frontline.pendingDecisions(traded)).toEqual([{ seat: 0, kind: 'turn' }]);
  });

  it('O3.2 an offer may come in the middle of a battle, from the defender too, and the battle waits for it', () => {
    const s = act(rig(table(), [1, 1], [6, 6]), 0, {
      type: 'attack',
      from: 'north-africa',
      to: 'egypt',
    }).state;
    expect(s.battle).not.toBeNull();
    const owed = frontline.pendingDecisions(s);
    const defender = act(s, 1, offer(2, 'ontario')).state;
    expect(frontline.pendingDecisions(defender)).toEqual([{ seat: 2, kind: 'trade' }]);
    const declined = act(defender, 2, { type: 'decline' }).state;
    expect(frontline.pendingDecisions(declined)).toEqual(owed);
    expect(declined.battle).toEqual(s.battle);
    refused(s, 0, offer(1, 'alaska'), 'FG12'); // the attacker trades between its battles, as a turn action
  });

  it(`FG12 one offer waits at a time, and a seat offers at most ${OFFERS_AT_WILL} times a turn outside its own`, () => {
    let s = table();
    const open = act(s, 2, offer(1, 'quebec')).state;
    refused(open, 0, offer(1, 'alaska'), 'FG12'); // even the player on turn waits for the answer
    expect(frontline.legalActions(open, 0)).toEqual([]);
    for (let i = 0; i < OFFERS_AT_WILL; i++) {
      s = act(s, 2, offer(1, 'quebec')).state;
      s = act(s, 1, { type: 'decline' }).state;
    }
    refused(s, 2, offer(1, 'quebec'), 'FG12');
    expect(frontline.legalActions(s, 2)).toEqual([]);
    // The next turn opens the trades again.
    s = act(s, 0, { type: 'end-phase' }).state;
    s = act(s, 0, { type: 'end-phase' }).state;
    expect(s.turn.seat).toBe(1);
    expect(frontline.legalActions(s, 2)).toContainEqual(offer(1, 'quebec'));
  });

  it('FG12 an offer made at will leaves the table of the player on turn where it lies', () => {
    let s = table();
    s.players[0]!.hand.push('greenland');
    s = act(s, 0, { type: 'table', card: 'greenland' }).state;
    s = act(s, 2, offer(1, 'quebec')).state;
    expect(s.offer).toMatchObject({ from: 2, more: [], askMore: [] });
    expect(s.turn.table).toEqual(['greenland']);
  });

  it('O3.2 a seat with no card, an eliminated seat and a finished game offer nothing', () => {
    const s = table();
    s.players[2]!.hand = [];
    expect(frontline.legalActions(s, 2)).toEqual([]);
    refused(s, 2, offer(1, 'quebec'), 'O3.2');
    s.players[1]!.eliminated = true;
    refused(s, 1, offer(2, 'ontario'), 'FG7');
    expect(frontline.legalActions(s, 0)).not.toContainEqual(offer(1, 'alaska')); // nor to an eliminated seat
    s.outcome = { winners: [0], reason: 'test' };
    refused(s, 0, offer(2, 'alaska'), 'O2.1');
  });

  it('O3.1 any other action of a seat that owes nothing is still refused', () => {
    refused(table(), 2, { type: 'end-phase' }, 'O3.1');
  });
});
