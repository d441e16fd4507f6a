/**
 * The option fields the lobby renders, read off each engine's own schema and notes: every option appears with
 * the engine's real default and limits, and the rule id its rulebook's options table gives it.
 */
import { readFileSync } from 'node:fs';
import * as frontline from '@warboard/frontline';
import * as horsemen from '@warboard/horsemen';
import { optionField } from '@warboard/protocol';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalog, type OptionSchema, optionFields } from '../src/index.js';

const engines: Readonly<Record<string, OptionSchema & { rulebook: string }>> = {
  frontline: { schema: frontline.OptionsSchema, notes: frontline.optionNotes, rulebook: 'frontline.md' },
  horsemen: { schema: horsemen.OptionsSchema, notes: horsemen.optionNotes, rulebook: 'horsemen.md' },
};

/** The rulebook's options table, option key → its row. */
function optionsTable(file: string): Map<string, string> {
  const text = readFileSync(new URL(`../../../docs/rules/${file}`, import.meta.url), 'utf8');
  const rows = [...text.matchAll(/^\| `(\w+)`\s*\|(.*)$/gm)];
  return new Map(rows.map(([, key, row]) => [key ?? '', row ?? '']));
}

const accepts = (schema: z.ZodObject, key: string, value: unknown) =>
  schema.safeParse({ [key]: value }).success;

describe.each(Object.entries(engines))('%s option fields', (id, engine) => {
  const fields = catalog.get(id)?.options ?? [];
  const defaults = engine.schema.parse({}) as Record<string, unknown>;

  it('has every option of the schema, in its order, each a valid field of the catalogue answer', () => {
    expect(fields.map((f) => f.key)).toEqual(Object.keys(engine.schema.shape));
    for (const field of fields) expect(optionField.parse(field)).toEqual(field);
  });

  it("gives each option the engine's own default", () => {
    for (const field of fields) expect(field.default, field.key).toEqual(defaults[field.key]);
  });

  it('gives each integer its real limits and each enum every value the engine takes, and no other', () => {
    for (const field of fields) {
      const ok = (value: unknown) => accepts(engine.schema, field.key, value);
      if (field.kind === 'integer') {
        expect([ok(field.min), ok(field.max)], field.key).toEqual([true, true]);
        expect([ok(field.min - 1), ok(field.max + 1), ok(field.min + 0.5)], field.key).toEqual([
          false,
          false,
          false,
        ]);
      }
      if (field.kind === 'enum') {
        expect(field.values.length, field.key).toBeGreaterThan(0);
        for (const value of field.values) expect(ok(value), `${field.key}=${value}`).toBe(true);
        expect(ok('no-such-reading'), field.key).toBe(false);
      }
      if (field.kind === 'boolean')
        expect([ok(true), ok(false), ok('yes')], field.key).toEqual([true, true, false]);
    }
  });

  it("names each option's rule as the rulebook's options table does", () => {
    const table = optionsTable(engine.rulebook);
    for (const field of fields) {
      expect(table.has(field.key), `${field.key} has a row in docs/rules/${engine.rulebook}`).toBe(true);
      expect(table.get(field.key), field.key).toContain(field.rule);
    }
  });

  it('says when an option matters by options and values the game has', () => {
    for (const field of fields) {
      for (const [key, values] of Object.entries(field.when ?? {})) {
        const other = fields.find((f) => f.key === key);
        expect(other?.kind === 'enum' || other?.kind === 'boolean', `${field.key} when ${key}`).toBe(true);
        for (const value of values) expect(accepts(engine.schema, key, value), `${key}=${value}`).toBe(true);
      }
    }
  });
});

describe('what the notes add', () => {
  const field = (game: string, key: string) => catalog.get(game)?.options.find((f) => f.key === key);

  it("Frontline's player count is its seats; Four Horsemen, always two, has no such option", () => {
    expect(catalog.get('frontline')?.options.filter((f) => f.seats)).toEqual([
      { key: 'players', rule: 'O1', seats: true, kind: 'integer', min: 2, max: 6, default: 4 },
    ]);
    expect(catalog.get('horsemen')?.options.some((f) => f.seats)).toBe(false);
  });

  it('options that matter only sometimes say when: R5.5 in the revised rules, a top-up under stuck=top-up', () => {
    expect(field('frontline', 'rearAssaultBonus')?.when).toEqual({ ruleset: ['revised'] });
    expect(field('horsemen', 'topUp')?.when).toEqual({ stuck: ['top-up'] });
    expect(field('frontline', 'victory')?.when).toBeUndefined();
  });

  it('data options name their format and the names that stand for data', () => {
    expect(field('frontline', 'objectives')).toEqual({
      key: 'objectives',
      rule: 'FG4',
      kind: 'data',
      format: 'objective-set',
      values: Object.keys(frontline.OBJECTIVE_SETS),
      default: 'designer',
    });
    expect(field('horsemen', 'decks')).toMatchObject({
      kind: 'data',
      format: 'deck-pairs',
      values: ['random'],
    });
  });
});

describe('an engine that adds an option', () => {
  const notes = z.registry<{ rule: string }>();
  it('without a rule id is refused when the catalog loads', () => {
    const schema = z.object({
      known: z.boolean().default(false).register(notes, { rule: 'X1' }),
      added: z.number().int().min(0).max(3).default(1),
    });
    expect(() => optionFields({ schema, notes })).toThrow("option 'added' has no rule id");
  });
  it('of a shape the lobby cannot offer, not noted as data, is refused too', () => {
    const schema = z.object({ free: z.string().default('x').register(notes, { rule: 'X2' }) });
    expect(() => optionFields({ schema, notes })).toThrow("option 'free': not a boolean");
  });
  it('with a rule id and a plain shape becomes a field', () => {
    const schema = z.object({
      added: z.number().int().min(0).max(3).default(1).register(notes, { rule: 'X3' }),
    });
    expect(optionFields({ schema, notes })).toEqual([
      { key: 'added', rule: 'X3', kind: 'integer', min: 0, max: 3, default: 1 },
    ]);
  });
});
