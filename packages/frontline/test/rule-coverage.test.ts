/**
 * Every rule id of the sources — the original rules (O1–O11) and the revision (R1–R8), one id per numbered rule —
 * is named by at least one test, or listed below as not a rule with the reason. A rule nobody tests is a rule
 * nobody knows is broken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Rules per section, as the sources number them (`frontline-original.en.md`, `frontline-revised.en.md`). */
const SECTIONS: Readonly<Record<string, number>> = {
  O1: 4,
  O2: 1,
  O3: 2,
  O4: 3,
  O5: 4,
  O6: 7,
  O7: 4,
  O8: 23,
  O9: 6,
  O10: 8,
  O11: 3,
  R1: 3,
  R2: 2,
  R3: 3,
  R4: 6,
  R5: 16,
  R6: 16,
  R7: 5,
  R8: 5,
};

/** Numbered items of the sources that state no rule a test could check, each with the reason. None today. */
const NOT_RULES: Readonly<Record<string, string>> = {};

const IDS = Object.entries(SECTIONS).flatMap(([section, n]) =>
  Array.from({ length: n }, (_, i) => `${section}.${i + 1}`),
);

const testDir = new URL('.', import.meta.url);
const testFiles = (dir: URL): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? testFiles(new URL(`${e.name}/`, dir))
      : e.name.endsWith('.ts') && e.name !== 'rule-coverage.test.ts'
        ? [readFileSync(new URL(e.name, dir), 'utf8')]
        : [],
  );
const tests = testFiles(testDir).join('\n');
const mentions = (text: string, id: string) => new RegExp(`\\b${id.replace('.', '\\.')}(?!\\d)`).test(text);

describe('rule coverage', () => {
  it.each(IDS.filter((id) => !(id in NOT_RULES)))('%s is checked by a test', (id) => {
    expect(mentions(tests, id)).toBe(true);
  });

  it('lists as not a rule only ids of the sources', () => {
    expect(Object.keys(NOT_RULES).filter((id) => !IDS.includes(id))).toEqual([]);
  });
});

/** The sources sit beside the repository (docs/rules/frontline.md cites them there); where present, the counts match. */
const SOURCES = new URL('../../../../shared/seeds/', import.meta.url);

describe.skipIf(!existsSync(SOURCES))('rule ids of the sources', () => {
  const numbered = (file: string): Record<string, number> => {
    const counts: Record<string, number> = {};
    let section: string | null = null;
    for (const line of readFileSync(new URL(file, SOURCES), 'utf8').split('\n')) {
      const heading = /^## ([OR]\d+)\b/.exec(line);
      if (heading) section = heading[1]!;
      const item = /^(\d+)\. /.exec(line);
      if (item && section) counts[section] = Math.max(counts[section] ?? 0, Number(item[1]));
    }
    return counts;
  };

  it('are the sections and rules counted above', () => {
    expect({ ...numbered('frontline-original.en.md'), ...numbered('frontline-revised.en.md') }).toEqual(
      SECTIONS,
    );
  });
});
