/** A vote to hand a seat whose clock ran out twice in a row to a bot: asked of every other player. */
import { t } from '../i18n/i18n.js';
import type { HandoverVotes } from './handover-votes.js';

export function HandoverPrompt(props: {
  readonly votes: HandoverVotes;
  readonly seat: number | null;
  readonly name: (seat: number) => string;
  readonly vote: (seat: number) => void;
}) {
  const { votes, seat, name, vote } = props;
  const asked = votes.pending.value.filter((v) => seat !== null && v.needed.includes(seat));
  if (asked.length === 0) return null;
  return (
    <section class="panel handover" data-testid="handover">
      {asked.map((v) => (
        <p key={v.seat}>
          {t('handover.asked', { name: name(v.seat) })}{' '}
          {seat !== null && v.votes.includes(seat) ? (
            <span class="muted">{t('handover.voted', { n: v.votes.length, of: v.needed.length })}</span>
          ) : (
            <button type="button" data-testid={`handover-${v.seat}`} onClick={() => vote(v.seat)}>
              {t('handover.give')}
            </button>
          )}
        </p>
      ))}
    </section>
  );
}
