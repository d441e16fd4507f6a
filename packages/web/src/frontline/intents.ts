/**
 * What the player can do with the board, read off the legal actions the server sent. Nothing here knows a rule:
 * each function only filters that list by the territory, border or neighbour the player points at.
 */
import type { Division, FrontlineAction, FrontlineView } from '@warboard/frontline';

export type Of<T extends FrontlineAction['type']> = Extract<FrontlineAction, { type: T }>;

export const ofType = <T extends FrontlineAction['type']>(
  legal: readonly FrontlineAction[],
  type: T,
): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

export const endPhase = (legal: readonly FrontlineAction[]) => ofType(legal, 'end-phase')[0];
/** FG21: resigning, offered on the player's own turn outside a battle (sent only once confirmed). */
export const resignation = (legal: readonly FrontlineAction[]) => ofType(legal, 'resign')[0];

export const draftsAt = (legal: readonly FrontlineAction[], territory: string) =>
  ofType(legal, 'draft').filter((a) => a.territory === territory);

/** Neighbours that `from` may attack, keyed by target. */
export const attacksFrom = (legal: readonly FrontlineAction[], from: string) =>
  new Map(
    ofType(legal, 'attack')
      .filter((a) => a.from === from)
      .map((a) => [a.to, a]),
  );

/** The attacks that may be aimed at `to`, one per territory they would come from. */
export const attacksOn = (legal: readonly FrontlineAction[], to: string) =>
  ofType(legal, 'attack').filter((a) => a.to === to);

/** Moves and embarkations out of `from`, grouped by destination. */
export function movesFrom(legal: readonly FrontlineAction[], from: string) {
  const out = new Map<string, (Of<'move'> | Of<'embark'>)[]>();
  for (const a of legal) {
    if ((a.type === 'move' || a.type === 'embark') && a.from === from)
      out.set(a.to, [...(out.get(a.to) ?? []), a]);
  }
  return out;
}

/**
 * At most how many divisions of a kind one move gesture may take from `from`: those in its middle row, the row the
 * engine moves from (R8.1). Only the control's upper bound: the move stops as soon as the engine stops offering it.
 */
export const movableCount = (view: FrontlineView, from: string, division: Division): number =>
  (view.territories[from]?.home.middle ?? []).filter((d) => d === division).length;

export const postsAt = (legal: readonly FrontlineAction[], territory: string, border: string) =>
  ofType(legal, 'post').filter((a) => a.territory === territory && a.border === border);

export const unpostAt = (
  legal: readonly FrontlineAction[],
  territory: string,
  border: string,
  slot: number,
) => ofType(legal, 'unpost').find((a) => a.territory === territory && a.border === border && a.slot === slot);

/** Borders of `territory` where a division may be posted or taken back (the formation). */
export const formationBorders = (legal: readonly FrontlineAction[], territory: string) =>
  new Set(
    legal.flatMap((a) =>
      (a.type === 'post' || a.type === 'unpost') && a.territory === territory ? [a.border] : [],
    ),
  );

const LOCAL = [
  'merge',
  'disarm',
  'build-city',
  'move-capital',
  'airfield',
  'repair',
  'send-to-repair',
  'pull-back',
  'land',
  'repel',
  'assault',
  'counter',
] as const;
type Local = Of<(typeof LOCAL)[number]>;

/** Actions that happen in one territory (merge, disarm, cities, capital, airfield, landings, assaults …). */
export const localActions = (legal: readonly FrontlineAction[], territory: string): Local[] =>
  legal.filter(
    (a): a is Local =>
      (LOCAL as readonly string[]).includes(a.type) && 'territory' in a && a.territory === territory,
  );

/** Territories with something to do in them, for highlighting. */
export function activeTerritories(legal: readonly FrontlineAction[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    if ('territory' in a && a.type !== 'unpost') out.add(a.territory);
    if (a.type === 'attack' || a.type === 'move' || a.type === 'embark') out.add(a.from);
  }
  return out;
}

export const battleActions = (legal: readonly FrontlineAction[]) =>
  legal.filter((a) => ['roll', 'stop', 'hold', 'forward', 'damaged', 'retreat', 'stand'].includes(a.type));

export const cardActions = (legal: readonly FrontlineAction[]) =>
  legal.filter((a): a is Of<'spend-card'> | Of<'offer'> => a.type === 'spend-card' || a.type === 'offer');

export const tradeAnswers = (legal: readonly FrontlineAction[]) =>
  legal.filter((a): a is Of<'accept'> | Of<'decline'> => a.type === 'accept' || a.type === 'decline');

export const sameAction = (a: FrontlineAction, b: FrontlineAction): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
