/** The Frontline rules' refusals in the reader's language: territories, cards and divisions by their names. */
import { frontlineRefusals } from '@warboard/frontline';
import { lang } from '../i18n/i18n.js';
import { type EngineRefusal, sayRefusal } from '../i18n/refusal-text.js';
import { type FrontlineKey, frontlineDictionary, ft } from './i18n.js';
import { divisionName, territoryName } from './labels.js';

/** A territory's name, or the id as it was sent, quoted, when the map does not know it (a refusal echoes it). */
const placeName = (id: string): string => {
  const name = territoryName(id);
  return name === `territory.${id}` ? ft('id.unknown', { id }) : name;
};

function fact(kind: string, value: string | number): string {
  const v = String(value);
  if (kind === 'territory' || kind === 'card') return placeName(v);
  if (kind === 'division') return divisionName(v);
  if (kind === 'seat') return ft(`seat.${v}` as FrontlineKey);
  return v;
}

export const frontlineRefusalText = (r: EngineRefusal): string | null =>
  sayRefusal(
    {
      catalogue: frontlineRefusals,
      sentence: (code) => (frontlineDictionary(lang.value) as Record<string, string>)[`refusal.${code}`],
      fact,
    },
    r,
  );
