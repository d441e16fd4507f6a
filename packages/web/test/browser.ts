/**
 * Helpers for the end-to-end tests: Debian's Chromium driven by playwright-core, the real server on a free
 * port over a temporary SQLite file, and the built client served by it.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createServer,
  type GameRegistry,
  openSqlite,
  type SeedSource,
  type ServerOptions,
  type WarboardServer,
} from '@warboard/server';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { build } from 'vite';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Screenshots of every screen, kept as test artifacts (git-ignored). */
export const ARTIFACTS = process.env.WARBOARD_ARTIFACTS ?? join(WEB_ROOT, 'test-results');

/**
 * Whether the browser tests can run here. CI installs Chromium (.ci/run), so there a missing browser is a
 * failure; a developer without it gets a visible skip instead.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const message = `Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`;
  if (process.env.CI) throw new Error(message);
  console.warn(`SKIPPED web end-to-end tests — ${message}`);
  return false;
}

/**
 * Build the client from the current sources into a folder of its own, served by the test's server, so a
 * stale packages/web/dist is never what is tested and other suites' servers never see a half-written one.
 */
async function buildClient(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'warboard-web-dist-'));
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  process.env.WARBOARD_WEB_DIST = outDir;
  return outDir;
}

/** A touch screen of this size. */
export interface Device {
  readonly touch: true;
  readonly width: number;
  readonly height: number;
}

export interface Stack {
  readonly url: string;
  readonly server: WarboardServer;
  /** What the server's Content-Security-Policy blocked in any page so far: must stay empty. */
  readonly cspViolations: readonly string[];
  /**
   * A fresh Chromium profile (its own localStorage) with this locale, its pages' script errors logged; closed
   * with the stack. `device` makes it a touch screen of that size.
   */
  browser(locale: string, device?: Device): Promise<BrowserContext>;
  /** The first page of a fresh `browser(locale, device)`. */
  page(locale: string, device?: Device): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The real server over a temporary SQLite file; `registry` swaps in games of the test's own (scenarios.ts),
 * `seeds` fixes the games' and bots' seeds so that a game plays the same every run, `notices` turns the
 * server's notices on (push, and e-mail with an SMTP URL).
 */
export async function startStack(
  registry?: GameRegistry,
  seeds?: SeedSource,
  notices?: ServerOptions['notices'],
): Promise<Stack> {
  const dist = await buildClient();
  const dir = mkdtempSync(join(tmpdir(), 'warboard-web-'));
  const server = await createServer({
    storage: openSqlite(join(dir, 'warboard.sqlite')),
    bots: 'inline',
    logger: false,
    // The tests poll the lobby far faster than a person; small replay pages make the client fetch them in turn.
    limits: { lobbyRequests: 1_000_000, replayPageSteps: 10 },
    ...(registry ? { registry } : {}),
    ...(seeds ? { seeds } : {}),
    ...(notices ? { notices } : {}),
  });
  const url = await server.listen(0);
  const contexts: BrowserContext[] = [];
  const cspViolations: string[] = [];
  const stack: Stack = {
    url,
    server,
    cspViolations,
    async browser(locale, device) {
      const profile = mkdtempSync(join(dir, 'profile-'));
      // launchPersistentContext passes the profile as --user-data-dir.
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        locale,
        viewport: device ? { width: device.width, height: device.height } : { width: 1280, height: 900 },
        ...(device ? { hasTouch: true, isMobile: true } : {}),
        args: [
          '--headless',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      });
      contexts.push(context);
      watchCsp(context, cspViolations);
      context.on('page', (page) => page.on('pageerror', (e) => console.error(`page error: ${e.message}`)));
      for (const page of context.pages())
        page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
      return context;
    },
    async page(locale, device) {
      const context = await stack.browser(locale, device);
      return context.pages()[0] ?? (await context.newPage());
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
      // Every browser test runs under the server's real CSP (security.ts); anything it blocked fails the suite.
      if (cspViolations.length > 0) {
        throw new Error(`the Content-Security-Policy blocked: ${cspViolations.join('; ')}`);
      }
      await server.close();
      rmSync(dir, { recursive: true, force: true });
      rmSync(dist, { recursive: true, force: true });
      delete process.env.WARBOARD_WEB_DIST;
    },
  };
  return stack;
}

/** Record every CSP violation in the context's pages: the browser's own report event and its console line. */
function watchCsp(context: BrowserContext, violations: string[]): void {
  void context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline code'}`);
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (/Content.Security.Policy|CSP violation/i.test(message.text())) violations.push(message.text());
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * Press `key` where the focus is in the very microtask after `selector` first appears — after the render that
 * shows it, before any frame is drawn — and resolve once it is pressed. A key pressed the moment a control
 * appears must count; a listener that learns of the change only at the next frame would drop it. Refused when
 * `selector` is already there, so the check cannot pass without the moment it is about.
 */
export function pressOnArrival(page: Page, selector: string, key: string): Promise<void> {
  return page.evaluate(
    ([selector, key]) =>
      new Promise<void>((resolve, reject) => {
        if (document.querySelector(selector)) return reject(new Error(`${selector} is already shown`));
        const watch = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          watch.disconnect();
          const at = document.activeElement ?? document.body;
          at.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
          resolve();
        });
        watch.observe(document, { subtree: true, childList: true });
      }),
    [selector, key] as const,
  );
}

/**
 * Take one action through the UI as a player would, whatever is asked: place a hand card, answer a
 * decision, or pick an active cell and use the first action offered for it. Returns what it did, or null
 * when nothing is clickable now.
 */
export async function playOne(page: Page): Promise<string | null> {
  const handCard = page.locator('[data-testid=hand] button.hand-card:enabled').first();
  if (await handCard.count()) {
    await handCard.click();
    await page.locator('.cell.mine.target').first().click();
    return 'place';
  }
  const decision = page.locator('.decision button').first();
  if (await decision.count()) {
    await decision.click();
    return 'decision';
  }
  const cell = page.locator('.cell.mine.active').first();
  if (await cell.count()) {
    await cell.click();
    for (const id of ['act-compare', 'act-flip']) {
      const button = page.getByTestId(id);
      if (await button.count()) {
        await button.click();
        return id.slice(4);
      }
    }
    const move = page.locator('[data-testid^=act-move-]').first();
    if (await move.count()) {
      await move.click();
      return 'move';
    }
  }
  // Nothing else it can pay for: a player who can do nothing else must surrender (HG4), and confirm it.
  const surrender = page.getByTestId('act-surrender');
  if (await surrender.count()) {
    await surrender.click();
    await page.getByTestId('act-surrender-confirm').click();
    return 'surrender';
  }
  return null;
}

/** Wait until this page's player has something to do, or the game is over. */
/** What a Four Horsemen page offers its player when a decision is theirs: a card to place, a decision, a move. */
const TURN_OFFERED =
  '[data-testid=hand] button.hand-card:enabled, .decision button, .cell.mine.active, [data-testid=act-surrender]';

/** Whether the page offers its player a decision now (nothing on its way to the server). */
export const offersTurn = (page: Page): Promise<boolean> =>
  page.evaluate(
    (selector) => !document.querySelector('[data-busy="1"]') && document.querySelector(selector) !== null,
    TURN_OFFERED,
  );

export async function waitForTurn(page: Page, timeout = 20_000): Promise<'turn' | 'over' | 'cover'> {
  const handle = await page.waitForFunction(
    (selector) => {
      const game = document.querySelector('[data-testid=game]');
      if (game?.getAttribute('data-status') === 'over') return 'over';
      if (document.querySelector('[data-testid=cover]')) return 'cover'; // hot-seat: the next player's turn
      if (document.querySelector('[data-busy="1"]')) return false; // an action is on its way
      return document.querySelector(selector) ? 'turn' : false;
    },
    TURN_OFFERED,
    { timeout },
  );
  return (await handle.jsonValue()) as 'turn' | 'over' | 'cover';
}
