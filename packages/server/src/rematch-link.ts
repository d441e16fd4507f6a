/**
 * A finished game's link to its rematch, kept in its stored settings (`settings.rematch`, through
 * `Storage.recordRematch`): every player who asks for a rematch joins the one game, whichever process they ask
 * and however long after — a restart or another server process forgets nothing — and the finished game's
 * summary names it, so an end-of-game screen opened later offers to join it rather than to start another.
 */
import type { Seat } from '@warboard/core';
import type { Room } from './room.js';
import type { Storage } from './storage/storage.js';

/** A game made, or why not (the hub's own result, named here so as not to import the hub back). */
type Made<E> = { ok: true; value: Room } | { ok: false; error: E };

/**
 * The rematch of `old` that `by`'s player joins: the one its settings link to, if that game is still there;
 * else a new one from `create`, linked in place of none or of the gone one (when another process linked one
 * meanwhile, that one).
 */
export async function linkedRematch<E>(
  storage: Storage,
  load: (id: string) => Promise<Room | null>,
  old: Room,
  by: Seat,
  create: () => Promise<Made<E>>,
): Promise<Made<E>> {
  const linked = (await storage.getGame(old.id))?.settings.rematch;
  const existing = linked ? await load(linked.game) : null;
  if (existing) return { ok: true, value: existing };
  const created = await create();
  if (!created.ok) return created;
  // A link to a game no longer stored (an open rematch nobody else joined, expired) gives way to this one.
  const kept = await storage.recordRematch(old.id, { game: created.value.id, by }, linked?.game);
  if (!kept) return created; // the old game is gone: nothing to link
  old.log.rematch = kept;
  if (kept.game === created.value.id) return created;
  // Another process linked its rematch first: join that one (the game made here, unjoined, expires as open).
  const first = await load(kept.game);
  return first ? { ok: true, value: first } : created;
}
