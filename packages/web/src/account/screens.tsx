/**
 * The account's screens, loaded on first use: signing up and in (a passkey or a password; the name checked with
 * the protocol's own schema before it is sent), a player's page (ratings, their history as a chart, finished
 * games with their replays) and a game's leaderboard (bots at their fixed ratings beside the players).
 */
import { NAME_MAX, NAME_MIN, type PlayerPage, playerName } from '@warboard/protocol';
import { useEffect, useState } from 'preact/hooks';
import { call } from '../api/lobby.js';
import type { Leaderboard } from '../api/protocol.js';
import { webGame, webGames } from '../games.js';
import { t } from '../i18n/i18n.js';
import { serverText } from '../i18n/server-text.js';
import { Link } from '../Link.js';
import { navigate } from '../router.js';
import { RatingChart } from './RatingChart.js';
import type { AccountScreenRoute } from './screen-route.js';
import {
  account,
  addPasskey,
  signInWithPasskey,
  signInWithPassword,
  signUpWithPasskey,
  signUpWithPassword,
} from './session.js';

export function AccountScreens({ route }: { route: AccountScreenRoute }) {
  if (route.name === 'player') return <PlayerScreen key={route.player} name={route.player} />;
  if (route.name === 'leaderboard') return <LeaderboardScreen key={route.game} game={route.game} />;
  return <AccountForms />;
}

/** Why the name may not be an account's, in the player's language; null when it may. */
function nameProblem(name: string): string | null {
  return playerName.safeParse(name).success ? null : t('account.badName', { min: NAME_MIN, max: NAME_MAX });
}

function AccountForms() {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const me = account.value;

  const run = (work: () => Promise<void>, checkName: boolean) => async (e?: Event) => {
    e?.preventDefault();
    const problem = checkName ? nameProblem(name) : null;
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await work();
      navigate({ name: 'lobby' });
    } catch (err) {
      setError(t('account.failed', { message: serverText(err as Error) }));
    } finally {
      setBusy(false);
    }
  };

  if (me)
    return (
      <section class="panel narrow" data-testid="account">
        <h2>{t('account.signedInAs', { name: me.name })}</h2>
        <p class="muted">{t('account.passkeys', { n: me.passkeys })}</p>
        <button type="button" disabled={busy} data-testid="add-passkey" onClick={run(addPasskey, false)}>
          {t('account.addPasskey')}
        </button>
        {error && <p class="error">{error}</p>}
      </section>
    );

  return (
    <form
      class="panel narrow account-forms"
      data-testid="account"
      onSubmit={run(() => signInWithPassword(name, password), false)}
    >
      <h2>{t('account.title')}</h2>
      <p class="muted">{t('account.why')}</p>
      <label>
        {t('account.name')}{' '}
        <input
          data-testid="account-name-input"
          value={name}
          autocomplete="username webauthn"
          maxLength={NAME_MAX * 2}
          onInput={(e) => setName(e.currentTarget.value)}
        />
      </label>
      <div class="account-actions">
        <button
          type="button"
          class="primary"
          disabled={busy}
          data-testid="passkey-signup"
          onClick={run(() => signUpWithPasskey(name), true)}
        >
          {t('account.signUpPasskey')}
        </button>
        <button
          type="button"
          disabled={busy}
          data-testid="passkey-signin"
          onClick={run(signInWithPasskey, false)}
        >
          {t('account.signInPasskey')}
        </button>
      </div>
      <label>
        {t('account.password')}{' '}
        <input
          type="password"
          data-testid="account-password"
          value={password}
          autocomplete="current-password"
          onInput={(e) => setPassword(e.currentTarget.value)}
        />
      </label>
      <div class="account-actions">
        <button type="submit" disabled={busy} data-testid="password-signin">
          {t('account.signInPassword')}
        </button>
        <button
          type="button"
          disabled={busy}
          data-testid="password-signup"
          onClick={run(() => signUpWithPassword(name, password), true)}
        >
          {t('account.signUpPassword')}
        </button>
      </div>
      {error && (
        <p class="error" data-testid="account-error">
          {error}
        </p>
      )}
    </form>
  );
}

const gameName = (type: string) => (Object.hasOwn(webGames, type) ? webGame(type).name() : type);
const rounded = (n: number) => String(Math.round(n));

/** The server's answer at `path` (GET), or why there is none, fetched again when the path changes. */
function useAnswer<T>(path: string): { value: T | null; error: string | null } {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    call<T>('GET', path)
      .then(setValue)
      .catch((e: Error) => setError(serverText(e)));
  }, [path]);
  return { value, error };
}

function PlayerScreen({ name }: { name: string }) {
  const { value: page, error } = useAnswer<PlayerPage>(`/api/players/${encodeURIComponent(name)}`);
  if (error) return <p class="error">{error}</p>;
  if (!page) return <p class="muted">{t('game.loading')}</p>;
  return (
    <section class="panel player-page" data-testid="player-page">
      <h2>{page.name}</h2>
      <h3>{t('player.ratings')}</h3>
      {page.ratings.length === 0 && <p class="muted">{t('player.unrated')}</p>}
      <ul class="games">
        {page.ratings.map((r) => (
          <li key={r.game} data-testid={`rating-${r.game}`}>
            <strong>{gameName(r.game)}</strong>{' '}
            <span>{t('player.rating', { rating: rounded(r.rating), rd: rounded(r.rd) })}</span>{' '}
            <span class="muted">{t('player.rated', { n: r.games })}</span>{' '}
            <Link to={{ name: 'leaderboard', game: r.game }}>{t('player.board')}</Link>
          </li>
        ))}
      </ul>
      {page.history.length > 1 && <RatingChart points={page.history} />}
      <h3>{t('player.games')}</h3>
      {page.games.length === 0 && <p class="muted">{t('player.noGames')}</p>}
      <ul class="games">
        {page.games.map((g) => (
          <li key={g.summary.id}>
            <span>
              <strong>{gameName(g.summary.game)}</strong>{' '}
              <span class="muted">{new Date(g.summary.createdAt).toLocaleDateString()}</span>
            </span>
            <Link to={{ name: 'replay', id: g.summary.id }} class="button">
              {t('lobby.replay')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LeaderboardScreen({ game }: { game: string }) {
  const { value: board, error } = useAnswer<Leaderboard>(`/api/ratings/${encodeURIComponent(game)}`);
  return (
    <section class="panel leaderboard" data-testid="leaderboard">
      <h2>{t('board.title', { game: gameName(game) })}</h2>
      <p class="game-pick">
        {Object.keys(webGames).map((id) => (
          <Link
            key={id}
            to={{ name: 'leaderboard', game: id }}
            class={id === game ? 'pill selected' : 'pill'}
          >
            {gameName(id)}
          </Link>
        ))}
      </p>
      {error && <p class="error">{error}</p>}
      {board && board.players.length === 0 && <p class="muted">{t('board.none')}</p>}
      {board && (
        <ol class="board">
          {board.players.map((p) => (
            <li key={p.name}>
              <Link to={{ name: 'player', player: p.name }}>{p.name}</Link>{' '}
              <span>{t('player.rating', { rating: rounded(p.rating), rd: rounded(p.rd) })}</span>{' '}
              <span class="muted">{t('player.rated', { n: p.games })}</span>
            </li>
          ))}
        </ol>
      )}
      {board && (
        <>
          <h3>{t('board.bots')}</h3>
          <p class="muted">{t('board.botsWhy')}</p>
          <ul class="games">
            {board.bots.map((b) => (
              <li key={b.bot}>
                <strong>{b.bot}</strong>{' '}
                <span>{t('player.rating', { rating: rounded(b.rating), rd: rounded(b.rd) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
