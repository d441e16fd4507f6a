/**
 * Each tutorial in real Chromium through the built client, entered from the lobby's "Learn to play" and played to
 * its end by clicks only — what each step highlights is what gets clicked — then started again, left, and found
 * from a game's page. Every step is photographed into test-results/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, type Stack, shot, startStack } from './browser.js';

const run = chromiumAvailable();

const stepOf = async (page: Page) => Number(await page.getByTestId('tutorial').getAttribute('data-step'));
const stageOf = (page: Page) => page.getByTestId('tut-panel').getAttribute('data-stage');

/** Click what the step highlights: the element must carry the tutorial's highlight when it is clicked. */
async function spot(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  await expect.poll(() => target.getAttribute('class')).toMatch(/\btut-spot\b/);
  if (selector.startsWith('[data-testid=territory-')) await target.dispatchEvent('click');
  else await target.click();
}

/** Read the step's text, then Next: the step moves on. */
async function next(page: Page): Promise<void> {
  const before = `${await stepOf(page)}/${await stageOf(page)}`;
  await page.getByTestId('tut-next').click();
  await expect.poll(async () => `${await stepOf(page)}/${await stageOf(page)}`).not.toBe(before);
}

/** The step's action done: it explains what happened, or the next step begins. */
async function done(page: Page, step: number): Promise<void> {
  await expect.poll(async () => (await stepOf(page)) > step || (await stageOf(page)) === 'after').toBe(true);
  expect(await page.getByTestId('tut-stuck').count()).toBe(0);
}

describe.skipIf(!run)('the tutorials in Chromium', () => {
  let stack: Stack;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    const context = await stack.browser('en-GB');
    page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  it('teaches Four Horsemen to its end by clicks: place, flip, compare, move, each line, the factions', async () => {
    await page.goto(stack.url);
    await page.getByTestId('learn-horsemen').click();
    await page.getByTestId('table').waitFor();
    await shot(page, 'tut-hz-01-welcome');
    await next(page); // welcome
    await next(page); // the lines
    const cell = (line: number, row = 'front') => `[data-testid=cell-0-${line}-${row}]`;
    const place = async (card: string, line: number, row = 'front') => {
      const step = await stepOf(page);
      await spot(page, `[data-testid=hand-${card}]`);
      await spot(page, cell(line, row));
      await done(page, step);
    };
    await place('five', 0);
    await shot(page, 'tut-hz-02-placing');
    await place('nine', 1);
    await place('three', 3);
    await place('k0', 3, 'back');
    await shot(page, 'tut-hz-03-placed');
    await next(page);
    const action = async (line: number, button: string, name?: string) => {
      const step = await stepOf(page);
      await spot(page, cell(line));
      await spot(page, `[data-testid=${button}]`);
      await done(page, step);
      if (name) await shot(page, name);
      if ((await stageOf(page)) === 'after') await next(page);
    };
    await action(0, 'act-flip');
    await action(0, 'act-compare', 'tut-hz-04-compared');
    await expect.poll(() => page.getByTestId('log').textContent()).toMatch(/compare/i);
    await action(1, 'act-flip');
    await action(3, 'act-flip', 'tut-hz-05-lines');
    await action(1, 'act-move-2', 'tut-hz-06-moved');
    await next(page); // the factions
    await action(2, 'act-compare', 'tut-hz-07-king-killed');
    const step = await stepOf(page);
    await spot(page, '[data-testid=prize] button');
    await done(page, step);
    await expect.poll(() => stageOf(page)).toBe('end');
    // The log tells the end as the game's own screen does: the king's death, the game over, the prize taken.
    const log = page.getByTestId('log');
    // The newest turn comes first in the log, its lines in the order they happened: the prize ends it.
    await expect
      .poll(() => log.getByTestId('log-chapter').first().locator('li').last().textContent())
      .toMatch(/You took the war chest/);
    expect(await log.textContent()).toMatch(/Chronic patients 6 \(Bot\) died on Death \(lost a compare\)/);
    await shot(page, 'tut-hz-08-end');

    // Start again: the same first step, on an empty board.
    await page.getByTestId('tut-restart').click();
    await expect.poll(() => stepOf(page)).toBe(0);
    await expect.poll(() => page.locator('[data-testid=hand] button.hand-card').count()).toBe(4);
    // The end offers a real game: the lobby.
    await page.getByTestId('tut-leave').click();
    await page.getByTestId('create').waitFor();
  });

  it('teaches Frontline to its end by clicks: draft, front rows, an attack with its odds, invasion, maneuver, landing', async () => {
    await page.goto(stack.url);
    await page.getByTestId('learn-frontline').click();
    await page.getByTestId('fl-map').waitFor();
    await shot(page, 'tut-fl-01-welcome');
    await next(page);
    await next(page);
    const picked = () => page.getByTestId('fl-map').getAttribute('data-selected');
    /** Pick a territory unless it is picked already (a second click would drop it). */
    const choose = async (id: string) => {
      if ((await picked()) !== id) await spot(page, `[data-testid=territory-${id}]`);
      await expect.poll(picked).toBe(id);
    };
    const click = async (...selectors: string[]) => {
      const step = await stepOf(page);
      for (const s of selectors) await spot(page, s);
      await done(page, step);
    };
    const rollOut = async () => {
      // Roll until the step is done; the first exchange is rolled with the attack itself.
      const roll = page.getByTestId('battle-roll');
      for (let i = 0; i < 30 && (await stageOf(page)) === 'do'; i++) {
        // The next roll is offered, or the step is done: whichever comes first, however slow the machine.
        await expect.poll(async () => (await roll.count()) > 0 || (await stageOf(page)) !== 'do').toBe(true);
        if (await roll.count()) await roll.click();
      }
      expect(await stageOf(page)).toBe('after');
    };

    await expect.poll(picked).toBe('north-africa'); // the capital is picked at the start of the turn
    await click('[data-testid^=post-egypt-A]');
    await click('[data-testid^=post-egypt-I]');
    await click('[data-testid^=post-egypt-A]');
    await shot(page, 'tut-fl-02-front-row');
    await next(page);
    await click('[data-testid=draft-I]');
    await click('[data-testid=draft-A]');
    await click('[data-testid=end-phase]');

    await choose('north-africa');
    await spot(page, '[data-testid=territory-egypt]');
    await page.getByTestId('odds').waitFor();
    await shot(page, 'tut-fl-03-odds');
    await spot(page, '[data-testid=attack-go]');
    await rollOut();
    await shot(page, 'tut-fl-04-invaded');
    await next(page);

    await choose('egypt');
    await spot(page, '[data-testid=local-assault]');
    await rollOut();
    await shot(page, 'tut-fl-05-assault');
    await next(page);
    await click('[data-testid=end-phase]');

    await choose('east-africa');
    await spot(page, '[data-testid=territory-egypt]');
    await click('[data-testid=move-I]');
    await choose('north-africa');
    await spot(page, '[data-testid=territory-southern-europe]');
    await click('[data-testid=embark-A]');
    await shot(page, 'tut-fl-06-embarked');
    await next(page);
    await click('[data-testid=end-phase]');
    await next(page); // Blue's turn, told

    // Four units, one infantry a click: the step lasts until all are drafted.
    const drafting = await stepOf(page);
    for (let i = 0; i < 4; i++) {
      const units = await page.getByTestId('units').textContent();
      await spot(page, '[data-testid=draft-I]');
      if (i < 3) await expect.poll(() => page.getByTestId('units').textContent()).not.toBe(units);
    }
    await done(page, drafting);
    await click('[data-testid=end-phase]');
    await choose('southern-europe');
    await spot(page, '[data-testid=local-land]');
    await rollOut();
    await shot(page, 'tut-fl-07-landed');
    await next(page);
    await choose('southern-europe');
    await spot(page, '[data-testid=local-assault]');
    await rollOut();
    await next(page);
    await expect.poll(() => stageOf(page)).toBe('end');
    expect(await page.getByTestId('tut-next').count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('territory-southern-europe').getAttribute('data-holder'))
      .toBe('0');
    // The log tells the game by turns, as a live game's screen does: Red's, Blue's, then Red's second, newest first.
    const chapters = page.getByTestId('log').getByTestId('log-chapter');
    await expect.poll(() => chapters.count()).toBe(3);
    expect(await chapters.first().locator('summary').textContent()).toMatch(/Round 2 · Red/);
    await shot(page, 'tut-fl-08-end');
    // A real game: the lobby, with Frontline picked to create.
    await page.getByTestId('tut-play').click();
    await page.getByTestId('create').waitFor();
    await expect.poll(() => page.getByTestId('pick-frontline').isChecked()).toBe(true);
  });

  it('is offered on a game’s page, and speaks Chinese', async () => {
    await page.goto(stack.url);
    await page.getByTestId('seat-1').selectOption('bot');
    await page.getByTestId('create').click();
    await page.getByTestId('table').waitFor();
    await page.getByTestId('learn').click();
    await page.getByTestId('tutorial').waitFor();
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('tut-text').textContent()).toMatch(/歡迎來到四騎士/);
    await shot(page, 'tut-hz-09-chinese');
    await page.getByTestId('lang-switch').click();
    // On a phone the step's panel sits above the table rather than over it.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.getByTestId('tut-panel').evaluate((el) => getComputedStyle(el).position)).toBe(
      'static',
    );
    await shot(page, 'tut-hz-10-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
