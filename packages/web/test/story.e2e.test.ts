/**
 * The story and the end of a game in a real browser against the real server: the log complete after a reload
 * of a game past version 100 and for a spectator who comes late (fetched through the protocol's history, page
 * by page); at the end, a rematch (joined from the finished game's link by a player who comes back later), and
 * the replay with every card revealed, stepped by keyboard; a Frontline replay with its players panel, round and
 * phase, and its revealed replay (every hand, only once the game is over). Screenshots go to test-results/.
 */
import { frontline } from '@warboard/frontline';
import { horsemen } from '@warboard/horsemen';
import { followView, type HeldView } from '@warboard/protocol';
import { fixedSeeds } from '@warboard/server';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { chromiumAvailable, type Stack, shot, startStack } from './browser.js';

const run = chromiumAvailable();

// biome-ignore lint/suspicious/noExplicitAny: test code reads the server's JSON loosely.
type Json = any;

async function post(url: string, body: unknown): Promise<Json> {
  const r = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return r.json();
}

/**
 * A socket to the game as `token`'s seat (or a spectator), every message it gets kept. Its hello names no
 * `lastVersion`: it has seen nothing, so it is sent a snapshot, with the seat's legal actions — a hello at the
 * game's own version would be sent none, and a seat that moves first would never be offered anything.
 */
async function socket(stack: Stack, game: string, token: string | null) {
  const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/api/play`);
  const messages: Json[] = [];
  const views: Json[] = []; // every view it held, whole or patched
  let held: HeldView<Json> | null = null;
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8'));
    const next = followView(held, message);
    if (next === 'out-of-step') throw new Error(`a patch of a view not held: ${data}`);
    if (next !== null && next !== held) views.push(next.view);
    held = next;
    messages.push(message);
  });
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ type: 'hello', game, ...(token ? { token } : {}) }));
  return { ws, messages, views };
}

/**
 * Play `token`'s seat, each action picked by the position (its version), conceding only when nothing else is legal, until `enough`
 * says so (or the game ends); then send nothing more, and resolve with the last version seen once every
 * action sent has its answer, so none is still on its way. An action refused (another seat acted first) is
 * followed by another from the newest offer; a quiet second with an offer standing tries again.
 */
function autoPlay(
  ws: WebSocket,
  isConcession: (a: Json) => boolean,
  enough: (version: number) => boolean = () => false,
): Promise<number> {
  let newest = 0;
  let n = 0;
  let offer: Json = null; // the newest message that offered actions
  let stopping = false;
  const unanswered = new Set<string>();
  const act = () => {
    if (stopping || !offer || offer.version < newest) return;
    const playing = offer.legal.filter((a: Json) => !isConcession(a));
    const pool = playing.length > 0 ? playing : offer.legal;
    // Chosen by the position alone, not by how many tries timing took: with fixed seeds the game is one game.
    const action = pool[(offer.version * 7919) % pool.length];
    const key = `v${offer.version}-${n++}`;
    unanswered.add(key);
    ws.send(JSON.stringify({ type: 'action', key, version: offer.version, action }));
  };
  return new Promise((resolve) => {
    let quiet = 0;
    const watchdog = setInterval(() => {
      if (++quiet >= 2) act();
    }, 500);
    const onMessage = (data: Buffer) => {
      quiet = 0;
      const m = JSON.parse(data.toString('utf8'));
      if (typeof m.version === 'number') newest = Math.max(newest, m.version);
      if ((m.type === 'ack' || m.type === 'error') && m.key !== undefined) unanswered.delete(m.key);
      if (m.status === 'over' || enough(newest)) stopping = true;
      if (stopping) {
        if (unanswered.size > 0) return;
        clearInterval(watchdog);
        ws.off('message', onMessage);
        resolve(newest);
        return;
      }
      if (m.type === 'error') return void setTimeout(act, 20);
      if (!Array.isArray(m.legal) || m.legal.length === 0 || m.version < newest) return;
      offer = m;
      act();
    };
    ws.on('message', onMessage);
  });
}

/**
 * Once the game waits for `seat` alone (the bots have nothing left to do until it acts) or is over: its
 * version then, which stays so while nobody plays `seat`.
 */
async function settled(stack: Stack, game: string, seat: number): Promise<number> {
  let version = -1;
  await expect
    .poll(
      async () => {
        const view: Json = await (await fetch(`${stack.url}/api/games/${game}/view`)).json();
        version = view.version;
        const waiting = view.decisions.length > 0 && view.decisions.every((d: Json) => d.seat === seat);
        return view.status === 'over' || waiting;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return version;
}

/** Every event `token`'s seat (or a spectator) may see, read through the protocol's history, page by page. */
async function historyEvents(
  stack: Stack,
  game: string,
  token: string | null,
): Promise<{ events: number; first: number; version: number }> {
  const { ws, messages } = await socket(stack, game, token);
  let events = 0;
  let first = 0; // the first step with an event to tell
  let version = -1; // the game's version as the pages were sent
  for (let from = 0; ; ) {
    const at = messages.length;
    ws.send(JSON.stringify({ type: 'history', from }));
    await expect.poll(() => messages.slice(at).some((m) => m.type === 'history')).toBe(true);
    const page = messages.slice(at).find((m) => m.type === 'history');
    version = page.version;
    for (const step of page.steps) {
      if (first === 0 && step.events.length > 0) first = step.version;
      events += step.events.length;
    }
    if (!page.more) break;
    from = page.steps.at(-1).version;
  }
  ws.close();
  return { events, first, version };
}

/** Hold a seat in this browser, as joining through the lobby would. */
async function holdSeat(
  page: Page,
  stack: Stack,
  game: string,
  gameType: string,
  seat: number,
  token: string,
) {
  if (!page.url().startsWith(stack.url)) await page.goto(stack.url);
  await page.evaluate(
    (held) => {
      const seats = JSON.parse(localStorage.getItem('warboard.seats') ?? '[]');
      localStorage.setItem('warboard.seats', JSON.stringify([...seats, held]));
    },
    { game, gameType, seat, token, hotSeat: false, joinedAt: Date.now() },
  );
}

const log = (page: Page) => page.getByTestId('log').first();

describe.runIf(run)('the story and the end of a game in Chromium', () => {
  let stack: Stack;
  let page: Page;
  let spectator: Page;

  beforeAll(async () => {
    // Dealt and played the same every run: the bots by their seeds, the scripted seat by the position.
    stack = await startStack(undefined, fixedSeeds('story-e2e'));
    const context = await stack.browser('en-GB');
    page = context.pages()[0] ?? (await context.newPage());
    spectator = await (await stack.browser('en-GB')).newPage();
    for (const p of [page, spectator]) p.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
  }, 60_000);

  it('tells the whole Frontline game after a reload at version > 100, and to a spectator who comes late', {
    timeout: 240_000,
  }, async () => {
    const created = await post(`${stack.url}/api/games`, {
      game: 'frontline',
      options: { players: 3, stepsPerTurn: 40 },
      seats: [
        { kind: 'human' },
        { kind: 'bot', difficulty: 'random' },
        { kind: 'bot', difficulty: 'random' },
      ],
    });
    const { token } = await post(`${stack.url}/api/games/${created.id}/seats/0/join`, {});
    // Red plays from a socket past version 150, so the page's first connection is far behind: a snapshot.
    const red = await socket(stack, created.id, token);
    const version = await autoPlay(
      red.ws,
      (a) => frontline.isConcession(a),
      (v) => v > 150,
    );
    expect(version).toBeGreaterThan(150);
    red.ws.close();
    const still = await settled(stack, created.id, 0);

    await holdSeat(page, stack, created.id, 'frontline', 0, token);
    await page.goto(`${stack.url}/game/${created.id}`);
    const seen = await historyEvents(stack, created.id, token);
    expect(seen.version, 'the game waits for Red: nothing moves while the log is compared').toBe(still);
    await expect.poll(() => log(page).getAttribute('data-complete'), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => log(page).getAttribute('data-events')).toBe(String(seen.events));
    // From the first step on, grouped by turn: the newest turn first and open, the first one last.
    expect(await log(page).getAttribute('data-first')).toBe(String(seen.first));
    expect(seen.first).toBeLessThanOrEqual(5);
    const chapters = log(page).getByTestId('log-chapter');
    expect(await chapters.count()).toBeGreaterThan(3);
    await expect.poll(() => chapters.first().getAttribute('open')).not.toBeNull();
    await shot(page, 'story-1-frontline-log');

    await page.reload();
    await expect.poll(() => log(page).getAttribute('data-complete'), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => log(page).getAttribute('data-events')).toBe(String(seen.events));
    await shot(page, 'story-2-after-reload');

    await spectator.goto(`${stack.url}/game/${created.id}`);
    const public_ = await historyEvents(stack, created.id, null);
    expect(public_.version).toBe(still);
    await expect.poll(() => log(spectator).getAttribute('data-complete'), { timeout: 20_000 }).toBe('1');
    await expect.poll(() => log(spectator).getAttribute('data-events')).toBe(String(public_.events));
    expect(await log(spectator).getAttribute('data-first')).toBe(String(public_.first));
    // The oldest turn is there, behind "earlier turns" when the game is long.
    const earlier = spectator.getByTestId('log-earlier');
    while (await earlier.count()) await earlier.click();
    await expect
      .poll(() => log(spectator).getByTestId('log-chapter').last().locator('summary').textContent())
      .toMatch(/^Round 1 · /);
    await shot(spectator, 'story-3-late-spectator');
  });

  it('offers a rematch at the end, which every client of the old game is told of, bots staying bots', async () => {
    const created = await post(`${stack.url}/api/games`, {
      game: 'horsemen',
      options: { stalemateLimit: 8 },
      seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'random' }],
      fullReplay: true,
    });
    const { token } = await post(`${stack.url}/api/games/${created.id}/seats/0/join`, {});
    await holdSeat(page, stack, created.id, 'horsemen', 0, token);
    await spectator.goto(`${stack.url}/game/${created.id}`);
    await spectator.getByTestId('table').waitFor();
    const me = await socket(stack, created.id, token);
    await autoPlay(me.ws, (a) => horsemen.isConcession(a));
    me.ws.close();

    await page.goto(`${stack.url}/game/${created.id}`);
    await page.getByTestId('end-of-game').waitFor();
    await expect.poll(() => page.getByTestId('game').getAttribute('data-status')).toBe('over');
    await shot(page, 'story-4-end-of-game');
    await page.getByTestId('rematch').click();
    await expect.poll(() => page.url()).not.toContain(created.id);
    const rematch = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByTestId('table').waitFor();
    const summary = await (await fetch(`${stack.url}/api/games/${rematch}`)).json();
    expect(summary).toMatchObject({ game: 'horsemen', status: 'live', fullReplay: true });
    expect(summary.seats[1]).toMatchObject({ kind: 'bot', difficulty: 'random' });
    await shot(page, 'story-5-rematch');
    // The spectator of the old game was told where the rematch is.
    await spectator.getByTestId('rematch-asked').waitFor();
    await spectator.getByRole('link', { name: 'Watch the rematch' }).click();
    await expect.poll(() => spectator.url()).toContain(rematch);
    await shot(spectator, 'story-6-spectator-rematch');

    // Back to the finished game: its replay with every card revealed, stepped by keyboard.
    await page.goto(`${stack.url}/game/${created.id}`);
    await page.getByRole('link', { name: 'Replay with every card' }).click();
    await page.getByTestId('replay').waitFor();
    expect(await page.getByTestId('replay').getAttribute('data-revealed')).toBe('1');
    const step = () => page.getByTestId('replay-step').getAttribute('data-step');
    const total = Number(await step());
    expect(total).toBeGreaterThan(16);
    await page.keyboard.press('Home');
    await expect.poll(step).toBe('0');
    for (let i = 1; i <= 16; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(step).toBe('16');
    // Every card face down on the table shows its face: none is a back.
    await expect.poll(() => page.locator('.card.own-down').count()).toBeGreaterThan(8);
    expect(await page.locator('.card.back').count()).toBe(0);
    await shot(page, 'story-7-revealed-replay');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(step).toBe('15');
    await page.keyboard.press('End');
    await expect.poll(step).toBe(String(total));

    // A spectator's replay keeps them hidden.
    await spectator.goto(`${stack.url}/replay/${created.id}`);
    await spectator.getByTestId('replay').waitFor();
    expect(await spectator.getByTestId('replay').getAttribute('data-revealed')).toBe('0');
    await spectator.keyboard.press('Home');
    for (let i = 1; i <= 16; i++) await spectator.keyboard.press('ArrowRight');
    await expect.poll(() => spectator.getByTestId('replay-step').getAttribute('data-step')).toBe('16');
    expect(await spectator.locator('.card.back').count()).toBeGreaterThan(8);
    expect(await spectator.getByRole('link', { name: 'Replay with every card' }).count()).toBe(0);
  });

  it("offers a player who comes back after the rematch was made to join it, from the finished game's link", async () => {
    const created = await post(`${stack.url}/api/games`, {
      game: 'horsemen',
      options: { stalemateLimit: 8 },
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    const tokens: string[] = [];
    for (const seat of [0, 1])
      tokens.push((await post(`${stack.url}/api/games/${created.id}/seats/${seat}/join`, {})).token);
    const players = await Promise.all(tokens.map((token) => socket(stack, created.id, token)));
    await Promise.all(players.map((p) => autoPlay(p.ws, (a) => horsemen.isConcession(a))));
    for (const p of players) p.ws.close();
    // Seat 1's player asks while seat 0's is away: nobody of seat 0 hears the announcement.
    const asked = await fetch(`${stack.url}/api/games/${created.id}/rematch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[1]}` },
      body: '{}',
    });
    expect(asked.status).toBe(201);
    const rematch: string = (await asked.json()).game;

    const back = await stack.page('en-GB');
    await holdSeat(back, stack, created.id, 'horsemen', 0, tokens[0]!);
    await back.goto(`${stack.url}/game/${created.id}`);
    await back.getByTestId('end-of-game').waitFor();
    await back.getByTestId('rematch-asked').waitFor();
    await expect.poll(() => back.getByTestId('rematch').textContent()).toBe('Join the rematch');
    await shot(back, 'story-8-join-the-rematch');
    await back.getByTestId('rematch').click();
    await expect.poll(() => back.url()).toContain(rematch);
    await back.getByTestId('table').waitFor();
    // The same rematch, both seats taken, and the finished game still links that one alone.
    const summary = await (await fetch(`${stack.url}/api/games/${rematch}`)).json();
    expect(summary).toMatchObject({ status: 'live', seats: [{ taken: true }, { taken: true }] });
    const old = await (await fetch(`${stack.url}/api/games/${created.id}`)).json();
    expect(old.rematch).toEqual({ game: rematch, by: 1 });
    await back.context().close();
  });

  it('shows a Frontline replay with its players panel, round and phase, and glyphs drawn as SVG', async () => {
    const created = await post(`${stack.url}/api/games`, {
      game: 'frontline',
      options: { players: 2, turnLimit: 2, stepsPerTurn: 30 },
      seats: [
        { kind: 'bot', difficulty: 'random' },
        { kind: 'bot', difficulty: 'random' },
      ],
    });
    await expect
      .poll(async () => (await (await fetch(`${stack.url}/api/games/${created.id}`)).json()).status, {
        timeout: 30_000,
      })
      .toBe('over');
    await page.goto(`${stack.url}/replay/${created.id}`);
    await page.getByTestId('fl-replay').waitFor();
    await page.getByTestId('players').waitFor();
    await page.keyboard.press('Home');
    await expect
      .poll(() => page.getByTestId('replay-turn').textContent())
      .toMatch(/^Round 1 · \w+ · Draft troops/);
    await page.keyboard.press('End');
    await expect.poll(() => page.getByTestId('replay-turn').textContent()).toMatch(/^Round [23] · /);
    expect(await page.locator('.replay-controls svg.step-icon').count()).toBe(4);
    expect(await page.locator('.replay-controls').textContent()).not.toMatch(/[⏮⏭]/);
    await shot(page, 'story-9-frontline-replay');
  });

  it("reveals a Frontline game's hands in its players' replay only once the game is over, step by step", {
    timeout: 180_000,
  }, async () => {
    const created = await post(`${stack.url}/api/games`, {
      game: 'frontline',
      options: { players: 2, turnLimit: 3, stepsPerTurn: 30 },
      seats: [{ kind: 'human' }, { kind: 'bot', difficulty: 'random' }],
      fullReplay: true,
    });
    const { token } = await post(`${stack.url}/api/games/${created.id}/seats/0/join`, {});
    const revealedReplay = (as: string | null) =>
      fetch(`${stack.url}/api/games/${created.id}/replay?reveal=1&limit=1000`, {
        headers: as ? { authorization: `Bearer ${as}` } : {},
      });
    await holdSeat(page, stack, created.id, 'frontline', 0, token);

    // Halfway: Red's own view hides Blue's hand, and the revealed replay is refused, to the screen too.
    const red = await socket(stack, created.id, token);
    await autoPlay(
      red.ws,
      (a) => frontline.isConcession(a),
      (v) => v > 20,
    );
    await settled(stack, created.id, 0);
    const live: Json = await (await fetch(`${stack.url}/api/games/${created.id}`)).json();
    expect(live.status).toBe('live');
    expect(red.views.length).toBeGreaterThan(1);
    for (const view of red.views) expect(view.players[1].hand).toBeNull();
    const early = await revealedReplay(token);
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe('not-over');
    await page.goto(`${stack.url}/replay/${created.id}/revealed`);
    await page.getByText('Replays are published when the game ends.').waitFor();
    expect(await page.getByTestId('replay-hand').count()).toBe(0);

    red.ws.close();
    // A new connection is sent a snapshot with Red's offer again; Red plays on to the end.
    const redAgain = await socket(stack, created.id, token);
    await autoPlay(redAgain.ws, (a) => frontline.isConcession(a));
    redAgain.ws.close();
    await expect
      .poll(async () => (await (await fetch(`${stack.url}/api/games/${created.id}`)).json()).status, {
        timeout: 60_000,
      })
      .toBe('over');
    // Over: the players' alone (no token, no replay), with every hand in every step's view.
    expect((await revealedReplay(null)).status).toBe(403);
    const full: Json = await (await revealedReplay(token)).json();
    expect(full.next, 'the whole game in one page').toBeNull();
    const hands = (n: number) =>
      (n === 0 ? full.start : full.steps[n - 1].view).players.map((p: Json) => p.hand);
    // The first step at which Blue (the bot) holds cards: hidden from Red in play, shown here.
    const blueHolds = full.steps.findIndex((s: Json) => s.view.players[1].hand.length > 0) + 1;
    expect(blueHolds, 'Blue is dealt a card in this game').toBeGreaterThan(0);

    await page.goto(`${stack.url}/game/${created.id}`);
    await page.getByTestId('end-of-game').waitFor();
    await page.getByRole('link', { name: 'Replay with every card' }).click();
    await page.getByTestId('fl-replay').waitFor();
    expect(await page.getByTestId('replay').getAttribute('data-revealed')).toBe('1');
    await page.getByTestId('replay-revealed').waitFor();
    const step = () => page.getByTestId('replay-step').getAttribute('data-step');
    await expect.poll(step).toBe(String(full.total));
    await page.keyboard.press('Home');
    await expect.poll(step).toBe('0');
    const shownCounts = async () =>
      (await page.getByTestId('replay-hand').locator('h3').allTextContents()).map((h) =>
        Number(/(\d+) cards?$/.exec(h)?.[1]),
      );
    // Stepping on, each step shows both hands, as many cards as that step's view holds.
    for (let n = 1; n <= blueHolds; n++) {
      await page.keyboard.press('ArrowRight');
      await expect.poll(step).toBe(String(n));
      await expect.poll(shownCounts).toEqual(hands(n).map((h: string[]) => h.length));
    }
    await expect.poll(() => page.getByTestId('replay-hand').nth(1).locator('p').count()).toBe(1);
    await shot(page, 'story-10-frontline-revealed-replay');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(step).toBe(String(blueHolds - 1));
    await page.keyboard.press('End');
    await expect.poll(step).toBe(String(full.total));
    await expect.poll(shownCounts).toEqual(hands(full.total).map((h: string[]) => h.length));

    // The public replay of the same game shows no hand at any step.
    await spectator.goto(`${stack.url}/replay/${created.id}`);
    await spectator.getByTestId('fl-replay').waitFor();
    expect(await spectator.getByTestId('replay').getAttribute('data-revealed')).toBe('0');
    await spectator.keyboard.press('Home');
    for (let n = 1; n <= blueHolds; n++) await spectator.keyboard.press('ArrowRight');
    await expect
      .poll(() => spectator.getByTestId('replay-step').getAttribute('data-step'))
      .toBe(String(blueHolds));
    expect(await spectator.getByTestId('replay-hand').count()).toBe(0);
  });
});
