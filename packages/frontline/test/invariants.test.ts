import { pickActingSeat, randomAction, seedRng } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { armorOnBoard, type FrontlineState, frontline, homeCount, maxFront } from '../src/index.js';

/** What must hold after every action of any game, checked along seeded random games of both rulesets. */
function invariants(s: FrontlineState): string[] {
  const bad: string[] = [];
  const max = maxFront(s);
  for (const [id, t] of Object.entries(s.territories)) {
    for (const [border, row] of Object.entries(t.home.fronts))
      if (row.length > max) bad.push(`${id}/${border} front of ${row.length} (R4.3, O7.2)`);
    for (const f of [...t.invaders, ...t.coast])
      if (f.front.length > max) bad.push(`${id} force front of ${f.front.length} (R4.3)`);
    for (const rear of [t.home.rear, ...t.invaders.map((i) => i.rear), ...t.coast.map((c) => c.rear)]) {
      if (rear.some((d) => d !== 'D')) bad.push(`${id} rear holds a whole division (R4.6)`);
    }
    if (!s.battle && t.holder !== null && homeCount(t.home) === 0) bad.push(`${id} held with no divisions`);
    if (!s.battle && t.holder === null && t.invaders.length === 1)
      bad.push(`${id} a lone invader did not move in (FG16)`);
    if (t.holder !== null && s.players[t.holder]!.eliminated)
      bad.push(`${id} held by an eliminated player (FG7)`);
  }
  s.players.forEach((_, seat) => {
    if (armorOnBoard(s, seat) > s.options.armorPieces)
      bad.push(`seat ${seat} has more armor than pieces (O5.4)`);
  });
  const faceUp = s.turn.table.length + (s.offer ? s.offer.more.length + s.offer.got.length : 0); // FG12
  const cards = s.deck.length + s.discard.length + s.players.reduce((n, p) => n + p.hand.length, 0) + faceUp;
  if (cards !== 42) bad.push(`${cards} territory cards in play, not 42 (FG10)`);
  return bad;
}

describe.each(['revised', 'original'] as const)('invariants along random games, %s', (ruleset) => {
  it.each([2, 4, 6])('%i players', (players) => {
    for (let g = 0; g < 2; g++) {
      const options = frontline.parseOptions({ ruleset, players, turnLimit: 8, stepsPerTurn: 60 });
      if (!options.ok) throw new Error(options.error.message);
      const setup = frontline.setup(options.value, `invariants-${ruleset}-${players}-${g}`);
      if (!setup.ok) throw new Error(setup.error.message);
      let s = setup.value;
      const rng = seedRng(`driver-${g}`);
      for (let step = 0; step < 20_000; step++) {
        const seat = pickActingSeat(frontline, s, rng);
        if (seat === null) break;
        const next = frontline.apply(s, seat, randomAction(frontline, s, seat, rng));
        if (!next.ok) throw new Error(next.error.message);
        s = next.value.state;
        expect(invariants(s)).toEqual([]);
      }
      expect(frontline.outcome(s)).not.toBeNull();
    }
  });
});
