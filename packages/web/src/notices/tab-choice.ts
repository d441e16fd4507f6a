/**
 * Whether this browser's tab may notify the player: their own choice, kept in this browser, and the browser's
 * permission, which the choice asks for. A permission alone is not a choice (it may have been given to the page
 * long ago); a choice without the permission notifies nothing. Blocked (denied, or no Notification API at all),
 * the tab's title mark is the one notice left, and the settings say so. Headless: the reading is pure.
 */
import { signal } from '@preact/signals';
import { readStored, writeStored } from '../store/stored.js';

export type TabPermission = NotificationPermission | 'unsupported';

/** on: notices shown; off: the player has not asked for them (or turned them off); blocked: the browser says no. */
export type TabNotice = 'on' | 'off' | 'blocked';

export function tabNotice(permission: TabPermission, chosen: boolean): TabNotice {
  if (permission === 'denied' || permission === 'unsupported') return 'blocked';
  return permission === 'granted' && chosen ? 'on' : 'off';
}

const KEY = 'warboard.notices';

/** The player's choice in this browser (every game's tab alike). */
export const tabChosen = signal(readStored(KEY, (fields) => fields?.tab === true));

export function chooseTab(on: boolean): void {
  tabChosen.value = on;
  writeStored(KEY, { tab: on });
}

export const tabPermission = (): TabPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/** Turn the tab's notices on: ask the browser (it answers at once when the player answered before). */
export async function turnTabOn(): Promise<TabNotice> {
  if (tabPermission() === 'unsupported') return 'blocked';
  const permission = await Notification.requestPermission();
  chooseTab(permission === 'granted');
  return tabNotice(permission, tabChosen.value);
}
