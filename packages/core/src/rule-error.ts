import { err, type Result } from './result.js';

/**
 * The facts a refusal's sentence names (a territory, a count …), by name: a client says them in its own language
 * instead of showing the English `message`. Only what the refused seat may know (the refusal goes to it alone).
 */
export type RefusalParams = Readonly<Record<string, string | number>>;

/**
 * Why an input was refused. `rule` names the source rule broken (e.g. `H11`, `R4.3`, a gap decision such
 * as `HG8`, or `input` for malformed data), so a player, a test and a log all point at the same text.
 */
export interface RuleError<C extends string = string> {
  readonly code: C; // machine-readable, stable: 'cell-occupied', 'not-your-turn', …
  readonly rule: string; // source rule id: 'H13', 'G4', 'input', 'turn'
  readonly message: string; // one sentence for people
  readonly params?: RefusalParams; // the facts of a game's refusal (its `refusals` catalogue), when it names any
}

export const ruleError = (code: string, rule: string, message: string): RuleError => ({
  code,
  rule,
  message,
});

/**
 * A game's options refused (`bad-option`), naming the option as a fact (`option`: its path, e.g. `stuck` or
 * `objectives.pool.3`), so the lobby says which option in its reader's language without reading `message`.
 */
export const optionRefused = (rule: string, option: string, message: string): RuleError => ({
  code: 'bad-option',
  rule,
  message,
  params: { option },
});

/** Shorthand for the common `return refuse(...)` in rules code. */
export const refuse = (code: string, rule: string, message: string): Result<never, RuleError> =>
  err(ruleError(code, rule, message));

export const isRuleError = (value: unknown): value is RuleError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RuleError).code === 'string' &&
  typeof (value as RuleError).rule === 'string' &&
  typeof (value as RuleError).message === 'string' &&
  (value as RuleError).code.length > 0 &&
  (value as RuleError).rule.length > 0;

/**
 * A game's refusals: every code its `apply` may answer with, each with the facts its sentence names, by name and
 * kind. The kinds are the game's own (a territory, a line …) but for two numbers: `count` and `seat`; a client keeps one
 * sentence per code in each of its languages and says each fact by its kind. One sentence per code: two refusals
 * that say different things have different codes.
 */
export type RefusalCatalogue = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** The kinds of fact that are numbers: how many, and which seat. Every other kind is an id or a name. */
const NUMERIC_KINDS: ReadonlySet<string> = new Set(['count', 'seat']);

/** The facts of one catalogue entry: `count` and `seat` facts are numbers, every other kind a non-empty string. */
export type RefusalFacts<F extends Readonly<Record<string, string>>> = {
  readonly [K in keyof F]: F[K] extends 'count' | 'seat' ? number : string;
};

/**
 * The typed constructor of a game's refusals: only the catalogue's codes, each with exactly its facts (none for a
 * code that names none), so the compiler keeps rules code and catalogue in step.
 */
export function refusalsOf<Cat extends RefusalCatalogue>(_catalogue: Cat) {
  return <C extends keyof Cat & string>(
    code: C,
    rule: string,
    message: string,
    ...facts: keyof Cat[C] extends never ? [] : [RefusalFacts<Cat[C]>]
  ): RuleError<C> =>
    facts[0] === undefined ? { code, rule, message } : { code, rule, message, params: facts[0] };
}

/** Whether `error` is one of `catalogue`'s refusals with exactly its facts, each of its kind: null, or what is wrong. */
export function refusalProblem(catalogue: RefusalCatalogue, error: RuleError): string | null {
  const facts = Object.hasOwn(catalogue, error.code) ? catalogue[error.code] : undefined;
  if (!facts) return `code "${error.code}" is not in the game's refusals`;
  const given = Object.keys(error.params ?? {}).sort();
  const wanted = Object.keys(facts).sort();
  if (given.join() !== wanted.join())
    return `"${error.code}" names facts [${given.join(', ')}], its entry [${wanted.join(', ')}]`;
  for (const [name, kind] of Object.entries(facts)) {
    const value = error.params?.[name];
    if (NUMERIC_KINDS.has(kind) ? typeof value !== 'number' : typeof value !== 'string' || value === '')
      return `"${error.code}": fact ${name} is not a ${kind}`;
  }
  return null;
}
