import { seedRng } from '@warboard/core';
import type { FrontlineAction } from '../actions.js';
import { frontline } from '../game.js';
import type { Division, FrontlineState, Home, Territory } from '../state.js';
import type { FrontlineEvent } from '../turn.js';
import type { EndState, Survivors } from './exact.js';
import { type BattleEnd, type Sampled, survivorsOf, tally } from './monte-carlo.js';
import { fighting, forwardPlan, type Rows } from './policy.js';
import type { Engagement, SidePolicy } from './spec.js';

/**
 * A Monte Carlo through the engine itself: each battle is set up on a real Frontline board and fought with the
 * engine's own actions (`attack`, `assault` or `land`, then `forward`, `roll`, `hold`, `damaged`, `stand`), the
 * dice coming from the state's seeded PRNG. It shares nothing with the exact chain but the policies, so agreement
 * checks the chain's reading of battle.ts, attack.ts and amphibious.ts. Slower than `monteCarlo`: for tests.
 *
 * The board (classic map): seat 0 attacks Egypt (seat 1) from North Africa (head-on), from inside Egypt against
 * its front row facing East Africa (rear assault, R6.8), or from Egypt's coast having come from Southern Europe
 * (landing). East Africa and Southern Europe hold one infantry of seat 0, the Middle East one of seat 1: the
 * airfields stand there when air support is asked for (O10.4: adjacent, occupied). Not modelled here: the stop
 * below odds, and a defender invaded on another border (R6.12).
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

const ATTACK_FROM = 'north-africa';
const TARGET = 'egypt';
const ASSAULT_BORDER = 'east-africa';
const LANDING_FROM = 'southern-europe';

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

function board(e: Engagement): FrontlineState {
  const options = frontline.parseOptions({ players: 2, ruleset: e.ruleset });
  if (!options.ok) throw new Error(options.error.message);
  const made = frontline.setup(options.value, 'odds');
  if (!made.ok) throw new Error(made.error.message);
  const s = made.value;
  for (const t of Object.values(s.territories)) Object.assign(t, place(null, home()));
  const a = e.attacker;
  const d = e.defender;
  const border =
    e.kind === 'rear-assault' ? ASSAULT_BORDER : e.kind === 'landing' ? LANDING_FROM : ATTACK_FROM;
  s.territories[TARGET] = place(1, home({ [border]: [...d.front] }, [...d.middle], d.rear ?? 0));
  s.territories[ASSAULT_BORDER] = place(0, home({}, ['I']));
  s.territories[LANDING_FROM] = place(0, home({}, ['I']));
  s.territories['middle-east'] = place(1, home({}, ['I']));
  const force = {
    owner: 0,
    front: [...a.front],
    middle: [...a.middle],
    rear: Array<Division>(a.rear ?? 0).fill('D'),
  };
  if (e.kind === 'head-on')
    s.territories[ATTACK_FROM] = place(0, home({ [TARGET]: [...a.front] }, [...a.middle], a.rear ?? 0));
  else if (e.kind === 'rear-assault') s.territories[TARGET]!.invaders.push({ ...force, via: ATTACK_FROM });
  else s.territories[TARGET]!.coast.push({ ...force, via: LANDING_FROM, staged: false });
  s.players.forEach((p, i) => {
    p.capital = i === 0 ? 'argentina' : 'japan';
    p.hand = [];
    p.rewards = [];
    p.airfields = [];
  });
  if (e.extraAttackDie) s.players[0]!.rewards.push('extra-attack-die');
  if (e.extraDefenseDie) s.players[1]!.rewards.push('extra-defense-die');
  if (e.attackerAir) s.players[0]!.airfields.push(ASSAULT_BORDER);
  if (e.defenderAir) s.players[1]!.airfields.push('middle-east');
  // Seat 0's attack phase, fresh: the rest of the turn record as setup made it (it grows with the engine).
  s.turn = { ...s.turn, seat: 0, phase: 'attack', units: 0, steps: 0 };
  // R8.1: the attacking territory counts as occupied this turn, so its last middle-row infantry must stay.
  if (e.attackerPolicy.keepInfantry && e.kind === 'head-on') s.turn.occupied = [ATTACK_FROM];
  s.battle = null;
  return s;
}

function opening(e: Engagement): FrontlineAction {
  if (e.kind === 'head-on') return { type: 'attack', from: ATTACK_FROM, to: TARGET };
  if (e.kind === 'rear-assault') return { type: 'assault', territory: TARGET, target: ASSAULT_BORDER };
  return { type: 'land', territory: TARGET };
}

/** The attacker's rows wherever they stand now: at home, inside Egypt as an invader, or on its coast. */
function attackerRows(e: Engagement, s: FrontlineState): Rows {
  const t = s.territories[TARGET]!;
  if (e.kind === 'head-on') {
    const h = s.territories[ATTACK_FROM]!.home;
    return { front: (h.fronts[TARGET] ?? []).join(''), middle: h.middle.join(''), rear: h.rear.length };
  }
  const f =
    e.kind === 'rear-assault' ? t.invaders.find((i) => i.owner === 0) : t.coast.find((c) => c.owner === 0);
  return f
    ? { front: f.front.join(''), middle: f.middle.join(''), rear: f.rear.length }
    : { front: '', middle: '', rear: 0 };
}

function defenderRows(e: Engagement, s: FrontlineState): Rows {
  const t = s.territories[TARGET]!;
  if (t.holder !== 1) return { front: '', middle: '', rear: 0 };
  const border =
    e.kind === 'rear-assault' ? ASSAULT_BORDER : e.kind === 'landing' ? LANDING_FROM : ATTACK_FROM;
  return {
    front: (t.home.fronts[border] ?? []).join(''),
    middle: t.home.middle.join(''),
    rear: t.home.rear.length,
  };
}

/** Everything seat 0 has from the battle once it is over: at home, inside Egypt, or back home after a failed landing. */
function attackerLeft(e: Engagement, s: FrontlineState): Survivors {
  const out = { infantry: 0, armor: 0, damaged: 0, repairing: 0 };
  const add = (r: Rows) => {
    const x = survivorsOf(r);
    for (const k of ['infantry', 'armor', 'damaged', 'repairing'] as const) out[k] += x[k];
  };
  const t = s.territories[TARGET]!;
  if (t.holder === 0) add({ front: '', middle: t.home.middle.join(''), rear: t.home.rear.length });
  for (const f of [...t.invaders, ...t.coast])
    if (f.owner === 0) add({ front: f.front.join(''), middle: f.middle.join(''), rear: f.rear.length });
  if (e.kind === 'head-on') add(attackerRows(e, s));
  if (e.kind === 'landing') {
    const back = s.territories[LANDING_FROM]!.home; // the infantry placed there, plus whatever came back (R7.5)
    add({ front: '', middle: back.middle.join('').slice(1), rear: back.rear.length });
  }
  return out;
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
      const rows = attackerRows(e, s);
      for (const f of plan(rows, e.attackerPolicy, e)) act(0, f);
      const now = attackerRows(e, s);
      if (now.front.length === 0 || (exchanges > 0 && fighting(now) <= e.stop.atStrength)) {
        stopped = now.front.length + now.middle.length === 0 ? 'wiped-out' : 'stopped';
        act(0, { type: 'stop' });
      } else act(0, { type: 'roll' });
    } else if (b.stage === 'defender-forward') {
      for (const f of plan(defenderRows(e, s), e.defenderPolicy, e)) act(1, f);
      if (s.battle?.stage === 'defender-forward') act(1, { type: 'hold' });
    } else if (b.stage === 'damaged') {
      const seat = b.damaged[0]!.seat;
      act(seat, { type: 'damaged', choice: (seat === 0 ? e.attackerPolicy : e.defenderPolicy).damaged });
    } else act(1, { type: 'stand' }); // R8.4: the invaded defender stays
  }
  const failed = events.some((x) => x.type === 'landing-failed' || x.type === 'landing-sunk');
  const d = defenderRows(e, s);
  const end: EndState =
    stopped ?? (failed ? 'landing-failed' : d.front.length + d.middle.length === 0 ? 'invaded' : 'wiped-out');
  return { end, attacker: attackerLeft(e, s), defender: survivorsOf(d) };
}
