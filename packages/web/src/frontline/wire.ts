/** What a Frontline game puts on the wire for this client: the engine's own view, actions, events and decisions. */
import type { FrontlineAction, FrontlineDecision, FrontlineEvent, FrontlineView } from '@warboard/frontline';
import type { GameWire } from '../api/protocol.js';

export interface FrontlineWire extends GameWire {
  readonly view: FrontlineView;
  readonly action: FrontlineAction;
  readonly event: FrontlineEvent;
  readonly decision: FrontlineDecision;
}
