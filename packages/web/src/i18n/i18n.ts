/**
 * Languages: English and Traditional Chinese (Hong Kong). A typed dictionary rather than a library: the
 * compiler checks that both languages have every key, and the client ships no translation runtime.
 * The choice comes from the browser on the first visit and is remembered after a switch.
 */
import { signal } from '@preact/signals';
import { en, type MessageKey } from './en.js';
import { zh } from './zh.js';

export type Lang = 'en' | 'zh-HK';
export type { MessageKey };

const STORAGE_KEY = 'warboard.lang';
const dictionaries: Record<Lang, Record<MessageKey, string>> = { en, 'zh-HK': zh };

export function browserLang(languages: readonly string[]): Lang {
  for (const l of languages) {
    if (/^zh\b/i.test(l)) return 'zh-HK';
    if (/^en\b/i.test(l)) return 'en';
  }
  return 'en';
}

function initialLang(): Lang {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  if (saved === 'en' || saved === 'zh-HK') return saved;
  return typeof navigator === 'undefined' ? 'en' : browserLang(navigator.languages ?? [navigator.language]);
}

export const lang = signal<Lang>(initialLang());

export function setLang(next: Lang): void {
  lang.value = next;
  localStorage.setItem(STORAGE_KEY, next);
  document.documentElement.lang = next;
}

export type Params = Record<string, string | number>;

const fill = (text: string, params: Params) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The string for `key` in the current language, with `{name}` placeholders filled. */
export function t(key: MessageKey, params: Params = {}): string {
  return fill(dictionaries[lang.value][key], params);
}

/**
 * The string for a key made at run time (a game's option as the server's catalogue names it), or `fallback`
 * when this client has no string for it: a server newer than its client still shows every option.
 */
export function tOr(key: string, fallback: string, params: Params = {}): string {
  const dictionary: Readonly<Record<string, string>> = dictionaries[lang.value];
  return fill(Object.hasOwn(dictionary, key) ? (dictionary[key] ?? fallback) : fallback, params);
}

export const dictionary = (l: Lang): Record<MessageKey, string> => dictionaries[l];
