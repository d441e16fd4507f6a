import { err, type Result } from './result.js';

/**
 * Why an input was refused. `rule` names the source rule broken (e.g. `H11`, `R4.3`, a gap decision such
 * as `HG8`, or `input` for malformed data), so a player, a test and a log all point at the same text.
 */
export interface RuleError {
  readonly code: string; // machine-readable, stable: 'cell-occupied', 'not-your-turn', …
  readonly rule: string; // source rule id: 'H13', 'G4', 'input', 'turn'
  readonly message: string; // one sentence for people
}

export const ruleError = (code: string, rule: string, message: string): RuleError => ({
  code,
  rule,
  message,
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
