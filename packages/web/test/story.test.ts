/**
 * The log's story without a browser (src/log/story.ts and each game's teller): every event kind of both
 * engines has its sentence, real games are told whole — every event in exactly one line, a chapter per turn —
 * runs of divisions and cards fold into one line, and the replay's keys step as they say.
 */
import { readFileSync } from 'node:fs';
import { foldLog, type GameEvent, randomPlayout, seedRng } from '@warboard/core';
import { type FrontlineEvent, frontline } from '@warboard/frontline';
import { type HorsemenEvent, horsemen } from '@warboard/horsemen';
import { describe, expect, it } from 'vitest';
import { frontlineTeller } from '../src/frontline/story.js';
import { describeEvent } from '../src/horsemen/describe.js';
import { horsemenTeller } from '../src/horsemen/story.js';
import { lang } from '../src/i18n/i18n.js';
import { type StoryEntry, story } from '../src/log/story.js';
import { stepKey } from '../src/replay/steps.js';

const card = { id: 'c1', value: 7, faction: 'war' as const };

/**
 * One event of every Four Horsemen kind. Typed by kind, so a kind added to the engine without a sample here
 * fails the type-check, and the test below fails when the engine's source names a kind this table lacks.
 */
const HORSEMEN_EVENTS: { [K in HorsemenEvent['type']]: Extract<HorsemenEvent, { type: K }> } = {
  'hand-checked': { type: 'hand-checked', seat: 0, kings: 1, discarded: [] },
  'king-drawn-out': { type: 'king-drawn-out', seat: 1, card },
  refilled: { type: 'refilled', seat: 1, drew: true },
  placed: { type: 'placed', seat: 0, line: 2, row: 'front' },
  'first-player': { type: 'first-player', seat: 1 },
  flipped: { type: 'flipped', seat: 0, line: 1, row: 'back', card },
  moved: { type: 'moved', seat: 0, card, from: 1, to: 2, row: 'front', paid: 3 },
  compared: {
    type: 'compared',
    seat: 0,
    line: 0,
    attacker: card,
    defender: { ...card, id: 'c2', value: 5 },
    scores: [8, 5],
    winner: 'attacker',
    paid: 2,
  },
  died: { type: 'died', seat: 1, card, line: 3, cause: 'famine' },
  captured: { type: 'captured', card, by: 0, line: 2, paid: 4 },
  points: { type: 'points', card, seat: 0, line: 1, change: -1, cause: 'plague' },
  infected: { type: 'infected', card, seat: 1, line: 3 },
  refund: { type: 'refund', seat: 0, chips: 2, from: 1 },
  passed: { type: 'passed', seat: 1 },
  'topped-up': { type: 'topped-up', seat: 0, chips: 10 },
  'game-over': { type: 'game-over', ending: { winner: 0, reason: 'king-killed' } as never },
  prize: { type: 'prize', seat: 0, prize: { kind: 'chest', chips: 30 } },
};

/** The kinds the engine's source names (`type: '…'`), so the table above cannot fall behind it. */
const HORSEMEN_KINDS = [
  ...readFileSync(new URL('../../horsemen/src/events.ts', import.meta.url), 'utf8').matchAll(
    /\btype: '([a-z-]+)'/g,
  ),
].map((m) => m[1]!);

const ctx = { lines: ['war', 'famine', 'death', 'plague'] as const, name: (s: number) => `P${s + 1}` };

describe('every Four Horsemen event has its sentence (H5 redeal included)', () => {
  it('knows every kind the engine names', () => {
    expect(HORSEMEN_KINDS.length).toBeGreaterThanOrEqual(17);
    expect(Object.keys(HORSEMEN_EVENTS).sort()).toEqual([...new Set(HORSEMEN_KINDS)].sort());
  });

  it.each(['en', 'zh-HK'] as const)('tells each kind as a sentence of its own in %s', (l) => {
    lang.value = l;
    for (const e of Object.values(HORSEMEN_EVENTS)) {
      const text = describeEvent(e, { ...ctx, lines: [...ctx.lines] });
      expect(text, e.type).not.toMatch(/undefined|NaN|\{|ev\./);
      expect(text, e.type).not.toContain(e.type === 'moved' ? 'ev.moved' : `(${e.type})`);
    }
    lang.value = 'en';
  });
});

/** A seeded random game's log as a client holds it: each event with its step's version and actor. */
function playedLog<S, E extends GameEvent>(
  game: Parameters<typeof randomPlayout<S, unknown, unknown, unknown, E>>[0],
  options: unknown,
  seed: string,
  steps?: number,
): StoryEntry<E>[] {
  const parsed = game.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const start = game.setup(parsed.value, seed);
  if (!start.ok) throw new Error(start.error.message);
  const played = randomPlayout(game, start.value, seedRng(`${seed}/bots`), steps);
  const log: StoryEntry<E>[] = [];
  let version = 0;
  foldLog(game, start.value, played.actions, (entry, applied) => {
    version++;
    for (const event of applied.events) log.push({ version, actor: entry.seat, event });
  });
  return log;
}

const told = (chapters: ReturnType<typeof story>) =>
  chapters.reduce((n, c) => n + c.lines.reduce((m, l) => m + l.events, 0), 0);

describe('a Four Horsemen game told whole', () => {
  const log = playedLog(horsemen, {}, 'story-hz');

  it('puts every event in one line, the placement folded, then a chapter per turn numbered from 1', () => {
    const chapters = story(
      log,
      horsemenTeller({ lines: ['war', 'famine', 'death', 'plague'], name: ctx.name }),
    );
    expect(told(chapters)).toBe(log.length);
    const placement = chapters.find((c) => c.title === 'Face-down placement')!;
    expect(placement).toBeDefined();
    // Eight cards a seat, placed one action at a time: folded into a few lines, never one per card.
    expect(placement.lines.length).toBeLessThan(log.filter((e) => e.event.type === 'placed').length);
    expect(placement.lines.some((l) => /placed \d+ cards face down/.test(l.text))).toBe(true);
    const turns = chapters.filter((c) => c.title.startsWith('Turn '));
    expect(turns.length).toBeGreaterThan(3);
    expect(turns.map((c) => Number(/Turn (\d+)/.exec(c.title)![1]))).toEqual(turns.map((_, i) => i + 1));
  });

  it('HF4 keeps the answer to a capture in the turn of the compare, and the turns alternating', () => {
    const at = (
      version: number,
      actor: number,
      event: Record<string, unknown>,
    ): StoryEntry<HorsemenEvent> => ({
      version,
      actor,
      event: event as unknown as HorsemenEvent, // a kind's sample with some fields changed
    });
    const { compared, captured, flipped } = HORSEMEN_EVENTS;
    const entries = [
      at(1, 0, { ...HORSEMEN_EVENTS['first-player'], seat: 0 }),
      at(2, 0, { ...flipped, seat: 0 }),
      at(3, 1, { ...compared, seat: 1 }),
      at(4, 0, { ...captured, by: 0 }), // seat 0 won the compare and answers the capture
      at(5, 0, { ...flipped, seat: 0 }),
      at(6, 1, { ...flipped, seat: 1 }),
    ];
    const titles = story(
      entries,
      horsemenTeller({ lines: ['war', 'famine', 'death', 'plague'], name: ctx.name }),
    ).map((c) => `${c.title}: ${c.lines.length}`);
    expect(titles).toEqual([
      'The deal: 1',
      'Turn 1 · P1: 1',
      'Turn 2 · P2: 2',
      'Turn 3 · P1: 1',
      'Turn 4 · P2: 1',
    ]);
  });
});

describe('a Frontline game told whole', () => {
  const log = playedLog(frontline, { players: 3, turnLimit: 4 }, 'story-fl', 3000);
  const name = (s: number) => ['Red', 'Blue', 'Green'][s]!;

  it('puts every event in one line and opens a chapter at each turn (O3.1), the first at the first action', () => {
    const chapters = story(log, frontlineTeller(name));
    expect(told(chapters)).toBe(log.length);
    const turns = log.filter((e) => e.event.type === 'turn').length;
    expect(turns).toBeGreaterThan(3);
    expect(chapters).toHaveLength(turns + 1);
    expect(chapters[0]!.title).toMatch(/^Round 1 · /);
    // Folding makes the story shorter than the events, each folded line counting what it moved (or, for the
    // table, naming every card it laid out or took back).
    const lines = chapters.flatMap((c) => c.lines);
    expect(lines.length).toBeLessThan(log.length);
    for (const l of lines.filter((x) => x.events > 1)) expect(l.text, l.text).toMatch(/\d| cards .*table/);
  });

  it('folds divisions moved between the same places, and the cards spent in one draft', () => {
    const at = (version: number, event: Record<string, unknown>): StoryEntry<FrontlineEvent> => ({
      version,
      actor: 0,
      event: event as unknown as FrontlineEvent, // built field by field
    });
    const move = (division: string) => ({
      type: 'moved',
      seat: 0,
      from: 'egypt',
      to: 'east-africa',
      division,
      kind: 'own',
      abandoned: false,
    });
    const entries = [
      at(1, { type: 'card-spent', seat: 0, card: 'peru', units: 1 }),
      at(2, { type: 'card-spent', seat: 0, card: 'egypt', units: 1 }),
      at(3, move('I')),
      at(4, move('A')),
      at(5, move('I')),
      at(6, { ...move('I'), to: 'congo' }),
    ];
    const lines = story(entries, frontlineTeller(name)).flatMap((c) => c.lines.map((l) => l.text));
    expect(lines).toEqual([
      'Red spent the Peru and Egypt cards: 2 more to draft.',
      'Red moved 2 infantry divisions and 1 armored division from Egypt to East Africa.',
      'Red moved one infantry division from Egypt to Congo.',
    ]);
    lang.value = 'zh-HK';
    const chinese = story(
      entries,
      frontlineTeller(() => '紅軍'),
    ).flatMap((c) => c.lines.map((l) => l.text));
    expect(chinese[1]).toBe('紅軍把2個步兵師和1個裝甲師由埃及調動到東非。');
    lang.value = 'en';
  });
});

describe('the Frontline table told (FG12): what a player sets aside before an offer', () => {
  const name = (s: number) => ['Red', 'Blue', 'Green'][s]!;
  const at = (version: number, event: FrontlineEvent): StoryEntry<FrontlineEvent> => ({
    version,
    actor: 0,
    event,
  });
  const entries = [
    at(1, { type: 'tabled', seat: 0, card: 'greenland' }),
    at(2, { type: 'tabled', seat: 0, card: 'peru' }),
    at(3, { type: 'asked', seat: 0, stars: 1 }),
    at(4, { type: 'asked', seat: 0, stars: 2 }),
    at(5, { type: 'untabled', seat: 0, card: 'peru' }),
    at(6, { type: 'unasked', seat: 0, stars: 2 }),
    at(7, { type: 'table-cleared', seat: 0, cards: ['greenland'], asks: [1] }),
  ];
  it('folds the cards laid out and the asks named one action at a time, and tells what the turn left on it', () => {
    const lines = story(entries, frontlineTeller(name)).flatMap((c) => c.lines.map((l) => l.text));
    expect(lines).toEqual([
      'Red laid the Greenland and Peru cards face up on the table for the next offer.',
      'Red will ask for a 1★ card and a 2★ card more in the next offer.',
      'Red took the Peru card back from the table.',
      'Red will ask for a 2★ card fewer in the next offer.',
      'Red took the Greenland card back from the table at the end of the turn. Red’s further asks for a 1★ card lapsed.',
    ]);
    lang.value = 'zh-HK';
    const chinese = story(
      entries,
      frontlineTeller(() => '紅軍'),
    ).flatMap((c) => c.lines.map((l) => l.text));
    expect(chinese[0]).toBe('紅軍把格陵蘭和秘魯領土咭翻開放在桌上，留待下次交換。');
    expect(chinese[1]).toBe('紅軍下次交換會多要一張1★領土咭和一張2★領土咭。');
    lang.value = 'en';
  });

  it('tells the table of a real game: every table action of a seeded game has its line', () => {
    const log = playedLog(frontline, { players: 3, turnLimit: 6 }, 'story-table', 4000);
    const kinds = new Set(log.map((e) => e.event.type));
    expect([...kinds].filter((k) => ['tabled', 'asked'].includes(k)).sort()).toEqual(['asked', 'tabled']);
    const lines = story(log, frontlineTeller(name)).flatMap((c) => c.lines);
    expect(lines.some((l) => /on the table for the next offer/.test(l.text))).toBe(true);
    for (const l of lines) expect(l.text, l.text).not.toMatch(/undefined|\{|ev\./);
  });
});

describe('replay keys', () => {
  it.each([
    ['ArrowLeft', 5, 4],
    ['ArrowRight', 5, 6],
    ['ArrowRight', 10, 10],
    ['ArrowLeft', 0, 0],
    ['Home', 5, 0],
    ['End', 5, 10],
    ['PageDown', 5, 10],
    ['PageUp', 5, 0],
    ['a', 5, null],
  ] as const)('%s from step %i of 10 goes to %s', (key, step, to) => {
    expect(stepKey(key, step, 10)).toBe(to);
  });
});
