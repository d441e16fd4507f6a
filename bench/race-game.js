// The load benchmark's tiny test game, written twice with the same rules: once for Warboard's game contract
// (`@warboard/core`), once for boardgame.io 0.50.2. Two players take turns adding 1, 2 or 3 to a shared
// total; whoever brings it to exactly TARGET wins. No chance, nothing hidden: the benchmark measures the
// servers, not the rules.
import { err, ok, ruleError } from '@warboard/core';

export const TARGET = 200; // about a hundred actions a game, so starting new games weighs little
const STEPS = [1, 2, 3];

const over = (s) => s.total >= TARGET;
const legal = (s, seat) =>
  over(s) || seat !== s.toMove
    ? []
    : STEPS.filter((n) => s.total + n <= TARGET).map((n) => ({ type: 'add', n }));

/** The race for Warboard's server: the full game contract (packages/core/src/game.ts). */
export const raceGame = {
  id: 'race',
  rulesVersion: '1',
  capabilities: {
    minPlayers: 2,
    maxPlayers: 2,
    chance: false,
    hiddenInformation: false,
    simultaneousDecisions: false,
    outOfTurnDecisions: false,
    canDraw: false,
    maxActions: TARGET,
  },
  parseOptions: (input) =>
    input === undefined || (typeof input === 'object' && input !== null && Object.keys(input).length === 0)
      ? ok({})
      : err(ruleError('bad-option', 'race', 'the race has no options')),
  setup: () => ok({ total: 0, toMove: 0, winner: null }),
  playerCount: () => 2,
  pendingDecisions: (s) => (over(s) ? [] : [{ seat: s.toMove, kind: 'turn' }]),
  legalActions: legal,
  apply(s, seat, a) {
    if (over(s) || seat !== s.toMove) return err(ruleError('not-your-turn', 'race', 'wait for your turn'));
    if (a?.type !== 'add' || !STEPS.includes(a.n) || s.total + a.n > TARGET)
      return err(ruleError('bad-action', 'race', `add 1, 2 or 3, up to ${TARGET}`));
    const total = s.total + a.n;
    const next = { total, toMove: 1 - seat, winner: total === TARGET ? seat : null };
    return ok({ state: next, events: [{ type: 'added', seat, n: a.n, total }] });
  },
  standingOrder: (s, seat) => legal(s, seat)[0] ?? null,
  view: (s) => ({ ...s }),
  outcome: (s) => (over(s) ? { kind: 'win', winners: [s.winner], reason: 'reached' } : null),
  serialize: (s) => JSON.stringify(s),
  parse: (text) => ok(JSON.parse(text)),
  resample: (s) => s,
  determinize: (view) => ({ ...view }),
  seatTags: () => ({}),
  isConcession: () => false,
  describeAction: (a) => `add ${a.n}`,
};

/** The same race for boardgame.io 0.50.2 (moves take `{ G, ctx }` first; one move a turn). */
export const raceBoardgameIo = {
  name: 'race',
  setup: () => ({ total: 0 }),
  turn: { minMoves: 1, maxMoves: 1 },
  moves: {
    add: ({ G }, n) => {
      if (!STEPS.includes(n) || G.total + n > TARGET) return 'INVALID_MOVE';
      G.total += n;
    },
  },
  endIf: ({ G, ctx }) => (G.total >= TARGET ? { winner: ctx.currentPlayer } : undefined),
};
