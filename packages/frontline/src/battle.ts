import type { Seat } from '@warboard/core';
import { rollDie } from '@warboard/core';
import { z } from 'zod';
import { type ActionRules, ok, wire } from './action-rule.js';
import { failLanding } from './amphibious.js';
import {
  afterDefenderForward,
  defenderTurn,
  exchangeDice,
  afterExchange as exchangeEnd,
  forwardFrom,
  landingArmor,
  mayHold,
  mayRoll,
  type SideCount,
} from './battle-rules.js';
import { editTerritory } from './copy-on-write.js';
import type { DecisionKind } from './decisions.js';
import { applyLosses, beatenSlots, type Pair, resolveExchange } from './dice.js';
import type { FrontlineEvent } from './events.js';
import { resolveInvasion } from './invasion.js';
import { spent } from './phase-end.js';
import { type FrontlineRefusal, refusal, turnSpent } from './refusals.js';
import { airSupport } from './rewards.js';
import { keepsLastInfantry, peek, places, type RowPlaces, setFront } from './rows.js';
import type { Battle, BattleMode, BattleSide, Division, FrontlineState } from './state.js';
import { isArmor, maxFront } from './state.js';

export interface ForwardAction {
  type: 'forward';
  division: Division;
  slot: number;
}
export type BattleAction =
  | { type: 'roll' }
  | { type: 'stop' }
  | { type: 'hold' }
  | ForwardAction
  | { type: 'damaged'; choice: 'stay' | 'withdraw' };

const rev = (state: FrontlineState) => state.options.ruleset === 'revised';
const sideOf = (b: Battle, who: 'attacker' | 'defender'): BattleSide =>
  who === 'attacker' ? b.attacker : b.defender;

/** A battle row's places, counted, for the rules of the battle's course (battle-rules.ts). */
const countOf = (p: RowPlaces): SideCount => ({
  front: p.front.length,
  reserve: p.reserve.length,
  rear: p.rear.length,
});

/** Where a division of this kind would come forward from (R5.9, O8.10: battle-rules.ts `forwardFrom`), if any. */
function forwardSource(state: FrontlineState, side: BattleSide, division: Division): Division[] | null {
  const p = peek(state, side.front);
  const from = forwardFrom(
    state.options.ruleset,
    division,
    p.reserve.includes(division),
    p.rear.includes(division),
  );
  return from === 'reserve' ? p.reserve : from === 'rear' ? p.rear : null;
}

/** Start a battle and fight its first exchange at once: the front rows meet as posted (R6.6). */
export function startBattle(
  state: FrontlineState,
  mode: BattleMode,
  territory: string,
  attacker: BattleSide,
  defender: BattleSide,
  events: FrontlineEvent[],
): void {
  state.battle = { mode, territory, attacker, defender, exchanges: 0, stage: 'attacker', damaged: [] };
  state.battles++;
  events.push({ type: 'battle', mode, territory, attacker: attacker.seat, defender: defender.seat });
  // An attack opened from the middle row (R6.2) first brings divisions forward; otherwise the rows meet at once.
  if (mayRoll(countOf(peek(state, attacker.front)))) roll(state, events);
}

/**
 * The attacker rolls the next exchange. If the defender's front is empty it must first bring forward (FG13b);
 * from the second exchange on it may bring its middle row forward (R5.9). With no defender left on that border
 * and in the middle row, the attacker has invaded (R6.4, O8.12).
 */
export function roll(state: FrontlineState, events: FrontlineEvent[]): void {
  const b = state.battle!;
  const next = defenderTurn(state.options.ruleset, b.exchanges, countOf(peek(state, b.defender.front)));
  if (next === 'invaded') resolveInvasion(state, events);
  else if (next === 'forward') b.stage = 'defender-forward';
  else exchange(state, events);
}

/** The defender ends its forward decision: the dice roll, unless it left the border empty (O8.12). */
export function hold(state: FrontlineState, events: FrontlineEvent[]): void {
  const b = state.battle!;
  if (afterDefenderForward(countOf(peek(state, b.defender.front))) === 'invaded')
    resolveInvasion(state, events);
  else exchange(state, events);
}

export function checkForward(
  state: FrontlineState,
  side: BattleSide,
  a: ForwardAction,
): FrontlineRefusal | null {
  const front = peek(state, side.front).front;
  if (front.length >= maxFront(state))
    return refusal('front-full', rev(state) ? 'R4.3' : 'O7.2', 'the front row is full');
  if (!forwardSource(state, side, a.division))
    return refusal(
      'no-forward',
      rev(state) ? 'R5.9' : 'O8.10',
      `no ${a.division} division to bring forward`,
      {
        division: a.division,
      },
    );
  if (a.division === 'I' && keepsLastInfantry(state, side.seat, side.front)) {
    return refusal(
      'must-occupy',
      rev(state) ? 'R8.1' : 'O8.20',
      'a territory occupied this turn keeps an infantry division behind',
      { territory: side.front.territory },
    );
  }
  if (!Number.isInteger(a.slot) || a.slot < 0 || a.slot > front.length)
    return refusal('bad-slot', 'R5.4', `slot must be 0..${front.length}`);
  return null;
}

function doForward(
  state: FrontlineState,
  side: BattleSide,
  a: ForwardAction,
  events: FrontlineEvent[],
): void {
  const front = places(state, side.front).front; // first: the territory's rows are then this state's own
  const source = forwardSource(state, side, a.division)!;
  source.splice(source.indexOf(a.division), 1);
  front.splice(a.slot, 0, a.division);
  events.push({
    type: 'brought-forward',
    seat: side.seat,
    territory: side.front.territory,
    division: a.division,
  });
}

function rollDice(state: FrontlineState, n: number): number[] {
  return Array.from({ length: n }, () => rollDie(state.rng));
}

/** One exchange (R5.2–R5.10, O8.2–O8.11): roll, resolve, apply losses, then owners decide on damaged armor. */
export function exchange(state: FrontlineState, events: FrontlineEvent[]): void {
  const b = state.battle!;
  const att = peek(state, b.attacker.front);
  const def = peek(state, b.defender.front);
  const has = (s: Seat, r: string) => state.players[s]!.rewards.includes(r);
  const counts = exchangeDice(
    state.options.ruleset,
    countOf(att),
    countOf(def),
    has(b.attacker.seat, 'extra-attack-die'),
    has(b.defender.seat, 'extra-defense-die'),
  );
  const attackerDice = rollDice(state, counts.attacker);
  const defenderDice = rollDice(state, counts.defender);
  const pairs = resolveExchange({
    ruleset: state.options.ruleset,
    attacker: att.front,
    defender: def.front,
    attackerDice,
    defenderDice,
    attackerBonus: b.attacker.bonus,
    defenderBonus: b.defender.bonus,
    attackerAir: airSupport(state, b.attacker),
    defenderAir: airSupport(state, b.defender),
  });
  b.exchanges++;
  events.push({ type: 'exchange', attackerDice, defenderDice, pairs });
  applyPairs(state, pairs, events);
}

function applyPairs(state: FrontlineState, pairs: readonly Pair[], events: FrontlineEvent[]): void {
  const b = state.battle!;
  b.damaged = [];
  for (const who of ['attacker', 'defender'] as const) {
    const side = sideOf(b, who);
    const result = applyLosses(peek(state, side.front).front, beatenSlots(pairs, who));
    setFront(state, side.front, result.row);
    if (side.canWithdraw)
      for (const slot of result.damaged) b.damaged.push({ seat: side.seat, side: who, slot });
  }
  if (b.damaged.length > 0) b.stage = 'damaged';
  else afterExchange(state, events);
}

/** R5.8 / O8.9: the owner of freshly damaged armor keeps it fighting or withdraws it to the rear for repair. */
function doDamaged(
  state: FrontlineState,
  seat: Seat,
  choice: 'stay' | 'withdraw',
  events: FrontlineEvent[],
): void {
  const b = state.battle!;
  const i = b.damaged.findIndex((d) => d.seat === seat);
  const pending = b.damaged[i]!;
  b.damaged.splice(i, 1);
  if (choice === 'withdraw') {
    const side = sideOf(b, pending.side);
    const p = places(state, side.front);
    p.front.splice(pending.slot, 1);
    p.rear.push('D');
    for (const d of b.damaged) if (d.side === pending.side && d.slot > pending.slot) d.slot--;
    if (p.front.length === 0) setFront(state, side.front, []);
    events.push({ type: 'withdrawn', seat, territory: side.front.territory });
  } else events.push({ type: 'kept-damaged', seat, territory: sideOf(b, pending.side).front.territory });
  if (b.damaged.length === 0) afterExchange(state, events);
}

/** After an exchange: a failed landing, an invasion, a repulse, or the next exchange (battle-rules.ts). */
function afterExchange(state: FrontlineState, events: FrontlineEvent[]): void {
  const b = state.battle!;
  b.stage = 'attacker';
  const att = peek(state, b.attacker.front);
  const def = peek(state, b.defender.front);
  const armor =
    b.mode === 'landing'
      ? landingArmor(state.options.ruleset, countArmor(att.front) + countArmor(att.reserve), att.rear.length)
      : 0;
  const end = exchangeEnd(b.mode, state.options.ruleset, countOf(att), countOf(def), armor);
  if (end === 'landing-failed') failLanding(state, events);
  else if (end === 'invaded') resolveInvasion(state, events);
  else if (end === 'repulsed') endBattle(state);
}

const countArmor = (row: readonly Division[]): number => row.filter(isArmor).length;

export function endBattle(state: FrontlineState): void {
  const b = state.battle;
  if (!b) return;
  state.battle = null;
  // An emptied front row of the attacker's own territory is refilled by the formation duty (R6.1).
  if (b.attacker.front.kind === 'front') {
    const { territory, border } = b.attacker.front;
    const fronts = state.territories[territory]!.home.fronts;
    if (fronts[border]?.length === 0) delete editTerritory(state, territory).home.fronts[border];
  }
}

/** The side whose decision a battle action answers: the attacker's, or the defender's forward (R5.2, R6.4). */
const decidingSide = (state: FrontlineState, kind: DecisionKind) =>
  kind === 'battle' ? state.battle!.attacker : state.battle!.defender;

/** Once the turn has used its actions, the attacker may only stop the battle (FG20). */
const attackerSpent = (state: FrontlineState, kind: DecisionKind): boolean =>
  kind === 'battle' && spent(state);

/** The action-table entries of a battle under way (action-table.ts). */
export const BATTLE_ACTIONS: ActionRules<BattleAction> = {
  roll: {
    schema: z.strictObject({ type: z.literal('roll') }),
    answers: ['battle'],
    free: false,
    check: (state, _s, _a, kind) => {
      if (attackerSpent(state, kind)) return turnSpent();
      if (!mayRoll(countOf(peek(state, state.battle!.attacker.front))))
        return refusal('nothing-forward', 'R5.2', 'bring a division forward before rolling');
      return null;
    },
    perform: (state, _s, _a, events) => roll(state, events),
  },
  stop: {
    schema: z.strictObject({ type: z.literal('stop') }),
    answers: ['battle'],
    free: false,
    check: ok,
    perform: (state, _s, _a, events) => {
      const b = state.battle!;
      events.push({ type: 'attack-stopped', seat: b.attacker.seat, territory: b.territory });
      endBattle(state);
    },
  },
  hold: {
    schema: z.strictObject({ type: z.literal('hold') }),
    answers: ['defend'],
    free: false,
    check: (state) =>
      mayHold(state.options.ruleset, countOf(peek(state, state.battle!.defender.front)))
        ? null
        : refusal('must-defend', 'R6.4', 'the middle row must meet the attack before the border falls'),
    perform: (state, _s, _a, events) => hold(state, events),
  },
  forward: {
    schema: z.strictObject({ type: z.literal('forward'), division: wire.division, slot: wire.slot }),
    answers: ['battle', 'defend'],
    free: false,
    check: (state, _s, a, kind) =>
      attackerSpent(state, kind) ? turnSpent() : checkForward(state, decidingSide(state, kind), a),
    perform: (state, _s, a, events) =>
      doForward(
        state,
        state.battle!.stage === 'attacker' ? state.battle!.attacker : state.battle!.defender,
        a,
        events,
      ),
  },
  damaged: {
    schema: z.strictObject({ type: z.literal('damaged'), choice: z.enum(['stay', 'withdraw']) }),
    answers: ['damaged'],
    free: false,
    check: ok,
    perform: (state, s, a, events) => doDamaged(state, s, a.choice, events),
  },
};
