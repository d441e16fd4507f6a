import { AccountBar } from './account/AccountBar.js';
import { AccountRoute } from './account/AccountRoute.js';
import { DeckEditor } from './decks/DeckEditor.js';
import { GameRoute } from './GameRoute.js';
import { lang, setLang, t } from './i18n/i18n.js';
import { Link } from './Link.js';
import { JoinScreen } from './lobby/JoinScreen.js';
import { Lobby } from './lobby/Lobby.js';
import { ReplayScreen } from './replay/ReplayScreen.js';
import { route } from './router.js';
import { RulesRoute } from './rules/RulesRoute.js';
import { TutorialRoute } from './tutorial/TutorialRoute.js';

export function App() {
  const r = route.value;
  // Reading lang.value here re-renders the whole tree on a switch, so every string follows at once.
  const current = lang.value;
  return (
    <div class="app" lang={current}>
      <header class="topbar">
        <Link to={{ name: 'lobby' }} class="brand">
          {t('app.title')}
        </Link>
        <nav>
          <Link to={{ name: 'lobby' }}>{t('nav.lobby')}</Link>
          <Link to={{ name: 'decks' }}>{t('nav.decks')}</Link>
          <Link to={{ name: 'rules', game: 'frontline' }} testid="nav-rules">
            {t('nav.rules')}
          </Link>
          <Link to={{ name: 'leaderboard', game: 'frontline' }} testid="nav-ratings">
            {t('nav.ratings')}
          </Link>
        </nav>
        <AccountBar />
        <button
          type="button"
          class="lang"
          aria-label={t('lang.label')}
          data-testid="lang-switch"
          onClick={() => setLang(current === 'en' ? 'zh-HK' : 'en')}
        >
          {t('lang.switch')}
        </button>
      </header>
      <main>
        {r.name === 'lobby' && <Lobby />}
        {r.name === 'decks' && <DeckEditor />}
        {r.name === 'join' && <JoinScreen id={r.id} seat={r.seat} invite={r.invite ?? null} />}
        {r.name === 'game' && <GameRoute key={r.id} id={r.id} />}
        {r.name === 'replay' && (
          <ReplayScreen key={`${r.id}${r.reveal ? '/revealed' : ''}`} id={r.id} reveal={r.reveal === true} />
        )}
        {r.name === 'rules' && <RulesRoute game={r.game} at={r.at} />}
        {r.name === 'tutorial' && <TutorialRoute key={r.game} game={r.game} />}
        {(r.name === 'account' || r.name === 'player' || r.name === 'leaderboard') && (
          <AccountRoute route={r} />
        )}
      </main>
    </div>
  );
}
