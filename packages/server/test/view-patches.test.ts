/**
 * Views sent as their changes (view-patch.ts, room-audience.ts): after its first whole view, each seat and each
 * spectator is sent every new view as a patch of the one before, and the views a client builds from them are
 * the engine's own, version by version — for a spectator who joins late and a seat that leaves and comes back,
 * and when several versions are pushed at once (a read-back of what another process wrote).
 */
import { join } from 'node:path';
import { type GameEvent, pickActingSeat, randomAction, type Seat, seedRng } from '@warboard/core';
import { horsemen } from '@warboard/horsemen';
import { followView, type HeldView, type ServerMessage } from '@warboard/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Audience } from '../src/room-audience.js';
import type { GameLog } from '../src/room-log.js';
import { fixedSeeds } from '../src/seeds.js';
import { openSqlite, type Storage } from '../src/storage/index.js';
import {
  autoPlay,
  Client,
  engineViews,
  hello,
  type Json,
  newHorsemenGame,
  startServer,
  type TestServer,
  tempDir,
} from './helpers.js';

const SEED = 'view-patches';

describe('views sent as patches', () => {
  const temp = tempDir();
  let storage: Storage;
  let t: TestServer;
  beforeAll(async () => {
    storage = openSqlite(join(temp.dir, 'w.sqlite'));
    t = await startServer({ seeds: fixedSeeds(SEED), storage });
  });
  afterAll(async () => {
    await t.close();
    temp.remove();
  });

  it('rebuild every seat’s and spectator’s view of a whole game exactly, each after the first as a patch', async () => {
    const game = await newHorsemenGame(t.url);
    const early = await Client.connect(t.ws);
    await hello(early, game.id);
    await early.waitFor((m) => m.type === 'snapshot');
    const clients = await Promise.all(game.tokens.map(() => Client.connect(t.ws)));
    const players = clients.map((c, seat) => autoPlay(c, `${SEED}/${seat}`));
    for (const [seat, c] of clients.entries()) await hello(c, game.id, game.tokens[seat]);
    // A spectator who joins halfway, and seat 1's connection leaving for a while (a stand-in plays the seat on
    // a connection of its own) and coming back from where it was.
    await clients[0]!.waitFor((m) => m.type === 'update' && m.version >= 20);
    const late = await Client.connect(t.ws);
    await hello(late, game.id);
    players[1]!.stop();
    await clients[1]!.close();
    const away = clients[1]!.views.at(-1)!.version;
    const standIn = await Client.connect(t.ws);
    const standing = autoPlay(standIn, `${SEED}/stand-in`);
    await hello(standIn, game.id, game.tokens[1]);
    await clients[0]!.waitFor((m) => m.type === 'update' && (m.version >= away + 10 || m.status === 'over'));
    standing.stop();
    await standIn.close();
    const back = await Client.connect(t.ws);
    players[1] = autoPlay(back, `${SEED}/back`);
    await hello(back, game.id, game.tokens[1], away);
    const end = await players[0]!.done;

    const actions = (await storage.actions(game.id)).map(({ seat, action }) => ({ seat, action }));
    const options = horsemen.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const record = {
      game: 'horsemen',
      rulesVersion: horsemen.rulesVersion,
      options: options.value,
      seed: SEED,
      actions,
    };
    expect(actions).toHaveLength(end);
    const watchers: [Client, number | null][] = [
      [clients[0]!, 0],
      [clients[1]!, 1],
      [standIn, 1],
      [back, 1],
      [early, null],
      [late, null],
    ];
    for (const [client, seat] of watchers) {
      await client
        .waitFor((m) => (m.type === 'update' || m.type === 'snapshot') && m.version === end)
        .catch(
          () => undefined, // seat 1's first connection and its stand-in left before the end
        );
      const expected = engineViews(horsemen, record, seat);
      for (const { version, view } of client.views)
        expect(view, `seat ${seat} at ${version}`).toEqual(expected[version]);
      // Of the views newer than the one held, the first is whole (a snapshot, the end of a catch-up) and every
      // other one a patch. (A view that is not newer is ignored: the snapshot everyone is sent when the game goes
      // live may reach a spectator who already had one of the same version.)
      let held = -1;
      const taken = { whole: 0, patch: 0 };
      for (const m of client.messages) {
        if ((m.view === undefined && m.viewPatch === undefined) || m.version <= held) continue;
        taken[m.view !== undefined ? 'whole' : 'patch']++;
        held = m.version;
      }
      expect(taken.whole).toBe(1);
      expect(client.views).toHaveLength(1 + taken.patch);
      // The two clients there from the start saw at least the first 20 versions; those that came later may have come to a
      // game about to end (its length after the stand-in depends on who played which version).
      if (client === clients[0] || client === early) expect(taken.patch).toBeGreaterThanOrEqual(20);
    }
    // Seat 1's return caught up from where it left, and its catch-up ended with the view whole.
    expect(back.messages.find((m: Json) => m.type === 'snapshot')).toBeUndefined();
    const caughtUp = back.messages.filter(
      (m: Json) => m.type === 'update' && m.version <= back.views[0]!.version,
    );
    expect(caughtUp.map((m: Json) => m.version)[0]).toBe(away + 1);
    // The bytes: a patch is a small part of the whole view it stands for.
    const bytes = (c: Client, key: 'view' | 'viewPatch') =>
      c.messages
        .filter((m: Json) => m[key] !== undefined)
        .reduce((n: number, m: Json) => n + JSON.stringify(m[key]).length, 0) /
      c.messages.filter((m: Json) => m[key] !== undefined).length;
    expect(bytes(clients[0]!, 'viewPatch')).toBeLessThan(bytes(clients[0]!, 'view') / 3);
    for (const c of [clients[0]!, back, early, late]) await c.close();
  });
});

describe('the audience of a room', () => {
  /** A game log as the audience reads it: a Four Horsemen game from SEED, moved on by random actions. */
  function playedLog() {
    const options = horsemen.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const start = horsemen.setup(options.value, SEED);
    if (!start.ok) throw new Error(start.error.message);
    let state = start.value;
    const steps: { version: number; actor: Seat; events: readonly GameEvent[] }[] = [];
    const rng = seedRng(SEED);
    const log = {
      id: 'g',
      game: horsemen,
      status: 'live',
      row: { settings: { decisionMs: 60_000 } },
      steps,
      get version() {
        return steps.length;
      },
      get state() {
        return state;
      },
      view: (seat: Seat | null) => horsemen.view(state, seat),
      decisions: () => horsemen.pendingDecisions(state),
      outcome: () => horsemen.outcome(state),
    };
    const play = (n: number) => {
      for (let i = 0; i < n; i++) {
        const seat = pickActingSeat(horsemen, state, rng)!;
        const applied = horsemen.apply(state, seat, randomAction(horsemen, state, seat, rng));
        if (!applied.ok) throw new Error(applied.error.message);
        state = applied.value.state;
        steps.push({ version: steps.length + 1, actor: seat, events: applied.value.events });
      }
    };
    return { log: log as unknown as GameLog, play, view: (seat: Seat | null) => horsemen.view(state, seat) };
  }

  it('patches the view of the last version pushed when several versions are pushed at once (a read-back)', () => {
    const { log, play, view } = playedLog();
    const audience = new Audience({ log, seatInfo: () => [], clocks: () => [] });
    const sent: ServerMessage[] = [];
    audience.attach({ seat: 0, send: (m) => sent.push(m) }, undefined);
    play(1);
    audience.broadcastUpTo(1);
    play(3); // another process wrote three versions: this one learns of them together
    audience.broadcastUpTo(4);
    const updates = sent.filter((m) => m.type === 'update');
    expect(
      updates.map((m) => [m.version, 'viewPatch' in m ? m.viewPatch?.base : 'view' in m ? 'whole' : null]),
    ).toEqual([
      [1, 0],
      [2, null],
      [3, null],
      [4, 1],
    ]);
    let held: HeldView | null = null;
    for (const m of sent) {
      if (m.type !== 'snapshot' && m.type !== 'update') continue;
      const next: HeldView | null | 'out-of-step' = followView(held, m);
      if (next === 'out-of-step') throw new Error(`out of step at ${m.version}`);
      held = next;
    }
    expect(held).toEqual({ version: 4, view: view(0) });
  });
});
