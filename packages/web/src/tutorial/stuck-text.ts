/**
 * Why a tutorial cannot go on (runner.ts's `Stuck`), said in the reader's language: an engine refusal by the game's
 * own sentence for its code (the game's refusal voice, as its live screen says refusals), the rest by the
 * tutorial's strings. Only a refusal this client has no sentence for falls back to the engine's English.
 */
import { t } from '../i18n/i18n.js';
import type { EngineRefusal } from '../i18n/refusal-text.js';
import type { Stuck } from './runner.js';

/** A game's refusals in the reader's language (frontlineRefusalText, horsemenRefusalText). */
export type RefusalText = (r: EngineRefusal) => string | null;

export function stuckText(stuck: Stuck, refusalText: RefusalText): string {
  switch (stuck.kind) {
    case 'refused': {
      const said = refusalText({ refusal: stuck.code, ...(stuck.params ? { params: stuck.params } : {}) });
      return t('tut.stuck.refused', { rule: stuck.rule, what: said ?? stuck.message });
    }
    case 'no-answer':
      return t('tut.stuck.no-answer');
    case 'endless':
      return t('tut.stuck.endless');
    case 'no-action':
      return t('tut.stuck.no-action', { n: stuck.step + 1 });
  }
}
