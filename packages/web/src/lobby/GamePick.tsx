/** Which game to create: one pill per game this client can play, and a line about the picked one. */
import type { CatalogGame } from '../api/protocol.js';
import { webGame } from '../games.js';
import { t } from '../i18n/i18n.js';
import { Link } from '../Link.js';

export function GamePick(props: {
  readonly games: readonly CatalogGame[];
  readonly picked: string | null;
  readonly pick: (id: string) => void;
}) {
  const { games, picked, pick } = props;
  return (
    <>
      <div class="game-pick">
        {games.map((g) => (
          <label key={g.id} class={picked === g.id ? 'pill selected' : 'pill'}>
            <input
              type="radio"
              name="game"
              data-testid={`pick-${g.id}`}
              checked={picked === g.id}
              onChange={() => pick(g.id)}
            />{' '}
            {webGame(g.id).name()}
          </label>
        ))}
      </div>
      {picked && (
        <p class="game-about" data-testid="game-about">
          {webGame(picked).about()}{' '}
          <Link to={{ name: 'rules', game: picked }} testid={`rules-${picked}`}>
            {t('rules.read')}
          </Link>
        </p>
      )}
    </>
  );
}
