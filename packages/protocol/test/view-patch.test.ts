/** Views sent as their changes (view-patch.ts): a patch, sent as JSON and applied, gives the new view exactly. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyViewPatch, diffView, followView, type PatchOp } from '../src/view-patch.js';

/** What a value is once it has crossed the wire. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x));

/** Freeze `x` all the way down, so that changing any part of it throws. */
function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** Views and their successors: JSON values, and pairs of one value and a few changes of it. */
const json = fc.jsonValue({ maxDepth: 4 }).map((x): unknown => wire(x));
const edited = json.chain((before) =>
  fc.array(fc.tuple(fc.array(fc.nat(5), { maxLength: 4 }), json), { maxLength: 4 }).map((edits) => {
    // Change a few places of `before` (picked by index among its keys at each level), leave the rest shared.
    const edit = (x: unknown, at: number[], value: unknown): unknown => {
      if (at.length === 0 || typeof x !== 'object' || x === null) return value;
      const keys = Array.isArray(x) ? x.map((_, i) => i) : Object.keys(x);
      if (keys.length === 0) return value;
      const key = keys[at[0]! % keys.length]!;
      const copy = (Array.isArray(x) ? [...x] : { ...x }) as Record<string | number, unknown>;
      copy[key] = edit((x as Record<string | number, unknown>)[key], at.slice(1), value);
      return copy;
    };
    return [before, edits.reduce((x: unknown, [at, value]) => edit(x, at, value), before)] as const;
  }),
);

describe('view patches', () => {
  it('turn any view into any other, through JSON, leaving the old view untouched', () => {
    fc.assert(
      fc.property(json, json, (before, after) => {
        const ops = wire(diffView(before, after)) as PatchOp[];
        expect(applyViewPatch(deepFreeze(before), ops)).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it('turn a view into an edited copy of it, sharing what the edits left alone', () => {
    fc.assert(
      fc.property(edited, ([before, after]) => {
        const ops = wire(diffView(before, after)) as PatchOp[];
        const applied = applyViewPatch(deepFreeze(before), ops);
        expect(applied).toEqual(after);
        // Every top-level part no op touches is the very object of the old view.
        const wholeReplaced = ops.some((op) => op[0].length === 0);
        if (!wholeReplaced && typeof before === 'object' && before !== null) {
          const touched = new Set(ops.map((op) => op[0][0]));
          for (const [key, part] of Object.entries(before)) {
            const now = (applied as Record<string, unknown>)[key];
            if (!touched.has(key) && !touched.has(Number(key)) && now !== undefined) expect(now).toBe(part);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('are empty between equal views, and skip a part that is the same object without reading it', () => {
    const shared = {
      get cards(): never {
        throw new Error('read');
      },
    };
    expect(diffView({ a: [1, { b: 2 }], shared }, { a: [1, { b: 2 }], shared })).toEqual([]);
  });

  it('name what changed: a card in a row, an item added, a list cut short, a key gone', () => {
    const before = {
      board: [[{ hunger: 0 }, { hunger: 1 }]],
      grave: ['a'],
      hand: ['x', 'y', 'z'],
      capture: { line: 1 },
    };
    const after = { board: [[{ hunger: 0 }, { hunger: 2 }]], grave: ['a', 'b'], hand: ['x'] };
    expect(diffView(before, after)).toEqual([
      [['board', 0, 1, 'hunger'], 2],
      [['grave', 1], 'b'],
      [['hand', 'length'], 1],
      [['capture']],
    ]);
  });

  it('take a key set to undefined for no key, as JSON does', () => {
    expect(diffView({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    expect(diffView({ a: 1 }, { a: 1, b: undefined })).toEqual([]);
    expect(diffView({ a: 1, b: undefined }, { a: 1, b: 2 })).toEqual([[['b'], 2]]);
  });

  it('refuse an op that does not fit the view, rather than guess', () => {
    const view = { players: [{ fund: 3 }], seat: 0 };
    expect(applyViewPatch(view, [[['seat', 'x'], 1]])).toBeNull(); // through a number
    expect(applyViewPatch(view, [[['missing', 0], 1]])).toBeNull(); // through nothing
    expect(applyViewPatch(view, [[['players', 0]]])).toBeNull(); // removing an array's item by key
    expect(applyViewPatch(view, [[['players', 'length'], 5]])).toBeNull(); // growing an array by its length
    expect(applyViewPatch(view, [[['__proto__', 'polluted'], true]])).toBeNull();
    expect(applyViewPatch(view, [[['players', 0, 'constructor'], {}]])).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('following the view of a connection', () => {
  const v1 = { fund: 1, hand: ['a'] };
  const v2 = { fund: 2, hand: ['a'] };

  it('takes a whole view, applies a patch of the view held, and ignores what is not newer', () => {
    const held = followView(null, { version: 1, view: v1 });
    expect(held).toEqual({ version: 1, view: v1 });
    const next = followView(held as { version: number; view: typeof v1 }, {
      version: 2,
      viewPatch: { base: 1, ops: diffView(v1, v2) },
    });
    expect(next).toEqual({ version: 2, view: v2 });
    expect(followView({ version: 2, view: v2 }, { version: 2, view: v1 })).toEqual({ version: 2, view: v2 });
    expect(followView({ version: 2, view: v2 }, { version: 3 })).toEqual({ version: 2, view: v2 });
  });

  it('is out of step on a patch of a view it does not hold', () => {
    const patch = { version: 3, viewPatch: { base: 2, ops: diffView(v1, v2) } };
    expect(followView({ version: 1, view: v1 }, patch)).toBe('out-of-step');
    expect(followView(null, patch)).toBe('out-of-step');
    expect(followView({ version: 2, view: 7 }, patch)).toBe('out-of-step'); // an op that does not fit
  });
});
