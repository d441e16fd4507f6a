/**
 * The Frontline options as the lobby offers them, each with the rule it settles (docs/rules/frontline.md and
 * packages/frontline/src/options.ts). Defaults mirror the engine's; the server validates whatever is sent.
 */

export interface FrontlineOptionValues {
  players: number;
  ruleset: 'revised' | 'original';
  cardValue: 'one-per-card' | 'star-table';
  capitalBonus: 'every-capital' | 'own-capital';
  takeObjectives: boolean;
  armorPieces: number;
  turnLimit: number;
  stepsPerTurn: number;
}

export const FRONTLINE_DEFAULTS: FrontlineOptionValues = {
  players: 4,
  ruleset: 'revised',
  cardValue: 'one-per-card',
  capitalBonus: 'every-capital',
  takeObjectives: false,
  armorPieces: 12,
  turnLimit: 150,
  stepsPerTurn: 400,
};

export type FrontlineField =
  | {
      key: 'players' | 'armorPieces' | 'turnLimit' | 'stepsPerTurn';
      kind: 'number';
      min: number;
      max: number;
      rule: string;
    }
  | { key: 'takeObjectives'; kind: 'boolean'; rule: string }
  | {
      key: 'ruleset' | 'cardValue' | 'capitalBonus';
      kind: 'choice';
      choices: readonly string[];
      rule: string;
    };

export const FRONTLINE_FIELDS: readonly FrontlineField[] = [
  { key: 'players', kind: 'number', min: 2, max: 6, rule: 'O1' },
  { key: 'ruleset', kind: 'choice', choices: ['revised', 'original'], rule: 'FG0' },
  { key: 'cardValue', kind: 'choice', choices: ['one-per-card', 'star-table'], rule: 'FG8' },
  { key: 'capitalBonus', kind: 'choice', choices: ['every-capital', 'own-capital'], rule: 'FG8' },
  { key: 'takeObjectives', kind: 'boolean', rule: 'FG7' },
  { key: 'armorPieces', kind: 'number', min: 0, max: 30, rule: 'FG9' },
  { key: 'turnLimit', kind: 'number', min: 1, max: 150, rule: 'FG20' },
  { key: 'stepsPerTurn', kind: 'number', min: 20, max: 1000, rule: 'FG20' },
];
