/**
 * Finished games do not stay in memory: a server that has seen many games end keeps at most
 * `finishedRoomsKept` of their rooms, and loads a released one again from storage when someone asks for it.
 * Counted in rooms, not in bytes or time.
 */
import { makeToyGame } from '@warboard/core/testing';
import { horsemen } from '@warboard/horsemen';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../src/games.js';
import { Client, http, type Json, startServer, type TestServer } from '../helpers.js';

const toy = makeToyGame({ rules: 'secrets' });

async function until(done: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const GAMES = 150;
const KEPT = 10;

describe('finished rooms', () => {
  let t: TestServer | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  it(`keeps at most ${KEPT} rooms after ${GAMES} games ended, and reloads a released one on demand`, async () => {
    t = await startServer({
      registry: registry([horsemen, toy]),
      limits: { finishedRoomsKept: KEPT, gamesCreated: 10_000, lobbyRequests: 10_000, botGamesPerIp: 10_000 },
    });
    const url = t.url;
    const ids: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const created = await http('POST', `${url}/api/games`, {
        game: 'toy',
        options: { turns: 4 },
        seats: [{ kind: 'bot' }, { kind: 'bot' }],
      });
      ids.push(created.body.id);
    }
    await until(
      async () => (await http('GET', `${url}/api/games?status=over&limit=500`)).body.games.length === GAMES,
    );
    await until(() => t!.server.hub.size <= KEPT); // the last games settle once their last write is done
    expect(t.server.hub.size).toBeLessThanOrEqual(KEPT);

    // The first game's room was released long ago: asking for it loads it again, as it was.
    const first: Json = (await http('GET', `${url}/api/games/${ids[0]}`)).body;
    expect(first).toMatchObject({ id: ids[0], status: 'over', version: 4 });
    const spectator = await Client.connect(t.ws);
    spectator.send({ type: 'hello', game: ids[0] });
    expect(await spectator.waitFor((m) => m.type === 'welcome')).toMatchObject({
      status: 'over',
      version: 4,
    });
    await spectator.close();
    await until(() => t!.server.hub.size <= KEPT);
    expect(t.server.hub.size).toBeLessThanOrEqual(KEPT);
  });
});
