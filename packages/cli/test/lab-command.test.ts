/**
 * `warboard lab` in-process on real games: bad experiments refused before any game runs (exit 2), the same
 * seed giving the same report byte for byte, stored games reused, and a report that opens offline in both
 * languages.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnyGame, type GameRecord, replay } from '@warboard/core';
import { horsemen as horsemenGame } from '@warboard/horsemen';
import { afterAll, describe, expect, it } from 'vitest';
import { games } from '../src/games.js';
import type { LabReport } from '../src/lab/report.js';
import { run } from './capture.js';

const dir = mkdtempSync(join(tmpdir(), 'warboard-lab-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const horsemen = ['--game', 'horsemen', '--variant', 'tie=both-survive', '--variant', 'tie=both-die'];

function lab(args: readonly string[], name: string) {
  return run(['lab', ...args, '--db', join(dir, `${name}.sqlite`), '--out', join(dir, name)], games);
}
const report = (name: string): LabReport =>
  JSON.parse(readFileSync(join(dir, name, 'report.json'), 'utf8')) as LabReport;

describe('warboard lab: a bad experiment is refused before any game runs', () => {
  const refused = async (args: string[], message: RegExp) => {
    const name = `refused-${Math.random().toString(36).slice(2)}`;
    const r = await lab(args, name);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, `${name}.sqlite`))).toBe(false); // not even the database was opened
  };

  it('an unknown game', () => refused(['--game', 'chess', '--variant', 'a=1'], /unknown game 'chess'/));
  it('zero games', () => refused([...horsemen, '--games', '0'], /--games.*must be a whole number ≥ 1/));
  it('an unknown option in a variant (HG gaps are named options)', () =>
    refused(
      ['--game', 'horsemen', '--variant', 'tie=both-die', '--variant', 'dragons=true'],
      /variant 'dragons=true': options refused/,
    ));
  it('a variant whose value the game refuses (HG3 startingChips)', () =>
    refused(
      ['--game', 'horsemen', '--variant', 'startingChips=-5'],
      /variant 'startingChips=-5': options refused.*HG3/,
    ));
  it('a Frontline variant with an unknown ruleset', () =>
    refused(
      ['--game', 'frontline', '--variant', 'ruleset=newest'],
      /variant 'ruleset=newest': options refused/,
    ));
  it('an unknown common option', () => refused([...horsemen, '--option', 'dragons=1'], /options refused/));
  it('two variants that are the same rules', () =>
    refused(
      ['--game', 'horsemen', '--variant', 'tie=both-survive', '--variant', 'defaults'],
      /are the same rules/,
    ));
  it('no variant at all', () => refused(['--game', 'horsemen'], /no variant/));
  it('an unknown bot, naming the known ones', () =>
    refused([...horsemen, '--bots', 'genius'], /unknown bot 'genius' for horsemen \(known: random/));
  it('a bot list that does not fit the seats', () =>
    refused([...horsemen, '--bots', 'random,random,random'], /3 bots for 2 seats/));
  it('a malformed variant', () => refused(['--game', 'horsemen', '--variant', 'tie'], /expected key=value/));
  it('an unknown language', () => refused([...horsemen, '--lang', 'fr'], /--lang/));
  it('a sweep of an unknown option', () =>
    refused(['--game', 'horsemen', '--sweep', 'dragons=1,2'], /--sweep point 'dragons=1': options refused/));
  it('a sweep with no values, or an empty one', async () => {
    await refused(['--game', 'horsemen', '--sweep', 'startingChips='], /no values to sweep/);
    await refused(['--game', 'horsemen', '--sweep', 'startingChips=10,,20'], /an empty value/);
  });
  it('a sweep value the game refuses', () =>
    refused(
      ['--game', 'horsemen', '--sweep', 'startingChips=10,-5'],
      /'startingChips=-5': options refused.*HG3/,
    ));
  it('--skill with one bot, or an unknown one', async () => {
    await refused([...horsemen, '--skill', 'random'], /--skill: two or more different bots/);
    await refused([...horsemen, '--skill', 'random,genius'], /unknown bot 'genius'/);
  });
  it('one option swept twice', () =>
    refused(
      ['--game', 'horsemen', '--sweep', 'startingChips=10', '--sweep', 'startingChips=20'],
      /'startingChips' swept twice/,
    ));
});

describe('warboard lab --sweep: every value a variant, several sweeps a grid', () => {
  it('plays the grid, charts every measure against the swept value, and reruns with the same flags', async () => {
    const args = [
      '--game',
      'horsemen',
      '--sweep',
      'startingChips=20,50',
      '--sweep',
      'tie=both-survive,both-die',
    ];
    const r = await lab([...args, '--games', '3', '--seed', 'sweep-test'], 'sweep');
    expect(r.code).toBe(0);
    const json = report('sweep');
    expect(json.analysis.variants.map((v) => v.key)).toEqual([
      'startingChips=20,tie=both-survive',
      'startingChips=20,tie=both-die',
      'startingChips=50,tie=both-survive',
      'startingChips=50,tie=both-die',
    ]);
    expect(json.experiment.sweeps).toEqual([
      { key: 'startingChips', values: [20, 50] },
      { key: 'tie', values: ['both-survive', 'both-die'] },
    ]);
    expect(json.experiment.command).toBe(
      'warboard lab --game horsemen --sweep startingChips=20,50 --sweep tie=both-survive,both-die --bots random --games 3 --seed sweep-test',
    );
    const html = readFileSync(join(dir, 'sweep', 'report.html'), 'utf8');
    const sweep = html.slice(html.indexOf('<span class="en">Sweep</span>'));
    expect(sweep).toContain('<code>startingChips</code> × <code>tie</code>');
    expect(sweep).toMatch(/first player wins/);
    expect(sweep).toMatch(/mark-area/); // the interval bands

    // One chart per measure — each seat's and the first player's win rate, each seat fact's, every per-game
    // measure the games gave a value — each with the swept option along its axis and each swept value on it.
    const figures = [...sweep.matchAll(/<figure><figcaption><span class="en">(.*?)<\/span>.*?<\/figure>/gs)];
    const charted = figures.map((f) => f[1]);
    const facts = json.catalogue.tagWins.flatMap(({ values }) =>
      Object.values(values).map((w) => `${w.en} wins`),
    );
    const measured = json.catalogue.measures
      .filter((m) => json.analysis.variants.some((v) => (v.measures[m.id]?.n ?? 0) > 0))
      .map((m) => m.name.en);
    expect(charted).toEqual(['seat 1 wins', 'seat 2 wins', 'first player wins', ...facts, ...measured]);
    expect(measured.length).toBeGreaterThan(5);
    for (const [figure] of figures) {
      expect(figure).toContain('>startingChips</text>'); // the x axis: the swept value
      expect(figure).toMatch(/>20<\/text>[\s\S]*>50<\/text>/);
    }
  });
});

describe('warboard lab --skill', () => {
  it('matches the bots under every variant, compares their win rate between variants, and ranks them', async () => {
    const args = [...horsemen, '--games', '2', '--skill', 'heuristic,random', '--skill-games', '2'];
    const r = await lab([...args, '--seed', 'skill-test'], 'skill');
    expect(r.code).toBe(0);
    const json = report('skill');
    for (const v of json.analysis.variants) {
      expect(v.skill?.pairs.map((p) => [p.bot, p.against, p.games])).toEqual([['heuristic', 'random', 2]]);
      expect(v.skill?.ranking.map((x) => x.bot).sort()).toEqual(['heuristic', 'random']);
    }
    expect(json.analysis.comparisons.map((c) => c.measure)).toContain('skill.heuristic.random');
    expect(json.experiment.command).toMatch(/--skill heuristic,random --skill-games 2$/);
    expect(r.stdout).toMatch(/Skill depth:/);
  });
});

describe('warboard lab --csv and the games to watch', () => {
  it('one CSV row per game with its seeds and measures; each extreme game replays to the result the lab stored', async () => {
    const csv = join(dir, 'games.csv');
    const r = await lab([...horsemen, '--games', '5', '--seed', 'csv-test', '--csv', csv], 'csv');
    expect(r.code).toBe(0);
    const lines = readFileSync(csv, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 2 * 5);
    const head = (lines[0] as string).split(',');
    expect(head.slice(0, 4)).toEqual(['variant', 'game', 'seed', 'ok']);
    expect(head).toEqual(
      expect.arrayContaining(['bot_seed_2', 'length.actions', 'deaths.total', 'prize.chest']),
    );
    const row = (lines[1] as string).split(',');
    expect(row.slice(0, 4)).toEqual(['tie=both-survive', '0', 'csv-test/tie=both-survive/0', 'true']);
    expect(row[head.indexOf('bot_seed_2')]).toBe('csv-test/tie=both-survive/0/bot/1');

    const json = report('csv');
    const kinds = json.extremes.map((x) => `${x.variant} ${x.kind}`);
    expect(kinds).toEqual(expect.arrayContaining(['tie=both-die shortest', 'tie=both-die longest']));
    const longest = json.extremes.find((x) => x.kind === 'longest') as (typeof json.extremes)[number];
    const v = json.analysis.variants.find(
      (x) => x.key === longest.variant,
    ) as (typeof json.analysis.variants)[number];
    expect(longest.actions).toBe(Math.max(...(v.raw.values['length.actions'] as number[])));
    expect(longest.command).toMatch(
      /^warboard lab replay --game horsemen --variant tie=both-\w+ --bots random --seed csv-test --index \d --web$/,
    );
    const args = longest.command.split(' ').slice(1, -1); // without --web: as text, or as its record
    const replayed = await run([...args, '--json'], games);
    expect(replayed.code).toBe(0);
    const record = JSON.parse(replayed.stdout) as GameRecord;
    expect(record.actions).toHaveLength(longest.actions);
    const horsemenGame = games.get('horsemen')?.game as AnyGame;
    const state = replay(horsemenGame, record);
    expect(state.ok).toBe(true);
    const outcome = state.ok ? horsemenGame.outcome(state.value) : null;
    const k = v.raw.index.indexOf(longest.index);
    expect(outcome?.kind === 'win' ? [...outcome.winners] : null).toEqual(v.raw.winners[k]);
    const text = await run(args, games);
    expect(text.stdout.trimEnd().split('\n')).toHaveLength(longest.actions + 2); // a head, each action, the end
  });
});

describe('warboard lab: Four Horsemen, random bots', () => {
  const args = [...horsemen, '--games', '12', '--seed', 'lab-test'];

  it('the same seed gives the same report, byte for byte; a rerun plays nothing again', async () => {
    const first = await lab(args, 'same-a');
    const second = await lab(args, 'same-b');
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    for (const file of ['report.json', 'report.html']) {
      expect(readFileSync(join(dir, 'same-b', file), 'utf8')).toBe(
        readFileSync(join(dir, 'same-a', file), 'utf8'),
      );
    }
    expect(second.stdout).toBe(first.stdout);
    const r = report('same-a');
    expect(r.analysis.variants.map((v) => [v.key, v.games, v.errors])).toEqual([
      ['tie=both-survive', 12, 0],
      ['tie=both-die', 12, 0],
    ]);
    // Every seat's wins and the draws account for every finished game.
    for (const v of r.analysis.variants) {
      const wins = v.seatWins.reduce((n, s) => n + s.wins, 0);
      expect(wins + v.draws).toBe(v.finished);
    }
    expect(r.experiment.command).toBe(
      'warboard lab --game horsemen --variant tie=both-survive --variant tie=both-die --bots random --games 12 --seed lab-test',
    );
    // The report names the rules version the games were played under.
    expect(r.versions['horsemen rules']).toBe(horsemenGame.rulesVersion);

    const again = await lab(args, 'same-a');
    expect(again.stderr).toMatch(/24 games already stored, 0 to play/);
    expect(readFileSync(join(dir, 'same-a', 'report.json'), 'utf8')).toBe(
      readFileSync(join(dir, 'same-b', 'report.json'), 'utf8'),
    );
  });

  it('more games later: the stored ones are kept and only the new ones are played', async () => {
    await lab([...horsemen, '--games', '6', '--seed', 'lab-test'], 'grow');
    const grown = await lab(args, 'grow');
    expect(grown.stderr).toMatch(/12 games already stored, 12 to play/);
    expect(readFileSync(join(dir, 'grow', 'report.json'), 'utf8')).toBe(
      readFileSync(join(dir, 'same-a', 'report.json'), 'utf8'),
    );
  });

  it('every pair of variants on every measure is tested, and the verdict follows the Holm-adjusted p', () => {
    const { comparisons } = report('same-a').analysis;
    const measures = comparisons.map((c) => c.measure);
    expect(measures).toEqual(
      expect.arrayContaining(['win.seat.0', 'win.first', 'win.faction.war', 'win.king.big']),
    );
    expect(measures).toEqual(
      expect.arrayContaining(['length.actions', 'deaths.war', 'deaths.plague', 'prize.chest']),
    );
    for (const c of comparisons) {
      expect(c.pAdjusted).toBeGreaterThanOrEqual(c.p);
      expect(c.differs).toBe(c.pAdjusted < 0.05);
    }
  });

  it('the HTML opens offline: no outside address, no script or style from elsewhere, charts inline', () => {
    const html = readFileSync(join(dir, 'same-a', 'report.html'), 'utf8');
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toMatch(/<(script|img|iframe)[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/@import|url\(/i);
    expect((html.match(/<svg /g) ?? []).length).toBeGreaterThanOrEqual(8); // every chart in both languages
  });

  it('the HTML reads in English and Traditional Chinese, with a switch between them', () => {
    const html = readFileSync(join(dir, 'same-a', 'report.html'), 'utf8');
    for (const text of ['Win rates', 'What differs', 'Deaths by line colour (H8)', 'first player'])
      expect(html).toContain(text);
    for (const text of ['勝率', '有何不同', '各色線上的陣亡（H8）', '先手', '狂熱者'])
      expect(html).toContain(text);
    expect(html).toContain('lang="zh-Hant"');
    expect(html).toMatch(/<button[^>]*id="lang"/);
    expect(html).toMatch(/<html lang="en" data-lang="en">/);
  });

  it('--json prints the report that report.json holds', async () => {
    const r = await lab([...args, '--json'], 'same-a');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(report('same-a'));
  });

  it('--lang zh-Hant opens the report in Chinese and prints the summary in Chinese', async () => {
    const r = await lab([...args, '--lang', 'zh-Hant'], 'same-a');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('試玩實驗室報告');
    expect(readFileSync(join(dir, 'same-a', 'report.html'), 'utf8')).toMatch(
      /<html lang="zh-Hant" data-lang="zh">/,
    );
  });
});

describe('warboard lab: Frontline, random bots', () => {
  it('original against revised over a few three-player games: every Frontline measure reported', async () => {
    const r = await lab(
      [
        '--game',
        'frontline',
        '--players',
        '3',
        '--variant',
        'ruleset=original',
        '--variant',
        'ruleset=revised',
        '--games',
        '2',
        '--seed',
        's',
      ],
      'frontline',
    );
    expect(r.stderr).not.toMatch(/error in/);
    expect(r.code).toBe(0);
    const { analysis, experiment } = report('frontline');
    expect(experiment.players).toBe(3);
    for (const v of analysis.variants) {
      expect(v.finished).toBe(2);
      for (const id of [
        'battles',
        'invasions',
        'objectives.cities',
        'landings.tried',
        'landings.won',
        'length.rounds',
      ]) {
        expect(v.measures[id]?.n).toBe(2);
      }
      expect(v.measures.battles?.mean).toBeGreaterThan(0);
      expect(v.firstPlayerWins.games).toBe(2);
    }
  });
});

describe('the worked example checked into docs/lab-example', () => {
  const example = new URL('../../../docs/lab-example/', import.meta.url);
  it('is original against revised Frontline over at least 1,000 heuristic-bot games each, every one finished', () => {
    const r = JSON.parse(readFileSync(new URL('report.json', example), 'utf8')) as LabReport;
    expect(r.experiment.game).toBe('frontline');
    expect(r.experiment.variants.map((v) => v.key)).toEqual(['ruleset=original', 'ruleset=revised']);
    expect(new Set(r.experiment.bots.map((b) => b.bot))).toEqual(new Set(['heuristic']));
    for (const v of r.analysis.variants) {
      expect(v.games).toBeGreaterThanOrEqual(1000);
      expect(v.finished).toBe(v.games);
    }
  });

  it('opens offline and reads in both languages', () => {
    const html = readFileSync(new URL('report.html', example), 'utf8');
    expect(html).not.toMatch(/https?:|<link\b|\ssrc=|url\(/i);
    for (const text of [
      'Objectives claimed, by kind (FG4)',
      '達成的目標（依種類，FG4）',
      'What differs',
      '有何不同',
    ])
      expect(html).toContain(text);
  });
});
