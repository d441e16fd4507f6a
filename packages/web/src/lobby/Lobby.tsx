import { useEffect, useState } from 'preact/hooks';
import { gameSummary, listGames } from '../api/lobby.js';
import type { GameStatus, GameSummary } from '../api/protocol.js';
import { LobbyChatPanel } from '../chat/LobbyChatPanel.js';
import { webGame, webGames } from '../games.js';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';
import { forgetGame, heldGames } from '../store/seats.js';
import { CreateGame } from './CreateGame.js';
import { SeatsLine } from './SeatsLine.js';

const gameName = (type: string) => webGame(type).name();

/** This device's games, rejoined with the tokens it keeps. */
function MyGames() {
  const mine = heldGames();
  const [summaries, setSummaries] = useState<Record<string, GameSummary | null>>({});
  useEffect(() => {
    for (const g of mine)
      gameSummary(g.game)
        .then((s) => setSummaries((old) => ({ ...old, [g.game]: s })))
        .catch(() => setSummaries((old) => ({ ...old, [g.game]: null })));
  }, [mine.length]);
  return (
    <section class="panel" data-testid="my-games">
      <h2>{t('lobby.mine')}</h2>
      {mine.length === 0 && <p class="muted">{t('lobby.mine.none')}</p>}
      <ul class="games">
        {mine.map((g) => {
          const s = summaries[g.game];
          return (
            <li key={g.game}>
              <span>
                <strong>{gameName(g.gameType)}</strong>{' '}
                {s && (
                  <span class="muted">
                    {t(`lobby.status.${s.status}`)} · {t('lobby.version', { n: s.version })}
                  </span>
                )}
              </span>
              <span class="actions">
                {s?.status === 'over' ? (
                  <Link to={{ name: 'replay', id: g.game }}>{t('lobby.replay')}</Link>
                ) : null}
                <Link to={{ name: 'game', id: g.game }} class="button">
                  {t('lobby.resume')}
                </Link>
                <button type="button" class="quiet" onClick={() => forgetGame(g.game)}>
                  {t('lobby.forget')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function GameList({ status }: { status: GameStatus }) {
  const [games, setGames] = useState<readonly GameSummary[] | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    listGames(status)
      .then(setGames)
      .catch(() => setGames([]));
  }, [status, tick]);
  return (
    <section class="panel" data-testid={`games-${status}`}>
      <h2>
        {t(`lobby.${status}`)}{' '}
        <button type="button" class="quiet small" onClick={() => setTick(tick + 1)}>
          {t('lobby.refresh')}
        </button>
      </h2>
      {games?.length === 0 && <p class="muted">{t(`lobby.${status}.none`)}</p>}
      <ul class="games">
        {games?.map((g) => (
          <li key={g.id}>
            <span>
              <strong>{gameName(g.game)}</strong> <SeatsLine g={g} />
            </span>
            <span class="actions">
              {status === 'open' &&
                g.seats
                  .filter((s) => !s.taken)
                  .map((s) => (
                    <Link key={s.seat} to={{ name: 'join', id: g.id, seat: s.seat }} class="button">
                      {t('lobby.join', { n: s.seat + 1 })}
                    </Link>
                  ))}
              {status === 'over' ? (
                <Link to={{ name: 'replay', id: g.id }} class="button">
                  {t('lobby.replay')}
                </Link>
              ) : (
                <Link to={{ name: 'game', id: g.id }}>{t('lobby.watch')}</Link>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each game's tutorial: a guided first game on this device. */
function LearnToPlay() {
  return (
    <section class="panel" data-testid="learn">
      <h2>{t('tut.learn')}</h2>
      <ul class="games">
        {Object.keys(webGames).map((id) => (
          <li key={id}>
            <strong>{gameName(id)}</strong>
            <Link to={{ name: 'tutorial', game: id }} class="button" testid={`learn-${id}`}>
              {t('tut.learn')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Lobby() {
  return (
    <div class="lobby">
      <div class="column">
        <CreateGame />
        <LearnToPlay />
        <LobbyChatPanel />
      </div>
      <div class="column">
        <MyGames />
        <GameList status="open" />
        <GameList status="live" />
        <GameList status="over" />
      </div>
    </div>
  );
}
