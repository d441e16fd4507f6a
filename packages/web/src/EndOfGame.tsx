/**
 * The end of a game, under its heading: a rematch (same seats and options, bots staying bots — the server makes
 * the new game and tells every client of this one where it is), a new game, the replay and, when the game was
 * created with fullReplay and this device holds one of its seats, the replay with every card revealed. A rematch
 * started before this screen opened (the finished game's summary links it) is offered to join, as one announced
 * while it is open is: never a second one.
 */
import { useEffect, useState } from 'preact/hooks';
import type { GameConnection } from './api/connection.js';
import { gameSummary, rematch } from './api/lobby.js';
import type { GameSummary, GameWire, OpenWire } from './api/protocol.js';
import { t } from './i18n/i18n.js';
import { Link } from './Link.js';
import { navigate } from './router.js';
import { holdSeat, seatsOf } from './store/seats.js';

export function EndOfGame<W extends GameWire = OpenWire>({
  conn,
  name,
}: {
  conn: GameConnection<W>;
  name: (seat: number) => string;
}) {
  const id = conn.game;
  const held = seatsOf(id);
  const [fullReplay, setFullReplay] = useState(false);
  const [linked, setLinked] = useState<GameSummary['rematch'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const over = conn.status.value === 'over';
  useEffect(() => {
    if (!over) return;
    gameSummary(id)
      .then((s) => {
        setFullReplay(s.fullReplay === true);
        setLinked(s.rematch ?? null);
      })
      .catch(() => setFullReplay(false));
  }, [id, over]);
  if (!over) return null;
  const asked = conn.rematch.value ?? linked;

  /**
   * Take this device's seats in the new game (the one already taken by asking is kept): each asked for with its
   * own seat's token, which joins it to the same new game (an invite-only one too), then go there — to the game
   * the server seated them in, which is the announced one unless that one is gone.
   */
  async function go(game: string, taken: { seat: number; token: string } | null) {
    let joined = game;
    for (const h of held) {
      const mine = taken && taken.seat === h.seat ? { game, token: taken.token } : await rematch(id, h.token);
      joined = mine.game;
      holdSeat({ ...h, game: mine.game, token: mine.token, joinedAt: Date.now() });
    }
    navigate({ name: 'game', id: joined });
  }
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    work()
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };

  return (
    <section class="panel end-of-game" data-testid="end-of-game">
      {asked && <p data-testid="rematch-asked">{t('end.asked', { name: name(asked.by) })}</p>}
      <div class="end-actions">
        {held.length > 0 && (
          <button
            type="button"
            class="primary"
            data-testid="rematch"
            disabled={busy}
            onClick={() =>
              run(async () => {
                if (asked) return go(asked.game, null);
                const made = await rematch(id, held[0]!.token);
                return go(made.game, { seat: made.seat, token: made.token });
              })
            }
          >
            {asked ? t('end.join') : t('end.rematch')}
          </button>
        )}
        {held.length === 0 && asked && (
          <Link to={{ name: 'game', id: asked.game }} class="button">
            {t('end.watch')}
          </Link>
        )}
        <Link to={{ name: 'lobby' }} class="button">
          {t('end.new')}
        </Link>
        <Link to={{ name: 'replay', id }} class="button">
          {t('end.replay')}
        </Link>
        {fullReplay && held.length > 0 && (
          <Link to={{ name: 'replay', id, reveal: true }} class="button">
            {t('end.revealed')}
          </Link>
        )}
      </div>
      {error && <p class="error">{error}</p>}
    </section>
  );
}
