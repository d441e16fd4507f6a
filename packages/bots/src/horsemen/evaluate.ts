import { currentPoints, type HorsemenState, horsemen, isKingValue } from '@warboard/horsemen';

/**
 * How well each seat stands in a Four Horsemen position, as a win estimate in [0, 1]: the strength of its
 * army (current points of its cards on the board, every loss counted: H16, H18, HF2), its chips (every action
 * costs them, H6), and its king's safety (a face-up king facing a stronger front card may die next turn, H4).
 */
export function evaluateHorsemen(state: HorsemenState): [number, number] {
  const outcome = horsemen.outcome(state);
  if (outcome) {
    if (outcome.kind === 'draw') return [0.5, 0.5];
    return outcome.winners.includes(0) ? [1, 0] : [0, 1];
  }
  const score = [0, 1].map((seat) => armyScore(state, seat as 0 | 1));
  const diff = (score[0] ?? 0) - (score[1] ?? 0);
  const p0 = 1 / (1 + Math.exp(-diff / 12));
  return [p0, 1 - p0];
}

/**
 * What a chip in the fund pool is worth, in card points: most when running dry means a forced surrender
 * (HG4 `stuck: 'surrender'`), less when a stuck player may pass or top up from the bank.
 */
const CHIP_WEIGHT = { surrender: 0.4, pass: 0.3, 'top-up': 0.2 } as const;

function armyScore(s: HorsemenState, seat: 0 | 1): number {
  let score = CHIP_WEIGHT[s.options.stuck] * s.players[seat].fund;
  s.cells[seat]!.forEach((cells, line) => {
    const colour = s.lines[line];
    cells.forEach((id, row) => {
      if (!id) return;
      const card = s.cards[id]!;
      const points = currentPoints(s, card, line);
      const wasting = card.faceUp && (colour === 'famine' || colour === 'plague');
      if (!isKingValue(card.value)) {
        score += points - (wasting ? 1 : 0);
        return;
      }
      // The king: losing it loses the game (H4), so its safety outweighs points.
      if (!card.faceUp) {
        if (row === 0) score -= 4; // exposed to a compare as soon as it is flipped
        return;
      }
      if (wasting) score -= 24 / Math.max(1, points); // starving or sick: dies when points reach 0 (H16, H18)
      if (row === 0) {
        const foeId = s.cells[1 - seat]![line]![0];
        const foe = foeId ? s.cards[foeId] : undefined;
        if (!foe?.faceUp) score -= 3;
        else if (currentPoints(s, foe, line) + (colour === 'war' ? 3 : 0) >= points) score -= 25;
      }
    });
  });
  return score;
}
