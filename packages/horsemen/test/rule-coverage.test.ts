/**
 * Every rule id of the source (H1–H19, HF1–HF4, HU1–HU6) and every gap decision (HG1–HG14) is named by at
 * least one test, and by the rulebook. A rule nobody tests is a rule nobody knows is broken.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const IDS = [...range('H', 19), ...range('HF', 4), ...range('HU', 6), ...range('HG', 14)];

const testDir = new URL('.', import.meta.url);
const tests = readdirSync(testDir)
  .filter((f) => f.endsWith('.test.ts') && f !== 'rule-coverage.test.ts')
  .map((f) => readFileSync(new URL(f, testDir), 'utf8'))
  .join('\n');
const rulebook = readFileSync(new URL('../../../docs/rules/horsemen.md', import.meta.url), 'utf8');
const mentions = (text: string, id: string) => new RegExp(`\\b${id}(?!\\d)`).test(text);

describe('rule coverage', () => {
  it.each(IDS)('%s is checked by a test', (id) => {
    expect(mentions(tests, id)).toBe(true);
  });
  it.each(IDS)('%s is in the rulebook', (id) => {
    expect(mentions(rulebook, id)).toBe(true);
  });
});
