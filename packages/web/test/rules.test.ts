/**
 * The rules pages: every rule id the engines name (in refusals, notes, options, events) and every id the web's
 * strings show has an anchor in its game's rulebook, in English and in Chinese; both languages' rulebooks have
 * the same headings (so the same section anchors) and the same rule ids.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isRuleId, type RulebookGame, rulebookOf, splitRuleIds } from '../src/rules/rule-ids.js';
import { headingTexts, renderRulebook } from '../src/rules/rulebook.js';
import { rulebookFile, rulebookLangs } from '../src/rules/sources.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const games: RulebookGame[] = ['frontline', 'horsemen'];

/** Every .ts file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => read(join(dir, f)));

/** Rule ids written as string literals ('R4.3', "FG12") — how the engines name a refusal's or a note's rule. */
const literalIds = (text: string): string[] =>
  [...text.matchAll(/['"`]((?:HG|HF|HU|FG|H|O|R)\d+(?:\.\d+)*)['"`]/g)].map((m) => m[1]!);

const engineIds = [...sources('packages/frontline/src'), ...sources('packages/horsemen/src')].flatMap(
  literalIds,
);
/** The ids the web shows inside its sentences ("… (HU1)", "armor +1 (R5.5)"). */
const webIds = [...sources('packages/web/src/i18n'), read('packages/web/src/frontline/i18n.ts')].flatMap(
  (text) => splitRuleIds(text).flatMap((p) => (p.rule ? [p.text] : [])),
);

const rendered = Object.fromEntries(
  games.map((game) => {
    const english = read(rulebookFile(game, 'en'));
    return [
      game,
      Object.fromEntries(rulebookLangs.map((l) => [l, renderRulebook(read(rulebookFile(game, l)), english)])),
    ];
  }),
);

describe('rule ids', () => {
  it.each([
    ['R4.3', true, 'frontline'],
    ['O8.12', true, 'frontline'],
    ['FG0', true, 'frontline'],
    ['H5', true, 'horsemen'],
    ['HG11', true, 'horsemen'],
    ['HU3', true, 'horsemen'],
    ['HF2', true, 'horsemen'],
    ['X1', false, 'frontline'],
    ['R', false, 'frontline'],
  ] as const)('%s is a rule id: %s (%s)', (id, ok, game) => {
    expect(isRuleId(id)).toBe(ok);
    if (ok) expect(rulebookOf(id)).toBe(game);
  });

  it('finds ids in a sentence, not inside words or longer numbers', () => {
    expect(splitRuleIds('armor +1 (R5.5); see R5.12–R5.16, not HR5 or R5.5.')).toEqual([
      { text: 'armor +1 (', rule: false },
      { text: 'R5.5', rule: true },
      { text: '); see ', rule: false },
      { text: 'R5.12', rule: true },
      { text: '–', rule: false },
      { text: 'R5.16', rule: true },
      { text: ', not HR5 or ', rule: false },
      { text: 'R5.5', rule: true },
      { text: '.', rule: false },
    ]);
    expect(splitRuleIds('拼點時攻方點數加三（H15）。').filter((p) => p.rule)).toEqual([
      { text: 'H15', rule: true },
    ]);
  });

  it('the engines and the web name ids at all (the scan is not empty)', () => {
    expect(engineIds).toContain('R4.3');
    expect(engineIds).toContain('HG2');
    expect(webIds).toContain('HU1');
  });

  for (const l of rulebookLangs) {
    it.each([...new Set([...engineIds, ...webIds])].sort())(`%s has an anchor in its ${l} rulebook`, (id) => {
      expect(rendered[rulebookOf(id)]![l]!.anchors.has(id)).toBe(true);
    });
  }
});

describe.each(games)('the %s rulebook in both languages', (game) => {
  const english = read(rulebookFile(game, 'en'));
  const chinese = read(rulebookFile(game, 'zh-HK'));
  it('has the same headings, with the same rule ids in each', () => {
    const ids = (texts: string[]) =>
      texts.map((h) =>
        splitRuleIds(h)
          .filter((p) => p.rule)
          .map((p) => p.text),
      );
    expect(headingTexts(chinese).length).toBe(headingTexts(english).length);
    expect(ids(headingTexts(chinese))).toEqual(ids(headingTexts(english)));
  });

  it('names the same rule ids, each anchored once', () => {
    const en = rendered[game]!.en!;
    const zh = rendered[game]!['zh-HK']!;
    expect([...zh.anchors].sort()).toEqual([...en.anchors].sort());
    for (const page of [en, zh]) {
      for (const id of page.anchors) expect(page.html.split(`id="${id}"`).length - 1, id).toBe(1);
    }
  });

  it('links to its own sections only', () => {
    for (const page of [rendered[game]!.en!, rendered[game]!['zh-HK']!]) {
      const targets = [...page.html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!);
      const ids = new Set([...page.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!));
      for (const target of targets) expect(ids.has(target), target).toBe(true);
    }
  });

  it('anchors a rule at its heading where a heading names it', () => {
    const { html } = rendered[game]!.en!;
    const id = game === 'frontline' ? 'O3' : 'H11';
    expect(html).toMatch(new RegExp(`<h\\d id="[^"]+">[^<]*<a class="rule-ref" href="#${id}" id="${id}">`));
  });
});
