/** Names of lines, factions, units and cards in the current language. */
import type { CardRef, Faction, UnitType } from '@warboard/horsemen';
import { lang, type MessageKey, t } from '../i18n/i18n.js';

export const lineName = (f: Faction): string => t(`hz.line.${f}` as MessageKey);
export const lineRule = (f: Faction): string => t(`hz.line.${f}.rule` as MessageKey);
export const factionName = (f: Faction): string => t(`hz.faction.${f}` as MessageKey);
export const factionRule = (f: Faction): string => t(`hz.faction.${f}.rule` as MessageKey);
export const unitName = (u: UnitType): string => t(`hz.unit.${u}` as MessageKey);
export const unitRule = (u: UnitType): string => t(`hz.unit.${u}.rule` as MessageKey);

/** "Zealots 7" / "狂熱者 7": the faction and the printed value, as a card is spoken of. */
export const cardName = (c: Pick<CardRef, 'faction' | 'value'>): string =>
  `${factionName(c.faction)} ${c.value}`;

export const skillName = (s: { name: string; zh: string }): string => (lang.value === 'en' ? s.name : s.zh);

/** A king's skill text: English from the engine's table (kings.ts), Chinese from the dictionary. */
export const skillText = (s: { id: string; text: string }): string =>
  lang.value === 'en' ? s.text : t(`skill.${s.id}` as MessageKey);
