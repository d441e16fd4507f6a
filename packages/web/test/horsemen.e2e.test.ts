/**
 * Four Horsemen in a real browser against the real server: a game against a bot played to its end by
 * clicking (face-down placement, turns, the prize), a language switch, a reload that rejoins, the replay,
 * and a hot-seat game on one device. Every screen is photographed into test-results/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, playOne, type Stack, shot, startStack, waitForTurn } from './browser.js';

const run = chromiumAvailable();

/** Play this page's seat until the game ends (or `limit` actions); returns what was done. */
async function playOn(page: Page, limit: number, until?: (done: string[]) => boolean): Promise<string[]> {
  const done: string[] = [];
  while (done.length < limit && !until?.(done)) {
    if ((await waitForTurn(page)) !== 'turn') break;
    const action = await playOne(page);
    if (action) done.push(action);
  }
  return done;
}

describe.skipIf(!run)('Four Horsemen in Chromium', () => {
  let stack: Stack;
  let page: Page;

  beforeAll(async () => {
    stack = await startStack();
    const context = await stack.browser('en-GB');
    page = context.pages()[0] ?? (await context.newPage());
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('creates a game against a bot with options, places face down and plays turns by clicking', async () => {
    await page.goto(stack.url);
    await expect.poll(() => page.getByTestId('create').textContent()).toBe('Create game');
    await page.locator('.options summary').click();
    // A short stalemate limit (HG14) bounds the game, so the test can play it to the end.
    await page.locator('#opt-stalemateLimit').fill('8');
    await shot(page, '01-lobby');
    await page.getByTestId('create').click();
    await page.getByTestId('table').waitFor();
    await shot(page, '02-table-dealt');

    const first = await playOn(page, 40, (d) => d.filter((a) => a === 'place').length === 4);
    await shot(page, '03-placing');
    // One card by drag and drop onto an empty cell of ours.
    await waitForTurn(page);
    await page
      .locator('[data-testid=hand] button.hand-card:enabled')
      .first()
      .dragTo(page.locator('[data-testid^="cell-0-"]:has(.empty-cell)').first());
    await expect.poll(() => page.locator('[data-testid=hand] button.hand-card').count()).toBeLessThan(4);
    const placed = await playOn(page, 8, (d) => d.length > 0 && d.at(-1) !== 'place');
    // A flip by keyboard: focus a face-down card of ours, Enter picks it, F flips it.
    await waitForTurn(page);
    const faceDown = page.locator('.cell.mine.active:has(.own-down)').first();
    const before = await page.locator('.cell.mine .own-down').count();
    await faceDown.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('f');
    await expect.poll(() => page.locator('.cell.mine .own-down').count()).toBeLessThan(before);
    const rest = await playOn(page, 12, (d) => d.length >= 4);
    const done = [...first, 'place', ...placed, ...rest];
    expect(done.filter((a) => a === 'place').length).toBeGreaterThanOrEqual(7); // a hand of 7 or 8 (H5)
    await expect.poll(() => page.locator('[data-testid=log] li').count()).toBeGreaterThan(3);
    await shot(page, '04-playing');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, '04-playing-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('switches to Chinese at any time, and keeps it across a reload that rejoins the game', async () => {
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('player-0').textContent()).toContain('資金池');
    expect(await page.getByTestId('lang-switch').textContent()).toBe('English');
    await shot(page, '05-chinese');

    const url = page.url();
    await page.reload();
    await page.getByTestId('table').waitFor();
    expect(page.url()).toBe(url);
    await expect.poll(() => page.getByTestId('player-0').textContent()).toContain('軍費區');
    // What happened before the reload is told again, from the server's catch-up.
    await expect.poll(() => page.locator('[data-testid=log] li').count()).toBeGreaterThan(10);
    if ((await waitForTurn(page)) === 'turn') expect(await playOne(page)).not.toBeNull();
    await shot(page, '06-after-reload');

    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.getByTestId('player-0').textContent()).toContain('Fund pool');
  });

  it('plays the game to its end, then watches its replay step by step', async () => {
    await playOn(page, 400);
    await expect.poll(() => page.getByTestId('game').getAttribute('data-status')).toBe('over');
    const status = await page.getByTestId('game-status').textContent();
    expect(status).toMatch(/won|Drawn/);
    await shot(page, '07-game-over');

    await page.goto(stack.url);
    await expect.poll(() => page.getByTestId('my-games').locator('li').count()).toBe(1);
    await page.getByTestId('games-over').locator('a', { hasText: 'Replay' }).first().click();
    await page.getByTestId('replay').waitFor();
    const steps = await page.locator('.replay-controls .muted').textContent();
    await page.getByTestId('replay-prev').click();
    expect(await page.locator('.replay-controls .muted').textContent()).not.toBe(steps);
    await shot(page, '08-replay');
  });

  it('plays hot-seat: two players on one device, cards covered between them', async () => {
    await page.goto(stack.url);
    await page.getByTestId('seat-1').selectOption('hotseat');
    await page.getByTestId('create').click();
    await page.getByTestId('table').waitFor();
    // Player 1 places the whole hand, then the device passes to player 2 behind a cover.
    const firstHand = await playOn(page, 10);
    expect(firstHand.filter((a) => a === 'place').length).toBeGreaterThanOrEqual(7);
    await page.getByTestId('cover').waitFor();
    await shot(page, '09-hotseat-cover');
    await page.getByTestId('uncover').click();
    const second = await playOn(page, 10, (d) => d.filter((a) => a === 'place').length >= 7);
    expect(second.filter((a) => a === 'place').length).toBeGreaterThanOrEqual(7);
    await shot(page, '10-hotseat-second-player');
  });

  it('greets a Chinese browser in Chinese on its first visit', async () => {
    const context = await stack.browser('zh-HK');
    const zhPage = context.pages()[0] ?? (await context.newPage());
    await zhPage.goto(stack.url);
    await expect.poll(() => zhPage.getByTestId('create').textContent()).toBe('建立遊戲');
    await shot(zhPage, '11-lobby-chinese');
  });
});
