/**
 * Card trades at any time through the server (O3.2, FG12): a seat that owes nothing sees offers among its legal
 * actions and the room accepts one from it — the server asks the rules, not whose turn it is — while any other
 * action from that seat is refused by the rule it breaks. The seat asked owes the answer, with a clock.
 */
import { type FrontlineDecision, type FrontlineState, frontline } from '@warboard/frontline';
import { horsemen } from '@warboard/horsemen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../src/games.js';
import { Client, hello, http, type Json, startServer, type TestServer } from './helpers.js';

/** Frontline as it is, except that each player starts with one territory card, so trades can be offered at once. */
const dealt = {
  ...frontline,
  setup: (options: Parameters<typeof frontline.setup>[0], seed: string) => {
    const made = frontline.setup(options, seed);
    if (!made.ok) return made;
    const s: FrontlineState = made.value;
    for (const p of s.players) p.hand.push(s.deck.pop()!);
    return made;
  },
} as typeof frontline;

describe('Frontline card trades offered at will through the server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer({ registry: registry([horsemen, dealt]) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('O3.2 a seat not on turn offers a trade, and the seat asked owes the answer (FG12)', async () => {
    const players = 3;
    const created = await http('POST', `${t.url}/api/games`, {
      game: 'frontline',
      options: { players },
      seats: Array.from({ length: players }, () => ({ kind: 'human' })),
      decisionMs: 60_000,
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const clients: Client[] = [];
    for (let seat = 0; seat < players; seat++) {
      const token = (await http('POST', `${t.url}/api/games/${id}/seats/${seat}/join`)).body.token;
      const c = await Client.connect(t.ws);
      await hello(c, id, token);
      clients.push(c);
    }
    const snapshots: Json[] = [];
    for (const c of clients)
      snapshots.push(await c.waitFor((m) => m.type === 'snapshot' && m.status === 'live'));
    const onTurn: number = snapshots[0].view.turn.seat;
    const [from, to] = [0, 1, 2].filter((s) => s !== onTurn) as [number, number];
    const fromSnap = snapshots[from];
    expect((fromSnap.decisions as FrontlineDecision[]).some((d) => d.seat === from)).toBe(false);
    const offer = (fromSnap.legal as Json[]).find((a) => a.type === 'offer' && a.to === to);
    expect(offer).toBeDefined();

    // Another action of a seat that owes nothing is refused by the rules, naming O3.1.
    const sender = clients[from]!;
    let mark = sender.messages.length;
    sender.send({ type: 'action', key: 'end', version: fromSnap.version, action: { type: 'end-phase' } });
    const refused = await sender.waitFor((m) => m.type === 'error' && m.key === 'end', mark);
    expect(refused).toMatchObject({ code: 'illegal', rule: 'O3.1', refusal: 'not-your-turn' });
    expect(refused.params).toBeUndefined();
    // A refusal that names a fact carries it, for the client to say in its reader's language.
    mark = sender.messages.length;
    const unheld = { ...offer, give: 'atlantis' };
    sender.send({ type: 'action', key: 'unheld', version: fromSnap.version, action: unheld });
    const noCard = await sender.waitFor((m) => m.type === 'error' && m.key === 'unheld', mark);
    expect(noCard).toMatchObject({
      code: 'illegal',
      rule: 'O3.2',
      refusal: 'no-card',
      params: { card: 'atlantis' },
    });

    mark = sender.messages.length;
    sender.send({ type: 'action', key: 'offer', version: fromSnap.version, action: offer });
    const ack = await sender.waitFor(
      (m) => (m.type === 'ack' || m.type === 'error') && m.key === 'offer',
      mark,
    );
    expect(ack).toMatchObject({ type: 'ack', version: fromSnap.version + 1 });

    const asked = await clients[to]!.waitFor((m) => m.type === 'update' && m.version === ack.version);
    expect(asked.decisions).toEqual([{ seat: to, kind: 'trade' }]);
    expect(asked.legal).toContainEqual({ type: 'decline' });
    expect(asked.deadlines.map((d: Json) => d.seat)).toEqual([to]); // the answer is owed, on a clock
    expect(asked.events).toContainEqual(
      expect.objectContaining({ type: 'offer', from, seat: to, atWill: true }),
    );
    await Promise.all(clients.map((c) => c.close()));
  });
});
