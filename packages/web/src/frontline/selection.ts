/**
 * The board's selection, gestures and keys as a headless state: a pure reducer with no Preact and no DOM, so every
 * gesture can be tested as plain data. Like a chess board's UI, it holds no rule: what a click or a key would do
 * is read off the legal actions the server sent (intents.ts), and the reducer only says which of them to send.
 *
 * A pick is a territory the player is looking at; a gesture is a pick aimed at a neighbour (an attack to confirm
 * with its odds, or a move whose divisions and count are chosen in one control). Esc, clicking the sea, or
 * clicking the picked territory again drops it; Esc first backs out of a gesture.
 */
import type { Division, FrontlineAction } from '@warboard/frontline';
import { attacksFrom, draftsAt, endPhase, movesFrom, type Of, ofType, sameAction } from './intents.js';

export type Phase = 'draft' | 'attack' | 'maneuver';

export interface Gesture {
  readonly kind: 'attack' | 'move';
  readonly from: string;
  readonly to: string;
}

/** A move or embarkation of several divisions, sent one action at a time as each is answered. */
export interface MoveQueue {
  readonly action: Of<'move'> | Of<'embark'>;
  /** How many more to send after the one in flight. */
  readonly left: number;
  /** The game version when the last one was sent: the next waits for a newer one. */
  readonly sentAt: number;
}

export interface Selection {
  readonly picked: string | null;
  readonly gesture: Gesture | null;
  /** How many divisions of each kind the move under way would take (one control, default 1). */
  readonly counts: Readonly<Partial<Record<Division, number>>>;
  readonly queue: MoveQueue | null;
}

/** What the reducer reads besides its own state: the server's legal actions, the phase, the game version. */
export interface Context {
  readonly legal: readonly FrontlineAction[];
  readonly phase: Phase | undefined;
  readonly version: number;
}

export type SelectionEvent =
  | { readonly type: 'click-territory'; readonly id: string; readonly byKey?: boolean }
  | { readonly type: 'click-sea' }
  /** Aim an attack at the picked territory from one of its neighbours, as the territory's panel offers. */
  | { readonly type: 'aim-attack'; readonly from: string; readonly to: string }
  | { readonly type: 'escape' }
  /** A shortcut key, lower case (e, r, s, h, i, a, enter); the screen leaves out keys typed in fields. */
  | { readonly type: 'key'; readonly key: string }
  | { readonly type: 'choose-count'; readonly division: Division; readonly n: number }
  /** Send `action` (a move or embarkation of the gesture) as many times as its division's chosen count. */
  | { readonly type: 'move-many'; readonly action: Of<'move'> | Of<'embark'> }
  /** Any action was sent by a control: the gesture it finished is over. */
  | { readonly type: 'acted' }
  /** New legal actions or a new version arrived, and nothing is in flight. */
  | { readonly type: 'sync' }
  /** The seat's turn began: its capital is picked, so drafting is one key or click away. */
  | { readonly type: 'turn-start'; readonly capital: string };

export interface Step {
  readonly selection: Selection;
  /** The action to send now, if the event asked for one. */
  readonly send: FrontlineAction | null;
}

export const EMPTY: Selection = { picked: null, gesture: null, counts: {}, queue: null };

/** What a click on a territory would do now: pick it, drop the pick, aim a gesture at it, or send an action. */
export type ClickIntent =
  | { readonly kind: 'pick'; readonly id: string }
  | { readonly kind: 'drop' }
  | { readonly kind: 'aim'; readonly gesture: Gesture }
  | { readonly kind: 'act'; readonly action: FrontlineAction };

/** Where the picked territory's gesture may end: the neighbours it may attack, or move or embark to. */
export function targetsOf(s: Selection, ctx: Context): ReadonlySet<string> {
  if (s.gesture) return new Set([s.gesture.to]);
  if (!s.picked) return new Set();
  if (ctx.phase === 'attack') return new Set(attacksFrom(ctx.legal, s.picked).keys());
  if (ctx.phase === 'maneuver' || ctx.phase === 'draft')
    return new Set(movesFrom(ctx.legal, s.picked).keys());
  return new Set();
}

export function clickIntent(s: Selection, id: string, ctx: Context, byKey = false): ClickIntent {
  // From the keyboard, Enter on the territory an attack is aimed at confirms it, as Enter does elsewhere.
  if (byKey && s.gesture?.kind === 'attack' && s.gesture.to === id) {
    const attack = attacksFrom(ctx.legal, s.gesture.from).get(id);
    if (attack) return { kind: 'act', action: attack };
  }
  if (id === s.picked) return { kind: 'drop' };
  if (s.picked && !s.gesture && targetsOf(s, ctx).has(id))
    return {
      kind: 'aim',
      gesture: { kind: ctx.phase === 'attack' ? 'attack' : 'move', from: s.picked, to: id },
    };
  return { kind: 'pick', id };
}

/** The action a shortcut key sends now, if any. */
export function keyAction(s: Selection, key: string, ctx: Context): FrontlineAction | undefined {
  const { legal } = ctx;
  if (key === 'e') return endPhase(legal);
  if (key === 'r') return ofType(legal, 'roll')[0];
  if (key === 's') return ofType(legal, 'stop')[0];
  if (key === 'h') return ofType(legal, 'hold')[0];
  if ((key === 'i' || key === 'a') && s.picked)
    return draftsAt(legal, s.picked).find((a) => a.division === key.toUpperCase());
  if (key === 'enter' && s.gesture?.kind === 'attack')
    return attacksFrom(legal, s.gesture.from).get(s.gesture.to);
  return undefined;
}

/** Whether the legal actions still allow the gesture (a move made elsewhere, a phase ended…). */
function stillLegal(g: Gesture, ctx: Context): boolean {
  return g.kind === 'attack'
    ? attacksFrom(ctx.legal, g.from).has(g.to)
    : movesFrom(ctx.legal, g.from).has(g.to);
}

const keep = (selection: Selection): Step => ({ selection, send: null });
const finished = (s: Selection, send: FrontlineAction): Step => ({
  selection: { ...s, gesture: null, counts: {}, queue: null },
  send,
});

export function reduce(s: Selection, e: SelectionEvent, ctx: Context): Step {
  switch (e.type) {
    case 'click-territory': {
      const intent = clickIntent(s, e.id, ctx, e.byKey);
      if (intent.kind === 'act') return finished(s, intent.action);
      if (intent.kind === 'drop') return keep(EMPTY);
      if (intent.kind === 'aim') return keep({ ...s, gesture: intent.gesture, counts: {}, queue: null });
      return keep({ ...EMPTY, picked: intent.id });
    }
    case 'click-sea':
      return keep(EMPTY);
    case 'aim-attack': {
      const gesture: Gesture = { kind: 'attack', from: e.from, to: e.to };
      return stillLegal(gesture, ctx) ? keep({ ...EMPTY, picked: e.from, gesture }) : keep(s);
    }
    case 'escape':
      return keep(s.gesture ? { ...s, gesture: null, counts: {}, queue: null } : EMPTY);
    case 'key': {
      const action = keyAction(s, e.key, ctx);
      return action ? finished(s, action) : keep(s);
    }
    case 'choose-count':
      return keep({ ...s, counts: { ...s.counts, [e.division]: Math.max(1, Math.floor(e.n) || 1) } });
    case 'move-many': {
      if (!ctx.legal.some((a) => sameAction(a, e.action))) return keep(s);
      const n = s.counts[e.action.division] ?? 1;
      const next = finished(s, e.action);
      return n > 1
        ? {
            ...next,
            selection: { ...next.selection, queue: { action: e.action, left: n - 1, sentAt: ctx.version } },
          }
        : next;
    }
    case 'acted':
      return keep({ ...s, gesture: null, counts: {} });
    case 'sync': {
      const q = s.queue;
      if (q && ctx.version > q.sentAt) {
        // The next of the divisions goes while the engine still offers the same move; otherwise the move is done.
        if (!ctx.legal.some((a) => sameAction(a, q.action))) return keep({ ...s, queue: null });
        return {
          selection: { ...s, queue: q.left > 1 ? { ...q, left: q.left - 1, sentAt: ctx.version } : null },
          send: q.action,
        };
      }
      if (s.gesture && !stillLegal(s.gesture, ctx)) return keep({ ...s, gesture: null, counts: {} });
      return keep(s);
    }
    case 'turn-start':
      return keep({ ...EMPTY, picked: e.capital });
  }
}
