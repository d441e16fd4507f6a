import { err, ok, type Result } from '@warboard/core';
import { z } from 'zod';
import { type HorsemenRefusal, refusal } from './refusals.js';
import type { HorsemenAction } from './types.js';

const line = z.number().int();
const row = z.enum(['front', 'back']);

/** The wire shape of every action, by type; rules are checked afterwards, against the state. */
const SCHEMAS: Record<HorsemenAction['type'], z.ZodType> = {
  'discard-king': z.object({ type: z.literal('discard-king'), card: z.string() }).strict(),
  refill: z.object({ type: z.literal('refill'), draw: z.boolean() }).strict(),
  place: z.object({ type: z.literal('place'), card: z.string(), line, row }).strict(),
  flip: z.object({ type: z.literal('flip'), line, row }).strict(),
  move: z.object({ type: z.literal('move'), line, row, to: line }).strict(),
  compare: z.object({ type: z.literal('compare'), line }).strict(),
  surrender: z.object({ type: z.literal('surrender') }).strict(),
  pass: z.object({ type: z.literal('pass') }).strict(),
  'top-up': z.object({ type: z.literal('top-up') }).strict(),
  capture: z.object({ type: z.literal('capture'), take: z.boolean() }).strict(),
  prize: z.union([
    z.object({ type: z.literal('prize'), take: z.literal('chest') }).strict(),
    z.object({ type: z.literal('prize'), take: z.literal('card'), card: z.string() }).strict(),
  ]),
};

const malformed = (message: string) => err(refusal('malformed-action', 'input', message));

export function parseAction(input: unknown): Result<HorsemenAction, HorsemenRefusal> {
  const type = (input as { type?: unknown } | null)?.type;
  if (
    typeof input !== 'object' ||
    input === null ||
    typeof type !== 'string' ||
    !Object.hasOwn(SCHEMAS, type)
  ) {
    return malformed(`not a Four Horsemen action: expected {type: ${Object.keys(SCHEMAS).join(' | ')}, …}`);
  }
  const parsed = SCHEMAS[type as HorsemenAction['type']].safeParse(input);
  if (parsed.success) return ok(parsed.data as HorsemenAction);
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  return malformed(`bad ${type} action${where}: ${issue?.message ?? ''}`);
}

export function describeAction(a: HorsemenAction): string {
  switch (a.type) {
    case 'discard-king':
      return `draw out king ${a.card}`;
    case 'refill':
      return a.draw ? 'refill the hand' : 'keep the hand';
    case 'place':
      return `place ${a.card} face down on line ${a.line} ${a.row}`;
    case 'flip':
      return `flip line ${a.line} ${a.row}`;
    case 'move':
      return `move line ${a.line} ${a.row} to line ${a.to}`;
    case 'compare':
      return `compare on line ${a.line}`;
    case 'surrender':
      return 'surrender';
    case 'pass':
      return 'pass (nothing else can be done)';
    case 'top-up':
      return 'top up the fund pool from the bank';
    case 'capture':
      return a.take ? 'capture the loser' : 'let the loser die';
    case 'prize':
      return a.take === 'chest' ? 'take the war chest' : `take ${a.card} from the graveyard`;
  }
}
