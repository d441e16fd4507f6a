/**
 * Imported replays: a finished game's record (core's GameRecord) brought in through `POST /api/imports`, played
 * again by the server's engine, stored whole and opened as a read-only replay — every seat's view for the one
 * who gave the seed — and refused, with a typed error, when it is not JSON, of an unknown game or rules
 * version, does not replay, is unfinished, or is too big. On SQLite and, with DATABASE_URL, PostgreSQL.
 */
import { type AnyGame, type GameRecord, randomPlayout, seedRng } from '@warboard/core';
import { horsemen } from '@warboard/horsemen';
import { MAX_IMPORT_BYTES } from '@warboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, engineViews, http, type Json, startServer, type TestServer, tempDir } from './helpers.js';

/** A whole random game of `game`, as the lab would hand it over. */
function recordOf(game: AnyGame, seed: string): GameRecord {
  const options = game.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  const start = game.setup(options.value, seed);
  if (!start.ok) throw new Error(start.error.message);
  const played = randomPlayout(game, start.value, seedRng(`${seed}/bots`));
  return {
    game: game.id,
    rulesVersion: game.rulesVersion,
    options: options.value,
    seed,
    actions: played.actions,
  };
}

const record = recordOf(horsemen, 'import-test');

describe.each(backends)('imported replays ($name)', ({ open }) => {
  const temp = tempDir();
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ storage: await open(temp.dir) });
  });
  afterAll(async () => {
    await t.close();
    temp.remove();
  });

  it('replays the record exactly, as every seat saw it, read-only and out of the lobby', async () => {
    const imported = await http('POST', `${t.url}/api/imports`, { ...record, bots: ['random', 'hard'] });
    expect(imported.status).toBe(201);
    const id: string = imported.body.id;
    expect(imported.body.path).toBe(`/replay/${id}`);
    expect(imported.body.summary).toMatchObject({ id, game: 'horsemen', status: 'over', imported: true });
    expect(imported.body.summary.seats.map((s: Json) => s.difficulty)).toEqual(['random', 'hard']);

    const full = (await http('GET', `${t.url}/api/games/${id}/replay?full=1`)).body;
    expect(full.imported).toBe(true);
    expect(full.steps.map((s: Json) => ({ seat: s.actor, action: s.action }))).toEqual(record.actions);
    const publicViews = engineViews(horsemen, record, null);
    expect([full.start, ...full.steps.map((s: Json) => s.view)]).toEqual(publicViews);
    expect(JSON.stringify(full)).not.toContain(record.seed);

    // Each seat's own view, hand and all: what the importer's record (seed included) already held.
    for (const seat of [0, 1]) {
      const seen = (await http('GET', `${t.url}/api/games/${id}/replay?full=1&seat=${seat}`)).body;
      const views = [seen.start, ...seen.steps.map((s: Json) => s.view)];
      expect(views).toEqual(engineViews(horsemen, record, seat));
      expect(views).not.toEqual(publicViews); // Four Horsemen hides hands: a seat sees more
    }
    // Paged like every replay, a seat's views too: a page starts from that seat's view at its `from`.
    const paged = (await http('GET', `${t.url}/api/games/${id}/replay?full=1&seat=1&from=2&limit=3`)).body;
    expect(paged).toMatchObject({ from: 2, total: record.actions.length, next: 5 });
    const seatViews = engineViews(horsemen, record, 1);
    expect([paged.start, ...paged.steps.map((s: Json) => s.view)]).toEqual(seatViews.slice(2, 6));
    expect((await http('GET', `${t.url}/api/games/${id}/replay?seat=2`)).body.error.code).toBe('no-seat');

    // Not playable: no seat to take, and not among the lobby's games of any status.
    const join = await http('POST', `${t.url}/api/games/${id}/seats/0/join`, {});
    expect(join.status).toBe(409);
    for (const status of ['open', 'live', 'over']) {
      const listed = (await http('GET', `${t.url}/api/games?status=${status}`)).body.games;
      expect(listed.map((g: Json) => g.id)).not.toContain(id);
    }
  });

  it('keeps an import in storage: a restarted server still replays it', async () => {
    const imported = await http('POST', `${t.url}/api/imports`, record);
    expect(imported.status).toBe(201);
    await t.close();
    t = await startServer({ storage: await open(temp.dir) });
    const again = await http('GET', `${t.url}/api/games/${imported.body.id}/replay?full=1`);
    expect(again.status).toBe(200);
    expect(again.body.imported).toBe(true);
    expect(again.body.steps.map((s: Json) => ({ seat: s.actor, action: s.action }))).toEqual(record.actions);
  });

  it("keeps a seat's view of a game played here to that seat", async () => {
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'horsemen',
      seats: [{ kind: 'bot' }, { kind: 'bot' }],
      decisionMs: 50,
      fullReplay: true,
    });
    const id: string = created.body.id;
    await expect
      .poll(async () => (await http('GET', `${t.url}/api/games/${id}`)).body.status, { timeout: 20_000 })
      .toBe('over');
    const seen = await http('GET', `${t.url}/api/games/${id}/replay?full=1&seat=0`);
    expect(seen).toMatchObject({ status: 403, body: { error: { code: 'hidden' } } });
    expect((await http('GET', `${t.url}/api/games?status=over`)).body.games.map((g: Json) => g.id)).toContain(
      id,
    );
  });

  it('refuses, with a typed error, whatever is not a finished game that replays', async () => {
    const post = async (body: string) => {
      const r = await fetch(`${t.url}/api/imports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: r.status, code: ((await r.json()) as Json).error?.code };
    };
    const as = (changed: Partial<Record<keyof GameRecord | 'bots', unknown>>) =>
      post(JSON.stringify({ ...record, ...changed }));
    const action = record.actions[3];
    const wrong = [...record.actions];
    wrong[3] = { seat: 1 - (action?.seat ?? 0), action: action?.action }; // the other seat out of turn
    expect(await post('{"game": "horsemen", ')).toEqual({ status: 400, code: 'bad-json' });
    expect(await post('')).toEqual({ status: 400, code: 'bad-json' });
    expect(await post('[1, 2]')).toEqual({ status: 400, code: 'bad-record' });
    expect(await as({ seed: undefined })).toEqual({ status: 400, code: 'bad-record' });
    expect(await as({ game: 'chess' })).toEqual({ status: 400, code: 'unknown-game-type' });
    expect(await as({ rulesVersion: '0' })).toEqual({ status: 409, code: 'wrong-rules-version' });
    expect(await as({ options: { nonsense: true } })).toEqual({ status: 400, code: 'bad-options' });
    expect(await as({ actions: wrong })).toEqual({ status: 422, code: 'does-not-replay' });
    expect(await as({ actions: record.actions.slice(0, 5) })).toEqual({ status: 422, code: 'not-over' });
    expect(await as({ bots: ['random'] })).toEqual({ status: 400, code: 'bad-seats' });
    const padding = 'x'.repeat(MAX_IMPORT_BYTES);
    expect(await as({ options: { padding } })).toEqual({ status: 413, code: 'too-large' });
    const endless = Array.from({ length: horsemen.capabilities.maxActions + 1 }, () => record.actions[0]);
    expect(await as({ actions: endless })).toEqual({ status: 413, code: 'too-large' });
  });
});
