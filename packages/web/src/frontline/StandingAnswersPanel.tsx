/**
 * The player's standing answers to battle prompts (standing-answers.ts), set here, and the prompts they answered in
 * this game, each shown as answered by them.
 */
import type { Namer } from './describe.js';
import { describeAction } from './describe.js';
import { ft } from './i18n.js';
import { territoryName } from './labels.js';
import { percent } from './odds.js';
import type { StandingAnswered, StandingAnswers } from './standing-answers.js';

const THRESHOLDS = [0.25, 0.4, 0.5, 0.6, 0.75, 0.9] as const;

export function StandingAnswersPanel({
  answers,
  change,
  answered,
  name,
}: {
  answers: StandingAnswers;
  change: (next: StandingAnswers) => void;
  answered: readonly StandingAnswered[];
  name: Namer;
}) {
  return (
    <details
      class="panel fl-standing"
      data-testid="standing"
      open={answers.standAtLeast !== null || answers.forward !== null || answered.length > 0}
    >
      <summary>{ft('standing.title')}</summary>
      <p class="small muted">{ft('standing.help')}</p>
      <label class="field">
        <span>{ft('standing.retreat')}</span>
        <select
          data-testid="standing-retreat"
          value={answers.standAtLeast === null ? '' : String(answers.standAtLeast)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            change({ ...answers, standAtLeast: v === '' ? null : Number(v) });
          }}
        >
          <option value="">{ft('standing.ask')}</option>
          {THRESHOLDS.map((p) => (
            <option key={p} value={String(p)}>
              {ft('standing.retreat.at', { p: percent(p) })}
            </option>
          ))}
        </select>
      </label>
      <label class="field">
        <span>{ft('standing.damaged')}</span>
        <select
          data-testid="standing-damaged"
          value={answers.damaged ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            change({ ...answers, damaged: v === 'withdraw' || v === 'stay' ? v : null });
          }}
        >
          <option value="">{ft('standing.ask')}</option>
          <option value="withdraw">{ft('battle.withdraw')}</option>
          <option value="stay">{ft('battle.stay')}</option>
        </select>
      </label>
      <label class="field">
        <span>{ft('standing.forward')}</span>
        <select
          data-testid="standing-forward"
          value={answers.forward ?? ''}
          onChange={(e) => {
            const v = e.currentTarget.value;
            change({ ...answers, forward: v === 'fill' || v === 'hold' ? v : null });
          }}
        >
          <option value="">{ft('standing.ask')}</option>
          <option value="fill">{ft('standing.forward.fill')}</option>
          <option value="hold">{ft('standing.forward.hold')}</option>
        </select>
      </label>
      {answered.length > 0 && (
        <ol class="small" data-testid="standing-log" reversed>
          {[...answered].reverse().map((a) => (
            <li key={a.version}>
              {ft(a.odds === null ? 'standing.used' : 'standing.used.odds', {
                what: describeAction(a.action, name),
                territory: territoryName(a.territory),
                p: a.odds === null ? '' : percent(a.odds),
              })}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
