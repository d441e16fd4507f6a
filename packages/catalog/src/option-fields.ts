/**
 * A game's option fields as data, read off the engine's own option schema (its kinds, limits and defaults,
 * through zod's JSON Schema) and the notes the engine registers beside each option (its rule id, when it
 * matters). Nothing here is retyped from an engine: a new option appears in the lobby by being declared.
 */
import type { OptionNote } from '@warboard/core';
import type { OptionField } from '@warboard/protocol';
import { type core, z } from 'zod';

/** An engine's options: a zod object schema and the registry its options' notes are in. */
export interface OptionSchema {
  readonly schema: z.ZodObject;
  readonly notes: z.core.$ZodRegistry<OptionNote>;
}

type Json = core.JSONSchema.JSONSchema;

/** The names a schema lists for a value: an enum's values, a literal, or those of a union's branches. */
function namedValues(json: Json): string[] {
  if (json.enum) return json.enum.filter((v): v is string => typeof v === 'string');
  if (typeof json.const === 'string') return [json.const];
  return (json.anyOf ?? []).flatMap((branch) => (typeof branch === 'object' ? namedValues(branch) : []));
}

function fieldOf(key: string, json: Json, note: OptionNote): OptionField {
  const base = {
    key,
    rule: note.rule,
    ...(note.when ? { when: note.when } : {}),
    ...(note.seats ? { seats: note.seats } : {}),
  };
  if (note.data !== undefined)
    return { ...base, kind: 'data', format: note.data, values: namedValues(json), default: json.default };
  if (json.type === 'boolean' && typeof json.default === 'boolean')
    return { ...base, kind: 'boolean', default: json.default };
  if (
    json.type === 'integer' &&
    typeof json.minimum === 'number' &&
    typeof json.maximum === 'number' &&
    typeof json.default === 'number'
  )
    return { ...base, kind: 'integer', min: json.minimum, max: json.maximum, default: json.default };
  if (json.type === 'string' && json.enum && typeof json.default === 'string')
    return { ...base, kind: 'enum', values: namedValues(json), default: json.default };
  throw new Error(
    `option '${key}': not a boolean, a bounded integer or an enum with a default, nor noted as data`,
  );
}

/**
 * Every option of `schema`, in its order. An option without a note (no rule id) or of a shape the lobby
 * cannot offer is a defect of the engine's declaration, reported when the catalog loads.
 */
export function optionFields({ schema, notes }: OptionSchema): readonly OptionField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return Object.entries(schema.shape).map(([key, option]) => {
    const note = notes.get(option);
    if (note === undefined) throw new Error(`option '${key}' has no rule id: register a note beside it`);
    const property = json.properties?.[key];
    return fieldOf(key, typeof property === 'object' ? property : {}, note);
  });
}
