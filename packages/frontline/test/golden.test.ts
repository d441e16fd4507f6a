import { readFileSync } from 'node:fs';
import { type GameRecord, replay } from '@warboard/core';
import { describe, expect, it } from 'vitest';
import { frontline } from '../src/index.js';

/**
 * Golden replays: recorded seeded games (options, seed, actions) must rebuild to exactly the recorded final
 * state. A change that alters them changes what a logged game means: regenerate deliberately and bump
 * `rulesVersion`.
 */
const fnv = (text: string): string => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
};

describe.each(['revised-3p', 'original-4p'])('golden replay %s', (name) => {
  const golden = JSON.parse(readFileSync(new URL(`./golden/${name}.json`, import.meta.url), 'utf8')) as {
    record: GameRecord;
    digest: string;
    outcome: unknown;
  };
  it('replays to the recorded final state and outcome', () => {
    const state = replay(frontline, golden.record);
    expect(state.ok).toBe(true);
    if (!state.ok) return;
    expect(fnv(frontline.serialize(state.value))).toBe(golden.digest);
    expect(frontline.outcome(state.value)).toEqual(golden.outcome);
  });
});
