/**
 * Standing answers: how this player wants the battle prompts answered while it is not its turn — a retreat prompt
 * (R8.4: stand and fight on while my odds of holding out are at least X %, else retreat), damaged armor (R5.8:
 * always withdraw for repair, or always stay) and bringing the middle row forward when attacked (R5.9: fill the
 * front row, or hold it as it stands). They are kept in this browser and played by this client, as soon as
 * the prompt comes, with the engine's odds (odds.ts); the answer goes to the server as any other action.
 *
 * Why in the client and not a per-seat standing order on the server: the odds are the exact calculator's, which is
 * heavy and runs in the browser already; the server plays the game's own standing order (FG15: stand, withdraw)
 * for a seat that does not answer by its deadline, so a player who closes the tab is still answered — only by the
 * game's defaults, not by its own thresholds. docs/web.md says so.
 */
import {
  type FrontlineAction,
  type FrontlineDecision,
  type FrontlineView,
  strongestForward,
} from '@warboard/frontline';
import { type Fields, readStored, writeStored } from '../store/stored.js';
import { holdOdds } from './odds.js';

export interface StandingAnswers {
  /** Stand while the odds of holding out are at least this share (0–1); null: ask every time. */
  readonly standAtLeast: number | null;
  /** Damaged armor (R5.8): always withdraw, always stay, or ask. */
  readonly damaged: 'withdraw' | 'stay' | null;
  /**
   * Bringing the middle row forward when attacked (R5.9): `fill` brings the strongest division forward until the
   * front row is full (or the middle row empty), `hold` keeps the row as it stands — but for the one division the
   * rules demand of an empty front row (R6.4), the strongest; null: ask.
   */
  readonly forward: 'fill' | 'hold' | null;
}

export const NO_STANDING_ANSWERS: StandingAnswers = { standAtLeast: null, damaged: null, forward: null };

const KEY = 'warboard.frontline.standing';

/** The stored fields, each checked: anything else asks every time. */
export function readStandingAnswers(v: Fields): StandingAnswers {
  if (!v) return NO_STANDING_ANSWERS;
  const at = v.standAtLeast;
  return {
    standAtLeast: typeof at === 'number' && at >= 0 && at <= 1 ? at : null,
    damaged: v.damaged === 'withdraw' || v.damaged === 'stay' ? v.damaged : null,
    forward: v.forward === 'fill' || v.forward === 'hold' ? v.forward : null,
  };
}

export const loadStandingAnswers = (): StandingAnswers => readStored(KEY, readStandingAnswers);
export const saveStandingAnswers = (answers: StandingAnswers): void => writeStored(KEY, answers);

/** A prompt answered by a standing answer: what was sent, where, and the odds it was decided on. */
export interface StandingAnswered {
  readonly action: FrontlineAction;
  readonly territory: string;
  readonly odds: number | null;
  readonly version: number;
}

const same = (a: FrontlineAction, b: FrontlineAction) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The answer the player's standing answers give to what `seat` owes now, or null when they do not cover it (the
 * player is asked). Only legal actions are ever returned.
 */
export function standingAnswer(
  view: FrontlineView,
  seat: number,
  decisions: readonly FrontlineDecision[],
  legal: readonly FrontlineAction[],
  answers: StandingAnswers,
): { action: FrontlineAction; odds: number | null } | null {
  const owed = decisions.find((d) => d.seat === seat)?.kind;
  const has = (a: FrontlineAction) => legal.some((l) => same(l, a));
  if (owed === 'damaged' && answers.damaged) {
    const action: FrontlineAction = { type: 'damaged', choice: answers.damaged };
    return has(action) ? { action, odds: null } : null;
  }
  if (owed === 'defend' && answers.forward) {
    // The division chosen as the game's own standing order chooses it (FG15): the strongest, on the right.
    const hold: FrontlineAction = { type: 'hold' };
    const strongest = strongestForward(legal);
    const action = answers.forward === 'fill' ? (strongest ?? hold) : has(hold) ? hold : strongest;
    return action && has(action) ? { action, odds: null } : null;
  }
  if (owed === 'retreat' && answers.standAtLeast !== null) {
    const hold = holdOdds(view, seat);
    if (!hold) return null;
    const stand: FrontlineAction = { type: 'stand' };
    const retreat = legal.find((a) => a.type === 'retreat');
    const action = hold.defenderWins >= answers.standAtLeast || !retreat ? stand : retreat;
    return has(action) ? { action, odds: hold.defenderWins } : null;
  }
  return null;
}
