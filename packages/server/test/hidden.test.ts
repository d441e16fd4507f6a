/**
 * Hidden information stays hidden: complete games through the real server, every byte each client received
 * kept, and checked against what that client could not know at that version — the other seat's hand and
 * face-down cards, both piles (deck order), every PRNG word, and the seed.
 */
import { join } from 'node:path';
import { replay, type Seat } from '@warboard/core';
import { type HorsemenState, horsemen } from '@warboard/horsemen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../src/storage/index.js';
import {
  autoPlay,
  Client,
  hello,
  http,
  type Json,
  newHorsemenGame,
  startServer,
  type TestServer,
} from './helpers.js';

const GAMES = 6;

/** Card ids `seat` (null: a spectator) cannot see in state `s`. */
function hiddenFrom(s: HorsemenState, seat: Seat | null, shown: ReadonlySet<string>): Set<string> {
  const hidden = new Set<string>();
  for (const [p, player] of s.players.entries()) {
    for (const id of player.pile) hidden.add(id); // nobody knows a pile's order or its cards, not even its owner
    if (p !== seat) for (const id of player.hand) hidden.add(id);
  }
  for (const [p, lines] of s.cells.entries()) {
    if (p === seat) continue;
    for (const cells of lines)
      for (const id of cells) if (id !== null && !s.cards[id]?.faceUp) hidden.add(id);
  }
  for (const id of shown) hidden.delete(id);
  return hidden;
}

/** Every state of a finished game, rebuilt from its stored record (the seed is read from storage here only). */
async function statesOf(dir: string, id: string): Promise<{ seed: string; states: HorsemenState[] }> {
  const storage = openSqlite(join(dir, 'warboard.sqlite'));
  const row = (await storage.getGame(id))!;
  const log = await storage.actions(id);
  await storage.close();
  const start = replay(horsemen, {
    game: 'horsemen',
    rulesVersion: row.rulesVersion,
    options: row.options,
    seed: row.seed,
    actions: [],
  });
  if (!start.ok) throw new Error(start.error.message);
  const states: HorsemenState[] = [start.value];
  for (const a of log) {
    const next = horsemen.apply(states.at(-1)!, a.seat, a.action);
    if (!next.ok) throw new Error(next.error.message);
    states.push(next.value.state);
  }
  return { seed: row.seed, states };
}

describe('hidden information over the wire', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it(`no client receives a byte of what it may not know, over ${GAMES} complete games`, async () => {
    let checkedFrames = 0;
    let checkedSecrets = 0;
    const leaks: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const { id, tokens } = await newHorsemenGame(t.url, ['human', 'human'], { fullReplay: true });
      const seats = [await Client.connect(t.ws), await Client.connect(t.ws)];
      const spectator = await Client.connect(t.ws);
      const players = seats.map((c, seat) => autoPlay(c, `hidden/${g}/${seat}`));
      await Promise.all(seats.map((c, seat) => hello(c, id, tokens[seat])));
      await hello(spectator, id);
      const end = await players[0]!.done;
      await players[1]!.done;
      await spectator.waitFor((m) => m.type === 'update' && m.version === end);
      const lobby = [
        await http('GET', `${t.url}/api/games?status=over`),
        await http('GET', `${t.url}/api/games/${id}`),
        await http('GET', `${t.url}/api/games/${id}/view`),
        await http('GET', `${t.url}/api/games/${id}/replay`),
      ];

      const { seed, states } = await statesOf(t.dir, id);
      // Kings shown to both players to draw one out (H5) are known to both from then on.
      const shown = new Set<string>();
      const shownAt: Set<string>[] = states.map((s) => {
        for (const p of s.players) {
          if (p.discardKing)
            for (const c of p.hand) if (s.cards[c]!.value === 6 || s.cards[c]!.value === 12) shown.add(c);
        }
        return new Set(shown);
      });
      const rngWords = new Set(states.flatMap((s) => s.rng.s.map(String)));
      const always = (text: string, who: string) => {
        if (text.includes(seed)) leaks.push(`${who}: the seed`);
        for (const w of text.match(/\d+/g) ?? []) if (rngWords.has(w)) leaks.push(`${who}: a PRNG word ${w}`);
      };

      const clients: [Client, Seat | null][] = [
        [seats[0]!, 0],
        [seats[1]!, 1],
        [spectator, null],
      ];
      for (const [client, seat] of clients) {
        // hidden at version v or later: a message of version m may reveal nothing hidden at any v >= m.
        const suffix: Set<string>[] = [];
        let acc = new Set<string>();
        for (let v = states.length - 1; v >= 0; v--) {
          acc = new Set([...acc, ...hiddenFrom(states[v]!, seat, shownAt[v]!)]);
          suffix[v] = acc;
        }
        for (const frame of client.frames) {
          const text = frame.toString('utf8');
          const m: Json = JSON.parse(text);
          always(text, `seat ${seat}`);
          const secrets = suffix[Math.min(m.version, states.length - 1)]!;
          for (const id of text.match(/s[01]d[01]c\d\d/g) ?? []) {
            if (secrets.has(id)) leaks.push(`seat ${seat} got hidden card ${id} at version ${m.version}`);
          }
          checkedSecrets += secrets.size;
          checkedFrames++;
        }
      }
      // Lobby answers and the public replay: only what a spectator may know at the end.
      const endSecrets = hiddenFrom(states.at(-1)!, null, shownAt.at(-1)!);
      for (const [i, response] of lobby.entries()) {
        const text = JSON.stringify(response.body);
        always(text, `lobby answer ${i}`);
        for (const cardId of text.match(/s[01]d[01]c\d\d/g) ?? []) {
          if (endSecrets.has(cardId)) leaks.push(`lobby answer ${i}: hidden card ${cardId}`);
        }
      }
      await Promise.all([...seats, spectator].map((c) => c.close()));
    }
    expect(leaks.slice(0, 10)).toEqual([]);
    expect(checkedFrames).toBeGreaterThan(GAMES * 50);
    expect(checkedSecrets).toBeGreaterThan(0);
  });
});
