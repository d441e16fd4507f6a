/** Whose turn, which round and which phase, in the head of a Frontline game. */
import type { FrontlineView } from '@warboard/frontline';
import { type Namer, turnText } from './describe.js';

export function TurnLine({ view, name }: { view: FrontlineView; name: Namer }) {
  return (
    <span class="muted" data-testid="turn-line" data-phase={view.turn.phase}>
      {turnText(view.turn, name)}
    </span>
  );
}
