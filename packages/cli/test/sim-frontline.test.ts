import { describe, expect, it } from 'vitest';
import { games } from '../src/games.js';
import { run } from './capture.js';

// The real registry: `warboard sim frontline` end to end, in-process, on small tables to stay quick.
describe('warboard sim frontline', () => {
  it.each(['revised', 'original'])('plays %s games without engine errors', async (ruleset) => {
    const r = await run(
      ['sim', 'frontline', '--players', '2', '--ruleset', ruleset, '--games', '3', '--seed', 'cli', '--json'],
      games,
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.games).toBe(3);
    expect(s.errors).toBe(0);
    expect(s.options).toMatchObject({ players: 2, ruleset });
    expect(s.winsPerSeat).toHaveLength(2);
    expect(s.winsPerSeat[0] + s.winsPerSeat[1] + s.draws).toBe(3);
    // Turns, battles and claimed objectives come from the engine's events, with no Frontline code here.
    expect(s.events.turn.perGame.mean).toBeGreaterThan(0);
    expect(s.events.objective.total).toBeGreaterThan(0);
    // Objectives claimed per tier and per kind of goal (FG4), and battles fought.
    const byTier = s.events.objective.byField.tier as Record<string, number>;
    const byKind = s.events.objective.byField.kind as Record<string, number>;
    const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
    expect(sum(byTier)).toBe(s.events.objective.total);
    expect(sum(byKind)).toBe(s.events.objective.total);
    expect(s.events.battle.total).toBeGreaterThan(0);
  });

  it('refuses an unknown ruleset and a table too large, before playing', async () => {
    const ruleset = await run(['sim', 'frontline', '--ruleset', 'modern'], games);
    expect(ruleset.code).toBe(2);
    expect(ruleset.stderr).toMatch(/^error: frontline: options refused: ruleset: .*\n$/);
    const players = await run(['sim', 'frontline', '--players', '7'], games);
    expect(players.code).toBe(2);
    expect(players.stderr).toBe('error: frontline is for 2–6 players, not 7\n');
  });
});
