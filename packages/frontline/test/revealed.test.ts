/**
 * The revealed view (the contract's `revealed`, for a finished game's revealed replay): the spectator's view
 * with every hand shown (FG10: hands are each player's own during the game), and nothing else added — never
 * the deck's order nor the PRNG.
 */
import { playedState } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';

describe('the revealed view', () => {
  const later = playedState(frontline, { players: 3 }, 'revealed', 400);

  it('FG10 shows every hand as its own seat sees it, and is the spectator’s view otherwise', () => {
    const revealed = frontline.revealed!(later);
    const spectator = frontline.view(later, null);
    for (const [seat, p] of revealed.players.entries()) {
      expect(p.hand).toEqual(frontline.view(later, seat).players[seat]!.hand);
      expect(spectator.players[seat]!.hand).toBeNull();
    }
    expect(revealed.players.some((p) => (p.hand ?? []).length > 0)).toBe(true);
    const blanked = { ...revealed, players: revealed.players.map((p) => ({ ...p, hand: null })) };
    expect(blanked).toEqual(spectator);
    expect(JSON.stringify(revealed)).not.toMatch(/rng|seed/);
  });
});
