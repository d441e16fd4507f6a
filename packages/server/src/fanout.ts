/**
 * Tells whoever holds a game's sockets that the game moved on. In one process this is a local emitter. With
 * several processes (PostgreSQL + Redis, `cluster/redis-fanout.ts`) each commit is also published to the
 * others, and a room that hears of a version it does not have reads the missing actions from storage.
 * Messages carry a version and no game content.
 */
export interface Fanout {
  publish(game: string, version: number): void;
  /** Returns the unsubscribe function. */
  subscribe(game: string, listener: (version: number) => void): () => void;
  close(): Promise<void>;
}

export function localFanout(): Fanout {
  const listeners = new Map<string, Set<(version: number) => void>>();
  return {
    publish(game, version) {
      for (const listener of listeners.get(game) ?? []) listener(version);
    },
    subscribe(game, listener) {
      const set = listeners.get(game) ?? new Set();
      listeners.set(game, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(game);
      };
    },
    close: async () => listeners.clear(),
  };
}
