/**
 * What storage keeps of players (migration 3), on SQLite and on PostgreSQL (DATABASE_URL): accounts unique by
 * their name's key, passkeys, sessions that expire, challenges answered once, seats adopted all or none, device
 * tokens only for an account's own seats, and ratings written once per game, exactly as Glicko-2 computes them.
 */
import { randomBytes } from 'node:crypto';
import { nameKey } from '@warboard/protocol';
import { Glicko2 } from 'glicko2';
import { describe, expect, it } from 'vitest';
import { BOT_RATINGS, GLICKO_SETTINGS } from '../src/ratings/glicko.js';
import type { NewGame, Storage } from '../src/storage/index.js';
import { backends } from './helpers.js';
import { useTempStorage } from './temp-storage.js';

const id = () => randomBytes(9).toString('base64url');

const newGame = (status: NewGame['status'] = 'open', seats = 2): NewGame => ({
  id: id(),
  game: 'horsemen',
  rulesVersion: '1',
  options: {},
  seed: 'secret-seed',
  settings: { decisionMs: 1000, fullReplay: false },
  status,
  seats: Array.from({ length: seats }, (_, seat) => ({
    seat,
    kind: 'human' as const,
    difficulty: null,
    tokenHash: null,
    name: null,
  })),
});

const account = (name: string) => ({ id: id(), name, nameKey: nameKey(name), passwordHash: 'scrypt$x' });
const passkey = () => ({ id: id(), publicKey: 'pk', counter: 0, transports: ['internal'] });

describe.each(backends)('accounts in storage on $name', ({ open }) => {
  let storage: Storage;
  useTempStorage(open, (opened) => {
    storage = opened;
  });

  it('creates an account once per name key: another case or width of the name is taken', async () => {
    const unique = `Ada${id().slice(0, 6)}`;
    const ada = account(unique);
    expect(await storage.createAccount(ada)).toBe(true);
    expect(await storage.accountByKey(nameKey(unique))).toMatchObject({ id: ada.id, name: unique });
    expect(await storage.accountById(ada.id)).toMatchObject({ nameKey: nameKey(unique) });
    // Full-width letters and another case make the same key: refused, nothing written.
    const fullWidth = unique
      .toUpperCase()
      .replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const twin = account(fullWidth);
    expect(twin.nameKey).toBe(ada.nameKey);
    expect(await storage.createAccount(twin)).toBe(false);
    expect(await storage.accountById(twin.id)).toBeNull();
    expect(await storage.accountByKey('nobody-here')).toBeNull();
  });

  it('keeps passkeys: one credential id once, its counter moving on', async () => {
    const a = account(`pk${id()}`);
    const key = passkey();
    expect(await storage.createAccount(a, key)).toBe(true);
    expect(await storage.passkey(key.id)).toMatchObject({
      accountId: a.id,
      counter: 0,
      transports: ['internal'],
    });
    // The same credential cannot sign in a second account, nor be added twice.
    const b = account(`pk${id()}`);
    expect(await storage.createAccount(b, key)).toBe(false);
    expect(await storage.accountById(b.id)).toBeNull();
    expect(await storage.addPasskey(a.id, key)).toBe(false);
    const second = passkey();
    expect(await storage.addPasskey(a.id, second)).toBe(true);
    expect((await storage.passkeys(a.id)).map((p) => p.id).sort()).toEqual([key.id, second.id].sort());
    await storage.setPasskeyCounter(key.id, 7);
    expect((await storage.passkey(key.id))?.counter).toBe(7);
  });

  it('sessions live until they expire or are deleted', async () => {
    const a = account(`s${id()}`);
    await storage.createAccount(a);
    const now = Date.now();
    const [live, old, forged, again] = [id(), id(), id(), id()];
    await storage.createSession(live, a.id, now + 60_000);
    await storage.createSession(old, a.id, now - 1);
    expect(await storage.session(live, now)).toMatchObject({ accountId: a.id, expiresAt: now + 60_000 });
    expect(await storage.session(old, now)).toBeNull();
    expect(await storage.session(forged, now)).toBeNull();
    // Past its expiry a live session is gone too.
    expect(await storage.session(live, now + 60_000)).toBeNull();
    await storage.createSession(again, a.id, now + 60_000);
    await storage.deleteSession(again);
    expect(await storage.session(again, now)).toBeNull();
  });

  it('hands out each challenge once, never after it expired', async () => {
    const now = Date.now();
    const base = {
      challenge: 'c',
      purpose: 'signin' as const,
      name: null,
      accountId: null,
      userHandle: null,
    };
    const [one, stale] = [id(), id()];
    await storage.putChallenge({ ...base, id: one, expiresAt: now + 60_000 });
    await storage.putChallenge({ ...base, id: stale, expiresAt: now - 1 });
    const taken = await Promise.all([storage.takeChallenge(one, now), storage.takeChallenge(one, now)]);
    expect(taken.filter((t) => t !== null)).toHaveLength(1);
    expect(taken.find((t) => t !== null)).toMatchObject({ id: one, challenge: 'c', purpose: 'signin' });
    expect(await storage.takeChallenge(stale, now)).toBeNull();
  });

  it("adopts a browser's seats all or none, and never another's", async () => {
    const a = account(`adopt${id()}`);
    const b = account(`other${id()}`);
    await storage.createAccount(a);
    await storage.createAccount(b);
    const g = newGame();
    await storage.createGame(g);
    const [h0, h1] = [id(), id()];
    await storage.claimSeat(g.id, 0, h0, 'guest');
    await storage.claimSeat(g.id, 1, h1, 'friend');
    // A wrong token for seat 1 spoils the whole request: seat 0 is not adopted either.
    const forged = await storage.adoptSeats(a.id, a.name, [
      { gameId: g.id, seat: 0, tokenHash: h0 },
      { gameId: g.id, seat: 1, tokenHash: `${h1}x` },
    ]);
    expect(forged).toEqual({ ok: false, gameId: g.id, seat: 1 });
    expect((await storage.seats(g.id)).map((s) => s.accountId ?? null)).toEqual([null, null]);
    const done = await storage.adoptSeats(a.id, a.name, [
      { gameId: g.id, seat: 0, tokenHash: h0 },
      { gameId: 'removed-game', seat: 0, tokenHash: 'x' },
    ]);
    expect(done).toEqual({
      ok: true,
      adopted: [{ gameId: g.id, seat: 0 }],
      gone: [{ gameId: 'removed-game', seat: 0 }],
    });
    const seats = await storage.seats(g.id);
    expect(seats[0]).toMatchObject({ accountId: a.id, name: a.name, tokenHash: h0 });
    // Another account with the right token still cannot take a seat an account holds.
    expect(await storage.adoptSeats(b.id, b.name, [{ gameId: g.id, seat: 0, tokenHash: h0 }])).toEqual({
      ok: false,
      gameId: g.id,
      seat: 0,
    });
    // Adopting one's own seat again changes nothing.
    expect(await storage.adoptSeats(a.id, a.name, [{ gameId: g.id, seat: 0, tokenHash: h0 }])).toMatchObject({
      ok: true,
    });
    expect(await storage.accountSeats(a.id, 10)).toEqual([{ gameId: g.id, seat: 0 }]);
  });

  it("claims a seat for an account, and gives device tokens only for the account's own seats", async () => {
    const a = account(`dev${id()}`);
    const b = account(`dev${id()}`);
    await storage.createAccount(a);
    await storage.createAccount(b);
    const g = newGame();
    await storage.createGame(g);
    await storage.claimSeat(g.id, 0, id(), a.name, a.id);
    expect((await storage.seats(g.id))[0]).toMatchObject({ accountId: a.id, name: a.name });
    const [d2, d3, d4] = [id(), id(), id()];
    expect(await storage.addSeatToken(a.id, g.id, 0, d2)).toBe(true);
    expect(await storage.addSeatToken(b.id, g.id, 0, d3)).toBe(false);
    expect(await storage.addSeatToken(a.id, g.id, 1, d4)).toBe(false);
    expect(await storage.seatTokens(g.id)).toEqual([{ seat: 0, tokenHash: d2 }]);
    // An open game removed as idle takes its device tokens with it.
    expect(await storage.removeOpenGames(Date.now() + 1)).toContain(g.id);
    expect(await storage.seatTokens(g.id)).toEqual([]);
  });

  it('lists the games an account holds seats in, newest first, finished ones on their own', async () => {
    const a = account(`list${id()}`);
    await storage.createAccount(a);
    const older = newGame('live');
    const newer = newGame('over');
    await storage.createGame(older);
    await new Promise((r) => setTimeout(r, 5)); // created_at orders them
    await storage.createGame(newer);
    for (const g of [older, newer]) {
      await storage.claimSeat(g.id, 0, `${g.id}0`, a.name, a.id);
      await storage.claimSeat(g.id, 1, `${g.id}1`, a.name, a.id);
    }
    expect(await storage.accountSeats(a.id, 10)).toEqual([
      { gameId: newer.id, seat: 0 },
      { gameId: newer.id, seat: 1 },
      { gameId: older.id, seat: 0 },
      { gameId: older.id, seat: 1 },
    ]);
    expect((await storage.accountSeats(a.id, 1)).map((s) => s.gameId)).toEqual([newer.id, newer.id]);
    expect((await storage.accountSeats(a.id, 10, 'over')).map((s) => s.gameId)).toEqual([newer.id, newer.id]);
  });

  it('rates a game once, exactly as glicko2 computes it, a bot staying where it is', async () => {
    const a = account(`r${id()}`);
    const b = account(`r${id()}`);
    await storage.createAccount(a);
    await storage.createAccount(b);
    const g1 = newGame('over');
    const g2 = newGame('over');
    await storage.createGame(g1);
    await storage.createGame(g2);
    const first = await storage.rateGame({
      gameId: g1.id,
      game: 'horsemen',
      at: 1000,
      entrants: [
        { account: a.id, rank: 1 },
        { account: b.id, rank: 2 },
      ],
    });
    const system = new Glicko2(GLICKO_SETTINGS);
    const pa = system.makePlayer(1500, 350, 0.06);
    const pb = system.makePlayer(1500, 350, 0.06);
    system.updateRatings([[pa, pb, 1]]);
    const byAccount = new Map(first?.map((r) => [r.accountId, r]));
    expect(byAccount.get(a.id)).toMatchObject({
      rating: pa.getRating(),
      rd: pa.getRd(),
      vol: pa.getVol(),
      games: 1,
    });
    expect(byAccount.get(b.id)).toMatchObject({
      rating: pb.getRating(),
      rd: pb.getRd(),
      vol: pb.getVol(),
      games: 1,
    });
    expect(pa.getRating()).toBeGreaterThan(1500);
    // The same game again is not rated twice.
    expect(
      await storage.rateGame({
        gameId: g1.id,
        game: 'horsemen',
        at: 2000,
        entrants: [{ account: a.id, rank: 1 }],
      }),
    ).toBeNull();
    // A loss to the hard bot: from a's new rating; the bot's own is fixed.
    const hard = BOT_RATINGS.hard!;
    await storage.rateGame({
      gameId: g2.id,
      game: 'horsemen',
      at: 3000,
      entrants: [
        { account: a.id, rank: 2 },
        { fixed: hard, rank: 1 },
      ],
    });
    const second = new Glicko2(GLICKO_SETTINGS);
    const pa2 = second.makePlayer(pa.getRating(), pa.getRd(), pa.getVol());
    const bot = second.makePlayer(hard.rating, hard.rd, hard.vol);
    second.updateRatings([[pa2, bot, 0]]);
    expect(await storage.ratings(a.id)).toEqual([
      expect.objectContaining({ game: 'horsemen', rating: pa2.getRating(), rd: pa2.getRd(), games: 2 }),
    ]);
    expect((await storage.ratingHistory(a.id, 10)).map((h) => [h.gameId, h.rating])).toEqual([
      [g2.id, pa2.getRating()],
      [g1.id, pa.getRating()],
    ]);
    const board = await storage.leaderboard('horsemen', 1000);
    const mine = board.filter((r) => r.accountId === a.id || r.accountId === b.id);
    expect(mine.map((r) => r.name)).toEqual(
      pa2.getRating() > pb.getRating() ? [a.name, b.name] : [b.name, a.name],
    );
  });
});
