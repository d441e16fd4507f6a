/**
 * Accounts in a real browser against the real server: a guest creates a game, signs up with a passkey made by
 * Chromium's virtual authenticator (CDP `WebAuthn.addVirtualAuthenticator`), and the guest's seat joins the
 * account; a second browser profile — another device, with the passkey synced to its authenticator — signs in
 * with it and finds the game among its own, and plays its seat; signing out forgets it there. Two accounts
 * signed up with passwords play a rated game to its end, each in its own profile, and both ratings change as
 * the glicko2 package computes them. WebAuthn needs a host name for its relying party, so the pages open the
 * server as `localhost`.
 */
import { Glicko2 } from 'glicko2';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, playOne, type Stack, shot, startStack, waitForTurn } from './browser.js';

const run = chromiumAvailable();

interface Authenticator {
  readonly cdp: CDPSession;
  readonly id: string;
}

/** A platform authenticator with user verification (a fingerprint, say) that always says yes. */
async function virtualAuthenticator(context: BrowserContext, page: Page): Promise<Authenticator> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

describe.skipIf(!run)('accounts in Chromium', () => {
  let stack: Stack;
  let origin: string;
  const name = `Ada ${Math.random().toString(36).slice(2, 7)}`;

  beforeAll(async () => {
    stack = await startStack();
    origin = stack.url.replace('127.0.0.1', 'localhost');
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  it('signs a guest up with a passkey, and signs in with it on a second device that then holds the game', async () => {
    const homeContext = await stack.browser('en-GB');
    const home = homeContext.pages()[0] ?? (await homeContext.newPage());
    const homeKey = await virtualAuthenticator(homeContext, home);

    // A guest's game against a friend who has not come yet.
    await home.goto(origin);
    await expect.poll(() => home.getByTestId('create').textContent()).toBe('Create game');
    await home.getByTestId('pick-horsemen').check();
    await home.getByTestId('seat-1').selectOption('friend');
    await home.getByTestId('create').click();
    await home.waitForURL(/\/game\//);
    const game = new URL(home.url()).pathname.split('/')[2]!;

    // Sign up: the name is checked before anything is sent.
    await home.getByTestId('sign-in').click();
    await home.getByTestId('account-name-input').fill('a\u202Eb');
    await home.getByTestId('passkey-signup').click();
    await expect.poll(() => home.getByTestId('account-error').textContent()).toMatch(/A name has 3–24/);
    await home.getByTestId('account-name-input').fill(name);
    await shot(home, 'accounts-01-sign-up');
    await home.getByTestId('passkey-signup').click();
    await expect.poll(() => home.getByTestId('account-name').textContent()).toBe(name);
    const { credentials } = await homeKey.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: homeKey.id,
    });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

    // The guest's seat is the account's now: the lobby says who plays and who is awaited. The page shows the
    // name as soon as the account exists and moves the guest's seats to it right after (session.ts), so the
    // lobby is asked until it has them.
    await expect
      .poll(async () => (await (await fetch(`${stack.url}/api/games/${game}`)).json()).seats[0])
      .toMatchObject({ name, account: true });
    await expect
      .poll(() => home.locator('[data-testid=games-open] li', { hasText: name }).first().textContent())
      .toMatch(/player 2 awaited/);
    await shot(home, 'accounts-02-lobby-signed-in');

    // Another device: the passkey synced to its authenticator, as a platform's keychain does.
    const phoneContext = await stack.browser('zh-HK');
    const phone = phoneContext.pages()[0] ?? (await phoneContext.newPage());
    const phoneKey = await virtualAuthenticator(phoneContext, phone);
    await phoneKey.cdp.send('WebAuthn.addCredential', {
      authenticatorId: phoneKey.id,
      credential: credentials[0]!,
    });
    await phone.goto(`${origin}/account`);
    await phone.getByTestId('passkey-signin').click();
    await expect.poll(() => phone.getByTestId('account-name').textContent()).toBe(name);
    // The account's game is among this device's own, with a seat token of its own.
    await expect.poll(() => phone.locator('[data-testid=my-games] li').count()).toBe(1);
    const held = await phone.evaluate(() => JSON.parse(localStorage.getItem('warboard.seats') ?? '[]'));
    expect(held).toEqual([expect.objectContaining({ game, seat: 0, account: name })]);
    await shot(phone, 'accounts-03-second-device');
    await phone.locator('[data-testid=my-games] a.button').first().click();
    await phone.waitForURL(new RegExp(`/game/${game}`));
    await phone.getByTestId('share').waitFor(); // seated: the open game's invite links are shown to its player
    // The player's page, from the top bar.
    await phone.getByTestId('account-name').click();
    await phone.getByTestId('player-page').waitFor();
    await expect.poll(() => phone.locator('[data-testid=player-page] h2').textContent()).toBe(name);

    // Signing out forgets the account's seats on this device, and only here.
    await phone.getByTestId('sign-out').click();
    await phone.getByTestId('sign-in').waitFor();
    expect(await phone.evaluate(() => localStorage.getItem('warboard.seats'))).toBe('[]');
    await home.reload();
    await expect.poll(() => home.getByTestId('account-name').textContent()).toBe(name);
    await expect.poll(() => home.locator('[data-testid=my-games] li').count()).toBe(1);
  });

  /** A fresh profile signed up with a password through the account screen; its page and the account's name. */
  async function passwordPlayer(locale: string): Promise<{ page: Page; name: string }> {
    const context = await stack.browser(locale);
    const page = context.pages()[0] ?? (await context.newPage());
    const player = `P${Math.random().toString(36).slice(2, 9)}`;
    await page.goto(`${origin}/account`);
    await page.getByTestId('account-name-input').fill(player);
    await page.getByTestId('account-password').fill('a long password');
    await page.getByTestId('password-signup').click();
    await expect.poll(() => page.getByTestId('account-name').textContent()).toBe(player);
    return { page, name: player };
  }

  /** Play this page's seat by clicking until its game is over. */
  async function playToTheEnd(page: Page): Promise<void> {
    for (let moves = 0; moves < 600; moves++) {
      const now = await waitForTurn(page, 110_000);
      if (now === 'over') return;
      if (now === 'turn') await playOne(page);
    }
    throw new Error('the game did not end within 600 moves');
  }

  it('plays a rated game between two accounts to its end, each in its own profile, and rates both', async () => {
    const ada = await passwordPlayer('en-GB');
    const bo = await passwordPlayer('zh-HK');
    await ada.page.goto(origin);
    await expect.poll(() => ada.page.getByTestId('create').textContent()).toBe('Create game');
    await ada.page.getByTestId('pick-horsemen').check();
    await ada.page.getByTestId('seat-1').selectOption('friend');
    await ada.page.locator('.options summary').click();
    await ada.page.locator('#opt-horsemen-stalemateLimit').fill('8'); // HG14 bounds the game
    await ada.page.getByTestId('rated').check();
    await ada.page.getByTestId('create').click();
    await ada.page.waitForURL(/\/game\//);
    const game = new URL(ada.page.url()).pathname.split('/')[2]!;
    const link = await ada.page.locator('[data-testid=share] input.share-url').first().inputValue();
    await bo.page.goto(link.replace('127.0.0.1', 'localhost'));
    await bo.page.waitForURL(new RegExp(`/game/${game}`));
    const summary = await (await fetch(`${stack.url}/api/games/${game}`)).json();
    expect(summary).toMatchObject({ rated: true, status: 'live' });
    expect(summary.seats.map((s: { name: string }) => s.name)).toEqual([ada.name, bo.name]);

    await Promise.all([playToTheEnd(ada.page), playToTheEnd(bo.page)]);
    await shot(ada.page, 'accounts-04-rated-game-over');
    const view = await (await fetch(`${stack.url}/api/games/${game}/view`)).json();
    const ratingOf = async (player: string) => {
      for (;;) {
        const page = await (await fetch(`${stack.url}/api/players/${player}`)).json();
        if (page.ratings.length > 0) return page.ratings[0];
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const system = new Glicko2({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });
    const a = system.makePlayer(1500, 350, 0.06);
    const b = system.makePlayer(1500, 350, 0.06);
    const score = view.outcome.kind === 'draw' ? 0.5 : view.outcome.winners.includes(0) ? 1 : 0;
    system.updateRatings([[a, b, score]]);
    expect(await ratingOf(ada.name)).toEqual({
      game: 'horsemen',
      rating: a.getRating(),
      rd: a.getRd(),
      games: 1,
    });
    expect(await ratingOf(bo.name)).toEqual({
      game: 'horsemen',
      rating: b.getRating(),
      rd: b.getRd(),
      games: 1,
    });
    // The player's page shows the rating, and the finished game with its replay.
    await ada.page.getByTestId('account-name').click();
    await expect
      .poll(() => ada.page.getByTestId('rating-horsemen').textContent())
      .toContain(String(Math.round(a.getRating())));
    await expect.poll(() => ada.page.locator('[data-testid=player-page] a.button').count()).toBe(1);
    await shot(ada.page, 'accounts-05-player-page');
  }, 300_000);
});
