/** What the catalog knows of one game. */
import type { BotMaker } from '@warboard/bots';
import type { AnyGame } from '@warboard/core';

export interface CatalogEntry {
  readonly game: AnyGame;
  /** Bot name → factory, in the order they are listed to users (the lobby preselects `normal`). */
  readonly bots: ReadonlyMap<string, BotMaker>;
  /** Option sets (inputs to parseOptions) the benchmark measures side by side, e.g. one per player count. */
  readonly benchOptions: readonly Readonly<Record<string, unknown>>[];
}
