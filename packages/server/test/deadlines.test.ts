/**
 * Decision deadlines are stored with the game and sent to clients: a restarted server resumes each seat's
 * clock where it stood (it does not start afresh), and plays the standing order once it runs out.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backends,
  Client,
  hello,
  http,
  type Json,
  newHorsemenGame,
  startServer,
  tempDir,
} from './helpers.js';

const DECISION_MS = 10_000; // long enough that the restart below comes well before any clock runs out, even on a busy machine

describe.each(backends)('decision deadlines on $name', ({ open }) => {
  let temp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    temp = tempDir();
  });
  afterEach(() => {
    temp.remove();
  });

  it('are sent with every view, survive a restart unchanged, and end in the standing order', async () => {
    let t = await startServer({ dir: temp.dir, storage: await open(temp.dir) });
    const { id, tokens } = await newHorsemenGame(t.url, ['human', 'human'], { decisionMs: DECISION_MS });
    const clients = [await Client.connect(t.ws), await Client.connect(t.ws)];
    const welcome = await hello(clients[0]!, id, tokens[0]);
    expect(welcome.decisionMs).toBe(DECISION_MS);
    await hello(clients[1]!, id, tokens[1]);
    const snapshots: Json[] = await Promise.all(clients.map((c) => c.waitFor((m) => m.type === 'snapshot')));
    // Every seat that owes a decision has a clock, from when the game went live.
    const owing = (m: Json) => [...new Set<number>(m.decisions.map((d: Json) => d.seat))].sort();
    const first = snapshots[0];
    expect(first.deadlines.map((d: Json) => d.seat)).toEqual(owing(first));
    // One seat acts: the clocks of the others that still owe run on; the update says so.
    const actor = snapshots.findIndex((m) => m.legal.length > 0);
    clients[actor]!.send({ type: 'action', key: 'k1', version: 0, action: snapshots[actor].legal[0] });
    const update: Json = await clients[0]!.waitFor((m) => m.type === 'update' && m.version === 1);
    expect(update.deadlines.map((d: Json) => d.seat)).toEqual(owing(update));
    for (const d of update.deadlines as Json[]) {
      const old = first.deadlines.find((x: Json) => x.seat === d.seat);
      if (d.seat !== actor && old) expect(d.at).toBe(old.at);
    }
    const stored: Json[] = update.deadlines;
    expect(stored.length).toBeGreaterThan(0);
    await Promise.all(clients.map((c) => c.close()));
    await t.close();

    // Restarted on the same database: the clocks are the stored ones, not fresh ones.
    t = await startServer({ dir: temp.dir, storage: await open(temp.dir) });
    const spectator = await Client.connect(t.ws);
    await hello(spectator, id);
    const resumed: Json = await spectator.waitFor((m) => m.type === 'snapshot');
    expect(resumed.version).toBe(1);
    expect(resumed.deadlines).toEqual(stored);
    const view = await http('GET', `${t.url}/api/games/${id}/view`);
    expect(view.body.deadlines).toEqual(stored);
    // Nobody answers: the first clock to run out plays its seat's standing order, at or after its deadline.
    const played: Json = await spectator.waitFor((m) => m.type === 'update' && m.version === 2);
    const storage = await open(temp.dir);
    const log = await storage.actions(id);
    await storage.close();
    const standing = log.find((x) => x.version === 2)!;
    expect(standing.seat).toBe(played.actor);
    expect(standing.key).toMatch(/^standing:v1$/);
    expect(standing.at).toBeGreaterThanOrEqual(stored.find((d) => d.seat === standing.seat).at);
    await spectator.close();
    await t.close();
  });

  it('with a reserve: an overrun draws on it, the standing order waits for it, and what is left survives a restart', async () => {
    let t = await startServer({ dir: temp.dir, storage: await open(temp.dir) });
    const settings = { decisionMs: 150, reserveMs: 300 };
    const { id, tokens } = await newHorsemenGame(t.url, ['human', 'human'], settings);
    const summary = await http('GET', `${t.url}/api/games/${id}`);
    expect(summary.body).toMatchObject(settings);
    const spectator = await Client.connect(t.ws);
    expect(await hello(spectator, id)).toMatchObject({ reserveMs: 300 });
    const snapshot: Json = await spectator.waitFor((m) => m.type === 'snapshot');
    expect(snapshot.deadlines.every((d: Json) => d.reserve === 300)).toBe(true);
    // Nobody answers: the standing order is played once the decision's time and the reserve are both spent.
    const played: Json = await spectator.waitFor((m) => m.type === 'update' && m.version === 1);
    const owed = snapshot.deadlines.find((d: Json) => d.seat === played.actor);
    const storage = await open(temp.dir);
    const [action] = await storage.actions(id);
    expect(action!.at).toBeGreaterThanOrEqual(owed.at + owed.reserve);
    expect(played.reserves).toContainEqual({ seat: played.actor, left: 0 });
    const stored = (await storage.getGame(id))!.reserves;
    await storage.close();
    expect(stored).toContainEqual({ seat: played.actor, left: 0 });
    await spectator.close();
    expect(tokens).toHaveLength(2);
    await t.close();

    t = await startServer({ dir: temp.dir, storage: await open(temp.dir) });
    const back = await Client.connect(t.ws);
    await hello(back, id);
    const resumed: Json = await back.waitFor((m) => m.type === 'snapshot');
    // Play may go on after the restart, but a spent reserve never comes back.
    expect(resumed.reserves).toContainEqual({ seat: played.actor, left: 0 });
    await back.close();
    await t.close();
  });
});
