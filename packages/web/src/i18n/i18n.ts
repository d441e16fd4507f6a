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

/** The string for `key` in the current language, with `{name}` placeholders filled. */
export function t(key: MessageKey, params: Params = {}): string {
  const text = dictionaries[lang.value][key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const dictionary = (l: Lang): Record<MessageKey, string> => dictionaries[l];
