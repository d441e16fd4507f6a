/**
 * Learning the games in the app, in a real browser against the real server: each game's description and its
 * rulebook opened from the lobby in English and in Chinese; a rule badge in a game opening its rule in the
 * current language; and, on a touch screen, a card's and a line's explanation opened by a tap.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, type Stack, shot, startStack } from './browser.js';

const run = chromiumAvailable();

/** Whether the element with this id is the highlighted rule and stands in the window. */
const landedOn = (page: Page, id: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id);
    if (!el) return 'missing';
    const top = el.getBoundingClientRect().top;
    return el.classList.contains('rule-target') && top >= 0 && top < window.innerHeight
      ? 'landed'
      : `at ${top}`;
  }, id);

describe.skipIf(!run)('the rules in the app, in Chromium', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  it('opens each game’s rulebook from the lobby, in English and in Chinese', async () => {
    const context = await stack.browser('en-GB');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(stack.url);
    await page.getByTestId('pick-frontline').check();
    await expect.poll(() => page.getByTestId('game-about').textContent()).toContain('Risk variant');
    await page.getByTestId('rules-frontline').click();
    const book = page.getByTestId('rulebook');
    await book.waitFor();
    expect(await page.getByTestId('rules-page').getAttribute('data-lang')).toBe('en');
    expect(await book.locator('h1').textContent()).toContain('Frontline');
    await shot(page, 'rules-01-frontline-en');

    // Switching the language switches the rulebook, anchors and all.
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('rules-page').getAttribute('data-lang')).toBe('zh-HK');
    await expect.poll(() => book.locator('h1').textContent()).toContain('前線');
    expect(await book.locator('[id="13-options"]').textContent()).toContain('選項');
    expect(await book.textContent()).toContain('步兵師');
    await shot(page, 'rules-02-frontline-zh');

    // In-page rule references jump to the rule's anchor.
    await book.locator('a.rule-ref[href="#O8.12"]:not([id])').first().click();
    await expect.poll(() => landedOn(page, 'O8.12')).toBe('landed');

    await page.getByTestId('rules-tab-horsemen').click();
    await expect.poll(() => book.locator('h1').textContent()).toContain('四騎士');
    expect(await book.textContent()).toContain('弒王為勝');
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => book.locator('h1').textContent()).toContain('Four Horsemen');

    // The lobby's option rows link their rule ids too.
    await page.goto(stack.url);
    await page.getByTestId('pick-horsemen').check();
    await expect.poll(() => page.getByTestId('game-about').textContent()).toContain('four coloured lines');
    await page.locator('.options summary').click();
    const [rules] = await Promise.all([
      context.waitForEvent('page'),
      page.getByTestId('rule-HG5').first().click(),
    ]);
    await rules.getByTestId('rulebook').waitFor();
    expect(new URL(rules.url()).pathname).toBe('/rules/horsemen');
    await expect.poll(() => landedOn(rules, 'HG5')).toBe('landed');
    await shot(rules, 'rules-03-option-badge-HG5');
    await context.close();
  });

  it('on a touch screen, taps open a card’s and a line’s explanation, and a rule badge opens its rule', async () => {
    const context: BrowserContext = await stack.browser('zh-HK', { touch: true, width: 390, height: 844 });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(stack.url);
    await page.getByTestId('pick-horsemen').tap();
    await page.getByTestId('create').tap();
    await page.getByTestId('table').waitFor();

    // A hand card: tapping its toggle explains it without picking the card.
    const card = page.locator('[data-testid=hand] button.hand-card').first();
    await card.waitFor();
    const toggle = card.locator('.explain');
    const tip = card.locator('.tip');
    expect(await tip.isVisible()).toBe(false);
    await toggle.tap();
    await expect.poll(() => tip.isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await card.getAttribute('class')).not.toContain('selected');
    expect(await tip.textContent()).toMatch(/HU\d/);
    await shot(page, 'rules-04-touch-card-tip');
    // A tap elsewhere closes it.
    await page.locator('h2').first().tap();
    await expect.poll(() => tip.isVisible()).toBe(false);

    // A line's explanation, and the rule badge in it, in the current language.
    const line = page.locator('.line-name .explained').first();
    await line.locator('.explain').tap();
    const lineTip = line.locator('.tip');
    await expect.poll(() => lineTip.isVisible()).toBe(true);
    const badge = lineTip.locator('a.rule').first();
    const id = (await badge.textContent()) ?? '';
    expect(id).toMatch(/^H1[5-8]$/);
    await shot(page, 'rules-05-touch-line-tip');
    const [rules] = await Promise.all([context.waitForEvent('page'), badge.tap()]);
    await rules.getByTestId('rulebook').waitFor();
    expect(await rules.getByTestId('rules-page').getAttribute('data-lang')).toBe('zh-HK');
    await expect.poll(() => landedOn(rules, id)).toBe('landed');
    await shot(rules, `rules-06-badge-${id}-zh`);

    // Both rulebooks fit a 360 px phone: long tables scroll inside themselves, the page never sideways.
    await rules.setViewportSize({ width: 360, height: 740 });
    for (const game of ['frontline', 'horsemen']) {
      await rules.getByTestId(`rules-tab-${game}`).tap();
      await expect.poll(() => rules.getByTestId('rules-page').getAttribute('data-game')).toBe(game);
      await rules.getByTestId('rulebook').waitFor();
      const overflow = await rules.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, game).toBeLessThanOrEqual(0);
    }
    await shot(rules, 'rules-07-phone-360');
    await context.close();
  });
});
