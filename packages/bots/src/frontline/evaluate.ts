/**
 * How well each seat stands, for the search's leaves: objectives won and nearly won (three objectives and one's
 * own capital win, O2.1, FG6), land occupied, fighting strength, and the safety of one's capital. Scores become
 * win estimates in [0, 1] that sum to 1 over the seats still playing.
 */
import type { Seat } from '@warboard/core';
import {
  continentsHeld,
  type FrontlineState,
  homeDivisions,
  mapOf,
  objectiveById,
  occupies,
} from '@warboard/frontline';
import { power } from './board.js';

/** How far `seat` is towards objective `id`, in [0, 1]. */
function progress(
  state: FrontlineState,
  seat: Seat,
  id: string,
  occupied: number,
  cities: number,
  continents: number,
  nextContinent: number,
): number {
  const goal = objectiveById(state.options, id)?.goal;
  if (!goal) return 0;
  switch (goal.kind) {
    case 'territories':
      return Math.min(1, occupied / goal.count);
    case 'cities':
      return Math.min(1, cities / goal.count);
    case 'continents':
      return Math.min(1, (continents + nextContinent) / goal.count);
    case 'continent':
      return continentsHeld(state, seat).includes(goal.continent) ? 1 : 0.2;
    case 'eliminate':
      return 0.1; // met only inside one turn
    case 'conquests':
      return 0.3; // met only inside one turn: hard to tell ahead
    case 'enemy-capital':
      return state.players.some((p, s) => s !== seat && occupies(state, seat, p.capital)) ? 1 : 0.2;
  }
}

function frontlineScores(state: FrontlineState): number[] {
  const map = mapOf(state);
  return state.players.map((p, seat) => {
    if (p.eliminated) return Number.NEGATIVE_INFINITY;
    let occupied = 0;
    let cities = 0;
    let strength = 0;
    for (const id of map.territoryIds) {
      const t = state.territories[id]!;
      if (t.holder === seat) {
        strength += power(homeDivisions(t.home));
        if (occupies(state, seat, id)) {
          occupied++;
          if (t.city) cities++;
        }
      }
      for (const inv of t.invaders) if (inv.owner === seat) strength += power(inv.front) + power(inv.middle);
    }
    const continents = continentsHeld(state, seat).length;
    // The continent nearest completion counts in part (its share squared: the last territories are the hard ones).
    let nextContinent = 0;
    for (const c of map.continents) {
      const share = c.territories.filter((t) => occupies(state, seat, t)).length / c.territories.length;
      if (share < 1) nextContinent = Math.max(nextContinent, share * share * 0.8);
    }
    // Open objectives: the best two, since a player needs three and may already hold some.
    const open = state.objectives
      .map((o) => progress(state, seat, o, occupied, cities, continents, nextContinent))
      .sort((a, b) => b - a)
      .slice(0, Math.max(0, 3 - p.objectives.length));
    let score = 4 * p.objectives.length;
    for (const x of open) score += 2.5 * x ** 3;
    score += occupied * 0.12 + strength * 0.03 + cities * 0.3;
    for (const c of map.continents)
      if (c.territories.every((t) => occupies(state, seat, t))) score += c.bonus * 0.15;
    if (!occupies(state, seat, p.capital)) score -= 3;
    return score;
  });
}

/** Win estimates per seat: a softmax of the scores, or the result itself once the game is over. */
export function evaluateFrontline(state: FrontlineState): number[] {
  if (state.outcome) {
    const w = state.outcome.winners;
    return state.players.map((_, s) => (w.includes(s) ? 1 / w.length : 0));
  }
  const scores = frontlineScores(state);
  const top = Math.max(...scores);
  const exp = scores.map((s) => (Number.isFinite(s) ? Math.exp((s - top) / 1.5) : 0));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}
