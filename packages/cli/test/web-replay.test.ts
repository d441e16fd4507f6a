/**
 * A lab game opened in the web client: `warboard lab replay … --web` hands the game's record to a real server
 * (SQLite file), whose replay then answers exactly the engine's replay of that record — every action, the
 * view after each one, the outcome; `warboard replay FILE` does the same for a saved record, refusals come back
 * as one line with the server's typed error, and without `--server` the command starts a server of its own, on 127.0.0.1.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, foldLog, type GameRecord, replay, setupFromRecord } from '@warboard/core';
import { frontline } from '@warboard/frontline';
import { createServer, openSqlite, type Replay, type WarboardServer } from '@warboard/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/games.js';
import { main } from '../src/main.js';
import { run } from './capture.js';

const dir = mkdtempSync(join(tmpdir(), 'warboard-web-replay-'));
const labGame = ['--game', 'frontline', '--bots', 'heuristic', '--seed', 'web-test', '--index', '2'];

/** The public view before the first action and after each one, by the engine alone. */
function engineViews(game: AnyGame, record: GameRecord): unknown[] {
  const initial = setupFromRecord(game, record.options, record.seed);
  if (!initial.ok) throw new Error(initial.error.message);
  const views = [game.view(initial.value, null)];
  foldLog(game, initial.value, record.actions, (_a, applied) => views.push(game.view(applied.state, null)));
  return views;
}

async function replayAt(address: string): Promise<Replay> {
  const { origin, pathname } = new URL(address);
  const id = pathname.replace('/replay/', '');
  // One page as long as the server serves (replayMaxPageSteps): the whole of these lab games.
  const response = await fetch(`${origin}/api/games/${id}/replay?full=1&limit=1000`);
  expect(response.status).toBe(200);
  const replay = (await response.json()) as Replay;
  expect(replay.next).toBeNull();
  return replay;
}

describe('lab games in the web client', () => {
  let server: WarboardServer;
  let url: string;
  let record: GameRecord;
  beforeAll(async () => {
    server = await createServer({
      storage: openSqlite(join(dir, 'server.sqlite')),
      bots: 'inline',
      logger: false,
    });
    url = await server.listen(0);
    const printed = await run(['lab', 'replay', ...labGame, '--json'], games);
    expect(printed.code).toBe(0);
    record = JSON.parse(printed.stdout) as GameRecord;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lab replay --web: the server's replay is the engine's replay of the lab's record", async () => {
    const opened = await run(['lab', 'replay', ...labGame, '--web', '--server', url], games);
    expect(opened.stderr).toBe('');
    expect(opened.code).toBe(0);
    const address = opened.stdout.trim();
    expect(address).toMatch(new RegExp(`^${url}/replay/[\\w-]+$`));
    const answer = await replayAt(address);
    expect(answer).toMatchObject({ game: 'frontline', status: 'over', imported: true });
    expect(answer.seats.map((s) => s.difficulty)).toEqual([
      'heuristic',
      'heuristic',
      'heuristic',
      'heuristic',
    ]);
    expect(answer.steps.map((s) => ({ seat: s.actor, action: s.action }))).toEqual(record.actions);
    expect([answer.start, ...answer.steps.map((s) => s.view)]).toEqual(engineViews(frontline, record));
    const end = replay(frontline, record);
    expect(end.ok && answer.outcome).toEqual(end.ok ? frontline.outcome(end.value) : 'refused');
    // The page itself: the client's route, served by the server (index.html, or the API alone if unbuilt).
    expect((await fetch(address)).status).not.toBe(500);
  });

  it('replay FILE: a saved record, on a running server; a refused one is one line with its typed error', async () => {
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(record));
    const opened = await run(['replay', file, '--server', url], games);
    expect(opened.code).toBe(0);
    const answer = await replayAt(opened.stdout.trim());
    expect(answer.steps.map((s) => ({ seat: s.actor, action: s.action }))).toEqual(record.actions);

    const old = join(dir, 'old.json');
    writeFileSync(old, JSON.stringify({ ...record, rulesVersion: '1' }));
    const refused = await run(['replay', old, '--server', url], games);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^error: the server refused the record: wrong-rules-version: .*rules 1.*\n$/,
    );

    const garbled = join(dir, 'garbled.json');
    writeFileSync(garbled, '{"game": ');
    const notJson = await run(['replay', garbled, '--server', url], games);
    expect(notJson).toMatchObject({ code: 2, stdout: '' });
    expect(notJson.stderr).toMatch(/garbled\.json is not JSON/);
    const nobody = await run(['replay', file, '--server', 'http://127.0.0.1:9'], games);
    expect(nobody.code).toBe(2);
    expect(nobody.stderr).toMatch(/no Warboard server answers at http:\/\/127\.0\.0\.1:9/);
    expect((await run(['lab', 'replay', ...labGame, '--web', '--json'], games)).code).toBe(2);
  });

  it('without --server, starts a server of its own, keeps the replay there, and stops on Ctrl-C', async () => {
    const file = join(dir, 'own.json');
    writeFileSync(file, JSON.stringify(record));
    let stdout = '';
    const io = { stdout: { write: (text: string) => (stdout += text) }, stderr: { write: () => true } };
    const running = main(['node', 'warboard', 'replay', file, '--data', join(dir, 'own')], io, games);
    await expect.poll(() => stdout, { timeout: 20_000 }).toMatch(/Ctrl-C stops it/);
    const address = stdout.split('\n')[0] ?? '';
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/replay\//); // this machine alone, by default
    const answer = await replayAt(address);
    expect(answer.steps).toHaveLength(record.actions.length);
    process.emit('SIGINT');
    expect(await running).toBe(0);
    await expect(fetch(address)).rejects.toThrow(); // the server it started is gone
  });
});
