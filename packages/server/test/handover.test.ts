/**
 * Seats whose players went away (issue 22, item 3): a seat whose clock ran out twice in a row is handed to a bot,
 * at once (`handover: 'bot'`) or by the other players' vote (`handover: 'vote'`); its player keeps watching, and
 * an action from it is refused with a typed error. Bad votes change nothing.
 */
import { describe, expect, it } from 'vitest';
import { timeoutsInARow } from '../src/handover.js';
import type { Step } from '../src/room.js';
import { autoPlay, Client, hello, http, type Json, newHorsemenGame, startServer } from './helpers.js';
import { reopenableBackends } from './temp-storage.js';

const step = (version: number, actor: number, key: string): Step => ({
  version,
  actor,
  key,
  action: {},
  events: [],
});

describe('timed out twice in a row', () => {
  it.each([
    ['no actions', [], 0],
    ['one run-out', [step(1, 0, 'standing:v0')], 1],
    [
      'two run-outs, the other seat acting between',
      [step(1, 0, 'standing:v0'), step(2, 1, 'k'), step(3, 0, 'standing:v2')],
      2,
    ],
    [
      'an action of its own since',
      [step(1, 0, 'standing:v0'), step(2, 0, 'mine'), step(3, 0, 'standing:v2')],
      1,
    ],
    ['a bot key is not a run-out', [step(1, 0, 'standing:v0'), step(2, 0, 'bot:v1')], 0],
  ] as const)('%s', (_, steps, n) => {
    expect(timeoutsInARow(steps, 0)).toBe(n);
  });
});

describe('handing a seat to a bot', () => {
  it("handover 'bot': the seat goes to a bot once its clock ran out twice; its player watches, its actions are refused", async () => {
    const t = await startServer();
    try {
      const { id, tokens } = await newHorsemenGame(t.url, ['human', 'human'], {
        decisionMs: 150,
        handover: 'bot',
      });
      const c = await Client.connect(t.ws);
      await hello(c, id, tokens[0]);
      const handed: Json = await c.waitFor((m) => m.type === 'seats' && m.seats[0].kind === 'bot');
      expect(handed.seats[0]).toMatchObject({ seat: 0, kind: 'bot', taken: true });
      const at = c.messages.length;
      c.send({ type: 'action', key: 'late', action: { type: 'pass' } });
      expect(await c.waitFor((m) => m.type === 'error', at)).toMatchObject({
        code: 'handed-over',
        key: 'late',
      });
      await c.close();
    } finally {
      await t.close();
    }
  });

  it("handover 'vote': the other player is asked, bad votes are refused, and the last vote needed hands it over", async () => {
    const t = await startServer();
    try {
      const { id, tokens } = await newHorsemenGame(t.url, ['human', 'human'], {
        decisionMs: 150,
        handover: 'vote',
      });
      const [away, here] = [await Client.connect(t.ws), await Client.connect(t.ws)];
      await hello(away, id, tokens[0]);
      const playing = autoPlay(here, 'handover/1');
      await hello(here, id, tokens[1]);
      const asked: Json = await here.waitFor((m) => m.type === 'handover' && m.seat === 0);
      expect(asked).toMatchObject({ votes: [], needed: [1] });
      for (const [who, vote] of [
        [away, 0], // its own seat
        [here, 1], // a seat that did not run out
        [here, 7], // no seat
      ] as const) {
        const at = who.messages.length;
        who.send({ type: 'handover', seat: vote });
        expect(await who.waitFor((m) => m.type === 'error', at)).toMatchObject({ code: 'bad-handover' });
      }
      here.send({ type: 'handover', seat: 0 });
      await here.waitFor((m) => m.type === 'seats' && m.seats[0].kind === 'bot');
      playing.stop();
      // A client that connects now is told nothing more is up for a vote.
      const late = await Client.connect(t.ws);
      await hello(late, id, tokens[1]);
      await late.waitFor((m) => m.type === 'chat');
      expect(late.messages.filter((m) => m.type === 'handover' && m.seat === 0)).toEqual([]);
      await Promise.all([away.close(), here.close(), late.close()]);
    } finally {
      await t.close();
    }
  });
});

describe.each(reopenableBackends)('a vote across a restart, on $name', ({ make }) => {
  it('keeps the votes cast before the server restarts: the last one needed after it hands the seat over', async () => {
    const store = await make();
    let t = await startServer({ dir: store.dir, storage: await store.open() });
    try {
      // Three players who all let their clocks run out: seat 0 is up for the others' vote.
      const created = await http('POST', `${t.url}/api/games`, {
        game: 'frontline',
        options: { players: 3 },
        seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
        decisionMs: 100,
        handover: 'vote',
      });
      expect(created.status).toBe(201);
      const id: string = created.body.id;
      const tokens: string[] = [];
      for (const seat of [0, 1, 2])
        tokens.push((await http('POST', `${t.url}/api/games/${id}/seats/${seat}/join`)).body.token);
      const [one, two] = [await Client.connect(t.ws), await Client.connect(t.ws)];
      await hello(one, id, tokens[1]);
      await hello(two, id, tokens[2]);
      expect(await two.waitFor((m) => m.type === 'handover' && m.seat === 0)).toMatchObject({
        votes: [],
        needed: [1, 2],
      });
      const at = two.messages.length;
      one.send({ type: 'handover', seat: 0 });
      await two.waitFor((m) => m.type === 'handover' && m.seat === 0 && m.votes.length === 1, at);
      await Promise.all([one.close(), two.close()]);
      await t.close();

      // The same database, a new process: the vote of seat 1 is read back, and seat 2's completes it.
      t = await startServer({ dir: store.dir, storage: await store.open() });
      const back = await Client.connect(t.ws);
      await hello(back, id, tokens[2]);
      const asked: Json = await back.waitFor((m) => m.type === 'handover' && m.seat === 0);
      expect(asked).toMatchObject({ votes: [1], needed: [1, 2] });
      back.send({ type: 'handover', seat: 0 });
      const handed: Json = await back.waitFor((m) => m.type === 'seats' && m.seats[0].kind === 'bot');
      expect(handed.seats[0]).toMatchObject({ seat: 0, kind: 'bot' });
      await back.close();
    } finally {
      await t.close();
      await store.remove();
    }
  });
});
