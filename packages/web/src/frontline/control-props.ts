/**
 * What every control of the seat's turn is given: the view and legal actions, the selection, and ways to act.
 * `SeatActs` is the part every control that acts shares (the turn's controls and a territory's actions).
 */
import type { Division, FrontlineAction, FrontlineView } from '@warboard/frontline';
import type { Send } from './buttons.js';
import type { Namer } from './describe.js';
import type { Of } from './intents.js';
import type { Selection } from './selection.js';

export interface SeatActs {
  readonly view: FrontlineView;
  readonly legal: readonly FrontlineAction[];
  readonly seat: number;
  readonly busy: boolean;
  readonly name: Namer;
  readonly act: Send;
}

export interface ControlProps extends SeatActs {
  readonly selection: Selection;
  /** Back out of the gesture under way (Esc). */
  readonly cancel: () => void;
  /** How many divisions of a kind the move under way takes. */
  readonly chooseCount: (division: Division, n: number) => void;
  /** Send the move or embarkation as many times as its division's chosen count. */
  readonly moveMany: (a: Of<'move'> | Of<'embark'>) => void;
}
