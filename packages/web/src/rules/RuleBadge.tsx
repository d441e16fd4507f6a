/**
 * The one way a rule id shows in the UI: a badge linking to the rule in its game's rulebook, opened at the rule's
 * anchor in the current language. It opens in a new tab, so a game in play stays on screen.
 */
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';
import { rulebookOf, splitRuleIds } from './rule-ids.js';

export function RuleBadge({ id }: { id: string }) {
  return (
    <Link
      to={{ name: 'rules', game: rulebookOf(id), at: id }}
      class="rule"
      testid={`rule-${id}`}
      title={t('rules.badge', { id })}
      newTab
    >
      {id}
    </Link>
  );
}

/** A sentence with every rule id in it as a badge ("armor +1 (R5.5)"). */
export function RuleText({ text }: { text: string }) {
  return (
    <>{splitRuleIds(text).map((part, i) => (part.rule ? <RuleBadge key={i} id={part.text} /> : part.text))}</>
  );
}
