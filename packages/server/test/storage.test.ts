import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type NewGame, openSqlite, type Storage, StorageClosedError } from '../src/storage/index.js';
import { backends, tempDir } from './helpers.js';
import { useTempStorage } from './temp-storage.js';

const newGame = (over: Partial<NewGame> = {}): NewGame => ({
  id: randomBytes(9).toString('base64url'),
  game: 'horsemen',
  rulesVersion: '1',
  options: { startingChips: 50 },
  seed: 'secret-seed',
  settings: { decisionMs: 1000, fullReplay: false },
  status: 'open',
  seats: [
    { seat: 0, kind: 'human', difficulty: null, tokenHash: null, name: null },
    { seat: 1, kind: 'bot', difficulty: 'random', tokenHash: null, name: null },
  ],
  ...over,
});

// SQLite writes on its writer thread by default; the same suite checks them on the calling thread too.
const inline = {
  name: 'sqlite, writes inline',
  open: async (dir: string) => openSqlite(join(dir, 'inline.sqlite'), { writer: 'inline' }),
};

describe.each([...backends, inline])('storage on $name', ({ open }) => {
  let storage: Storage;
  useTempStorage(open, (opened) => {
    storage = opened;
  });

  it('creates a game and reads it back with its seats', async () => {
    const g = newGame();
    await storage.createGame(g);
    const row = await storage.getGame(g.id);
    expect(row).toMatchObject({ id: g.id, game: 'horsemen', rulesVersion: '1', status: 'open', version: 0 });
    expect(row?.options).toEqual({ startingChips: 50 });
    expect(row?.settings).toEqual({ decisionMs: 1000, fullReplay: false });
    // Read back with the account holding each seat: none, until a signed-in player takes it.
    expect(await storage.seats(g.id)).toEqual(g.seats.map((s) => ({ ...s, accountId: null })));
    expect(await storage.getGame('nope')).toBeNull();
  });

  it('links a finished game to its rematch once, in its settings: the first link stays', async () => {
    const g = newGame({ status: 'over', settings: { decisionMs: 1000, fullReplay: true } });
    await storage.createGame(g);
    const link = { game: 'rematch-1', by: 1 };
    // Two asks at once (two processes): one link is kept, and both answers name it.
    const answers = await Promise.all([
      storage.recordRematch(g.id, link),
      storage.recordRematch(g.id, { game: 'rematch-2', by: 0 }),
    ]);
    expect(answers[0]).toEqual(answers[1]);
    const kept = answers[0]!;
    expect([link, { game: 'rematch-2', by: 0 }]).toContainEqual(kept);
    expect(await storage.recordRematch(g.id, { game: 'rematch-3', by: 0 })).toEqual(kept);
    // The rest of the settings are as created.
    expect((await storage.getGame(g.id))?.settings).toEqual({
      decisionMs: 1000,
      fullReplay: true,
      rematch: kept,
    });
    expect(await storage.recordRematch('nope', link)).toBeNull();
    // A link to a rematch that is gone gives way; a link to another stays.
    expect(await storage.recordRematch(g.id, { game: 'rematch-4', by: 1 }, 'not-the-kept-one')).toEqual(kept);
    expect(await storage.recordRematch(g.id, { game: 'rematch-4', by: 1 }, kept.game)).toEqual({
      game: 'rematch-4',
      by: 1,
    });
    expect((await storage.getGame(g.id))?.settings.rematch).toEqual({ game: 'rematch-4', by: 1 });
  });

  it('claims a human seat once; the game goes live when the last human seat is taken', async () => {
    const g = newGame();
    await storage.createGame(g);
    expect(await storage.claimSeat(g.id, 1, 'h')).toEqual({ ok: false, reason: 'bot-seat' });
    expect(await storage.claimSeat(g.id, 5, 'h')).toEqual({ ok: false, reason: 'no-seat' });
    expect(await storage.claimSeat('nope', 0, 'h')).toEqual({ ok: false, reason: 'no-game' });
    expect(await storage.claimSeat(g.id, 0, 'hash0')).toEqual({ ok: true, status: 'live' });
    expect(await storage.claimSeat(g.id, 0, 'other')).toEqual({ ok: false, reason: 'taken' });
    expect((await storage.seats(g.id))[0]?.tokenHash).toBe('hash0');
    expect((await storage.getGame(g.id))?.status).toBe('live');
  });

  it('appends actions with version checks and idempotency keys, in one transaction with the version', async () => {
    const g = newGame({ status: 'live' });
    await storage.createGame(g);
    expect(await storage.appendAction(g.id, 0, { seat: 0, action: { type: 'a' }, key: 'k1' })).toEqual({
      ok: true,
      version: 1,
    });
    // A stale expected version writes nothing.
    expect(await storage.appendAction(g.id, 0, { seat: 1, action: { type: 'b' }, key: 'k2' })).toEqual({
      ok: false,
      reason: 'stale',
      version: 1,
    });
    // The same (seat, key) again is reported with the row already written.
    const again = await storage.appendAction(g.id, 1, { seat: 0, action: { type: 'a' }, key: 'k1' });
    expect(again).toMatchObject({
      ok: false,
      reason: 'duplicate',
      existing: { version: 1, seat: 0, key: 'k1' },
    });
    // Another seat may use the same key.
    expect(
      await storage.appendAction(g.id, 1, { seat: 1, action: { type: 'c', n: [1, 2] }, key: 'k1' }),
    ).toEqual({
      ok: true,
      version: 2,
    });
    expect(
      await storage.appendAction(g.id, 2, { seat: 0, action: { type: 'd' }, key: 'k3' }, 'over'),
    ).toEqual({
      ok: true,
      version: 3,
    });
    const row = await storage.getGame(g.id);
    expect(row).toMatchObject({ version: 3, status: 'over' });
    const log = await storage.actions(g.id);
    expect(log.map((a) => [a.version, a.seat, a.key, a.action])).toEqual([
      [1, 0, 'k1', { type: 'a' }],
      [2, 1, 'k1', { type: 'c', n: [1, 2] }],
      [3, 0, 'k3', { type: 'd' }],
    ]);
    expect((await storage.actions(g.id, 2)).map((a) => a.version)).toEqual([3]);
  });

  it('serializes concurrent appends on one version: exactly one wins', async () => {
    const g = newGame({ status: 'live' });
    await storage.createGame(g);
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => storage.appendAction(g.id, 0, { seat: i % 2, action: { i }, key: `c${i}` })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await storage.actions(g.id)).toHaveLength(1);
  });

  it('stores decision deadlines with the action that starts them, and on their own at the same version', async () => {
    const g = newGame({ status: 'live' });
    await storage.createGame(g);
    expect((await storage.getGame(g.id))?.deadlines).toEqual([]);
    expect(await storage.setDeadlines(g.id, 0, [{ seat: 0, at: 1_000 }])).toBe(true);
    expect((await storage.getGame(g.id))?.deadlines).toEqual([{ seat: 0, at: 1_000 }]);
    const clocks = [
      { seat: 0, at: 5_000 },
      { seat: 1, at: 6_000 },
    ];
    await storage.appendAction(g.id, 0, { seat: 0, action: {}, key: 'k' }, undefined, clocks);
    expect((await storage.getGame(g.id))?.deadlines).toEqual(clocks);
    // Written for an older version, deadlines are refused; an action without them keeps the stored ones.
    expect(await storage.setDeadlines(g.id, 0, [])).toBe(false);
    await storage.appendAction(g.id, 1, { seat: 1, action: {}, key: 'k' });
    expect((await storage.getGame(g.id))?.deadlines).toEqual(clocks);
  });

  it("keeps handover votes with the game, a vote again at its new version, and drops a seat's once it is handed", async () => {
    const g = newGame({
      seats: [0, 1, 2].map((seat) => ({
        seat,
        kind: 'human',
        difficulty: null,
        tokenHash: null,
        name: null,
      })),
    });
    await storage.createGame(g);
    await storage.voteHandover(g.id, { seat: 0, voter: 1, version: 4 });
    await storage.voteHandover(g.id, { seat: 0, voter: 2, version: 5 });
    await storage.voteHandover(g.id, { seat: 2, voter: 1, version: 5 });
    await storage.voteHandover(g.id, { seat: 0, voter: 1, version: 7 });
    expect(await storage.handoverVotes(g.id)).toEqual([
      { seat: 0, voter: 1, version: 7 },
      { seat: 0, voter: 2, version: 5 },
      { seat: 2, voter: 1, version: 5 },
    ]);
    expect(await storage.handSeatToBot(g.id, 0, 'normal')).toBe(true);
    expect(await storage.handoverVotes(g.id)).toEqual([{ seat: 2, voter: 1, version: 5 }]);
    // A seat that is no longer human is not handed again, and the other seat's votes stay.
    expect(await storage.handSeatToBot(g.id, 0, 'normal')).toBe(false);
    expect(await storage.handoverVotes(g.id)).toEqual([{ seat: 2, voter: 1, version: 5 }]);
  });

  it('keeps the name a player gave with the seat', async () => {
    const g = newGame();
    await storage.createGame(g);
    await storage.claimSeat(g.id, 0, 'hash0', 'Ada');
    expect((await storage.seats(g.id))[0]).toMatchObject({ tokenHash: 'hash0', name: 'Ada' });
  });

  it('writes appends of many games asked for at once, each acknowledged only once written', async () => {
    const games = Array.from({ length: 40 }, () => newGame({ status: 'live' }));
    for (const g of games) await storage.createGame(g);
    const results = await Promise.all(
      games.map((g, i) => storage.appendAction(g.id, 0, { seat: 0, action: { i }, key: 'k' })),
    );
    expect(results.every((r) => r.ok && r.version === 1)).toBe(true);
    // Every resolved append is in storage, readable at once.
    for (const [i, g] of games.entries()) expect((await storage.actions(g.id))[0]?.action).toEqual({ i });
    // A refused one among them (a stale version) changes nothing and does not spoil the others.
    const mixed = await Promise.all([
      storage.appendAction(games[0]!.id, 0, { seat: 1, action: {}, key: 'late' }),
      storage.appendAction(games[1]!.id, 1, { seat: 1, action: {}, key: 'next' }),
    ]);
    expect(mixed).toEqual([
      { ok: false, reason: 'stale', version: 1 },
      { ok: true, version: 2 },
    ]);
  });

  it('lists games by status, newest first', async () => {
    const a = newGame();
    const b = newGame({ status: 'live' });
    await storage.createGame(a);
    await storage.createGame(b);
    const open = (await storage.listGames(['open'], 1000)).map((r) => r.id);
    expect(open).toContain(a.id);
    expect(open).not.toContain(b.id);
    const both = (await storage.listGames(['open', 'live'], 1000)).map((r) => r.id);
    expect(both).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await storage.listGames([], 10)).toEqual([]);
  });
});

describe.each(['thread', 'inline'] as const)('SQLite, writes on the %s writer, once closed', (writer) => {
  let temp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    temp = tempDir();
  });
  afterEach(() => temp.remove());

  it('refuses a write with a typed error at once, rather than leaving it pending for ever', async () => {
    const file = join(temp.dir, 'closed.sqlite');
    const storage = openSqlite(file, { writer });
    const g = newGame();
    await storage.createGame(g);
    await storage.close();
    await expect(storage.createGame(newGame())).rejects.toBeInstanceOf(StorageClosedError);
    await expect(
      storage.appendAction(g.id, 0, { seat: 0, action: { type: 'pass' }, key: 'k' }),
    ).rejects.toMatchObject({ code: 'storage-closed' });
    // Every connection was closed, the writer thread's too: SQLite folds the WAL back and removes it.
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});
