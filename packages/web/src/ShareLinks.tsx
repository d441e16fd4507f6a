/** Join links for the seats still free while a game waits for its players (either game). */
import { useEffect, useState } from 'preact/hooks';
import type { GameConnection } from './api/connection.js';
import { inviteOf } from './api/lobby.js';
import { t } from './i18n/i18n.js';
import { hrefOf } from './router.js';
import { seatsOf } from './store/seats.js';

/** Names that only reach this computer: a link made of one is useless to a friend elsewhere. */
export const isLoopback = (hostname: string): boolean =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127\./.test(hostname) ||
  hostname === '[::1]' ||
  hostname === '::1';

/** Any game's connection: only its seats, status and id are read. */
type Shared = Pick<GameConnection, 'seats' | 'status' | 'game'>;

export function ShareLinks({ conn }: { conn: Shared }) {
  const free = conn.seats.value.filter((s) => !s.taken);
  const [copied, setCopied] = useState<number | null>(null);
  // An invite-only game's links carry its code, which its players may ask for (none: an open game).
  const [invite, setInvite] = useState<string | null>(null);
  const open = conn.status.value === 'open';
  useEffect(() => {
    const token = seatsOf(conn.game)[0]?.token;
    if (!open || !token) return;
    inviteOf(conn.game, token)
      .then(setInvite)
      .catch(() => setInvite(null));
  }, [conn.game, open]);
  // No free seat, no link: also the moment before the welcome, while the connection's status and seats are
  // still its defaults ('open', none), so a game that turns out live never flashes an empty panel.
  if (!open || free.length === 0) return null;
  return (
    <section class="panel share" data-testid="share">
      <h3>{t('share.title')}</h3>
      {isLoopback(window.location.hostname) && (
        <p class="warn-note" data-testid="share-loopback">
          {t('share.loopback', { host: window.location.hostname })}
        </p>
      )}
      {free.map((s) => {
        // The address this browser opened the lobby at, never one the server guesses for itself.
        const link = { name: 'join', id: conn.game, seat: s.seat, ...(invite ? { invite } : {}) } as const;
        const url = `${window.location.origin}${hrefOf(link)}`;
        return (
          <p key={s.seat}>
            {t('share.text', { n: s.seat + 1 })} <input readOnly value={url} size={48} class="share-url" />{' '}
            <button
              type="button"
              onClick={() => navigator.clipboard?.writeText(url).then(() => setCopied(s.seat))}
            >
              {copied === s.seat ? t('share.copied') : t('share.copy')}
            </button>
          </p>
        );
      })}
      <p class="muted">{t('share.waiting')}</p>
    </section>
  );
}
