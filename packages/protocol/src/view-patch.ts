/**
 * A view sent as what changed since the last one. After an action most of a seat's view is as it was (a Four
 * Horsemen view is about 5 KB, and an action changes a few cards and a chip count), so the server sends each
 * seat the changes from the view it sent that seat before (`diffView`), and the client applies them to the
 * view it holds (`followView`). The first view, a snapshot and the end of a catch-up are sent whole.
 *
 * A patch names its base: the version of the view it applies to. A client holding another version has missed
 * something (a frame it could not read, a bug) and must not guess: `followView` says so, and the client asks
 * for the view again by reconnecting from the version it holds.
 *
 * Views are JSON: objects, arrays, strings, numbers, booleans and null. A key whose value is `undefined` is no
 * key at all, as JSON.stringify has it.
 *
 * This module is zod-free and imports nothing, so the browser client can load it without the schemas.
 */

/** Where a change is: object keys and array indices from the view's root; `length` on an array resizes it. */
export type PatchPath = readonly (string | number)[];
/** `[path, value]` sets the value at `path`; `[path]` removes an object's key. */
export type PatchOp = readonly [path: PatchPath, value: unknown] | readonly [path: PatchPath];

/** A view sent as its changes from the view of version `base`. */
export interface ViewPatch {
  readonly base: number;
  readonly ops: readonly PatchOp[];
}

type Container = Record<string | number, unknown> | unknown[];
const isContainer = (x: unknown): x is Container => typeof x === 'object' && x !== null;

/**
 * The changes that turn `before` into `after`. Equal parts are skipped at once when they are the same object
 * (a game that keeps parts of its view is diffed faster), and compared value by value when not. An array
 * compares index by index: a longer one gets its new items, a shorter one its new length.
 */
export function diffView(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  const path: (string | number)[] = [];
  // Hot: every push to every seat runs it over a whole view, so equal children are skipped before any path
  // is built, and an object's removed keys are looked for only when its keys are not all still there.
  const walk = (a: unknown, b: unknown): void => {
    if (a === b) return;
    const array = Array.isArray(a);
    if (!isContainer(a) || !isContainer(b) || array !== Array.isArray(b)) {
      ops.push([path.slice(), b]);
      return;
    }
    if (array) {
      const as = a as unknown[];
      const bs = b as unknown[];
      const shared = Math.min(as.length, bs.length);
      for (let i = 0; i < shared; i++) {
        if (as[i] === bs[i]) continue;
        path.push(i);
        walk(as[i], bs[i]);
        path.pop();
      }
      if (bs.length < as.length) ops.push([[...path, 'length'], bs.length]);
      for (let i = shared; i < bs.length; i++) ops.push([[...path, i], bs[i]]);
      return;
    }
    const ao = a as Record<string, unknown>;
    const bo = b as Record<string, unknown>;
    let kept = 0; // keys of `b` that `a` has too
    for (const key in bo) {
      const y = bo[key];
      if (y === undefined) continue;
      const x = ao[key];
      if (x !== undefined) kept++;
      if (x === y) continue;
      path.push(key);
      if (x === undefined) ops.push([path.slice(), y]);
      else walk(x, y);
      path.pop();
    }
    let had = 0;
    for (const key in ao) if (ao[key] !== undefined) had++;
    if (had === kept) return;
    for (const key in ao) if (ao[key] !== undefined && bo[key] === undefined) ops.push([[...path, key]]);
  };
  walk(before, after);
  return ops;
}

/** Keys that would reach an object's prototype rather than the object. */
const UNSAFE_KEYS: ReadonlySet<string | number> = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `view` with `ops` applied, or null when an op does not fit it (a path through a value that is not an object
 * or array). `view` itself is never changed: the parts an op touches are copied, once each, and the rest is
 * shared with the result, so a screen redraws only what changed.
 */
export function applyViewPatch<V>(view: V, ops: readonly PatchOp[]): V | null {
  let root: unknown = view;
  const copies = new Set<Container>(); // containers this call made, free to change
  const own = (x: Container): Container => {
    if (copies.has(x)) return x;
    const copy = Array.isArray(x) ? [...x] : { ...x };
    copies.add(copy);
    return copy;
  };
  for (const op of ops) {
    const path = op[0];
    if (path.length === 0) {
      root = op[1];
      continue;
    }
    if (!isContainer(root)) return null;
    root = own(root);
    let parent = root as Container;
    for (let i = 0; i < path.length - 1; i++) {
      const key = path[i]!;
      const child = (parent as Record<string | number, unknown>)[key];
      if (UNSAFE_KEYS.has(key) || !isContainer(child)) return null;
      const mine = own(child);
      (parent as Record<string | number, unknown>)[key] = mine;
      parent = mine;
    }
    const key = path[path.length - 1]!;
    if (UNSAFE_KEYS.has(key)) return null;
    if (op.length === 1) {
      if (Array.isArray(parent)) return null;
      delete (parent as Record<string | number, unknown>)[key];
    } else if (Array.isArray(parent) && key === 'length') {
      if (typeof op[1] !== 'number' || op[1] > parent.length) return null;
      parent.length = op[1];
    } else {
      (parent as Record<string | number, unknown>)[key] = op[1];
    }
  }
  return root as V;
}

/** The view a client holds, and the version it is the view of. */
export interface HeldView<V = unknown> {
  readonly version: number;
  readonly view: V;
}

/** What a snapshot or update says of the view: the whole of it, or its changes. */
export interface ViewCarrier<V = unknown> {
  readonly version: number;
  readonly view?: V | undefined;
  readonly viewPatch?: ViewPatch | undefined;
}

/**
 * The view after message `m`: `held` when `m` carries none (or is not newer than `held`), the new view when it
 * carries one whole or as a patch of `held`, and `out-of-step` when it is a patch of a view the client does not
 * hold.
 */
export function followView<V>(
  held: HeldView<V> | null,
  m: ViewCarrier<V>,
): HeldView<V> | null | 'out-of-step' {
  if (held !== null && m.version <= held.version) return held;
  if (m.view !== undefined) return { version: m.version, view: m.view };
  if (m.viewPatch === undefined) return held;
  if (held === null || held.version !== m.viewPatch.base) return 'out-of-step';
  const view = applyViewPatch(held.view, m.viewPatch.ops);
  return view === null ? 'out-of-step' : { version: m.version, view };
}
