/** The Four Horsemen rules' refusals in the reader's language: lines by their colour, cells by their row. */
import { type Faction, horsemenRefusals } from '@warboard/horsemen';
import { dictionary, lang, t } from '../i18n/i18n.js';
import { type EngineRefusal, sayRefusal } from '../i18n/refusal-text.js';
import { lineName } from './labels.js';

function fact(kind: string, value: string | number): string {
  if (kind === 'line') return lineName(String(value) as Faction);
  if (kind === 'row') return t(value === 'back' ? 'hz.back' : 'hz.front');
  return String(value);
}

export const horsemenRefusalText = (r: EngineRefusal): string | null =>
  sayRefusal(
    {
      catalogue: horsemenRefusals,
      sentence: (code) => (dictionary(lang.value) as Record<string, string>)[`hz.refusal.${code}`],
      fact,
    },
    r,
  );
