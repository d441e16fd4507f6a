/**
 * Chat and clocks in Chromium against the real server (issue 22, items 3, 4 and 6): a correspondence game made in
 * the lobby with its clock and reserve, both seats' clocks counting down from the server's deadlines (on a device
 * whose own clock is an hour wrong too), the title's mark for the seat that owes, a line said by one player shown
 * to the other as text and never as HTML, and a mute that keeps a seat's lines away.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, type Stack, shot, startStack } from './browser.js';

const run = chromiumAvailable();
const DAY = 24 * 3600 * 1000;

const chatLines = (page: Page) =>
  page.getByTestId('game-chat').locator('.chat-lines li .chat-text').allTextContents();

describe.skipIf(!run)('chat and clocks in Chromium', () => {
  let stack: Stack;
  let host: Page;
  let guest: Page;
  let id = '';

  beforeAll(async () => {
    stack = await startStack();
    host = await stack.page('en-GB');
    const skewed = await stack.browser('en-GB');
    // This device's clock runs an hour fast: its countdowns must still follow the server's.
    await skewed.addInitScript(() => {
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + 3_600_000;
    });
    guest = skewed.pages()[0] ?? (await skewed.newPage());
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  it('creates a correspondence game with a reserve, and every seat sees both clocks from the server', async () => {
    await host.goto(stack.url);
    await expect.poll(() => host.getByTestId('create').textContent()).toBe('Create game');
    await host.getByTestId('pick-horsemen').check();
    await host.getByTestId('seat-1').selectOption('friend');
    await host.getByTestId('clock-correspondence').check();
    await host.getByTestId('clock-per-decision').selectOption(String(2 * DAY));
    await host.getByTestId('clock-reserve').selectOption(String(3 * DAY));
    await shot(host, 'chat-01-clock-choice');
    await host.getByTestId('create').click();
    await host.waitForURL(/\/game\//);
    id = new URL(host.url()).pathname.split('/')[2] ?? '';
    const summary = await (await fetch(`${stack.url}/api/games/${id}`)).json();
    expect(summary).toMatchObject({ decisionMs: 2 * DAY, reserveMs: 3 * DAY });

    await guest.goto(`${stack.url}/join/${id}/1`);
    await guest.waitForURL(/\/game\//);
    for (const page of [host, guest]) {
      await page.getByTestId('clocks').waitFor();
      await expect.poll(() => page.locator('[data-testid^=clock-left-]').count()).toBeGreaterThan(0);
      // Counted from the server's deadline: two days, less the seconds since; never an hour off.
      for (const left of await page.locator('[data-testid^=clock-left-]').allTextContents())
        expect(left).toMatch(/^(2 d 0 h|1 d 23 h)$/);
      expect(await page.getByTestId('clocks').textContent()).toContain('(reserve 3 d 0 h)');
    }
    // A seat that owes sees the mark in its tab's title.
    const owes = await host.getByTestId('clock-0').getAttribute('data-owes');
    await expect.poll(() => host.title()).toMatch(owes === '1' ? /^● / : /^[^●]/);
    await shot(guest, 'chat-02-clocks');
  });

  it('says a line to the other player as text, not HTML, and a mute keeps that seat away', async () => {
    await host.getByTestId('game-chat-input').fill('hello <b>there</b> & good luck');
    await host.getByTestId('game-chat-say').click();
    await expect.poll(() => chatLines(guest)).toEqual(['hello <b>there</b> & good luck']);
    expect(await guest.getByTestId('game-chat').locator('.chat-lines b').count()).toBe(0);
    expect(await guest.getByTestId('game-chat').locator('.chat-who').first().textContent()).toBe('Opponent');
    await shot(guest, 'chat-03-line');

    await guest.getByTestId('game-chat').getByRole('button', { name: 'mute' }).click();
    await guest.getByTestId('game-chat').getByText('Muted:').waitFor();
    await host.getByTestId('game-chat-input').fill('can you hear me?');
    await host.getByTestId('game-chat-say').click();
    await expect.poll(() => chatLines(host)).toEqual(['hello <b>there</b> & good luck', 'can you hear me?']);
    // The guest answers; the host still hears it, the guest never got the muted line.
    await guest.getByTestId('game-chat-input').fill('quiet here');
    await guest.getByTestId('game-chat-say').click();
    await expect.poll(() => chatLines(host)).toContain('quiet here');
    await expect.poll(() => chatLines(guest)).toEqual(['quiet here']);
    // After a reload the mute and the lines come back from the server.
    await guest.reload();
    await expect.poll(() => chatLines(guest)).toEqual(['quiet here']);
    await guest.getByTestId('game-chat').getByText('Muted:').waitFor();
  });
});
