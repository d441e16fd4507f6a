/**
 * Frontline MCTS over macro decisions. Frontline's raw action space is huge (every unit drafted, every division
 * posted, every roll), so the tree holds only the decisions that shape a turn — where the draft goes, which battle
 * to fight next or whether to stop attacking, which continent the expeditions head for — and the heuristic plays
 * every other action, in the tree's turn and in the rollout.
 *
 * - **From the view only.** Each iteration starts from a state drawn by `determinize` from the bot's view (other
 *   hands, the deck, the PRNG drawn afresh); the tree's children count how often they were available (ISMCTS,
 *   Cowling, Powley & Whitehouse 2012).
 * - **Exact odds at attack decisions.** A battle's chance of breaking through comes from the exact odds calculator,
 *   not from the dice rolled in the iterations: each attack child keeps its iterations' rewards apart by how the
 *   battle ended, and its value is p · (mean reward after a breakthrough) + (1 − p) · (mean reward otherwise), with
 *   p exact. The dice only supply positions typical of each ending.
 * - **Horizon.** An iteration plays the rest of the bot's turn and the next seat's turn (`opponentTurns`), all by the
 *   heuristic outside the tree, then scores the position with `evaluateFrontline`.
 * - **Budget.** A number of iterations, so a seed fixes the choice; the caller may add a time cap (`timeUp`), which
 *   tests leave out.
 */
import type { RngState, Seat } from '@warboard/core';
import {
  type FrontlineAction,
  type FrontlineEvent,
  type FrontlineState,
  frontline,
  mapOf,
} from '@warboard/frontline';
import type { Bot, Difficulty } from '../bot.js';
import { accepts, tryApply } from './apply-once.js';
import { continentShare, emptyNeighbours } from './board.js';
import { checked, stateOf } from './bots.js';
import { evaluateFrontline } from './evaluate.js';
import {
  type AttackOption,
  attackOptions,
  draftTarget,
  heuristicAction,
  type TurnPlan,
} from './heuristic.js';

export interface FrontlineSearchConfig {
  /** Iterations per searched decision. */
  readonly iterations: number;
  /** Exploration constant of UCB1 (rewards are win estimates in [0, 1]). */
  readonly exploration?: number;
  /** Attacks considered at an attack decision, best by the heuristic's score first (plus stopping). */
  readonly attacks?: number;
  /** Territories considered for the draft's focus (plus the heuristic's spread). */
  readonly focuses?: number;
  /** Turns of the next seats played (by the heuristic) after the bot's own turn, before scoring. */
  readonly opponentTurns?: number;
  /** Actions an iteration may play before it is scored anyway. */
  readonly maxActions?: number;
  /** A time cap measured by the caller: the search stops early once it returns true. Leave out in tests. */
  readonly timeUp?: () => boolean;
  /** Told after each search how many iterations it ran (benchmarks). */
  readonly onSearch?: (iterations: number) => void;
}

/**
 * A macro decision: where the draft goes (null: the heuristic's spread), which continent expeditions head for
 * (null: the heuristic's choice), or one turn action (an attack, or stopping).
 */
type Macro =
  | { readonly focus: string | null }
  | { readonly expand: string | null }
  | { readonly action: FrontlineAction; readonly p: number | null };

const keyOf = (m: Macro): string => JSON.stringify(m);

class MacroNode {
  readonly children = new Map<string, MacroNode>();
  visits = 0;
  available = 0;
  sum = 0;
  /** Rewards split by how the battle ended, for attack children (exact-odds weighting). */
  won = 0;
  wonSum = 0;
  lost = 0;
  lostSum = 0;

  constructor(readonly macro: Macro | null) {}

  value(): number {
    const p = this.macro && 'p' in this.macro ? this.macro.p : null;
    if (p !== null && this.won > 0 && this.lost > 0)
      return p * (this.wonSum / this.won) + (1 - p) * (this.lostSum / this.lost);
    return this.visits > 0 ? this.sum / this.visits : 0;
  }
}

const BREAKTHROUGH = new Set(['invaded', 'cleared', 'invader-destroyed', 'coast-force-destroyed']);

/** The macro decisions open to `seat` now, or null when the heuristic just acts. Best-ranked first. */
function macroChoices(
  state: FrontlineState,
  seat: Seat,
  plan: TurnPlan,
  config: FrontlineSearchConfig,
): Macro[] | null {
  const owed = frontline.pendingDecisions(state)[0];
  if (!owed || owed.seat !== seat || owed.kind !== 'turn' || state.turn.seat !== seat) return null;
  if (state.turn.phase === 'draft' && plan.draft === undefined && state.turn.units > 0) {
    const targets = draftTarget(state, seat).slice(0, config.focuses ?? 3);
    return [{ focus: null }, ...targets.map((focus) => ({ focus }))];
  }
  if (state.turn.phase === 'maneuver' && plan.expand === undefined) {
    const continents = expansionContinents(state, seat).slice(0, config.focuses ?? 3);
    return continents.length < 2 ? null : [{ expand: null }, ...continents.map((expand) => ({ expand }))];
  }
  if (state.turn.phase === 'attack' && state.battle === null) {
    const options: AttackOption[] = [];
    for (const o of attackOptions(state, seat)) {
      if (options.length >= (config.attacks ?? 4)) break;
      if (o.p >= 0.3 && accepts(state, seat, o.action)) options.push(o);
    }
    if (options.length === 0) return null;
    return [
      ...options.map((o): Macro => ({ action: o.action, p: o.p })),
      { action: { type: 'end-phase' }, p: null },
    ];
  }
  return null;
}

interface Walk {
  state: FrontlineState;
  plan: TurnPlan;
}

/** Continents with empty land next to the seat's, most of it already the seat's first. */
function expansionContinents(state: FrontlineState, seat: Seat): string[] {
  const map = mapOf(state);
  const open = new Set<string>();
  for (const id of map.territoryIds) {
    if (state.territories[id]?.holder !== seat) continue;
    for (const nb of emptyNeighbours(state, id)) open.add(map.continentOf[nb]!);
  }
  return [...open].sort((a, b) => continentShare(state, seat, map, b) - continentShare(state, seat, map, a));
}

function play(walk: Walk, seat: Seat, action: FrontlineAction, events?: FrontlineEvent[]): void {
  const r = tryApply(walk.state, seat, action);
  if (!r.ok) throw new Error(`search: an accepted action was refused (${r.error.rule}: ${r.error.message})`);
  walk.state = r.value.state;
  if (events) events.push(...r.value.events);
}

/** One heuristic action by whoever owes one (the root seat keeps its draft focus); its standing order if refused. */
function heuristicStep(walk: Walk, root: Seat): void {
  const seat = frontline.pendingDecisions(walk.state)[0]!.seat;
  const action = heuristicAction(walk.state, seat, seat === root ? walk.plan : {});
  const r = action && tryApply(walk.state, seat, action);
  if (r?.ok) walk.state = r.value.state;
  else play(walk, seat, checked(walk.state, seat, null));
}

export function frontlineMcts(name: string, config: FrontlineSearchConfig): Bot {
  const c = config.exploration ?? 0.35;
  const maxActions = config.maxActions ?? 3000;
  const opponentTurns = config.opponentTurns ?? 1;
  /** What the search chose for this bot's current turn (draft focus, expansion), kept for the rest of the turn. */
  let kept: { turn: string; plan: TurnPlan } = { turn: '', plan: {} };

  function search(view: unknown, seat: Seat, rng: RngState, plan: TurnPlan): Macro | null {
    const root = new MacroNode(null);
    for (let i = 0; i < config.iterations; i++) {
      if (i > 0 && config.timeUp?.()) break;
      const walk: Walk = { state: stateOf(view, seat, rng), plan: { ...plan } };
      const path: { node: MacroNode; broke: boolean | null }[] = [];
      let node: MacroNode | null = root;
      let onTurn = walk.state.turn.seat;
      let turns = 0; // turns begun since this one
      for (let n = 0; n < maxActions; n++) {
        const s = walk.state;
        if (s.outcome) break;
        if (s.turn.seat !== onTurn) {
          onTurn = s.turn.seat;
          turns++;
        }
        // Score once the next seats have had their turns, or the bot's own next turn begins.
        if (turns > opponentTurns || (turns > 0 && onTurn === seat)) break;
        const macros: Macro[] | null = node ? macroChoices(s, seat, walk.plan, config) : null;
        if (!node || !macros || macros.length < 2) {
          heuristicStep(walk, seat);
          continue;
        }
        let child: MacroNode | null = null;
        let best = Number.NEGATIVE_INFINITY;
        let fresh = false;
        for (const m of macros) {
          const existing = node.children.get(keyOf(m));
          if (!existing) {
            if (!fresh) {
              child = new MacroNode(m);
              node.children.set(keyOf(m), child);
              fresh = true;
              child.available++;
            }
            continue;
          }
          existing.available++;
          if (fresh) continue;
          const score = existing.value() + c * Math.sqrt(Math.log(existing.available) / existing.visits);
          if (score > best) {
            best = score;
            child = existing;
          }
        }
        const m: Macro = child!.macro!;
        let broke: boolean | null = null;
        if ('focus' in m) walk.plan.draft = m.focus;
        else if ('expand' in m) walk.plan.expand = m.expand;
        else {
          const events: FrontlineEvent[] = [];
          play(walk, seat, m.action, events);
          // Fight the battle out with the heuristic on every side, noting whether it broke through.
          while (walk.state.battle !== null && !walk.state.outcome) {
            const before = walk.state;
            const owner = frontline.pendingDecisions(before)[0]!.seat;
            play(walk, owner, checked(before, owner, heuristicAction(before, owner)), events);
          }
          if (m.p !== null) broke = events.some((e) => BREAKTHROUGH.has(e.type));
        }
        path.push({ node: child!, broke });
        node = fresh ? null : child;
      }
      const reward = evaluateFrontline(walk.state)[seat] ?? 0;
      root.visits++;
      for (const { node: n, broke } of path) {
        n.visits++;
        n.sum += reward;
        if (broke === true) {
          n.won++;
          n.wonSum += reward;
        } else if (broke === false) {
          n.lost++;
          n.lostSum += reward;
        }
      }
    }
    config.onSearch?.(root.visits);
    let choice: MacroNode | null = null;
    for (const child of root.children.values()) {
      if (
        !choice ||
        child.visits > choice.visits ||
        (child.visits === choice.visits && child.value() > choice.value())
      )
        choice = child;
    }
    return choice?.macro ?? null;
  }

  return {
    name,
    choose(view, seat, rng) {
      const state = stateOf(view, seat, rng);
      const turn = `${state.turn.round}/${seat}`;
      if (kept.turn !== turn) kept = { turn, plan: {} };
      const macros = macroChoices(state, seat, kept.plan, config);
      if (macros && macros.length >= 2) {
        const chosen = search(view, seat, rng, kept.plan);
        if (chosen && 'focus' in chosen) kept.plan.draft = chosen.focus;
        else if (chosen && 'expand' in chosen) kept.plan.expand = chosen.expand;
        else if (chosen && frontline.apply(state, seat, chosen.action).ok) return chosen.action;
      }
      return checked(state, seat, heuristicAction(state, seat, kept.plan));
    },
  };
}

/** Iterations per searched decision, by difficulty. */
export const FRONTLINE_BUDGET: Record<Difficulty, number> = { easy: 8, normal: 24, hard: 64 };

/**
 * The Frontline search bot at a difficulty. `timeUp`, measured by the caller (a server's clock), stops a search
 * early; without it the bot is deterministic given its seed.
 */
export function frontlineSearch(difficulty: Difficulty, options: { timeUp?: () => boolean } = {}): Bot {
  return frontlineMcts(difficulty, {
    iterations: FRONTLINE_BUDGET[difficulty],
    ...(options.timeUp ? { timeUp: options.timeUp } : {}),
  });
}
