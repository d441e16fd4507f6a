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

const pluralRules = new Map<Lang, Intl.PluralRules>();
/** The plural category of `n` in `l` (one, few, many, other …), by the platform's own rules. */
export function pluralCategory(l: Lang, n: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(l);
  if (!rules) {
    rules = new Intl.PluralRules(l);
    pluralRules.set(l, rules);
  }
  return rules.select(n);
}

/**
 * A message with its placeholders filled: `{name}` is the parameter as it is; `{n|one:# unit|other:# units}` is the
 * form of the plural category of the number `n` in the language (Intl.PluralRules), `#` standing for the number,
 * `other` when the language has no form of its own for that category.
 */
export function fill(text: string, params: Params, l: Lang = lang.value): string {
  return text
    .replace(/\{(\w+)\|([^{}]*)\}/g, (whole, name: string, forms: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      const n = Number(value);
      const byCategory = new Map<string, string>();
      for (const form of forms.split('|')) {
        const colon = form.indexOf(':');
        if (colon > 0) byCategory.set(form.slice(0, colon).trim(), form.slice(colon + 1));
      }
      const chosen = byCategory.get(pluralCategory(l, n)) ?? byCategory.get('other') ?? '';
      return chosen.replaceAll('#', String(value));
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The names of a message's placeholders, plural ones (`{n|…}`) included, sorted. */
export const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1] ?? '').sort();

/** The string for `key` in the current language, with its placeholders filled (`fill`). */
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
