/** What a game screen says when the server refuses: the game itself (unknown, bad token), or one action. */
import type { Refusal } from './api/connection.js';
import { t } from './i18n/i18n.js';
import { serverText } from './i18n/server-text.js';
import { Link } from './Link.js';
import { RuleBadge, RuleText } from './rules/RuleBadge.js';

/** The game cannot be shown at all: retrying will not help, so the way back to the lobby. */
export function GameUnavailable({ refusal }: { refusal: Refusal }) {
  return (
    <section class="panel narrow">
      <p class="error">{serverText(refusal)}</p>
      <Link to={{ name: 'lobby' }}>{t('join.back')}</Link>
    </section>
  );
}

/**
 * An action the rules refused, with the rule that refused it: said by `say`, the game's own sentences for its
 * refusals, or by the server's text when the game has no sentence for it.
 */
export function RefusedAction({
  refusal,
  say,
}: {
  refusal: Refusal | null;
  say: (refusal: Refusal) => string | null;
}) {
  if (!refusal) return null;
  return (
    <p class="error" role="alert">
      <RuleText text={t('game.refused', { message: say(refusal) ?? serverText(refusal) })} />
      {refusal.rule && (
        <>
          {' ('}
          <RuleBadge id={refusal.rule} />)
        </>
      )}
    </p>
  );
}
