/**
 * Which notices this seat wants when its decision is due: in this tab (the browser's notifications), by push to
 * this browser, by e-mail. Push and e-mail are the seat's own, set with its token (the server refuses another's).
 */
import { useEffect, useState } from 'preact/hooks';
import { noticesOffer, seatNotices, setSeatNotices } from '../api/lobby.js';
import type { NoticesAnswer, NoticesOffer } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';
import { serverText } from '../i18n/server-text.js';
import { pushSupported, subscribe, worker } from './push.js';
import { chooseTab, tabChosen, tabNotice, tabPermission, turnTabOn } from './tab-choice.js';

export function NoticeSettings(props: {
  readonly game: string;
  readonly seat: number;
  readonly token: string;
}) {
  const { game, seat, token } = props;
  const [offer, setOffer] = useState<NoticesOffer | null>(null);
  const [now, setNow] = useState<NoticesAnswer>({ push: false, email: false });
  const [email, setEmail] = useState('');
  const [permission, setPermission] = useState(tabPermission);
  const tab = tabNotice(permission, tabChosen.value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    noticesOffer()
      .then(setOffer)
      .catch(() => setOffer(null)); // a server without notices: only the tab's
    seatNotices(game, seat, token)
      .then(setNow)
      .catch(() => undefined);
  }, [game, seat, token]);

  const change = async (notices: { push?: boolean; email?: string | null }) => {
    setError(null);
    try {
      const push =
        notices.push === undefined
          ? {}
          : { push: notices.push && offer ? await subscribe(offer.vapidPublicKey) : null };
      const address = notices.email === undefined ? {} : { email: notices.email };
      setNow(await setSeatNotices(game, seat, token, { ...push, ...address }));
    } catch (e) {
      setError(serverText(e as Error));
    }
  };

  return (
    <details class="panel notices" data-testid="notices">
      <summary>{t('notices.title')}</summary>
      <label>
        <input
          type="checkbox"
          data-testid="notices-tab"
          data-state={tab}
          checked={tab === 'on'}
          disabled={tab === 'blocked'}
          onChange={(e) => {
            if (!e.currentTarget.checked) return chooseTab(false);
            void turnTabOn()
              .then(async (result) => {
                setPermission(tabPermission());
                // Registered now, so that a due decision's notice can go through it (turn-notice.ts).
                if (result === 'on' && 'serviceWorker' in navigator) await worker();
              })
              .catch((err: Error) => setError(serverText(err)));
          }}
        />{' '}
        {t('notices.tab')}
      </label>
      {tab === 'blocked' && (
        <p class="muted" data-testid="notices-tab-blocked">
          {t('notices.tab.denied')}
        </p>
      )}
      {offer && pushSupported() && (
        <label>
          <input
            type="checkbox"
            data-testid="notices-push"
            checked={now.push}
            // Push shows the browser's notifications too: blocked, it could only fail.
            disabled={tab === 'blocked' && !now.push}
            onChange={(e) => void change({ push: e.currentTarget.checked })}
          />{' '}
          {t('notices.push')}
        </label>
      )}
      {offer?.email && (
        <form
          class="notices-email"
          onSubmit={(e) => {
            e.preventDefault();
            void change({ email: email.trim() || null });
          }}
        >
          <input
            type="email"
            data-testid="notices-email"
            value={email}
            maxLength={254}
            placeholder={t('notices.email')}
            aria-label={t('notices.email')}
            onInput={(e) => setEmail(e.currentTarget.value)}
          />
          <button type="submit">{t(email.trim() ? 'notices.email.save' : 'notices.email.none')}</button>
          {now.email && <span class="muted"> {t('notices.email.on')}</span>}
        </form>
      )}
      {error && <p class="error">{error}</p>}
    </details>
  );
}
