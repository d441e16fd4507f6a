import { forwardFrom, mustStayToOccupy } from '../battle-rules.js';
import type { Ruleset } from '../options.js';
import type { Division } from '../state.js';
import type { SidePolicy } from './spec.js';

/**
 * The players' decisions inside a battle (FG15), as policies. These are choices, not combat rules: the engine
 * offers them as `forward`, `damaged` and `stop` actions, and the tests' `engine-sim.ts` plays the same policies through
 * those actions. Rows are strings, one letter a division ('I', 'A', 'D'), left → right.
 */
export interface Rows {
  readonly front: string;
  readonly middle: string;
  readonly rear: number; // damaged armor repairing (R4.6)
}

/**
 * The divisions a side brings forward (R5.9, O8.10), in the order they come: the middle row in its own order or
 * armor first; in the original ruleset with `supplyRepairing`, then repairing armor from the rear (O8.10). `none`
 * brings one only when the front row is empty (the revised defender must, R6.4; the attacker cannot roll without).
 */
export function forwardPlan(rows: Rows, policy: SidePolicy, max: number, original: boolean): string {
  const room = max - rows.front.length;
  if (room <= 0) return '';
  const want = policy.forward === 'none' ? (rows.front.length === 0 ? 1 : 0) : room;
  if (want === 0) return '';
  let order = rows.middle;
  if (policy.forward === 'armor-first') order = pick(order, 'A') + pick(order, 'D') + pick(order, 'I');
  if (original && policy.supplyRepairing) order += 'D'.repeat(rows.rear);
  if (!policy.keepInfantry) return order.slice(0, want);
  // R8.1: the engine refuses to bring forward the last infantry of a territory occupied this turn.
  let infantry = pick(rows.middle, 'I').length;
  let plan = '';
  for (const d of order) {
    if (plan.length === want) break;
    if (d === 'I' && mustStayToOccupy(true, false, infantry)) continue;
    if (d === 'I') infantry--;
    plan += d;
  }
  return plan;
}

const pick = (row: string, d: string) => d.repeat(row.split(d).length - 1);

/**
 * Bring `plan` forward: newcomers join at the right end, each from where battle-rules.ts `forwardFrom` says — the
 * middle row, or in the original a repairing armor from the rear (O8.10). Throws on a plan the rules refuse (a
 * programming error: plans come from `forwardPlan`).
 */
export function bringForward(rows: Rows, plan: string, ruleset: Ruleset): Rows {
  let middle = rows.middle;
  let rear = rows.rear;
  for (const d of plan) {
    const i = middle.indexOf(d);
    const from = forwardFrom(ruleset, d as Division, i >= 0, rear > 0);
    if (from === 'reserve') middle = middle.slice(0, i) + middle.slice(i + 1);
    else if (from === 'rear') rear--;
    else throw new Error(`no ${d} to bring forward`);
  }
  return { front: rows.front + plan, middle, rear };
}

/** R5.8 / O8.9: freshly damaged armor withdraws to the rear row, the rest of the row keeping its order. */
export function withdraw(
  front: string,
  damaged: readonly number[],
  rear: number,
): { front: string; rear: number } {
  if (damaged.length === 0) return { front, rear };
  let out = '';
  for (let i = 0; i < front.length; i++) if (!damaged.includes(i)) out += front[i];
  return { front: out, rear: rear + damaged.length };
}

/** Divisions still able to fight: front and middle rows (the rear repairs). */
export const fighting = (rows: Rows): number => rows.front.length + rows.middle.length;
