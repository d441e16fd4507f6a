/** What a game's replay view is given at each step (games.ts names each game's view). */
import type { GameWire, OpenWire } from '../api/protocol.js';
import type { StoryEntry } from '../log/story.js';

export interface ReplayProps<W extends GameWire = OpenWire> {
  /** The view then: public, one seat's (an imported game), or with every card revealed. */
  readonly view: W['view'];
  /** The events so far, each with its step's version and seat. */
  readonly log: readonly StoryEntry<W['event']>[];
  /** The players' names, by seat (null: none given). */
  readonly names: readonly (string | null)[];
}
