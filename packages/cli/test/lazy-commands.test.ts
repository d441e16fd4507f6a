import { describe, expect, it } from 'vitest';
import { games } from '../src/games.js';
import { run } from './capture.js';

const COMMANDS = ['start|serve', 'sim', 'odds', 'ladder', 'lab', 'replay'];

describe('commands are loaded when they run', () => {
  it('the help still lists every command, in order', async () => {
    const r = await run(['--help'], games);
    expect(r.code).toBe(0);
    const listed = COMMANDS.map((name) => r.stdout.indexOf(`  ${name} `));
    expect(listed.every((at) => at > 0)).toBe(true);
    expect([...listed].sort((a, b) => a - b)).toEqual(listed);
  });

  it('a mistyped command is still told the nearest name', async () => {
    const r = await run(['simm'], games);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown command 'simm'[\s\S]*Did you mean sim\?/);
  });
});
