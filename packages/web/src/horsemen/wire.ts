/** What a Four Horsemen game puts on the wire for this client: the engine's own view, actions and events. */
import type { Decision } from '@warboard/core';
import type { HorsemenAction, HorsemenEvent, HorsemenView } from '@warboard/horsemen';
import type { GameWire } from '../api/protocol.js';

export interface HorsemenWire extends GameWire {
  readonly view: HorsemenView;
  readonly action: HorsemenAction;
  readonly event: HorsemenEvent;
  readonly decision: Decision;
}
