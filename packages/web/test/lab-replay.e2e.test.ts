/**
 * A Frontline lab game in a real browser: `warboard lab replay … --web --server URL` hands the game's record to
 * the real server, and the address it prints opens the built client's replay screen — marked as imported, on
 * the board, stepped from the start forward and back, and seen as one seat saw it (its hidden hand). The
 * screenshots go to test-results/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../cli/src/games.js';
import { run as runWarboard } from '../../cli/test/capture.js';
import { chromiumAvailable, type Stack, shot, startStack } from './browser.js';

const run = chromiumAvailable();

/** `warboard <args>` in-process; what it printed on stdout, once it exits with 0. */
async function warboard(args: readonly string[]): Promise<string> {
  const { code, stdout, stderr } = await runWarboard(args, games);
  if (code !== 0) throw new Error(`warboard ${args.join(' ')} exited with ${code}: ${stderr}`);
  return stdout;
}

describe.runIf(run)('a lab game in the web client', () => {
  let stack: Stack;
  let page: Page;
  beforeAll(async () => {
    stack = await startStack();
    page = await stack.page('en-GB');
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  it('opens an imported Frontline lab game and steps it', async () => {
    const lab = [
      'lab',
      'replay',
      '--game',
      'frontline',
      '--bots',
      'heuristic',
      '--seed',
      'e2e',
      '--index',
      '0',
    ];
    const address = (await warboard([...lab, '--web', '--server', stack.url])).trim();
    expect(address).toMatch(new RegExp(`^${stack.url}/replay/`));
    const actions = (JSON.parse(await warboard([...lab, '--json'])) as { actions: unknown[] }).actions.length;

    await page.goto(address);
    await page.getByTestId('fl-replay').waitFor();
    expect(await page.getByTestId('replay').getAttribute('data-imported')).toBe('1');
    await page.getByTestId('replay-imported').waitFor();
    const stepText = () => page.getByTestId('replay-step').textContent();
    await expect.poll(stepText).toBe(`Step ${actions} of ${actions}`);
    const held = () => page.locator('g[data-testid^=territory-]:not([data-holder=""])').count();
    const logged = () => page.getByTestId('fl-replay').locator('.log li').count();
    const heldAtEnd = await held();
    const loggedAtEnd = await logged();
    expect(loggedAtEnd).toBeGreaterThan(5);
    await shot(page, 'lab-1-replay-end');

    // From the start forward: nothing told yet, then each step adds what it did; back takes one away.
    await page.getByTestId('replay-first').click();
    await expect.poll(stepText).toBe(`Step 0 of ${actions}`);
    expect(await logged()).toBe(0);
    const heldAtStart = await held();
    expect(heldAtStart).toBeLessThan(heldAtEnd);
    for (let i = 1; i <= 6; i++) {
      await page.getByTestId('replay-next').click();
      await expect.poll(stepText).toBe(`Step ${i} of ${actions}`);
    }
    const loggedAtSix = await logged();
    expect(loggedAtSix).toBeGreaterThan(0);
    await page.getByTestId('replay-prev').click();
    await expect.poll(stepText).toBe(`Step 5 of ${actions}`);
    expect(await logged()).toBeLessThanOrEqual(loggedAtSix);

    // As the first seat saw it: its hand, hidden from a spectator, at the same step.
    expect(await page.getByTestId('replay-hand').count()).toBe(0);
    await page.getByTestId('replay-seat').selectOption('0');
    await page.getByTestId('replay-hand').waitFor();
    expect(await stepText()).toBe(`Step 5 of ${actions}`);
    await page.getByTestId('replay-last').click();
    await expect.poll(stepText).toBe(`Step ${actions} of ${actions}`);
    expect(await logged()).toBe(loggedAtEnd);
    await shot(page, 'lab-2-replay-seat');
  });
});
