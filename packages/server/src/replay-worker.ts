/** The replay thread: builds the replays the server asks for (replay-build.ts), off the event loop. */
import { parentPort } from 'node:worker_threads';
import { games } from './games.js';
import { buildReplay, type ReplayPerspective, type ReplayRecord } from './replay-build.js';

parentPort?.on(
  'message',
  (m: { id: number; game: string; record: ReplayRecord; full: boolean; seat: ReplayPerspective }) => {
    try {
      const game = games.get(m.game);
      const built = game
        ? buildReplay(game, m.record, m.full, m.seat)
        : { ok: false, error: `unknown game ${m.game}` };
      parentPort?.postMessage({ id: m.id, ...built });
    } catch (error) {
      parentPort?.postMessage({ id: m.id, ok: false, error: String(error) });
    }
  },
);
