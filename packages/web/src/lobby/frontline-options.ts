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
  preset: 'designer' | 'long-war';
  /** A named objective set, or a set a designer wrote, read from a JSON file in the browser (FG4). */
  objectives: string | Record<string, unknown>;
  claimsPerStep: number;
  sameKindPerStep: 'all' | 'one';
  firstDraftCatchUp: number;
  startingCards: number;
  capitalPicks: 'seat' | 'late-first';
  expeditionCards: 'per-territory' | 'one-per-turn' | 'none';
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
  preset: 'designer',
  objectives: 'designer',
  claimsPerStep: 8,
  sameKindPerStep: 'all',
  firstDraftCatchUp: 0,
  startingCards: 0,
  capitalPicks: 'seat',
  expeditionCards: 'per-territory',
};

export type FrontlineField =
  | {
      key:
        | 'players'
        | 'armorPieces'
        | 'turnLimit'
        | 'stepsPerTurn'
        | 'claimsPerStep'
        | 'firstDraftCatchUp'
        | 'startingCards';
      kind: 'number';
      min: number;
      max: number;
      rule: string;
    }
  | { key: 'takeObjectives'; kind: 'boolean'; rule: string }
  | {
      key:
        | 'ruleset'
        | 'cardValue'
        | 'capitalBonus'
        | 'preset'
        | 'objectives'
        | 'sameKindPerStep'
        | 'capitalPicks'
        | 'expeditionCards';
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
  // Issue 19: the objective set and claim rules (FG4), the first-turn knobs (FG3), and presets bundling them.
  { key: 'preset', kind: 'choice', choices: ['designer', 'long-war'], rule: 'FG3' },
  { key: 'objectives', kind: 'choice', choices: ['designer', 'long-war', 'file'], rule: 'FG4' },
  { key: 'claimsPerStep', kind: 'number', min: 1, max: 8, rule: 'FG4' },
  { key: 'sameKindPerStep', kind: 'choice', choices: ['all', 'one'], rule: 'FG4' },
  { key: 'firstDraftCatchUp', kind: 'number', min: 0, max: 6, rule: 'FG3' },
  { key: 'startingCards', kind: 'number', min: 0, max: 3, rule: 'FG3' },
  { key: 'capitalPicks', kind: 'choice', choices: ['seat', 'late-first'], rule: 'FG3' },
  {
    key: 'expeditionCards',
    kind: 'choice',
    choices: ['per-territory', 'one-per-turn', 'none'],
    rule: 'O11.1',
  },
];

/**
 * The options sent to the server: the player count and preset, and only the options the player changed, so that
 * a preset's own values (the engine's PRESETS) are not overwritten by defaults the player never touched.
 */
export function frontlineBody(
  values: FrontlineOptionValues,
  touched: ReadonlySet<string>,
): Record<string, unknown> {
  const body: Record<string, unknown> = { players: values.players, preset: values.preset };
  for (const key of touched) body[key] = values[key as keyof FrontlineOptionValues];
  return body;
}
