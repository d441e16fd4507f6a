import { describe, expect, it } from 'vitest';
import { type FrontlineState, frontline, MAPS } from '../src/index.js';
import { act, refused, scenario } from './helpers.js';

const stars = MAPS.classic!.stars;
const cards = (s: FrontlineState) =>
  [
    ...s.deck,
    ...s.discard,
    ...s.players.flatMap((p) => p.hand),
    ...s.turn.table,
    ...(s.offer ? [...s.offer.more, ...s.offer.got] : []),
  ].sort();

/** Seat 0 on turn with 1-star alaska, alberta and 2-star greenland; seat 1 with 2-star quebec, 1-star ontario. */
function traders(phase: 'draft' | 'attack' = 'attack'): FrontlineState {
  const s = scenario(
    {
      egypt: { holder: 0, middle: ['I'] },
      peru: { holder: 1, middle: ['I'] },
      iceland: { holder: 2, middle: ['I'] },
    },
    { players: 3, phase },
  );
  s.players[0]!.hand = ['alaska', 'alberta', 'greenland'];
  s.players[1]!.hand = ['quebec', 'ontario'];
  s.deck = s.deck.filter((c) => !['alaska', 'alberta', 'greenland', 'quebec', 'ontario'].includes(c));
  return s;
}

describe('trades of several cards (G12, O3.2)', () => {
  it('the stars used below are the map’s', () => {
    expect([stars.alaska, stars.alberta, stars.greenland, stars.quebec, stars.ontario]).toEqual([
      1, 1, 2, 2, 1,
    ]);
  });

  it('FG12 cards laid on the table and further asks go with the next offer, face up for everyone', () => {
    let s = traders();
    s = act(s, 0, { type: 'table', card: 'greenland' }).state;
    s = act(s, 0, { type: 'ask', stars: 1 }).state;
    expect(s.players[0]!.hand).toEqual(['alaska', 'alberta']);
    expect(frontline.view(s, 2).turn).toMatchObject({ table: ['greenland'], asks: [1] });
    s = act(s, 0, { type: 'offer', to: 1, give: 'alaska', askStars: 2 }).state;
    expect(s.offer).toMatchObject({
      give: 'alaska',
      more: ['greenland'],
      askStars: 2,
      askMore: [1],
      got: [],
    });
    expect(s.turn).toMatchObject({ table: [], asks: [] });
    expect(frontline.view(s, 2).offer).toEqual(s.offer);
    expect(cards(s)).toEqual(cards(traders()));
  });

  it('FG12 the answer meets each ask with a card of its stars, and the last one swaps every card at once', () => {
    let s = traders();
    s = act(s, 0, { type: 'table', card: 'greenland' }).state;
    s = act(s, 0, { type: 'ask', stars: 1 }).state;
    s = act(s, 0, { type: 'offer', to: 1, give: 'alaska', askStars: 2 }).state;
    s = act(s, 1, { type: 'accept', card: 'ontario' }).state; // meets the 1-star ask
    expect(s.offer?.got).toEqual(['ontario']);
    expect(frontline.pendingDecisions(s)).toEqual([{ seat: 1, kind: 'trade' }]);
    expect(frontline.legalActions(s, 1)).toEqual([{ type: 'decline' }, { type: 'accept', card: 'quebec' }]);
    s = act(s, 1, { type: 'accept', card: 'quebec' }).state;
    expect(s.offer).toBeNull();
    expect([...s.players[0]!.hand].sort()).toEqual(['alberta', 'ontario', 'quebec']);
    expect([...s.players[1]!.hand].sort()).toEqual(['alaska', 'greenland']);
    expect(cards(s)).toEqual(cards(traders()));
  });

  it('FG12 a card whose stars no open ask wants is refused', () => {
    let s = act(traders(), 0, { type: 'offer', to: 1, give: 'alaska', askStars: 1 }).state;
    refused(s, 1, { type: 'accept', card: 'quebec' }, 'FG12');
    s = act(s, 1, { type: 'accept', card: 'ontario' }).state;
    expect(s.players[0]!.hand).toEqual(['ontario', 'alberta', 'greenland']); // swapped in place
  });

  it('FG12 a declined offer gives every card back, the table’s to the offerer and the answer’s to the answerer', () => {
    let s = traders();
    s = act(s, 0, { type: 'table', card: 'greenland' }).state;
    s = act(s, 0, { type: 'ask', stars: 1 }).state;
    s = act(s, 0, { type: 'offer', to: 1, give: 'alaska', askStars: 2 }).state;
    s = act(s, 1, { type: 'accept', card: 'quebec' }).state;
    s = act(s, 1, frontline.standingOrder(s, 1)!).state; // the standing order declines
    expect(s.offer).toBeNull();
    expect([...s.players[0]!.hand].sort()).toEqual(['alaska', 'alberta', 'greenland']);
    expect([...s.players[1]!.hand].sort()).toEqual(['ontario', 'quebec']);
  });

  it('FG12 the table takes only cards in hand and gives back only its own; asks are limited and taken back', () => {
    let s = traders();
    refused(s, 0, { type: 'table', card: 'quebec' }, 'O3.2');
    refused(s, 0, { type: 'untable', card: 'alaska' }, 'FG12');
    refused(s, 0, { type: 'unask', stars: 2 }, 'FG12');
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: 'ask', stars: 2 }).state;
    refused(s, 0, { type: 'ask', stars: 1 }, 'FG12');
    s = act(s, 0, { type: 'unask', stars: 2 }).state;
    expect(s.turn.asks).toEqual([2, 2]);
    s = act(s, 0, { type: 'table', card: 'alaska' }).state;
    s = act(s, 0, { type: 'untable', card: 'alaska' }).state;
    expect(s.players[0]!.hand).toEqual(['alberta', 'greenland', 'alaska']);
    refused(s, 1, { type: 'table', card: 'quebec' }, 'O3.1'); // only the player on turn lays cards out
  });

  it('FG12 cards left on the table return to the hand at the end of the turn', () => {
    let s = traders();
    s.turn.phase = 'maneuver';
    s = act(s, 0, { type: 'table', card: 'greenland' }).state;
    s = act(s, 0, { type: 'ask', stars: 1 }).state;
    const ended = act(s, 0, { type: 'end-phase' });
    s = ended.state;
    expect(s.turn.seat).not.toBe(0);
    expect(s.turn).toMatchObject({ table: [], asks: [] });
    expect(s.players[0]!.hand).toContain('greenland');
    expect(ended.events).toContainEqual({ type: 'table-cleared', seat: 0, cards: ['greenland'], asks: [1] });
  });

  it('FG12 every step of the table is an event for everyone, as the table is face up', () => {
    let s = traders();
    const steps = [
      [
        { type: 'table', card: 'greenland' },
        { type: 'tabled', seat: 0, card: 'greenland' },
      ],
      [
        { type: 'ask', stars: 2 },
        { type: 'asked', seat: 0, stars: 2 },
      ],
      [
        { type: 'unask', stars: 2 },
        { type: 'unasked', seat: 0, stars: 2 },
      ],
      [
        { type: 'untable', card: 'greenland' },
        { type: 'untabled', seat: 0, card: 'greenland' },
      ],
    ] as const;
    for (const [action, event] of steps) {
      const done = act(s, 0, action);
      expect(done.events).toEqual([event]); // no visibleTo: public
      s = done.state;
    }
    // Nothing left on the table: the end of the turn says nothing of it.
    s.turn.phase = 'maneuver';
    expect(act(s, 0, { type: 'end-phase' }).events.map((e) => e.type)).not.toContain('table-cleared');
  });
});

describe('cities and capital moves paid with chosen cards (O11.2, O11.3, G11)', () => {
  /** Seat 0 in its draft with 2-star greenland, quebec, central-america and 1-star alaska, alberta, ontario. */
  function rich(): FrontlineState {
    const s = traders('draft');
    s.players[0]!.hand = ['greenland', 'quebec', 'central-america', 'alaska', 'alberta', 'ontario'];
    return s;
  }

  it('O11.2 a city is paid with exactly the cards on the table when the player laid some out', () => {
    let s = rich();
    for (const card of ['alaska', 'alberta', 'ontario', 'greenland'])
      s = act(s, 0, { type: 'table', card }).state;
    s = act(s, 0, { type: 'build-city', territory: 'egypt' }).state;
    expect(s.territories.egypt!.city).toBe(true);
    expect(s.players[0]!.hand).toEqual(['quebec', 'central-america']); // the 2-star cards the engine would spend stay
    expect(s.discard).toEqual(['alaska', 'alberta', 'ontario', 'greenland']);
    expect(s.turn.table).toEqual([]);
  });

  it('O11.2 cards on the table worth fewer than 5 stars do not pay, whatever else the hand holds', () => {
    let s = rich();
    s = act(s, 0, { type: 'table', card: 'greenland' }).state;
    s = act(s, 0, { type: 'table', card: 'quebec' }).state;
    refused(s, 0, { type: 'build-city', territory: 'egypt' }, 'O11.2');
  });

  it('O11.2 with nothing on the table the engine pays with the fewest stars, 2-star cards first', () => {
    const s = act(rich(), 0, { type: 'build-city', territory: 'egypt' }).state;
    expect(s.discard).toEqual(['greenland', 'quebec', 'alaska']);
  });

  it('O11.3 a capital move is paid with the cards on the table too', () => {
    let s = rich();
    s.players[0]!.capital = 'east-africa';
    s.territories['east-africa'] = {
      holder: 1,
      home: { fronts: {}, middle: ['I'], rear: [] },
      invaders: [],
      coast: [],
      city: false,
    };
    s.players[0]!.hand.push('brazil', 'western-us', 'eastern-us'); // 2 + 1 + 1 more stars: 13 in all
    for (const card of ['greenland', 'quebec', 'central-america', 'brazil', 'alaska', 'alberta'])
      s = act(s, 0, { type: 'table', card }).state;
    s = act(s, 0, { type: 'move-capital', territory: 'egypt' }).state;
    expect(s.players[0]!.capital).toBe('egypt');
    expect(s.players[0]!.hand).toEqual(['ontario', 'western-us', 'eastern-us']);
  });
});
