/** Names on the board in the current language: territories, continents, divisions, players' colours. */
import { type FrontlineView, objectiveById } from '@warboard/frontline';
import { lang } from '../i18n/i18n.js';
import { boardFor } from './board-map.js';
import { type FrontlineKey, ft } from './i18n.js';

export const territoryName = (id: string): string => ft(`territory.${id}` as FrontlineKey);
export const continentName = (id: string): string => ft(`continent.${id}` as FrontlineKey);
export const divisionName = (d: string): string => ft(`div.${d}` as FrontlineKey);
/**
 * Divisions counted by kind, as the language counts them: "2 infantry divisions and 1 armored division",
 * 「2 個步兵師和 1 個裝甲師」 (plural forms from Intl.PluralRules).
 */
export function divisionsText(divisions: readonly string[]): string {
  const plural = new Intl.PluralRules(lang.value);
  const parts = ['I', 'A', 'D'].flatMap((d) => {
    const n = divisions.filter((x) => x === d).length;
    return n === 0
      ? []
      : [ft(`div.count.${d}.${plural.select(n) === 'one' ? 'one' : 'other'}` as FrontlineKey, { n })];
  });
  return joined(parts);
}

/** Items of a list, joined as the language joins them ("Egypt and Peru", 「埃及、秘魯」). */
export function joined(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(ft('list.comma'))}${ft('list.and')}${items.at(-1)}`;
}
export const divisionShort = (d: string): string => ft(`div.short.${d}` as FrontlineKey);

/**
 * One flat colour per seat, named as the seats are (Red, Blue, Green, Yellow, Purple, Black): the land a player
 * holds, its badges, its forces, its dice and its swatches all use this one colour, never a shade of it.
 */
export const SEAT_COLOURS = ['#d1495b', '#2f6fdf', '#2a9d5c', '#e0a100', '#8e44ad', '#4a4a4a'] as const;
/** Land nobody holds: a neutral no seat uses. */
export const NEUTRAL_LAND = '#ebe7dc';
export const seatColour = (seat: number | null | undefined): string =>
  seat === null || seat === undefined ? NEUTRAL_LAND : (SEAT_COLOURS[seat % SEAT_COLOURS.length] ?? '#888');

/** A colour family per continent: a light fill for the land and a dark edge. */
export const CONTINENT_COLOURS: Record<string, { fill: string; edge: string }> = {
  'north-america': { fill: '#f2dc9b', edge: '#9a7b1c' },
  'south-america': { fill: '#f3b9a2', edge: '#a4462a' },
  europe: { fill: '#b6cfe8', edge: '#2f5d8a' },
  africa: { fill: '#e2caa8', edge: '#85602f' },
  asia: { fill: '#bfdcb2', edge: '#3f7a35' },
  australia: { fill: '#d9c2e2', edge: '#6c3f80' },
};

/**
 * An objective's text: its own name when this client knows the id (the named sets), else one made from its goal,
 * so an objective set a designer loaded from a file reads as well (FG4).
 */
export function objectiveName(options: FrontlineView['options'], id: string): string {
  const named = ft(`objective.${id}` as FrontlineKey);
  if (named !== `objective.${id}`) return named;
  const goal = objectiveById(options, id)?.goal;
  if (!goal) return id;
  const params = {
    n: 'count' in goal ? goal.count : '',
    continent: goal.kind === 'continent' ? continentName(goal.continent) : '',
  };
  return ft(`goal.${goal.kind}` as FrontlineKey, params);
}

/** The stars a territory card carries (O3), as the game's map gives them. */
export const cardStars = (view: FrontlineView, card: string): number =>
  boardFor(view.options.map).map.stars[card] ?? 1;
