/**
 * The tab's notices, headless (src/notices/tab-choice.ts, turn-notice.ts): the player's choice and the
 * browser's permission together decide whether the tab notifies; the title's mark comes and goes alone.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.js';
import { zh } from '../src/i18n/zh.js';
import { chooseTab, tabChosen, tabNotice } from '../src/notices/tab-choice.js';
import { markedTitle } from '../src/notices/turn-notice.js';

describe("the tab's notices", () => {
  it('notify only when the player chose them and the browser allows them', () => {
    expect(tabNotice('granted', true)).toBe('on');
    // A permission given long ago is not the player's choice in this game's settings.
    expect(tabNotice('granted', false)).toBe('off');
    expect(tabNotice('default', true)).toBe('off');
    expect(tabNotice('default', false)).toBe('off');
    for (const chosen of [true, false]) {
      expect(tabNotice('denied', chosen)).toBe('blocked');
      expect(tabNotice('unsupported', chosen)).toBe('blocked');
    }
  });

  it('keep the choice where no storage is (it is then used on this page only)', () => {
    expect(tabChosen.value).toBe(false); // nothing stored: off
    chooseTab(true);
    expect(tabChosen.value).toBe(true);
    chooseTab(false);
    expect(tabChosen.value).toBe(false);
  });

  it('mark the title once, whatever it was, and take the mark off again', () => {
    expect(markedTitle('Warboard', true)).toBe('● Warboard');
    expect(markedTitle('● Warboard', true)).toBe('● Warboard');
    expect(markedTitle('● Warboard', false)).toBe('Warboard');
    expect(markedTitle('Warboard', false)).toBe('Warboard');
  });

  it('say, when blocked, that the title mark is what is left, in both languages', () => {
    expect(en['notices.tab.denied']).toContain('●');
    expect(zh['notices.tab.denied']).toContain('●');
  });
});
