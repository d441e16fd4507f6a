import { type Game, type GameEvent, nextInt, type RngState, type Seat } from '@warboard/core';
import type { Bot } from './bot.js';
import { stateFromView } from './information.js';

/**
 * Single-Observer Information-Set MCTS (Cowling, Powley & Whitehouse 2012). Each iteration draws one state
 * consistent with the bot's view (determinization), walks the tree using only the actions legal in that
 * state, and counts for each child how often it was available, so UCB compares children fairly across
 * determinizations. The bot never sees the real state: it starts from its view every time.
 */
export interface SearchConfig<S> {
  iterations: number;
  /** Random actions played after the tree before the position is scored by `evaluate`. */
  rolloutDepth: number;
  /** Win estimate per seat in [0, 1] for a position that has not ended. */
  evaluate: (state: S, seats: number) => number[];
  /** Exploration constant of UCB1. */
  exploration?: number;
  /** A time cap measured by the caller: the search stops early once it returns true. Leave out in tests. */
  timeUp?: () => boolean;
}

class Node {
  readonly children = new Map<string, Node>();
  visits = 0;
  available = 0;
  reward = 0; // summed rewards of `actor`, the seat that chose the action leading here

  constructor(
    readonly actor: Seat,
    readonly action: unknown,
  ) {}
}

/** The game as the search reads it: its states typed, its actions and views opaque. */
type Searched<S> = Game<S, unknown, unknown, unknown, GameEvent>;

/** The actions worth searching: concessions only when nothing else is legal. */
function searchable<S>(game: Searched<S>, state: S, seat: Seat): unknown[] {
  const legal = game.legalActions(state, seat);
  const playing = legal.filter((a) => !game.isConcession(a));
  return playing.length > 0 ? playing : [...legal];
}

function rewards<S>(game: Searched<S>, state: S, seats: number, config: SearchConfig<S>): number[] {
  const outcome = game.outcome(state);
  if (!outcome) return config.evaluate(state, seats);
  if (outcome.kind === 'draw') return Array.from({ length: seats }, () => 0.5);
  return Array.from({ length: seats }, (_, s) => (outcome.winners.includes(s) ? 1 : 0));
}

function step<S>(game: Searched<S>, state: S, seat: Seat, action: unknown): S {
  const r = game.apply(state, seat, action);
  if (!r.ok) throw new Error(`search: legal action refused (${r.error.rule}: ${r.error.message})`);
  return r.value.state;
}

export function ismcts<S>(game: Searched<S>, name: string, config: SearchConfig<S>): Bot {
  const c = config.exploration ?? 0.7;
  return {
    name,
    choose(view, seat, rng) {
      const root = new Node(seat, null);
      let seats = 2;
      for (let i = 0; i < config.iterations; i++) {
        if (i > 0 && config.timeUp?.()) break;
        let state = stateFromView(game, view, seat, rng);
        seats = game.playerCount(state);
        const path: Node[] = [];
        let node = root;
        for (let depth = 0; ; depth++) {
          const decisions = game.pendingDecisions(state);
          if (decisions.length === 0) break;
          // At the root the bot decides for its own seat; below, pending decisions are taken in seat order.
          const actor = depth === 0 ? seat : (decisions[0]?.seat ?? seat);
          const actions = searchable(game, state, actor);
          const untried: [string, unknown][] = [];
          let best: Node | null = null;
          let bestScore = Number.NEGATIVE_INFINITY;
          for (const action of actions) {
            // Legal actions are built by the engine's own code, so their JSON text is a stable identity.
            const key = `${actor}:${JSON.stringify(action)}`;
            const child = node.children.get(key);
            if (!child) {
              untried.push([key, action]);
              continue;
            }
            child.available++;
            const score =
              child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
            if (score > bestScore) {
              bestScore = score;
              best = child;
            }
          }
          if (untried.length > 0) {
            const [key, action] = untried[nextInt(rng, untried.length)]!;
            const child = new Node(actor, action);
            child.available = 1;
            node.children.set(key, child);
            state = step(game, state, actor, action);
            path.push(child);
            break;
          }
          if (!best) break;
          state = step(game, state, actor, best.action);
          path.push(best);
          node = best;
        }
        state = rollout(game, state, config.rolloutDepth, rng);
        const result = rewards(game, state, seats, config);
        root.visits++;
        for (const n of path) {
          n.visits++;
          n.reward += result[n.actor] ?? 0;
        }
      }
      let choice: Node | null = null;
      for (const child of root.children.values()) if (!choice || child.visits > choice.visits) choice = child;
      if (choice) return choice.action;
      return searchable(game, stateFromView(game, view, seat, rng), seat)[0];
    },
  };
}

function rollout<S>(game: Searched<S>, start: S, depth: number, rng: RngState): S {
  let state = start;
  for (let i = 0; i < depth; i++) {
    const decisions = game.pendingDecisions(state);
    if (decisions.length === 0) break;
    const seat = decisions[nextInt(rng, decisions.length)]!.seat;
    const actions = searchable(game, state, seat);
    state = step(game, state, seat, actions[nextInt(rng, actions.length)]);
  }
  return state;
}
