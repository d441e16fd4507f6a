/**
 * The open tab's notice that a decision is due: a mark in the title (seen on the tab, and in the task bar), and,
 * when the player turned the tab's notices on (tab-choice.ts) and is not looking at the tab (hidden, or another
 * window has the focus), one system notification per decision that comes due. It goes through Warboard's
 * service worker where one is registered (the only way on Android, where `new Notification` throws), else
 * through the page's own Notification.
 */
import { useEffect, useRef } from 'preact/hooks';
import { registeredWorker } from './push.js';
import { tabChosen, tabNotice, tabPermission } from './tab-choice.js';

const MARK = '● ';
const TAG = 'warboard-turn';

/** The document's title with or without the mark. */
export const markedTitle = (title: string, due: boolean): string => {
  const bare = title.startsWith(MARK) ? title.slice(MARK.length) : title;
  return due ? `${MARK}${bare}` : bare;
};

async function notify(text: string): Promise<void> {
  const registration = await registeredWorker();
  if (registration) {
    // The worker's click handler opens (or focuses) this game's page.
    await registration.showNotification('Warboard', {
      body: text,
      tag: TAG,
      data: { url: location.pathname },
    });
    return;
  }
  const notice = new Notification('Warboard', { body: text, tag: TAG });
  notice.onclick = () => {
    window.focus();
    notice.close();
  };
}

export function useTurnNotice(due: boolean, text: string): void {
  const was = useRef(false);
  useEffect(() => {
    document.title = markedTitle(document.title, due);
    const becameDue = due && !was.current;
    was.current = due;
    if (!becameDue || (!document.hidden && document.hasFocus())) return;
    if (tabNotice(tabPermission(), tabChosen.value) !== 'on') return;
    void notify(text).catch(() => undefined); // a notice the browser refuses: the title's mark stays
  }, [due, text]);
  useEffect(
    () => () => {
      document.title = markedTitle(document.title, false);
    },
    [],
  );
}
