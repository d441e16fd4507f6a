import { useEffect, useState } from 'preact/hooks';
import { heldBy } from '../account/session.js';
import { gameSummary, joinSeat } from '../api/lobby.js';
import { t } from '../i18n/i18n.js';
import { serverText } from '../i18n/server-text.js';
import { Link } from '../Link.js';
import { navigate } from '../router.js';
import { holdSeat, seatsOf } from '../store/seats.js';

/**
 * A join link (/join/:game/:seat, an invite-only game's with its code after): take the seat (as the signed-in
 * account, if any), keep its token, and go to the table.
 */
export function JoinScreen({ id, seat, invite }: { id: string; seat: number; invite: string | null }) {
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    if (seatsOf(id).some((s) => s.seat === seat)) {
      navigate({ name: 'game', id }, true); // already ours: a second click on the link just rejoins
      return;
    }
    (async () => {
      const summary = await gameSummary(id);
      const joined = await joinSeat(id, seat, null, invite);
      holdSeat({
        game: id,
        gameType: summary.game,
        seat,
        token: joined.token,
        hotSeat: false,
        joinedAt: Date.now(),
        ...heldBy(),
      });
      navigate({ name: 'game', id }, true);
    })().catch((e: Error) => setError(e));
  }, [id, seat, invite]);
  return (
    <section class="panel narrow">
      <h2>{t('join.title')}</h2>
      {error ? (
        <p class="error">{t('join.failed', { message: serverText(error) })}</p>
      ) : (
        <p>{t('join.taking', { n: seat + 1 })}</p>
      )}
      <Link to={{ name: 'lobby' }}>{t('join.back')}</Link>
    </section>
  );
}
