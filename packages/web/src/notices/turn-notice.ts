/**
 * The open tab's notice that a decision is due: a mark in the title (seen on the tab, and in the task bar), and,
 * when the player allowed it and the tab is hidden, one system notification per decision that comes due.
 */
import { useEffect, useRef } from 'preact/hooks';

const MARK = '● ';

/** The document's title with or without the mark. */
export const markedTitle = (title: string, due: boolean): string => {
  const bare = title.startsWith(MARK) ? title.slice(MARK.length) : title;
  return due ? `${MARK}${bare}` : bare;
};

export function useTurnNotice(due: boolean, text: string): void {
  const was = useRef(false);
  useEffect(() => {
    document.title = markedTitle(document.title, due);
    const becameDue = due && !was.current;
    was.current = due;
    if (!becameDue || !document.hidden) return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const notice = new Notification('Warboard', { body: text, tag: 'warboard-turn' });
    notice.onclick = () => {
      window.focus();
      notice.close();
    };
  }, [due, text]);
  useEffect(
    () => () => {
      document.title = markedTitle(document.title, false);
    },
    [],
  );
}
