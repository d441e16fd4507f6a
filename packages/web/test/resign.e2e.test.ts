/**
 * Resigning a Frontline game (FG21) in Chromium against the real server: the first tap only asks, the dialog
 * takes the focus and keeps the game on Escape, and the confirmation (a 44 px target) ends the game. The
 * list of every legal action offers no one-tap way around it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, type Stack, shot, startStack } from './browser.js';

const run = chromiumAvailable();

/**
 * Where the focus is once the page has rendered what `input` does: `input` runs in the page, and the focus is
 * read a few microtasks later, before any frame is drawn (the screen renders in a microtask). A focus that
 * waits for the next frame is read as missing, never as a lucky race.
 */
const focusRightAfter = (page: Page, input: 'click resign' | 'Escape') =>
  page.evaluate(async (input) => {
    if (input === 'Escape')
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    else document.querySelector<HTMLButtonElement>('[data-testid=resign]')?.click();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return document.activeElement?.getAttribute('data-testid');
  }, input);

describe.skipIf(!run)('resigning in Chromium', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('asks before it resigns, keeps playing on Escape, and ends the game once confirmed', async () => {
    const response = await fetch(new URL('/api/games', stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'frontline',
        options: { players: 2 },
        seats: [{ kind: 'human' }, { kind: 'human' }],
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const page = await stack.page('en-GB', { touch: true, width: 390, height: 844 });
    for (const seat of [0, 1]) {
      await page.goto(new URL(`/join/${id}/${seat}`, stack.url).href);
      await page.waitForURL(/\/game\//);
    }
    await page.reload();
    // Both seats are on this device: the one whose turn it is comes from behind the hot-seat cover.
    const resign = page.getByTestId('resign');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=cover], [data-testid=resign]') !== null,
    );
    if (await page.getByTestId('uncover').count()) await page.getByTestId('uncover').click();
    await resign.waitFor();
    expect(await resign.textContent()).toBe('Resign… (FG21)');
    const game = page.getByTestId('game');
    expect(await game.getAttribute('data-status')).toBe('live');

    // The searchable list of every action does not hold the resignation.
    await page.getByTestId('all-actions').locator('summary').click();
    await page.getByTestId('action-search').fill('resign');
    await expect.poll(() => page.getByTestId('all-actions').locator('li').count()).toBe(0);

    expect(await focusRightAfter(page, 'click resign')).toBe('resign-cancel');
    const dialog = page.getByTestId('resign-dialog');
    expect(await dialog.getAttribute('role')).toBe('alertdialog');
    expect(await dialog.textContent()).toContain('takes all your divisions off the board');
    for (const part of ['resign-cancel', 'resign-confirm']) {
      const box = await page.getByTestId(part).boundingBox();
      expect(box?.height, part).toBeGreaterThanOrEqual(44);
      expect(box?.width, part).toBeGreaterThanOrEqual(44);
    }
    await shot(page, 'resign-01-confirm');
    expect(await focusRightAfter(page, 'Escape')).toBe('resign');
    expect(await dialog.count()).toBe(0);
    expect(await game.getAttribute('data-status')).toBe('live');

    // A real tap and a real Escape key do the same.
    await resign.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await resign.waitFor();
    expect(await game.getAttribute('data-status')).toBe('live');

    await resign.click();
    await page.getByTestId('resign-confirm').click();
    await expect.poll(() => game.getAttribute('data-status'), { timeout: 20_000 }).toBe('over');
  }, 120_000);
});
