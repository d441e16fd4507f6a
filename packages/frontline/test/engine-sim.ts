import { seedRng } from '@warboard/core';
import type { FrontlineAction } from '../src/actions.js';
import type { FrontlineEvent } from '../src/events.js';
import { frontline } from '../src/game.js';
import { type EndState, KINDS, type Survivors, survivorsOf } from '../src/odds/course.js';
import { type BattleEnd, type Sampled, tally } from '../src/odds/monte-carlo.js';
import { fighting, forwardPlan, type Rows } from '../src/odds/policy.js';
import type { Engagement, SidePolicy } from '../src/odds/spec.js';
import type { Division, FrontlineState, Home, Invader, Territory } from '../src/state.js';

/**
 * A Monte Carlo through the engine itself: each battle is set up on a real Frontline board and fought with the
 * engine's own actions (`attack`, `assault`, `land`, `counter` or `repel`, then `forward`, `roll`, `hold`,
 * `damaged`, `retreat` or `stand`), the dice coming from the state's seeded PRNG. It shares nothing with the exact
 * chain but the policies, so agreement checks the chain's walk through battle.ts, attack.ts, amphibious.ts and
 * invasion.ts. Slower than `monteCarlo`: for tests.
 *
 * The board (classic map) is about Egypt, whose neighbours are North Africa, East Africa, the Middle East and,
 * across the sea, Southern Europe. Seat 0 attacks seat 1:
 * - head-on from North Africa; a rear assault from inside Egypt (having come from North Africa) against Egypt's
 *   front row facing East Africa; a landing from Egypt's coast (having come from Southern Europe);
 * - a counter-attack by seat 0 holding Egypt against seat 1's invader from North Africa; a contest between seat
 *   0's invader from North Africa and seat 1's from East Africa; the repelling by seat 0, holding Egypt, of seat
 *   1's force on its coast from Southern Europe.
 * The defender's divisions elsewhere stand on another border of Egypt (East Africa; North Africa in a rear
 * assault); an earlier invader (`defenderInvaded`) is seat 2's, from East Africa. Seat 0 holds East Africa and
 * seat 1 the Middle East with one infantry each: the airfields stand there when air support is asked for (O10.4:
 * adjacent, occupied), and the Middle East is where seat 1 retreats (R8.4). Not modelled here: the stop below odds,
 * and a battle already under way (`underWay`).
 */
export function engineMonteCarlo(e: Engagement, runs: number, seed: string): Sampled {
  const start = board(e);
  const ends: BattleEnd[] = [];
  for (let i = 0; i < runs; i++) {
    const s = structuredClone(start);
    s.rng = seedRng(`${seed}/${i}`);
    ends.push(fight(e, s));
  }
  return tally(ends);
}

const TARGET = 'egypt';
const RETREAT = 'middle-east';

/** The border of Egypt the battle is fought on, and where the attacker comes from. */
const BORDER: Record<Engagement['kind'], string> = {
  'head-on': 'north-africa',
  'rear-assault': 'east-africa',
  landing: 'southern-europe',
  counter: 'north-africa',
  contest: 'north-africa',
  repel: 'southern-europe',
};

/** The border of Egypt where the defender's divisions elsewhere stand. */
const elsewhereBorder = (e: Engagement) => (e.kind === 'rear-assault' ? 'north-africa' : 'east-africa');

const home = (fronts: Record<string, Division[]> = {}, middle: Division[] = [], rear = 0): Home => ({
  fronts,
  middle,
  rear: Array<Division>(rear).fill('D'),
});
const place = (holder: number | null, h: Home): Territory => ({
  holder,
  home: h,
  invaders: [],
  coast: [],
  city: false,
});
const force = (owner: number, via: string, f: Engagement['attacker']): Invader => ({
  owner,
  via,
  front: [...f.front],
  middle: [...f.middle],
  rear: Array<Division>(f.rear ?? 0).fill('D'),
});

function board(e: Engagement): FrontlineState {
  const options = frontline.parseOptions({ players: 3, ruleset: e.ruleset });
  if (!options.ok) throw new Error(options.error.message);
  const made = frontline.setup(options.value, 'odds');
  if (!made.ok) throw new Error(made.error.message);
  const s = made.value;
  for (const t of Object.values(s.territories)) Object.assign(t, place(null, home()));
  const a = e.attacker;
  const d = e.defender;
  const border = BORDER[e.kind];
  const t = place(null, home());
  s.territories[TARGET] = t;
  s.territories['east-africa'] = place(0, home({}, ['I']));
  s.territories['southern-europe'] = place(0, home({}, ['I']));
  s.territories[RETREAT] = place(1, home({}, ['I']));
  s.territories.congo = place(2, home({}, ['I']));
  if (e.kind === 'head-on' || e.kind === 'rear-assault' || e.kind === 'landing') {
    const elsewhere = Array<Division>(e.defenderElsewhere ?? 0).fill('I');
    const fronts: Record<string, Division[]> = { [border]: [...d.front] };
    if (elsewhere.length > 0) fronts[elsewhereBorder(e)] = elsewhere;
    Object.assign(t, place(1, home(fronts, [...d.middle], d.rear ?? 0)));
    if (e.defenderInvaded && e.kind !== 'rear-assault')
      t.invaders.push({ owner: 2, via: 'east-africa', front: ['I'], middle: [], rear: [] });
  }
  if (e.kind === 'head-on')
    s.territories['north-africa'] = place(0, home({ [TARGET]: [...a.front] }, [...a.middle], a.rear ?? 0));
  else if (e.kind === 'rear-assault') t.invaders.push(force(0, 'north-africa', a));
  else if (e.kind === 'landing') t.coast.push({ ...force(0, border, a), staged: false });
  else if (e.kind === 'counter' || e.kind === 'repel') {
    Object.assign(t, place(0, home({ [border]: [...a.front] }, [...a.middle], a.rear ?? 0)));
    if (e.kind === 'counter') t.invaders.push(force(1, border, d));
    else {
      s.territories[border] = place(1, home({}, ['I']));
      t.coast.push({ ...force(1, border, d), staged: false });
    }
  } else {
    t.invaders.push(force(0, border, a), force(1, 'east-africa', d));
  }
  s.players.forEach((p, i) => {
    p.capital = ['argentina', 'japan', 'congo'][i]!;
    p.hand = [];
    p.rewards = [];
    p.airfields = [];
  });
  if (e.extraAttackDie) s.players[0]!.rewards.push('extra-attack-die');
  if (e.extraDefenseDie) s.players[1]!.rewards.push('extra-defense-die');
  if (e.attackerAir) s.players[0]!.airfields.push('east-africa');
  if (e.defenderAir) s.players[1]!.airfields.push(RETREAT);
  // Seat 0's attack phase, fresh: the rest of the turn record as setup made it (it grows with the engine).
  s.turn = { ...s.turn, seat: 0, phase: 'attack', units: 0, steps: 0 };
  // R8.1: the attacking territory counts as occupied this turn, so its last middle-row infantry must stay.
  if (e.attackerPolicy.keepInfantry && e.kind === 'head-on') s.turn.occupied = ['north-africa'];
  s.battle = null;
  return s;
}

function opening(e: Engagement): FrontlineAction {
  switch (e.kind) {
    case 'head-on':
      return { type: 'attack', from: 'north-africa', to: TARGET };
    case 'rear-assault':
      return { type: 'assault', territory: TARGET, target: BORDER[e.kind] };
    case 'landing':
      return { type: 'land', territory: TARGET };
    case 'repel':
      return { type: 'repel', territory: TARGET, target: 1 };
    default:
      return { type: 'counter', territory: TARGET, target: 1 };
  }
}

const rowsOfForce = (f: Invader | undefined): Rows =>
  f
    ? { front: f.front.join(''), middle: f.middle.join(''), rear: f.rear.length }
    : { front: '', middle: '', rear: 0 };

/** The battle rows of one seat wherever they stand now (the engine's `places` of its battle side). */
function battleRows(e: Engagement, s: FrontlineState, seat: 0 | 1): Rows {
  const t = s.territories[TARGET]!;
  const atHome = (h: Home, front: string): Rows => ({
    front: (h.fronts[front] ?? []).join(''),
    middle: h.middle.join(''),
    rear: h.rear.length,
  });
  const holderSide = e.kind === 'counter' || e.kind === 'repel' ? 0 : e.kind === 'contest' ? null : 1;
  if (seat === 0 && e.kind === 'head-on') return atHome(s.territories['north-africa']!.home, TARGET);
  if (holderSide === seat) return t.holder === seat ? atHome(t.home, BORDER[e.kind]) : rowsOfForce(undefined);
  if (e.kind === 'landing' || e.kind === 'repel') return rowsOfForce(t.coast.find((c) => c.owner === seat));
  return rowsOfForce(t.invaders.find((i) => i.owner === seat));
}

const add = (out: Survivors, r: Rows) => {
  const x = survivorsOf(r);
  for (const k of KINDS) out[k] += x[k];
};

/** Everything a seat has from the battle once it is over, wherever it went; the defender's other borders aside. */
function left(e: Engagement, s: FrontlineState, seat: 0 | 1): Survivors {
  const out = { infantry: 0, armor: 0, damaged: 0, repairing: 0 };
  const t = s.territories[TARGET]!;
  const holderBefore = e.kind === 'counter' || e.kind === 'repel' ? 0 : e.kind === 'contest' ? null : 1;
  if (t.holder === seat) {
    // the battle's own rows; a new holder's pieces all stand in the middle row (invasion.ts `occupyIfAlone`)
    add(
      out,
      holderBefore === seat
        ? battleRows(e, s, seat)
        : { front: '', middle: t.home.middle.join(''), rear: t.home.rear.length },
    );
  }
  for (const f of [...t.invaders, ...t.coast])
    if (f.owner === seat && holderBefore !== seat) add(out, rowsOfForce(f));
  if (seat === 0 && e.kind === 'head-on') add(out, battleRows(e, s, 0));
  if (seat === 0 && e.kind === 'landing') {
    const back = s.territories['southern-europe']!.home; // the infantry placed there, plus whatever came back (R7.5)
    add(out, { front: '', middle: back.middle.join('').slice(1), rear: back.rear.length });
  }
  if (seat === 1) {
    const refuge = s.territories[RETREAT]!.home; // after a retreat (R8.4): beyond its own infantry and the others
    const skip = 1 + (e.defenderElsewhere ?? 0);
    add(out, { front: '', middle: refuge.middle.join('').slice(skip), rear: refuge.rear.length });
  }
  return out;
}

/** Seat 1 no longer holds Egypt, or (an invader, a coast force) is gone from it. */
function defenderLeft(e: Engagement, s: FrontlineState): boolean {
  const t = s.territories[TARGET]!;
  if (e.kind === 'head-on' || e.kind === 'rear-assault' || e.kind === 'landing') return t.holder !== 1;
  const present = [...t.invaders, ...t.coast].some((f) => f.owner === 1) || t.holder === 1;
  return !present;
}

function plan(rows: Rows, policy: SidePolicy, e: Engagement): FrontlineAction[] {
  const max = e.ruleset === 'revised' ? 3 : 2;
  return [...forwardPlan(rows, policy, max, e.ruleset === 'original')].map((division, i) => ({
    type: 'forward',
    division: division as Division,
    slot: rows.front.length + i,
  }));
}

function fight(e: Engagement, start: FrontlineState): BattleEnd {
  let s = start;
  const events: FrontlineEvent[] = [];
  const act = (seat: number, action: FrontlineAction) => {
    const r = frontline.apply(s, seat, action);
    if (!r.ok)
      throw new Error(`engine refused ${JSON.stringify(action)}: ${r.error.rule} ${r.error.message}`);
    s = r.value.state;
    events.push(...r.value.events);
  };
  act(0, opening(e));
  let stopped: EndState | null = null;
  while (s.battle) {
    const b = s.battle;
    const exchanges = events.filter((x) => x.type === 'exchange').length;
    if (b.stage === 'attacker') {
      for (const f of plan(battleRows(e, s, 0), e.attackerPolicy, e)) act(0, f);
      const now = battleRows(e, s, 0);
      if (now.front.length === 0 || (exchanges > 0 && fighting(now) <= e.stop.atStrength)) {
        stopped = fighting(now) === 0 ? 'wiped-out' : 'stopped';
        act(0, { type: 'stop' });
      } else act(0, { type: 'roll' });
    } else if (b.stage === 'defender-forward') {
      const rows = battleRows(e, s, 1);
      const giveUp = e.defenderPolicy.giveUpBorder && rows.front.length === 0;
      if (!giveUp) for (const f of plan(rows, e.defenderPolicy, e)) act(1, f);
      if (s.battle?.stage === 'defender-forward') act(1, { type: 'hold' });
    } else if (b.stage === 'damaged') {
      const seat = b.damaged[0]!.seat;
      act(seat, { type: 'damaged', choice: (seat === 0 ? e.attackerPolicy : e.defenderPolicy).damaged });
    } else if (e.defenderPolicy.retreat)
      act(1, { type: 'retreat', to: RETREAT }); // R8.4
    else act(1, { type: 'stand' }); // R8.5
  }
  const failed = events.some((x) => x.type === 'landing-failed' || x.type === 'landing-sunk');
  const attacker = left(e, s, 0);
  // A battle the attacker neither stopped nor lost its landing in ends with the defender beaten or itself beaten:
  // beaten, it has nothing left fighting (battle-rules.ts `afterExchange`); the winner of an invasion always has.
  const end: EndState =
    stopped ??
    (failed
      ? 'landing-failed'
      : attacker.infantry + attacker.armor + attacker.damaged > 0
        ? 'invaded'
        : 'wiped-out');
  return { end, attacker, defender: left(e, s, 1), defenderLeaves: defenderLeft(e, s) };
}
