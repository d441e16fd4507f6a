import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CLIENT_TYPES,
  decision,
  gameEvent,
  gameSummary,
  parseClientMessage,
  replayAnswer,
  serverMessage,
  serverMessageSchema,
} from '../src/index.js';

describe('the wire contract', () => {
  it('knows every client message type from the schema itself', () => {
    expect(CLIENT_TYPES).toEqual(['hello', 'lobby', 'chat', 'handover', 'mute', 'action', 'ping', 'history']);
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ ok: true, message: { type: 'ping' } });
    expect(parseClientMessage('{"type":"shout"}')).toMatchObject({
      ok: false,
      error: { code: 'unknown-type' },
    });
  });

  it('accepts any game by default and one game exactly when built for it', () => {
    const update = { type: 'update', version: 1, actor: 0, events: [{ type: 'drew', card: 3 }] };
    expect(serverMessage.safeParse(update).success).toBe(true);
    expect(serverMessage.safeParse({ ...update, events: [{ card: 3 }] }).success).toBe(false);
    const counting = serverMessageSchema({
      view: z.object({ n: z.number() }),
      action: z.literal('count'),
      event: gameEvent,
      decision,
    });
    const snapshot = { type: 'snapshot', version: 1, status: 'live', decisions: [], deadlines: [] };
    expect(counting.safeParse({ ...snapshot, view: { n: 1 }, legal: ['count'] }).success).toBe(true);
    expect(counting.safeParse({ ...snapshot, view: { n: 'one' }, legal: ['count'] }).success).toBe(false);
  });

  it('describes the lobby answers', () => {
    const summary = {
      id: 'g',
      game: 'horsemen',
      status: 'over',
      version: 2,
      seats: [],
      createdAt: 1,
      decisionMs: 5,
    };
    expect(gameSummary.safeParse(summary).success).toBe(true);
    const replay = {
      ...summary,
      rulesVersion: '1',
      outcome: { kind: 'draw', reason: 'r' },
      from: 0,
      total: 0,
      next: null,
      start: {},
      steps: [],
    };
    expect(replayAnswer.safeParse(replay).success).toBe(true);
    expect(replayAnswer.safeParse({ ...replay, outcome: { kind: 'lost' } }).success).toBe(false);
  });
});
