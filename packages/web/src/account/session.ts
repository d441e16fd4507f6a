/**
 * The signed-in account of this browser (its session is an HTTP-only cookie the page never reads), and what
 * signing in does to the seats it holds: a guest's seats join the account, and the account's seats held on
 * other devices get a token of this device's own, so "your games" are the account's everywhere.
 */
import { signal } from '@preact/signals';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { call, LobbyError } from '../api/lobby.js';
import type {
  AccountAnswer,
  AccountGames,
  AdoptAnswer,
  PasskeyOptions,
  SeatTokens,
} from '../api/protocol.js';
import { allHeldSeats, forgetAccountSeats, holdSeat, markAccountSeats } from '../store/seats.js';

/** undefined while not known yet; null for a guest. */
export const account = signal<AccountAnswer | null | undefined>(undefined);

export async function loadAccount(): Promise<void> {
  try {
    account.value = await call<AccountAnswer>('GET', '/api/account');
    await syncSeats(account.value.name);
  } catch (error) {
    if (error instanceof LobbyError && error.status === 401) account.value = null;
    else throw error;
  }
}

/**
 * This browser's guest seats join the account (all at once; if one of them is refused, each alone, so a seat
 * of another's does not keep the others out), then every seat of the account's this device lacks gets a token.
 */
async function syncSeats(name: string): Promise<void> {
  const guest = allHeldSeats().filter((s) => s.account === undefined);
  if (guest.length > 0) {
    const adopt = (seats: typeof guest) =>
      call<AdoptAnswer>('POST', '/api/account/adopt', {
        seats: seats.map((s) => ({ game: s.game, seat: s.seat, token: s.token })),
      });
    try {
      markAccountSeats(name, (await adopt(guest)).adopted);
    } catch {
      for (const s of guest) {
        const one = await adopt([s]).catch(() => null);
        if (one) markAccountSeats(name, one.adopted);
      }
    }
  }
  const { games } = await call<AccountGames>('GET', '/api/account/games');
  const held = new Set(allHeldSeats().map((s) => `${s.game}/${s.seat}`));
  const missing = games.flatMap((g) =>
    g.seats.filter((seat) => !held.has(`${g.summary.id}/${seat}`)).map((seat) => ({ g, seat })),
  );
  if (missing.length === 0) return;
  const { seats } = await call<SeatTokens>('POST', '/api/account/seats', {
    seats: missing.map((m) => ({ game: m.g.summary.id, seat: m.seat })),
  });
  for (const s of seats) {
    const game = games.find((g) => g.summary.id === s.game);
    if (!game) continue;
    holdSeat({
      game: s.game,
      gameType: game.summary.game,
      seat: s.seat,
      token: s.token,
      hotSeat: game.seats.length > 1,
      joinedAt: game.summary.createdAt,
      account: name,
    });
  }
}

async function signedIn(answer: AccountAnswer): Promise<void> {
  account.value = answer;
  await syncSeats(answer.name);
}

export const signUpWithPassword = async (name: string, password: string) =>
  signedIn(await call<AccountAnswer>('POST', '/api/account/signup', { name, password }));

export const signInWithPassword = async (name: string, password: string) =>
  signedIn(await call<AccountAnswer>('POST', '/api/account/signin', { name, password }));

/** A new account whose passkey this device's authenticator makes. */
export async function signUpWithPasskey(name: string): Promise<void> {
  const { challenge, options } = await call<PasskeyOptions>('POST', '/api/account/passkey/signup/options', {
    name,
  });
  const response = await startRegistration({ optionsJSON: options as never });
  await signedIn(await call<AccountAnswer>('POST', '/api/account/passkey/signup', { challenge, response }));
}

/** Sign in with any passkey of this site (the authenticator says whose). */
export async function signInWithPasskey(): Promise<void> {
  const { challenge, options } = await call<PasskeyOptions>(
    'POST',
    '/api/account/passkey/signin/options',
    {},
  );
  const response = await startAuthentication({ optionsJSON: options as never });
  await signedIn(await call<AccountAnswer>('POST', '/api/account/passkey/signin', { challenge, response }));
}

/** One more passkey for the signed-in account (another device's authenticator, say). */
export async function addPasskey(): Promise<void> {
  const { challenge, options } = await call<PasskeyOptions>('POST', '/api/account/passkey/add/options', {});
  const response = await startRegistration({ optionsJSON: options as never });
  account.value = await call<AccountAnswer>('POST', '/api/account/passkey/add', { challenge, response });
}

export async function signOut(): Promise<void> {
  const name = account.value?.name;
  await call<unknown>('POST', '/api/account/signout', {});
  if (name) forgetAccountSeats(name);
  account.value = null;
}

/** What a seat taken now is held by: the signed-in account, if any (for `holdSeat`). */
export const heldBy = (): { account?: string } => (account.value ? { account: account.value.name } : {});
