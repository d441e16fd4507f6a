import { describe, expect, it } from 'vitest';
import { games } from '../src/games.js';
import { run } from './capture.js';

// The real registry: `warboard sim horsemen` end to end, in-process.
describe('warboard sim horsemen', () => {
  it('plays games without engine errors and groups wins by faction', async () => {
    const r = await run(['sim', 'horsemen', '--games', '30', '--seed', 'cli', '--json'], games);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.games).toBe(30);
    expect(s.errors).toBe(0);
    expect(s.finished).toBe(30);
    expect(s.winsPerSeat).toHaveLength(2);
    expect(s.winsPerSeat[0] + s.winsPerSeat[1] + s.draws).toBe(30);
    const factions = Object.keys(s.winsByTag.faction ?? {});
    expect(factions.length).toBeGreaterThan(0);
    for (const f of factions) expect(['war', 'famine', 'death', 'plague']).toContain(f);
    const seats = Object.values(s.winsByTag.faction as Record<string, { seats: number }>);
    expect(seats.reduce((n, t) => n + t.seats, 0)).toBeGreaterThanOrEqual(60); // every seat has a faction
  });

  it('replays the same summary from the same seed', async () => {
    const args = ['sim', 'horsemen', '--games', '10', '--seed', 'again', '--json'];
    const { timing: _a, ...a } = JSON.parse((await run(args, games)).stdout);
    const { timing: _b, ...b } = JSON.parse((await run(args, games)).stdout);
    expect(b).toEqual(a);
  });

  it('passes rules options through and refuses bad ones before playing', async () => {
    const ok = await run(['sim', 'horsemen', '--games', '3', '--json', '--option', 'tie=both-die'], games);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).options.tie).toBe('both-die');
    const bad = await run(['sim', 'horsemen', '--option', 'stalemateLimit=1'], games);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(
      /^error: horsemen: options refused: .*stalemateLimit.*\(HG14, bad-option\)\n$/,
    );
  });

  it('is a two-player game', async () => {
    const r = await run(['sim', 'horsemen', '--players', '3'], games);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('error: horsemen is for 2 players, not 3\n');
  });
});
