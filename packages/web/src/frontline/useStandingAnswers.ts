/**
 * A live seat's standing answers (standing-answers.ts) at work: a battle prompt they cover, on another player's
 * turn, is answered at once, once per version, and remembered in the list of prompts they answered. The answers
 * are kept in this browser as the player changes them.
 */
import type { FrontlineAction, FrontlineDecision, FrontlineView } from '@warboard/frontline';
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  loadStandingAnswers,
  type StandingAnswered,
  type StandingAnswers,
  saveStandingAnswers,
  standingAnswer,
} from './standing-answers.js';

export interface LiveSeat {
  readonly view: FrontlineView | null;
  readonly seat: number | null;
  readonly decisions: readonly FrontlineDecision[];
  readonly legal: readonly FrontlineAction[];
  /** An action is on its way: nothing is answered until it is. */
  readonly busy: boolean;
  readonly canAct: boolean;
  readonly version: number;
  readonly send: (action: FrontlineAction) => void;
}

export interface StandingAnswersAtWork {
  readonly answers: StandingAnswers;
  readonly change: (next: StandingAnswers) => void;
  readonly answered: readonly StandingAnswered[];
}

export function useStandingAnswers(live: LiveSeat): StandingAnswersAtWork {
  const [answers, setAnswers] = useState<StandingAnswers>(loadStandingAnswers);
  const [answered, setAnswered] = useState<readonly StandingAnswered[]>([]);
  const answeredAt = useRef(-1);
  const change = (next: StandingAnswers) => {
    setAnswers(next);
    saveStandingAnswers(next);
  };
  useEffect(() => {
    const { view, seat, version } = live;
    if (live.busy || !live.canAct || seat === null || !view?.battle || view.turn.seat === seat) return;
    if (answeredAt.current === version) return;
    const answer = standingAnswer(view, seat, live.decisions, live.legal, answers);
    if (!answer) return;
    answeredAt.current = version;
    const territory = view.battle.territory;
    setAnswered((list) => [...list, { ...answer, territory, version }]);
    live.send(answer.action);
  }, [JSON.stringify(live.legal), live.version, live.busy, answers]);
  return { answers, change, answered };
}
