/**
 * The lobby's refusal of a game's options (`bad-options`) in the reader's language. The server's answer names the
 * rule it breaks and, for an option the game's schema refuses, the option (its path, a fact of the refusal:
 * `stuck`, `objectives.pool.3`); the option is said by its name in the lobby and the rule by its id (whose
 * rulebook says what it allows). The English `message` is for the server's log and is not shown. A refusal with
 * no option (a setup's) is said by its rule alone, and one with no rule by a sentence of its own.
 */
import { dictionary, lang, type MessageKey, t } from './i18n.js';

/**
 * An option by its lobby name (`opt.<game>.<key>`, its first key), when every game that has an option of that key
 * names it alike; else the key as the server named it.
 */
function optionLabel(path: string): string {
  const key = path.split('.')[0]!;
  const names = new Set(
    Object.entries(dictionary(lang.value))
      .filter(([k]) => /^opt\.[a-z-]+\.[^.]+$/.test(k) && k.endsWith(`.${key}`))
      .map(([, name]) => name),
  );
  return names.size === 1 ? [...names][0]! : key;
}

/** The refusal said in the reader's language, from its rule and the option it names (either may be missing). */
export function optionRefusalText(rule: string | null, option: string | null): string {
  // A game's schema names `options` where no rule owns the field (an unknown key): no rule to cite then.
  if (!rule || !/^[A-Z]+\d/.test(rule)) return t('error.bad-options');
  if (option === null || option === '(root)') return t('error.bad-options.rule', { rule });
  const key: MessageKey = option.includes('.') ? 'error.bad-options.within' : 'error.bad-options.option';
  return t(key, { option: optionLabel(option), path: option, rule });
}
