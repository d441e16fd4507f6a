import { describe, expect, it } from 'vitest';
import { main } from '../src/main.js';
import { registryOf } from './capture.js';
import { raceBots, raceWithBots } from './ladder-game.js';

async function ladder(args: readonly string[], bots = raceBots()) {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text), isTTY: false },
    stderr: { write: (text: string) => (stderr += text), isTTY: false },
  };
  const code = await main(
    ['node', 'warboard', 'ladder', ...args],
    io,
    registryOf(raceWithBots),
    bots.registry,
  );
  return { code, stdout, stderr, made: bots.made() };
}

describe('warboard ladder: arguments', () => {
  const usage = async (args: string[], message: RegExp) => {
    const r = await ladder(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.made).toBe(0); // refused before any game ran
  };

  it('refuses an unknown game', () =>
    usage(['--game', 'chess', '--bots', 'random,exact'], /unknown game 'chess' \(known: race\)/));
  it('refuses an unknown bot, naming the known ones', () =>
    usage(
      ['--game', 'race', '--bots', 'random,genius'],
      /unknown bot 'genius' for race \(known: random, exact, hard\)/,
    ));
  it('refuses a single bot', () => usage(['--game', 'race', '--bots', 'random'], /at least two bots/));
  it('refuses a bot listed twice', () =>
    usage(['--game', 'race', '--bots', 'exact,exact'], /'exact' is listed twice/));
  it('refuses an empty bot name', () =>
    usage(['--game', 'race', '--bots', 'exact,,random'], /empty bot name/));
  it('refuses zero games', () =>
    usage(['--game', 'race', '--bots', 'random,exact', '--games', '0'], /--games/));
  it('refuses negative games', () =>
    usage(['--game', 'race', '--bots', 'random,exact', '--games', '-3'], /--games/));
  it('refuses zero workers', () =>
    usage(['--game', 'race', '--bots', 'random,exact', '--workers', '0'], /--workers/));
  it('requires --bots', () => usage(['--game', 'race'], /--bots/));
  it('refuses options the game refuses', () =>
    usage(['--game', 'race', '--bots', 'random,exact', '--option', 'target=99'], /options refused/));
  it('refuses a player count outside the game', () =>
    usage(['--game', 'race', '--bots', 'random,exact', '--players', '5'], /race is for 2–4 players, not 5/));

  it('refuses a game without bots, saying why', async () => {
    const r = await main(
      ['node', 'warboard', 'ladder', '--game', 'race', '--bots', 'random,exact'],
      { stdout: { write: () => true }, stderr: { write: (t: string) => expect(t).toMatch(/no bots/) } },
      registryOf(raceWithBots),
      new Map([['race', { bots: new Map(), missing: 'race has no bots yet: no determinize' }]]),
    );
    expect(r).toBe(2);
  });
});

describe('warboard ladder: results', () => {
  const args = ['--game', 'race', '--bots', 'random,exact,hard', '--games', '12', '--seed', 'lad', '--json'];

  it('reports every pair both ways and a standing per bot, as one JSON object', async () => {
    const r = await ladder(args);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({
      game: 'race',
      seed: 'lad',
      players: 2,
      gamesPerPair: 12,
      bots: ['random', 'exact', 'hard'],
      evenShare: 0.5,
      drawRule: 'separate',
      games: 36,
      plannedGames: 36,
      stopped: false,
      errors: 0,
    });
    expect(s.pairs.map((p: { bots: string[] }) => p.bots)).toEqual([
      ['random', 'exact'],
      ['random', 'hard'],
      ['exact', 'hard'],
    ]);
    for (const pair of s.pairs) {
      expect(pair.games).toBe(12);
      const [a, b] = pair.results;
      expect(a.wins + b.wins + pair.draws).toBe(12);
      for (const rec of [a, b]) {
        expect(rec.games).toBe(12);
        expect(rec.wins + rec.draws + rec.losses).toBe(12);
        expect(rec.winRate).toBeCloseTo(rec.wins / 12, 12);
        expect(rec.interval[0]).toBeLessThanOrEqual(rec.winRate);
        expect(rec.interval[1]).toBeGreaterThanOrEqual(rec.winRate);
      }
    }
    expect(s.standings.map((b: { bot: string }) => b.bot).sort()).toEqual(['exact', 'hard', 'random']);
    expect(s.standings.at(-1).bot).toBe('random'); // the bot that never aims for the target comes last
    expect(s.timing.workers).toBe(1);
  });

  it('replays the same results from the same seed, and other ones from another seed', async () => {
    const strip = (text: string) => {
      const { timing: _t, ...rest } = JSON.parse(text);
      return rest;
    };
    const a = strip((await ladder(args)).stdout);
    const b = strip((await ladder(args)).stdout);
    expect(b).toEqual(a);
    const other = [...args.slice(0, -2), 'other', '--json'];
    expect(strip((await ladder(other)).stdout)).not.toEqual(a);
  });

  it('seats the lone bot in every seat in turn with more players', async () => {
    const r = await ladder([
      '--game',
      'race',
      '--bots',
      'random,exact',
      '--games',
      '6',
      '--players',
      '3',
      '--json',
    ]);
    const s = JSON.parse(r.stdout);
    expect(s.players).toBe(3);
    expect(s.evenShare).toBeCloseTo(1 / 3, 12);
    const [random, exact] = s.pairs[0].results;
    expect(random.games).toBe(3);
    expect(exact.games).toBe(3);
  });

  it('prints a table per pair and per bot, with the counting rule stated', async () => {
    const r = await ladder(args.filter((a) => a !== '--json'));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/draws are counted apart, not as wins/);
    expect(r.stdout).toMatch(/bot\s+against\s+games\s+wins\s+draws\s+losses\s+win rate\s+95% interval/);
    expect(r.stdout).toMatch(/^exact\s+random\s+12\s/m);
    expect(r.stdout).toMatch(/games 36 · errors 0 · 1 worker/);
  });
});

describe('warboard ladder: stopped early', () => {
  it('summarises the games finished before the stop, and says so', async () => {
    const { runLadder } = await import('../src/ladder-run.js');
    const { registriesFor } = await import('../src/tasks.js');
    const stop = new AbortController();
    const s = await runLadder(raceWithBots, {
      bots: ['random', 'exact'],
      gamesPerPair: 20,
      seed: 'stop',
      options: {},
      players: 2,
      workers: 1,
      registries: registriesFor(registryOf(raceWithBots), raceBots().registry),
      signal: stop.signal,
      onProgress: (done) => done === 5 && stop.abort(),
    });
    expect(s).toMatchObject({ games: 5, plannedGames: 20, stopped: true });
    const [random, exact] = s.pairs[0]?.results ?? [];
    expect((random?.games ?? 0) + (exact?.games ?? 0)).toBe(10);
    const { formatLadder } = await import('../src/format-ladder.js');
    expect(formatLadder(s)).toMatch(/stopped early: 5 of 20 games played/);
  });
});
