/**
 * The first hour in a real browser (issue 21): every screen at 360×740 with nothing wider than the screen and every
 * touch target at least 44 px; the Frontline board in one flat colour per player with no "0" badges and front rows
 * against their borders; a retreat prompt answered by a standing answer during the other player's turn, and shown
 * as such; the language switched with the map's titles following. Screenshots go to test-results/.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAT_COLOURS } from '../src/frontline/labels.js';
import { chromiumAvailable, type Stack, shot, startStack } from './browser.js';
import { type HorsemenScenario, scenarioGames } from './scenarios.js';

const run = chromiumAvailable();
const PHONE = { width: 360, height: 740 };

/** What does not fit a phone: the page wider than the screen, and visible targets smaller than 44 px. */
async function phoneProblems(page: Page): Promise<{ width: number; wide: string[]; small: string[] }> {
  return page.evaluate(() => {
    const width = document.scrollingElement?.scrollWidth ?? 0;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`;
    // The innermost elements reaching past the screen's edge: what makes the page wider.
    // (The map's shapes beyond its viewBox are clipped by the svg, which itself must fit.)
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => !el.parentElement?.closest('svg'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter(
        (el) => ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 0.5),
      )
      .slice(0, 8)
      .map((el) => `${describe(el)} → ${Math.round(el.getBoundingClientRect().right)}`);
    const small: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a[href], select, input:not([type=hidden]), summary, textarea',
    );
    for (const el of targets) {
      // A checkbox or radio is tapped through its label.
      const box =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? (el.closest('label') ?? el)
          : el;
      const r = box.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue; // not shown
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (r.height < 44 || r.width < 44) {
        const name = (el.getAttribute('data-testid') ?? el.textContent ?? el.tagName).trim().slice(0, 30);
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return { width, wide, small };
  });
}

async function expectFitsPhone(page: Page, name: string): Promise<void> {
  await shot(page, `phone-${name}`);
  const { width, wide, small } = await phoneProblems(page);
  expect({ fits: width <= PHONE.width, wide }, `${name}: page ${width} px wide`).toEqual({
    fits: true,
    wide: [],
  });
  expect(small, `${name}: touch targets under 44 px`).toEqual([]);
}

describe.skipIf(!run)('the first hour in Chromium', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack(scenarioGames);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  async function createGame(game: string, options: Record<string, unknown>, seats: readonly object[]) {
    const response = await fetch(new URL('/api/games', stack.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game, options, seats }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  /** A page of its own (its own storage and seats) that took `seat` of game `id` through its join link. */
  async function seatedPage(
    id: string,
    seat: number,
    viewport = { width: 1280, height: 900 },
  ): Promise<Page> {
    const context = await stack.browser('en-GB');
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
    await page.setViewportSize(viewport);
    await page.goto(new URL(`/join/${id}/${seat}`, stack.url).href);
    await page.waitForURL(/\/game\//);
    return page;
  }

  it('draws one flat colour per player, neutral land neutral, no "0" badges, front rows on their borders', async () => {
    const id = await createGame('frontline', { players: 2, scenario: 'north-africa' }, [
      { kind: 'human' },
      { kind: 'human' },
    ]);
    const page = await seatedPage(id, 0);
    await page.getByTestId('fl-map').waitFor();
    const fills = await page
      .locator('g[data-testid^=territory-]')
      .evaluateAll((els) =>
        els.map((e) => [
          e.getAttribute('data-holder') ?? '',
          e.querySelector('.land')?.getAttribute('data-fill') ?? '',
        ]),
      );
    const byHolder = new Map<string, Set<string>>();
    for (const [holder, fill] of fills)
      byHolder.set(holder!, (byHolder.get(holder!) ?? new Set()).add(fill!));
    expect(byHolder.get('0')).toEqual(new Set([SEAT_COLOURS[0]]));
    expect(byHolder.get('1')).toEqual(new Set([SEAT_COLOURS[1]]));
    const neutral = [...(byHolder.get('') ?? [])];
    expect(neutral).toHaveLength(1);
    expect(SEAT_COLOURS as readonly string[]).not.toContain(neutral[0]);
    // Counts only where there are divisions: 5 territories are held, none of the 37 empty ones shows a 0.
    const counts = await page.locator('.fl-map text.count[data-count]').allTextContents();
    expect(counts).toHaveLength(5);
    expect(counts).not.toContain('0');
    // Egypt's two front rows, each drawn against its own border: the row facing North Africa lies west of the one
    // facing East Africa, which lies south of it.
    const rowAt = async (border: string) => {
      const box = await page.locator(`[data-marker=egypt] .front-row[data-border=${border}]`).boundingBox();
      return box!;
    };
    const west = await rowAt('north-africa');
    const south = await rowAt('east-africa');
    expect(west.x).toBeLessThan(south.x);
    expect(south.y).toBeGreaterThan(west.y);
    await shot(page, 'glance-board');
    // The continent colours are a toggle (and a thin edge): the owners' colours are not mixed with them.
    await page.getByTestId('colour-continent').click();
    await expect
      .poll(() => page.locator('[data-testid=territory-egypt] .land').getAttribute('data-fill'))
      .not.toBe(SEAT_COLOURS[1]);
    await page.getByTestId('colour-owner').click();
    // The display settings are remembered by this browser: names on survive a reload — even one right after the
    // tick with no frame drawn in between (frames held back, as in a tab in the background): the setting is stored
    // with the change itself, not after the next frame.
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.getByTestId('map-names').check();
    await page.reload();
    await page.getByTestId('fl-map').waitFor();
    await expect.poll(() => page.getByTestId('map-names').isChecked()).toBe(true);
    await expect.poll(() => page.locator('.fl-map text.name').count()).toBe(42);
    // The map's titles follow the language without a reload.
    await expect
      .poll(() => page.locator('[data-testid=territory-egypt] > title').textContent())
      .toBe('Egypt');
    await page.getByTestId('lang-switch').click();
    await expect.poll(() => page.locator('[data-testid=territory-egypt] > title').textContent()).toBe('埃及');
    await page.getByTestId('lang-switch').click();
  });

  it('answers a retreat prompt by the standing answer during the other player’s turn (R8.4)', async () => {
    const id = await createGame('frontline', { players: 2, scenario: 'invaded' }, [
      { kind: 'human' },
      { kind: 'human' },
    ]);
    const red = await seatedPage(id, 0);
    const blue = await seatedPage(id, 1);
    await blue.getByTestId('fl-map').waitFor();
    // Blue stands while its odds of holding out are at least 90 %, else retreats: against three armor it retreats.
    await blue.getByTestId('standing').locator('summary').click();
    await blue.getByTestId('standing-retreat').selectOption('0.9');
    // Red deploys its draft on its capital, ends the draft, and attacks Egypt from North Africa.
    await red.getByTestId('fl-map').waitFor();
    await expect.poll(() => red.getByTestId('turn-line').getAttribute('data-phase')).toBe('draft');
    await expect.poll(() => red.getByTestId('draft-I').count()).toBe(1); // the seat's legal actions are in
    while (await red.getByTestId('draft-I').count()) {
      const before = await red.getByTestId('units').textContent();
      await red.getByTestId('draft-I').click();
      await expect.poll(() => red.getByTestId('units').textContent()).not.toBe(before);
    }
    await red.keyboard.press('e');
    await expect.poll(() => red.getByTestId('turn-line').getAttribute('data-phase')).toBe('attack');
    // The capital is picked at the start of the turn; a second click would drop it.
    if ((await red.getByTestId('fl-map').getAttribute('data-selected')) !== 'north-africa')
      await red.getByTestId('territory-north-africa').dispatchEvent('click');
    await red.getByTestId('territory-egypt').dispatchEvent('click');
    await red.getByTestId('odds').waitFor();
    await red.getByTestId('attack-go').click();
    // Red rolls until Blue's border falls; Blue is never asked: its standing answer retreats at once.
    const retreated = async () =>
      /retreated from Egypt/.test((await red.getByTestId('log').textContent()) ?? '');
    const button = red.locator('[data-testid^=battle-]:enabled').first();
    for (let i = 0; i < 40 && !(await retreated()); i++) {
      // Red is asked to roll on, or Blue has retreated: whichever comes first, however slow the machine.
      await expect
        .poll(
          async () =>
            (await red.getByTestId('game').getAttribute('data-busy')) === '0' &&
            ((await button.count()) > 0 || (await retreated())),
        )
        .toBe(true);
      if (!(await retreated())) await button.click();
    }
    await expect
      .poll(() => red.getByTestId('log').textContent())
      .toMatch(/Blue retreated from Egypt to Middle East/);
    await expect
      .poll(() => blue.getByTestId('standing-log').textContent())
      .toMatch(/Standing answer in Egypt: Retreat to Middle East \(odds of holding out \d+\.\d %\)/);
    await shot(blue, 'glance-standing-answer');
  });

  it('fits every screen on a 360 px phone, with touch targets of 44 px', async () => {
    const context = await stack.browser('en-GB');
    const page = context.pages()[0] ?? (await context.newPage());
    await page.setViewportSize(PHONE);
    await page.goto(stack.url);
    await page.getByTestId('create').waitFor();
    await expectFitsPhone(page, 'lobby');
    await page.getByTestId('pick-frontline').check();
    await page.getByTestId('options-frontline').locator('summary').click();
    await expectFitsPhone(page, 'create-frontline');
    await page.getByRole('link', { name: 'Decks' }).click();
    await page.getByTestId('decks').waitFor();
    await expectFitsPhone(page, 'decks');
    await page.getByTestId('lang-switch').click();
    await expectFitsPhone(page, 'decks-zh');
    await page.getByTestId('lang-switch').click();

    const fl = await createGame('frontline', { players: 2, scenario: 'north-africa' }, [
      { kind: 'human' },
      { kind: 'human' },
    ]);
    const flPage = await seatedPage(fl, 0, PHONE);
    await flPage.getByTestId('fl-map').waitFor();
    // Labels are readable: the map starts zoomed so that a division count is at least 8 px tall.
    const countHeight = await flPage.locator('.fl-map text.count[data-count]').first().boundingBox();
    expect(countHeight!.height).toBeGreaterThanOrEqual(8);
    await flPage.getByTestId('territory-north-africa').dispatchEvent('click');
    await expectFitsPhone(flPage, 'frontline');

    // The Four Horsemen table at its widest, whatever a deal would show: the Famine line's name and its
    // explanation mark (and the mark's tap area) in the rightmost quarter of the screen, a full hand, a full board.
    for (const scenario of ['phone-deal', 'phone-battle'] satisfies HorsemenScenario[]) {
      const hz = await createGame('horsemen', { scenario }, [{ kind: 'human' }, { kind: 'human' }]);
      // The other seat taken but never played: the game is live and the position stays as it was set up.
      const other = await fetch(new URL(`/api/games/${hz}/seats/1/join`, stack.url), { method: 'POST' });
      expect(other.status).toBe(200);
      const hzPage = await seatedPage(hz, 0, PHONE);
      await hzPage.getByTestId('table').waitFor();
      expect(await hzPage.locator('[data-testid=board] > .line').last().getAttribute('class')).toContain(
        'l-famine',
      );
      await expectFitsPhone(hzPage, `horsemen-${scenario}`);
    }

    const over = await createGame('frontline', { players: 2, turnLimit: 1, stepsPerTurn: 20 }, [
      { kind: 'bot', difficulty: 'random' },
      { kind: 'bot', difficulty: 'random' },
    ]);
    await expect
      .poll(
        async () =>
          ((await (await fetch(new URL(`/api/games/${over}`, stack.url))).json()) as { status: string })
            .status,
        { timeout: 60_000 },
      )
      .toBe('over');
    await page.goto(new URL(`/replay/${over}`, stack.url).href);
    await page.getByTestId('fl-replay').waitFor();
    await expectFitsPhone(page, 'replay');
  });
});
