/**
 * The Four Horsemen options as the lobby offers them, each with the rule id it settles
 * (docs/rules/horsemen.md, Options). Defaults mirror the engine's; the server validates whatever is sent.
 */

export interface HorsemenOptionValues {
  startingChips: number;
  tie: 'both-survive' | 'both-die';
  factionScope: 'army' | 'line' | 'colour';
  links: 'adjacent-lines' | 'same-line';
  kingSkills: boolean;
  prize: boolean;
  stalemateLimit: number;
  stuck: 'surrender' | 'pass' | 'top-up';
  topUp: number;
  scavengerRefund: 'per-turn' | 'total';
  deal: 'own' | 'shared';
}

export const DEFAULT_OPTIONS: HorsemenOptionValues = {
  startingChips: 50,
  tie: 'both-survive',
  factionScope: 'army',
  links: 'adjacent-lines',
  kingSkills: true,
  prize: true,
  stalemateLimit: 40,
  stuck: 'top-up',
  topUp: 10,
  scavengerRefund: 'total',
  deal: 'own',
};

type Field =
  | {
      key: 'startingChips' | 'stalemateLimit' | 'topUp';
      kind: 'number';
      min: number;
      max: number;
      rule: string;
    }
  | { key: 'kingSkills' | 'prize'; kind: 'boolean'; rule: string }
  | {
      key: 'tie' | 'factionScope' | 'links' | 'stuck' | 'scavengerRefund' | 'deal';
      kind: 'choice';
      choices: readonly string[];
      rule: string;
    };

export const OPTION_FIELDS: readonly Field[] = [
  { key: 'startingChips', kind: 'number', min: 0, max: 10_000, rule: 'HG3' },
  { key: 'tie', kind: 'choice', choices: ['both-survive', 'both-die'], rule: 'HG5' },
  { key: 'factionScope', kind: 'choice', choices: ['army', 'line', 'colour'], rule: 'HG2' },
  { key: 'links', kind: 'choice', choices: ['adjacent-lines', 'same-line'], rule: 'HG10' },
  { key: 'kingSkills', kind: 'boolean', rule: 'HG11' },
  { key: 'prize', kind: 'boolean', rule: 'HG13' },
  { key: 'stalemateLimit', kind: 'number', min: 4, max: 1000, rule: 'HG14' },
  { key: 'stuck', kind: 'choice', choices: ['surrender', 'pass', 'top-up'], rule: 'HG4' },
  { key: 'topUp', kind: 'number', min: 1, max: 1000, rule: 'HG4' },
  { key: 'scavengerRefund', kind: 'choice', choices: ['per-turn', 'total'], rule: 'HF4' },
  { key: 'deal', kind: 'choice', choices: ['own', 'shared'], rule: 'H5' },
];
