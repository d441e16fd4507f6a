/**
 * The seeded PRNG every game keeps in its state (sfc32: small, fast, passes PractRand to 2^40+).
 * Its state is four uint32 words in a plain array so it clones, serializes and compares like any data.
 * Functions here advance the state in place: rules code calls them on its own working copy of a state.
 */
export interface RngState {
  s: [number, number, number, number];
}

/** Hash a seed string into the generator's initial words (cyrb128), then warm the generator up. */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng: RngState = { s: [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0] };
  for (let i = 0; i < 15; i++) nextU32(rng);
  return rng;
}

export function nextU32(rng: RngState): number {
  const s = rng.s;
  const t = (((s[0] + s[1]) >>> 0) + s[3]) >>> 0;
  s[3] = (s[3] + 1) >>> 0;
  s[0] = (s[1] ^ (s[1] >>> 9)) >>> 0;
  s[1] = (s[2] + (s[2] << 3)) >>> 0;
  s[2] = ((s[2] << 21) | (s[2] >>> 11)) >>> 0;
  s[2] = (s[2] + t) >>> 0;
  return t;
}

/** A uniform integer in [0, n), without modulo bias. n must be in 1 .. 2^32. */
export function nextInt(rng: RngState, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`nextInt: bad bound ${n}`);
  const limit = 2 ** 32 - (2 ** 32 % n);
  for (;;) {
    const x = nextU32(rng);
    if (x < limit) return x % n;
  }
}

/** A die roll 1..sides. */
export const rollDie = (rng: RngState, sides = 6): number => nextInt(rng, sides) + 1;

/** Fisher–Yates shuffle in place; returns the same array for chaining. */
export function shuffleInPlace<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

export function pickOne<T>(rng: RngState, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pickOne: empty list');
  return items[nextInt(rng, items.length)] as T;
}

export const cloneRng = (rng: RngState): RngState => ({ s: [rng.s[0], rng.s[1], rng.s[2], rng.s[3]] });

export const isRngState = (value: unknown): value is RngState =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as RngState).s) &&
  (value as RngState).s.length === 4 &&
  (value as RngState).s.every((w) => Number.isInteger(w) && w >= 0 && w < 2 ** 32);
