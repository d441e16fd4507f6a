/**
 * Hidden information stays hidden in Frontline too (FG10, FG19, FG5): complete games through the real server,
 * every byte each seat and a spectator received kept, and checked against what that client could not know at
 * that version — the other seats' territory-card hands, the order of the territory deck and of the reward
 * deck, every PRNG word, and the seed. A second game through a deliberately leaky view shows the check
 * catches each kind of leak.
 *
 * Territory cards are named by their territory, which every view names too, so a single card id proves
 * nothing: what must not appear is hidden cards in their order — two of another hand, three of a deck — as
 * JSON writes them (`"a","b"`). Cards a public trade moved into a hand (FG12) are known to all while they stay
 * there, and are left out of the hand's runs.
 */
import { join } from 'node:path';
import type { AnyGame, GameEvent, Seat } from '@warboard/core';
import { type FrontlineState, frontline } from '@warboard/frontline';
import { horsemen } from '@warboard/horsemen';
import { afterAll, describe, expect, it } from 'vitest';
import { registry } from '../src/games.js';
import { openSqlite } from '../src/storage/index.js';
import { autoPlay, Client, hello, http, type Json, startServer, type TestServer } from './helpers.js';

/**
 * Cards in a row that prove a leak: two of another hand (a hand is short, and no public array holds two of its
 * unknown cards side by side), three of a deck (a deck is long).
 */
const HAND_RUN = 2;
const DECK_RUN = 3;

/** Every run of `width` consecutive items, as JSON writes them inside an array. */
const runs = (items: readonly string[], width: number): string[] => {
  const out: string[] = [];
  for (let i = 0; i + width <= items.length; i++)
    out.push(
      items
        .slice(i, i + width)
        .map((x) => JSON.stringify(x))
        .join(','),
    );
  return out;
};

type Kind = 'hand' | 'deck' | 'reward deck' | 'prng' | 'seed';

/** Runs of a hand's cards that nobody but its holder knows: publicly traded cards break the runs. */
const unknownRuns = (hand: readonly string[], known: ReadonlySet<string>): string[] => {
  const out: string[] = [];
  let segment: string[] = [];
  for (const card of [...hand, null]) {
    if (card !== null && !known.has(card)) segment.push(card);
    else {
      out.push(...runs(segment, HAND_RUN));
      segment = [];
    }
  }
  return out;
};

/**
 * What `seat` (null: a spectator) may not see in `s`, as byte patterns, by kind. `known[p]` are the cards of
 * seat p's hand that everyone knows (they came to it in a public trade, FG12, and have stayed there).
 */
function secrets(s: FrontlineState, seat: Seat | null, known: readonly Set<string>[]): [Kind, string][] {
  const out: [Kind, string][] = [];
  for (const [p, player] of s.players.entries())
    if (p !== seat) for (const r of unknownRuns(player.hand, known[p]!)) out.push(['hand', r]);
  for (const r of runs(s.deck, DECK_RUN)) out.push(['deck', r]);
  for (const r of runs(s.rewardDeck, DECK_RUN)) out.push(['reward deck', r]);
  return out;
}

interface Rebuilt {
  seed: string;
  states: FrontlineState[];
  known: Set<string>[][]; // per version, per seat: hand cards every client knows
}

/** Every string inside a value (the card ids an event names, among others). */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** Every state of a game, rebuilt from its stored log (the seed is read from storage here only). */
async function statesOf(dir: string, id: string): Promise<Rebuilt> {
  const storage = openSqlite(join(dir, 'warboard.sqlite'));
  const row = (await storage.getGame(id))!;
  const log = await storage.actions(id);
  await storage.close();
  const options = frontline.parseOptions(row.options);
  if (!options.ok) throw new Error(options.error.message);
  const start = frontline.setup(options.value, row.seed);
  if (!start.ok) throw new Error(start.error.message);
  const states: FrontlineState[] = [start.value];
  const known: Set<string>[][] = [start.value.players.map(() => new Set<string>())];
  for (const a of log) {
    const next = frontline.apply(states.at(-1)!, a.seat, a.action as never);
    if (!next.ok) throw new Error(next.error.message);
    const state = next.value.state;
    const named = new Set(
      next.value.events.filter((e: GameEvent) => e.visibleTo === undefined).flatMap(strings),
    );
    // A card stays known while it stays in the hand a public event saw it go to.
    known.push(
      state.players.map(
        (p, seat) => new Set(p.hand.filter((card) => known.at(-1)![seat]?.has(card) || named.has(card))),
      ),
    );
    states.push(state);
  }
  return { seed: row.seed, states, known };
}

interface Findings {
  leaks: { kind: Kind; who: string; version: number }[];
  frames: number;
  patterns: number;
}

/** Check every frame a client got against the secrets of the version it carries. */
function check(findings: Findings, frames: readonly Buffer[], seat: Seat | null, game: Rebuilt) {
  const { seed, states, known } = game;
  const words = new Set(states.flatMap((s) => s.rng.s.map(String)));
  const cache = new Map<number, [Kind, string][]>();
  for (const frame of frames) {
    const text = frame.toString('utf8');
    const m: Json = JSON.parse(text);
    const version = Math.min(
      typeof m.version === 'number' ? m.version : states.length - 1,
      states.length - 1,
    );
    const who = seat === null ? 'spectator' : `seat ${seat}`;
    if (text.includes(seed)) findings.leaks.push({ kind: 'seed', who, version });
    for (const w of text.match(/\d+/g) ?? [])
      if (words.has(w)) findings.leaks.push({ kind: 'prng', who, version });
    let hidden = cache.get(version);
    if (!hidden) {
      hidden = secrets(states[version]!, seat, known[version]!);
      cache.set(version, hidden);
    }
    for (const [kind, pattern] of hidden)
      if (text.includes(pattern)) findings.leaks.push({ kind, who, version });
    findings.patterns += hidden.length;
    findings.frames++;
  }
}

/**
 * One Frontline game of scripted humans through the server, every client's bytes checked. Stops at its end,
 * or after `maxVersion` actions when given.
 */
async function playAndCheck(
  t: TestServer,
  options: Record<string, unknown>,
  players: number,
  seed: string,
  findings: Findings,
  maxVersion = Number.POSITIVE_INFINITY,
): Promise<number> {
  const created = await http('POST', `${t.url}/api/games`, {
    game: 'frontline',
    options: { players, ...options },
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
    decisionMs: 1000, // a seat left without an answer (a stalled script) gets its standing order
    fullReplay: true,
  });
  expect(created.status).toBe(201);
  const id: string = created.body.id;
  const tokens: string[] = [];
  for (let seat = 0; seat < players; seat++)
    tokens.push((await http('POST', `${t.url}/api/games/${id}/seats/${seat}/join`)).body.token);
  const clients = await Promise.all(tokens.map(() => Client.connect(t.ws)));
  const spectator = await Client.connect(t.ws);
  const plays = clients.map((c, seat) => autoPlay(c, `${seed}/${seat}`, (a) => frontline.isConcession(a)));
  await Promise.all(clients.map((c, seat) => hello(c, id, tokens[seat])));
  await hello(spectator, id);
  let end: number;
  if (Number.isFinite(maxVersion)) {
    const bound = (m: Json) =>
      m.status === 'over' || (typeof m.version === 'number' && m.version >= maxVersion);
    await spectator.waitFor(bound, 0, 100_000);
    for (const p of plays) p.stop();
    end = (await http('GET', `${t.url}/api/games/${id}`)).body.version;
  } else {
    end = await plays[0]!.done;
    await Promise.all(plays.map((p) => p.done));
  }
  await spectator.waitFor((m) => m.type === 'update' && m.version === end);
  for (const c of clients) await c.waitFor((m) => m.type === 'update' && m.version === end);
  const rebuilt = await statesOf(t.dir, id);
  for (const [seat, c] of clients.entries()) check(findings, c.frames, seat, rebuilt);
  check(findings, spectator.frames, null, rebuilt);
  // Lobby answers and, once over, the public replay: only what a spectator may know.
  const lobby = [
    await http('GET', `${t.url}/api/games/${id}`),
    await http('GET', `${t.url}/api/games/${id}/view`),
  ].map((r) => Buffer.from(JSON.stringify({ ...r.body, version: end })));
  // The public replay (once over), step by step: each step against the secrets of its own version.
  const replay = await http('GET', `${t.url}/api/games/${id}/replay`);
  if (replay.status === 200) {
    const { start, steps, ...rest } = replay.body;
    lobby.push(Buffer.from(JSON.stringify({ ...rest, view: start, version: 0 })));
    for (const step of steps) lobby.push(Buffer.from(JSON.stringify(step)));
  }
  check(findings, lobby, null, rebuilt);
  await Promise.all([...clients, spectator].map((c) => c.close()));
  return end;
}

describe('Frontline hidden information over the wire', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it('no client receives a byte of what it may not know, over games of both rulesets', async () => {
    const t = await startServer();
    servers.push(t);
    const findings: Findings = { leaks: [], frames: 0, patterns: 0 };
    const games: [Record<string, unknown>, number][] = [
      [{ ruleset: 'revised', turnLimit: 4, stepsPerTurn: 30 }, 3],
      // The designer preset draws a card for every territory taken (O11.1): full hands from the first round.
      [{ ruleset: 'original', turnLimit: 3, stepsPerTurn: 30, preset: 'designer' }, 4],
    ];
    for (const [i, [options, players]] of games.entries()) {
      // Played to their end (a few hundred actions), or to a bound, so a long game cannot stall the suite.
      const end = await playAndCheck(t, options, players, `frontline-hidden/${i}`, findings, 1200);
      expect(end).toBeGreaterThan(50);
    }
    expect(findings.leaks.slice(0, 10)).toEqual([]);
    expect(findings.frames).toBeGreaterThan(500);
    expect(findings.patterns).toBeGreaterThan(findings.frames); // every frame was checked against secrets
  });

  it('the check catches a view that leaks other hands, the deck, the reward deck or the PRNG', async () => {
    // The same rules, with a view that lets the hidden state slip out beside the real view.
    const leaky = {
      ...frontline,
      view: (s: FrontlineState, seat: Seat | null) => ({
        ...frontline.view(s, seat),
        debug: { hands: s.players.map((p) => p.hand), deck: s.deck, rewards: s.rewardDeck, rng: s.rng },
      }),
    } as unknown as AnyGame;
    const t = await startServer({ registry: registry([horsemen, leaky]) });
    servers.push(t);
    const findings: Findings = { leaks: [], frames: 0, patterns: 0 };
    // Later seats start with cards (FG3 startingCards), so every hand but the first player's is there to leak at once.
    const options = { turnLimit: 3, stepsPerTurn: 30, startingCards: 1 };
    await playAndCheck(t, options, 3, 'frontline-leaky', findings, 120);
    const kinds = new Set(findings.leaks.map((l) => l.kind));
    expect([...kinds].sort()).toEqual(['deck', 'hand', 'prng', 'reward deck']);
    // Every client was caught, the spectator too.
    expect(new Set(findings.leaks.map((l) => l.who))).toEqual(
      new Set(['seat 0', 'seat 1', 'seat 2', 'spectator']),
    );
  });
});
