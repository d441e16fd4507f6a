/** A bot worker thread: answers BotRequests posted by the pool, so bots never block the event loop. */
import { parentPort } from 'node:worker_threads';
import { games } from '../games.js';
import type { BotRequest } from './bot.js';
import { chooseAction } from './choose.js';

parentPort?.on('message', (message: { id: number; request: BotRequest }) => {
  try {
    parentPort?.postMessage({ id: message.id, ok: true, action: chooseAction(games, message.request) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, ok: false, error: String(error) });
  }
});
