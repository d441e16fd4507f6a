/**
 * Which process runs a game's bots and decision clocks. Any process may hold a game's room and apply its
 * clients' actions, but only the holder of the game's lease asks its bots to move and plays standing orders,
 * so a game with three processes behind it does not think three times for one move. The log stays the
 * guarantee of exactly once: bot and standing-order actions carry keys derived from the version they answer
 * (`bot:v7`, `standing:v7`) and are written with a version check, so even two holders (a lease lost during a
 * long pause) could never both apply one.
 */
export interface Leases {
  /**
   * Compete for the game's lease from now on; `changed(held)` is called each time this process gains or
   * loses it. Returns the function that stops competing and gives the lease up.
   */
  watch(game: string, changed: (held: boolean) => void): () => void;
  /** Whether this process holds the game's lease now. */
  held(game: string): boolean;
  close(): Promise<void>;
}

/** One process alone: every game is its own. */
export function localLeases(): Leases {
  return {
    watch: () => () => undefined,
    held: () => true,
    close: async () => undefined,
  };
}
