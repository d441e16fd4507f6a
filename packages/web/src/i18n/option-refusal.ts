/**
 * The lobby's refusal of a game's options (`bad-options`) in the reader's language. The server writes it as
 * `<rule>: <the game's message>` (hub.ts), and each game's option check begins its message with the option it
 * refuses — Frontline `<path>: <detail>` (`objectives.pool.3: …` inside an objective set), Four Horsemen
 * `option <key>: <detail>` — which packages/server/test/lobby.test.ts holds both games to. So the sentence is
 * said here, the option by its name in the lobby and the rule by its id (whose rulebook says what it allows);
 * the rest of the message is the engine's English, for the server's log, not shown. A message of another shape (a
 * setup's refusal) is said by its rule alone, and one that names no rule (an unknown option) by a sentence of its
 * own.
 */
import { dictionary, lang, type MessageKey, t } from './i18n.js';

/**
 * The rule and the option's path a `bad-options` message names; null when it names no rule (an unknown option, a
 * message of another shape).
 */
export function optionRefusalFacts(message: string): { rule: string; option: string | null } | null {
  const m = /^([\w.]+): (?:option )?(?:([A-Za-z][\w.]*|\(root\)): )?/.exec(message);
  if (!m || !/^[A-Z]+\d/.test(m[1]!)) return null;
  const option = m[2] && m[2] !== '(root)' ? m[2] : null;
  return { rule: m[1]!, option };
}

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

/** The refusal said in the reader's language; one that names no rule by the generic sentence. */
export function optionRefusalText(message: string): string {
  const facts = optionRefusalFacts(message);
  if (!facts) return t('error.bad-options');
  const { rule, option } = facts;
  if (option === null) return t('error.bad-options.rule', { rule });
  const key: MessageKey = option.includes('.') ? 'error.bad-options.within' : 'error.bad-options.option';
  return t(key, { option: optionLabel(option), path: option, rule });
}
