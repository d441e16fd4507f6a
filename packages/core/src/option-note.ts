/**
 * What a game's option schema cannot say by itself, written beside each option where the engine declares it
 * (a zod registry in each game's options.ts): the rule the option settles and when it matters. The catalog
 * reads the kind, limits and default from the schema and these notes next to them, so the lobby, the CLI and
 * the rulebook's options table all name the same rule.
 */
export interface OptionNote {
  /** The rule or gap the option settles, as the rulebook's options table names it (e.g. `FG20`, `HG4`). */
  readonly rule: string;
  /**
   * The option only matters while each named option holds one of the listed values, e.g.
   * `{ ruleset: ['revised'] }` or `{ stuck: ['top-up'] }`. Absent: it always matters.
   */
  readonly when?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  /** This option is the number of players, so a table has as many seats as its value. */
  readonly seats?: true;
  /**
   * The option's value may be data the rules check in full (an objective set, deck lists): the name of that
   * data's format, which a client may offer its own editor for. Named values the schema lists stay choosable.
   */
  readonly data?: string;
}
