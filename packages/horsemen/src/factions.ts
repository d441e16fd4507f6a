// The printed facts of the cards — factions, soldier and king values, unit types — apart from the game's state
// (types.ts), so that the deck rules (deck.ts) can read them without depending on the state and its options.

/**
 * The four factions and the four lines share their colours (H14–H18, HF1–HF4): a faction is named by the
 * line of its colour. `war` = red = Zealots, `famine` = grey = Refugees, `death` = black = Scavengers,
 * `plague` = cyan = Chronic patients.
 */
export const FACTIONS = ['war', 'famine', 'death', 'plague'] as const;
export type Faction = (typeof FACTIONS)[number];

export const FACTION_INFO: Record<Faction, { colour: string; faction: string; zh: string; lineZh: string }> =
  {
    war: { colour: 'red', faction: 'Zealots', zh: '狂熱者', lineZh: '戰爭' },
    famine: { colour: 'grey', faction: 'Refugees', zh: '難民', lineZh: '饑餓' },
    death: { colour: 'black', faction: 'Scavengers', zh: '拾荒者', lineZh: '死亡' },
    plague: { colour: 'cyan', faction: 'Chronic patients', zh: '長期病患', lineZh: '瘟疫' },
  };

/** Printed values of the eleven soldiers of a deck (H3): 1–5 and 7–11. Kings are 6 (small) or 12 (big). */
export const SOLDIER_VALUES = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11] as const;
export const KING_VALUES = [6, 12] as const;
export type KingValue = (typeof KING_VALUES)[number];

/** Unit types by printed value (HU1–HU6). */
export type UnitType =
  | 'light-infantry'
  | 'light-cavalry'
  | 'small-king'
  | 'heavy-infantry'
  | 'heavy-cavalry'
  | 'big-king';

export const unitType = (value: number): UnitType => {
  if (value <= 3) return 'light-infantry'; // HU1
  if (value <= 5) return 'light-cavalry'; // HU2
  if (value === 6) return 'small-king'; // HU3
  if (value <= 9) return 'heavy-infantry'; // HU4
  if (value <= 11) return 'heavy-cavalry'; // HU5
  return 'big-king'; // HU6
};

export const isKingValue = (value: number): boolean => value === 6 || value === 12;
