import { makeToyGame } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import { newRecord, randomPlayout, replay, seedRng } from '../src/index.js';

const game = makeToyGame();

describe('replay', () => {
  it('rebuilds the same state from (rulesVersion, options, seed, actions)', () => {
    const setup = game.setup({ deckSize: 9 }, 's1');
    if (!setup.ok) throw new Error('setup');
    const played = randomPlayout(game, setup.value, seedRng('driver'));
    const record = { ...newRecord(game, { deckSize: 9 }, 's1'), actions: played.actions };
    const rebuilt = replay(game, record);
    expect(rebuilt.ok && game.serialize(rebuilt.value)).toBe(game.serialize(played.state));
  });

  it.each([
    ['another game', { game: 'chess' }, 'wrong-game'],
    ['another rules version', { rulesVersion: '0' }, 'rules-version'],
    ['bad options', { options: { deckSize: 99 } }, 'bad-option'],
    ['an illegal action', { actions: [{ seat: 0, action: { type: 'bet', amount: 9 } }] }, 'bad-amount'],
  ])('refuses a record with %s', (_name, patch, code) => {
    const record = { ...newRecord(game, {}, 's'), ...patch };
    const result = replay(game, record);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});
