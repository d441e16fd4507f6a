/**
 * "Your decision is due" in a real browser (issue 22, item 3): Chromium against the real server with its notices
 * on (VAPID keys made in a temporary data folder). With the 'notifications' permission granted to the page, the
 * player turns the tab's notices on: the app asks the browser, keeps the choice across a reload, registers its
 * service worker, offers push; and when a decision comes due while the player looks elsewhere (another window
 * has the focus), the title is marked and one notification is shown through the worker — none while the
 * player was looking. With the permission denied, the app says so and why, and the title's mark is what is left.
 *
 * Push itself is not subscribed here: PushManager.subscribe needs the browser's push service (Google's, for
 * Chromium), which a headless browser offline does not reach — the subscribe call takes the page down — so the
 * push request, its VAPID signature and encryption are tested against the server (server/test/notices.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chromiumAvailable,
  offersTurn,
  playOne,
  type Stack,
  shot,
  startStack,
  waitForTurn,
} from './browser.js';

const run = chromiumAvailable();
const MARK = '● ';
const marked = async (page: Page) => (await page.title()).startsWith(MARK);

/** The notifications Warboard's service worker shows for this page (the tab's own notices go through it). */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/push-sw.js');
    const notices = registration ? await registration.getNotifications({ tag: 'warboard-turn' }) : [];
    return notices.map((n) => `${n.title}: ${n.body}`);
  });

/** Count the page's calls to Notification.requestPermission (passed on to the browser, answer unchanged). */
async function countAsks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    const w = window as unknown as { asked: number };
    w.asked = 0;
    Notification.requestPermission = () => {
      w.asked++;
      return ask();
    };
  });
}
const asked = (page: Page) => page.evaluate(() => (window as unknown as { asked: number }).asked);

describe.skipIf(!run)('turn notices in Chromium', () => {
  let stack: Stack;
  const dataDir = mkdtempSync(join(tmpdir(), 'warboard-notices-'));
  beforeAll(async () => {
    stack = await startStack(undefined, undefined, { dataDir });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A Four Horsemen game of two people; each page takes its seat by the join link. */
  async function twoPlayers(a: Page, b: Page): Promise<void> {
    const response = await fetch(new URL('/api/games', stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'horsemen', seats: [{ kind: 'human' }, { kind: 'human' }] }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    for (const [seat, page] of [a, b].entries()) {
      await page.goto(new URL(`/join/${id}/${seat}`, stack.url).href);
      await page.waitForURL(/\/game\//);
      await page.getByTestId('notices').waitFor();
    }
  }

  /**
   * Whether the game waits for `b` alone, as both pages show it — `b`'s title marked and its decision offered, `a`'s
   * neither — twice, a moment apart: a title is set after the page renders, so one look can catch `b` marked for the
   * move it has just made, and `a` about to be, and `a`'s decision then comes due while it still has the focus.
   */
  async function waitsFor(a: Page, b: Page): Promise<boolean> {
    for (let look = 0; look < 2; look++) {
      if (look > 0) await a.waitForTimeout(500);
      const [aMarked, bMarked, aOffered, bOffered] = await Promise.all([
        marked(a),
        marked(b),
        offersTurn(a),
        offersTurn(b),
      ]);
      if (aMarked || aOffered || !bMarked || !bOffered) return false;
    }
    return true;
  }

  /** Play on both pages until `a` has made its moves and waits for `b`: `b`'s title marked, `a`'s not. */
  async function untilWaiting(a: Page, b: Page): Promise<void> {
    for (let i = 0; i < 60; i++) {
      if (await waitsFor(a, b)) return;
      for (const page of [a, b]) {
        // Whoever owes a decision makes it, as the game deals them out.
        if (await marked(page)) {
          await waitForTurn(page);
          await playOne(page);
        }
      }
      await a.waitForFunction(() => document.querySelector('[data-busy="1"]') === null);
    }
    throw new Error('the game never came to wait for the other player');
  }

  /** Let `b` play until `a` owes a decision: `a`'s title marked. */
  async function untilDue(a: Page, b: Page): Promise<void> {
    for (let i = 0; i < 20 && !(await marked(a)); i++) {
      // The wait that loses the race is left to time out on its own: its answer no longer matters.
      await Promise.race([
        waitForTurn(b)
          .then(() => playOne(b))
          .catch(() => null),
        a.waitForFunction((mark) => document.title.startsWith(mark), MARK).catch(() => null),
      ]);
    }
    expect(await marked(a)).toBe(true);
  }

  it('asks, keeps the choice, and notifies once when a decision comes due while the player looks elsewhere', async () => {
    const context = await stack.browser('en-GB');
    await context.grantPermissions(['notifications'], { origin: stack.url });
    await countAsks(context);
    const a = context.pages()[0] ?? (await context.newPage());
    // Real focus, not Playwright's emulated one: another page of the window can take it (below).
    const b = await stack.page('en-GB');
    await twoPlayers(a, b);
    await (await context.newCDPSession(a)).send('Emulation.setFocusEmulationEnabled', { enabled: false });
    await a.bringToFront();

    await a.getByTestId('notices').locator('summary').click();
    const tab = a.getByTestId('notices-tab');
    // Granted long ago is not chosen: the tab notifies nobody until the player says so.
    expect(await tab.getAttribute('data-state')).toBe('off');
    expect(await tab.isChecked()).toBe(false);
    // The server offers push (the page asks it once the settings are open).
    await expect.poll(() => a.getByTestId('notices-push').count()).toBe(1);
    await tab.check();
    await expect.poll(() => tab.getAttribute('data-state')).toBe('on');
    expect(await asked(a)).toBe(1);
    await expect
      .poll(() =>
        a.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/push-sw.js');
          return registration?.active?.state ?? 'none';
        }),
      )
      .toBe('activated');
    expect(await a.evaluate(() => localStorage.getItem('warboard.notices'))).toBe('{"tab":true}');
    await shot(a, 'notices-01-on');

    // Due while looking at the tab: the title's mark, no notification.
    await untilWaiting(a, b);
    expect(await shown(a)).toEqual([]);

    // The player turns to another window; the other player moves; the decision comes due.
    const elsewhere = await context.newPage();
    await elsewhere.bringToFront();
    await expect.poll(() => a.evaluate(() => document.hasFocus())).toBe(false);
    await untilDue(a, b);
    await expect.poll(() => shown(a)).toEqual(['Warboard: Your decision is due.']);

    // Back on the tab and reloaded: the choice is remembered, nothing asked again.
    await a.bringToFront();
    await a.reload();
    await a.getByTestId('notices').locator('summary').click();
    expect(await a.getByTestId('notices-tab').getAttribute('data-state')).toBe('on');
    expect(await asked(a)).toBe(0);
  }, 180_000);

  it('with the permission denied, says why and leaves the title mark to tell the player', async () => {
    const context = await stack.browser('en-GB');
    await countAsks(context);
    const a = context.pages()[0] ?? (await context.newPage());
    const b = await stack.page('en-GB');
    await twoPlayers(a, b);
    await a.getByTestId('notices').locator('summary').click();
    const tab = a.getByTestId('notices-tab');
    expect(await tab.getAttribute('data-state')).toBe('off');
    // Headless Chromium answers a permission it was not granted with a denial, as a player's "block" would.
    await tab.click();
    await expect.poll(() => tab.getAttribute('data-state')).toBe('blocked');
    expect(await asked(a)).toBe(1);
    expect(await tab.isDisabled()).toBe(true);
    expect(await tab.isChecked()).toBe(false);
    expect(await a.getByTestId('notices-push').isDisabled()).toBe(true); // push needs the same permission
    expect(await a.getByTestId('notices-tab-blocked').textContent()).toContain(
      'only the tab’s title tells you',
    );
    expect(await a.evaluate(() => localStorage.getItem('warboard.notices'))).toBe('{"tab":false}');
    // A decision comes due: the title says so; no worker was registered for notices.
    await untilDue(a, b);
    expect(await shown(a)).toEqual([]);
    await shot(a, 'notices-02-denied');

    // In Chinese too.
    await a.evaluate(() => localStorage.setItem('warboard.lang', 'zh-HK'));
    await a.reload();
    await a.getByTestId('notices').locator('summary').click();
    expect(await a.getByTestId('notices-tab-blocked').textContent()).toContain('標題以 ● 開頭');
  }, 180_000);
});
