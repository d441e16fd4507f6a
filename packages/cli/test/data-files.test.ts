import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bots } from '../src/bot-registry.js';
import { games } from '../src/games.js';
import { planExperiment } from '../src/lab/experiment.js';
import { gameOptions } from '../src/option-input.js';
import { run } from './capture.js';

const dir = mkdtempSync(join(tmpdir(), 'warboard-objectives-'));
const write = (name: string, value: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};
const SET = {
  faceUp: { minor: 1, major: 1 },
  pool: [
    { id: 'land-9', tier: 'minor', goal: { kind: 'territories', count: 9 }, reward: 'airfield' },
    { id: 'capital', tier: 'major', goal: { kind: 'enemy-capital' }, reward: 'two-armies' },
  ],
};

describe('FG4 objective sets as data files: read by the CLI, judged by the engine', () => {
  it('FG4 the game options read an objective set named by path (sim, ladder and lab share this)', () => {
    const path = write('set.json', SET);
    const { input, parsed } = gameOptions(games.get('frontline')!.game, { option: { objectives: path } });
    expect(input.objectives).toEqual(SET);
    expect((parsed as { objectives: unknown }).objectives).toEqual(SET);
  });

  it('FG4 sim loads an objective set by name', async () => {
    const r = await run(
      [
        'sim',
        'frontline',
        '--players',
        '2',
        '--games',
        '1',
        '--json',
        '--workers',
        '1',
        '--option',
        'turnLimit=2',
        '--option',
        'objectives=long-war',
      ],
      games,
    );
    expect(JSON.parse(r.stdout).options.objectives).toBe('long-war');
  }, 120_000);

  it('FG4 a malformed file is refused naming the field; a missing or broken file names the file', async () => {
    const bad = write('bad.json', { ...SET, pool: [SET.pool[0], { ...SET.pool[1], tier: 'huge' }] });
    const r = await run(['sim', 'frontline', '--option', `objectives=${bad}`], games);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/options refused: objectives\.pool\.1\.tier: .* \(FG4, bad-option\)/);
    const missing = await run(
      [
        'ladder',
        '--game',
        'frontline',
        '--bots',
        'random,heuristic',
        '--option',
        `objectives=${dir}/none.json`,
      ],
      games,
    );
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/objectives: cannot read .*none\.json: ENOENT/);
    const broken = await run(
      ['sim', 'frontline', '--option', `objectives=${write('broken.json', '{')}`],
      games,
    );
    expect(broken.stderr).toMatch(/objectives: .*broken\.json is not JSON/);
  });

  it('FG4 a lab variant may name a file: the variant keeps the path and a digest of what it read', () => {
    const path = write('lab.json', SET);
    const plan = planExperiment(games, bots, {
      game: 'frontline',
      players: 2,
      option: {},
      variants: ['defaults', `objectives=${path}`],
      bots: 'random',
      games: 1,
      seed: 'f',
    } as Parameters<typeof planExperiment>[2]);
    expect(plan.variants[1]!.key).toMatch(
      new RegExp(`^objectives=${path.replace(/[.]/g, '\\.')}#[0-9a-f]{8}$`),
    );
    expect((plan.variants[1]!.options as { objectives: unknown }).objectives).toEqual(SET);
  });
});
