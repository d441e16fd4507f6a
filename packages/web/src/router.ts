/** Client routes on the History API; the server answers every non-API path with index.html. */
import { signal } from '@preact/signals';

export type Route =
  | { name: 'lobby' }
  | { name: 'decks' }
  | { name: 'game'; id: string }
  /** A join link; an invite-only game's carries its code. */
  | { name: 'join'; id: string; seat: number; invite?: string }
  | { name: 'replay'; id: string; reveal?: boolean }
  /** A game's rulebook, opened at one rule's (or section's) anchor when `at` is given. */
  | { name: 'rules'; game: string; at?: string }
  | { name: 'tutorial'; game: string }
  /** Signing up and in. */
  | { name: 'account' }
  /** A player's page: ratings, their history, finished games. */
  | { name: 'player'; player: string }
  /** A game's leaderboard. */
  | { name: 'leaderboard'; game: string };

function parseRoute(path: string): Route {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'decks') return { name: 'decks' };
  if (parts[0] === 'rules') return { name: 'rules', game: parts[1] ?? 'frontline' };
  if (parts[0] === 'game' && parts[1]) return { name: 'game', id: parts[1] };
  if (parts[0] === 'replay' && parts[1])
    return parts[2] === 'revealed'
      ? { name: 'replay', id: parts[1], reveal: true }
      : { name: 'replay', id: parts[1] };
  if (parts[0] === 'learn' && parts[1]) return { name: 'tutorial', game: parts[1] };
  if (parts[0] === 'join' && parts[1] && /^\d+$/.test(parts[2] ?? ''))
    return parts[3]
      ? { name: 'join', id: parts[1], seat: Number(parts[2]), invite: parts[3] }
      : { name: 'join', id: parts[1], seat: Number(parts[2]) };
  if (parts[0] === 'account') return { name: 'account' };
  if (parts[0] === 'players' && parts[1]) return { name: 'player', player: parts[1] };
  if (parts[0] === 'ratings' && parts[1]) return { name: 'leaderboard', game: parts[1] };
  return { name: 'lobby' };
}

export const hrefOf = (r: Route): string => {
  switch (r.name) {
    case 'lobby':
      return '/';
    case 'decks':
      return '/decks';
    case 'game':
      return `/game/${encodeURIComponent(r.id)}`;
    case 'replay':
      return `/replay/${encodeURIComponent(r.id)}${r.reveal ? '/revealed' : ''}`;
    case 'join':
      return `/join/${encodeURIComponent(r.id)}/${r.seat}${r.invite ? `/${encodeURIComponent(r.invite)}` : ''}`;
    case 'rules':
      return `/rules/${encodeURIComponent(r.game)}${r.at ? `#${encodeURIComponent(r.at)}` : ''}`;
    case 'tutorial':
      return `/learn/${encodeURIComponent(r.game)}`;
    case 'account':
      return '/account';
    case 'player':
      return `/players/${encodeURIComponent(r.player)}`;
    case 'leaderboard':
      return `/ratings/${encodeURIComponent(r.game)}`;
  }
};

export const route = signal<Route>(parseRoute(window.location.pathname));

/** The anchor the address asks for (`/rules/frontline#R4.3` → `R4.3`), or null. */
export const currentAnchor = (): string | null =>
  window.location.hash.length > 1 ? decodeURIComponent(window.location.hash.slice(1)) : null;

window.addEventListener('popstate', () => {
  route.value = parseRoute(window.location.pathname);
});

export function navigate(r: Route, replace = false): void {
  const href = hrefOf(r);
  if (replace) history.replaceState(null, '', href);
  else history.pushState(null, '', href);
  route.value = r;
}
