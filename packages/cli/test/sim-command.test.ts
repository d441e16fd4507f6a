import type { AnyGame } from '@warboard/core';
import { makeToyGame } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import { registryOf, run } from './capture.js';

const race = makeToyGame({ rules: 'race' });

const toy = makeToyGame();
const registry = registryOf(toy, race);

/** A game that counts its setups, to prove bad input is refused before any game runs. */
function counting(): { game: AnyGame; setups: () => number } {
  let setups = 0;
  const game: AnyGame = {
    ...race,
    setup: (options, seed) => {
      setups++;
      return race.setup(options, seed);
    },
  };
  return { game, setups: () => setups };
}

describe('warboard sim: arguments', () => {
  const usage = async (args: string[], message: RegExp) => {
    const { game, setups } = counting();
    const r = await run(['sim', ...args], registryOf(game, toy));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(setups()).toBe(0);
  };

  it('refuses an unknown game, naming the known ones', () =>
    usage(['chess', '--games', '3'], /unknown game 'chess' \(known: race, toy\)/));
  it('refuses a missing game', () => usage([], /missing required argument 'game'/));
  it('refuses zero games', () => usage(['race', '--games', '0'], /--games.*must be a whole number/));
  it('refuses negative games', () => usage(['race', '--games', '-5'], /--games/));
  it('refuses a non-numeric game count', () => usage(['race', '--games', 'many'], /--games/));
  it('refuses an unknown flag', () => usage(['race', '--bogus'], /unknown option '--bogus'/));
  it('refuses zero workers', () => usage(['race', '--workers', '0'], /--workers.*must be a whole number/));
  it('refuses options the game refuses', () =>
    usage(['race', '--option', 'target=0'], /race: options refused: target must be 1\.\.50/));
  it('refuses an option without a value', () => usage(['race', '--option', 'target'], /key=value/));
  it('refuses a player count outside the game capabilities', () =>
    usage(['race', '--players', '5'], /race is for 2–4 players, not 5/));
  it('refuses another player count for a fixed-count game', () =>
    usage(['toy', '--players', '3'], /toy is for 2 players, not 3/));
  it('passes --ruleset to the game, which may refuse it', () =>
    usage(['race', '--ruleset', 'original'], /options refused: unknown option ruleset/));
});

describe('warboard sim: output', () => {
  it('accepts --players equal to the fixed player count of a game without passing it on', async () => {
    const r = await run(['sim', 'toy', '--games', '3', '--players', '2', '--json'], registry);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).options).toEqual({ deckSize: 9 });
  });

  it('prints one JSON object with games and errors', async () => {
    const r = await run(
      ['sim', 'race', '--games', '50', '--seed', 's', '--json', '--players', '3'],
      registry,
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const summary = JSON.parse(r.stdout);
    expect(summary.games).toBe(50);
    expect(summary.errors).toBe(0);
    expect(summary.options).toEqual({ players: 3, target: 10 });
    expect(summary.winsPerSeat).toHaveLength(3);
    expect(summary.seed).toBe('s');
  });

  it('passes repeated --option values to the game, read as JSON', async () => {
    const r = await run(
      ['sim', 'race', '--games', '5', '--json', '--option', 'target=20', '--option', 'players=4'],
      registry,
    );
    expect(JSON.parse(r.stdout).options).toEqual({ players: 4, target: 20 });
  });

  it('gives the same JSON for the same seed, apart from timing', async () => {
    const args = ['sim', 'toy', '--games', '40', '--seed', 'again', '--json'];
    const [a, b] = [
      JSON.parse((await run(args, registry)).stdout),
      JSON.parse((await run(args, registry)).stdout),
    ];
    delete a.timing;
    delete b.timing;
    expect(b).toEqual(a);
  });

  it('prints a table of wins per seat and tag, lengths and events', async () => {
    const r = await run(['sim', 'race', '--games', '100'], registry);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(''); // no progress bar when stderr is not a terminal
    expect(r.stdout).toMatch(/^games 100 · finished 100 · draws \d+ · errors 0$/m);
    expect(r.stdout).toMatch(/^seat\s+wins\s+share$/m);
    expect(r.stdout).toMatch(/^1\s+\d+\s+\d+\.\d%$/m);
    expect(r.stdout).toMatch(/^parity\s+seats\s+wins\s+win rate$/m);
    expect(r.stdout).toMatch(/^actions\s+\d+\.\d\s+\d+\.\d\s+\d+\s+\d+$/m);
    expect(r.stdout).toMatch(/^ {2}kind=two\s+\d+$/m);
    expect(r.stdout).toContain('games/s');
  });

  it('exits 1 and lists the first errors when an engine fails', async () => {
    const broken: AnyGame = {
      ...race,
      id: 'broken',
      apply: () => {
        throw new Error('engine exploded');
      },
    };
    const r = await run(['sim', 'broken', '--games', '7', '--json'], registryOf(broken));
    expect(r.code).toBe(1);
    const summary = JSON.parse(r.stdout);
    expect(summary.errors).toBe(7);
    expect(summary.errorSamples).toHaveLength(5);
    expect(summary.errorSamples[0].message).toContain('engine exploded');
    const human = await run(['sim', 'broken', '--games', '2'], registryOf(broken));
    expect(human.code).toBe(1);
    expect(human.stdout).toContain('game 0 (seed "warboard/0"): threw after 0 actions: engine exploded');
  });

  it('draws a progress bar on stderr when it is a terminal, and none with --json', async () => {
    const r = await run(['sim', 'race', '--games', '3'], registry, true);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('3/3 games');
    expect(r.stdout).not.toContain('games |');
    const json = await run(['sim', 'race', '--games', '3', '--json'], registry, true);
    expect(json.stderr).toBe('');
  });

  it('shows help with exit code 0', async () => {
    const r = await run(['sim', '--help'], registry);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--games <n>');
  });
});
