import type { SidePolicy } from './spec.js';

/**
 * The players' decisions inside a battle (FG15), as policies. These are choices, not combat rules: the engine
 * offers them as `forward`, `damaged` and `stop` actions, and `engine-sim.ts` plays the same policies through
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
  if (policy.keepInfantry && rows.middle.includes('I')) {
    const last = order.lastIndexOf('I'); // R8.1: one infantry of the middle row stays behind
    order = order.slice(0, last) + order.slice(last + 1);
  }
  if (original && policy.supplyRepairing) order += 'D'.repeat(rows.rear);
  return order.slice(0, want);
}

const pick = (row: string, d: string) => d.repeat(row.split(d).length - 1);

/** Bring `plan` forward: newcomers join at the right end; each leaves the middle row, else the rear row. */
export function bringForward(rows: Rows, plan: string): Rows {
  let middle = rows.middle;
  let rear = rows.rear;
  for (const d of plan) {
    const i = middle.indexOf(d);
    if (i >= 0) middle = middle.slice(0, i) + middle.slice(i + 1);
    else rear--; // only 'D' is planned from the rear
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

/** Whether a side can still bring anything forward (battle.ts `hasReserve`: the original counts the rear, O8.10). */
export const hasReserve = (rows: Rows, original: boolean): boolean =>
  rows.middle.length > 0 || (original && rows.rear > 0);
