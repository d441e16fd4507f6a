/**
 * Rule ids as the rulebooks write them — O8.3, R5.4, FG0 (Frontline); H7, HF2, HU3, HG11 (Four Horsemen) — and
 * the rulebook each belongs to. Pure: the rule badges, the rules pages and their tests all read ids through here.
 */

export type RulebookGame = 'frontline' | 'horsemen';

/**
 * One rule id, not inside a longer Latin word or number: `R5.4` in "(R5.4)" and in "見R5.4", not in "HR5".
 * Chinese writes ids against its characters, so only Latin letters and digits bound them.
 */
const ID = String.raw`(?:HG|HF|HU|FG|H|O|R)\d+(?:\.\d+)*`;
const BOUNDED = String.raw`(?<![A-Za-z0-9_.])${ID}(?![A-Za-z0-9_]|\.\d)`;

/** Every rule id in a text, globally: for splitting a sentence around its ids. */
export const ruleIdPattern = (): RegExp => new RegExp(BOUNDED, 'gu');

/** A rule id at the very start of a text, for a tokenizer that meets the id there. */
export const ruleIdAtStart = new RegExp(`^${ID}(?![A-Za-z0-9_]|\\.\\d)`, 'u');

export const isRuleId = (text: string): boolean => new RegExp(`^${ID}$`, 'u').test(text);

/** The rulebook that holds a rule id: H… ids are Four Horsemen's, O…, R… and FG… Frontline's. */
export const rulebookOf = (id: string): RulebookGame => (id.startsWith('H') ? 'horsemen' : 'frontline');

/** A text cut into plain parts and rule ids, in order; joined, the parts give the text back. */
export function splitRuleIds(text: string): { text: string; rule: boolean }[] {
  const parts: { text: string; rule: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(ruleIdPattern())) {
    if (m.index > at) parts.push({ text: text.slice(at, m.index), rule: false });
    parts.push({ text: m[0], rule: true });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), rule: false });
  return parts;
}
