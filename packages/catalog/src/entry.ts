/** What the catalog knows of one game. */
import type { BotMaker } from '@warboard/bots';
import type { AnyGame } from '@warboard/core';
import type { OptionField } from '@warboard/protocol';
import type { GameMeasures } from './measures/measure.js';

export interface CatalogEntry {
  readonly game: AnyGame;
  /** Bot name → factory, in the order they are listed to users (the lobby preselects `normal`). */
  readonly bots: ReadonlyMap<string, BotMaker>;
  /** Every rules option as data, read off the engine's schema and notes (optionFields); `/api/catalog` serves it. */
  readonly options: readonly OptionField[];
  /** What the lab reads off each game and how its report names it (measures/). */
  readonly measures: GameMeasures;
  /** Option sets (inputs to parseOptions) the benchmark measures side by side, e.g. one per player count. */
  readonly benchOptions: readonly Readonly<Record<string, unknown>>[];
}
