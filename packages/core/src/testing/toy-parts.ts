/** What the toy game's rules share: their capabilities but for what each says of itself, and their parse. */
import type { Capabilities } from '../game.js';
import { ok, type Result } from '../result.js';
import { type RuleError, refuse } from '../rule-error.js';

export const TOY_CAPABILITIES: Capabilities = {
  minPlayers: 2,
  maxPlayers: 2,
  chance: true,
  hiddenInformation: true,
  simultaneousDecisions: false,
  outOfTurnDecisions: false,
  canDraw: true,
  maxActions: 2,
};

/** The toy states are plain JSON: a text that is not JSON is refused, never thrown. */
export function parseJsonState<S>(text: string): Result<S, RuleError> {
  try {
    return ok(JSON.parse(text) as S);
  } catch {
    return refuse('bad-state', 'input', 'not JSON');
  }
}
