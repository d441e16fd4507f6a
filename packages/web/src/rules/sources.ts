/** Where each game's rulebook is, per language: docs/rules/<game>.md in English, <game>.zh-HK.md in Chinese. */
import type { Lang } from '../i18n/i18n.js';
import type { RulebookGame } from './rule-ids.js';

export const rulebookLangs: readonly Lang[] = ['en', 'zh-HK'];

/** The rulebook's path from the repository's root. */
export const rulebookFile = (game: RulebookGame, l: Lang): string =>
  `docs/rules/${game}${l === 'en' ? '' : `.${l}`}.md`;
