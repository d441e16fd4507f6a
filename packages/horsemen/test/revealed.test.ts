/**
 * The revealed view (the contract's `revealed`, for a finished game's revealed replay): the spectator's view
 * with every face-down card and every king shown, and nothing else added — never the piles' order nor the PRNG.
 */
import { playedState } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import { horsemen } from '../src/index.js';

describe('the revealed view', () => {
  // Just after the face-down placement (H9): every card on the table, most of them face down.
  const placed = playedState(horsemen, {}, 'revealed', 16);

  it('H9 shows every face-down card, each as its controller sees it, and every king', () => {
    const revealed = horsemen.revealed!(placed);
    const spectator = horsemen.view(placed, null);
    let hidden = 0;
    for (const [side, lines] of revealed.board.entries()) {
      const own = horsemen.view(placed, side);
      for (const [line, cells] of lines.entries()) {
        for (const [row, cell] of cells.entries()) {
          const public_ = spectator.board[side]![line]![row]!;
          if (cell && !cell.faceUp) {
            expect(public_).toEqual({ faceUp: false, card: null });
            expect(cell.card?.id).toBe(own.board[side]![line]![row]?.card?.id);
            hidden++;
          }
        }
      }
    }
    expect(hidden).toBeGreaterThan(8);
    expect(revealed.players.every((p) => p.king !== null)).toBe(true);
  });

  it('adds nothing but what was hidden: the same as the spectator’s view once the faces are blanked', () => {
    const revealed = horsemen.revealed!(placed);
    const blanked = {
      ...revealed,
      board: revealed.board.map((lines) =>
        lines.map((cells) => cells.map((c) => (c && !c.faceUp ? { faceUp: false, card: null } : c))),
      ),
      players: revealed.players.map((p, i) => ({ ...p, king: horsemen.view(placed, null).players[i]!.king })),
    };
    expect(blanked).toEqual(horsemen.view(placed, null));
    expect(JSON.stringify(revealed)).not.toMatch(/rng|seed/);
  });
});
