/**
 * The two arithmetics the Markov chain runs in. A battle's value vector holds, for each end state, its probability
 * and the expected survivors of each kind jointly with it. Every transition probability of an exchange is
 * weight / 6^k (exchange.ts), so every value is a fraction whose denominator is a power of 6:
 * - `rational`: exact, numerators as BigInt over a common 6^e — no rounding at all (tests, the Risk check);
 * - `float`: IEEE doubles, fast, with the error bound proved in exact.ts (≤ 1e-12 for the sizes allowed).
 */
export interface Arith<V> {
  readonly exact: boolean;
  zeros(size: number): V;
  /** A terminal vector: integers only (1 for the end state reached, survivor counts). */
  integers(values: readonly number[]): V;
  /** acc += (weight / total) · v, total a power of 6. */
  addScaled(acc: V, weight: number, total: number, v: V): void;
  /** One entry as a double, for decisions (stop below odds) and output. */
  at(v: V, i: number): number;
}

/**
 * Doubles, with every vector stored in one growing pool and named by its offset: a battle of 40 against 40 keeps
 * tens of thousands of vectors alive, and as separate arrays they would make the garbage collector copy them over
 * and over. One pool per chain.
 */
export function floatArith(): Arith<number> & { readonly size: () => number; readonly release: () => void } {
  let pool = spare ?? new Float64Array(1 << 12);
  spare = null;
  let used = 0;
  const alloc = (size: number): number => {
    if (used + size > pool.length) {
      const bigger = new Float64Array(Math.max(pool.length * 4, used + size));
      bigger.set(pool.subarray(0, used));
      pool = bigger;
    }
    const at = used;
    used += size;
    return at;
  };
  let width = 0;
  return {
    exact: false,
    zeros(size) {
      width = size;
      const at = alloc(size);
      pool.fill(0, at, at + size); // a recycled pool holds old values
      return at;
    },
    integers(values) {
      width = values.length;
      const at = alloc(values.length);
      for (let i = 0; i < values.length; i++) pool[at + i] = values[i]!;
      return at;
    },
    addScaled(acc, weight, total, v) {
      const p = weight / total; // weight and total are exact integers below 2^53: one rounding
      for (let i = 0; i < width; i++) pool[acc + i]! += p * pool[v + i]!;
    },
    at: (v, i) => pool[v + i]!,
    size: () => used,
    /** The chain is done with: its pool serves the next one (a bot clears and refills its cache all turn). */
    release() {
      if (!spare || spare.length < pool.length) spare = pool;
    },
  };
}

let spare: Float64Array | null = null;

/** An exact vector: entry i is n[i] / 6^e. */
export interface SixAdic {
  e: number;
  n: bigint[];
}

const SIX = 6n;
const pow6 = (k: number): bigint => SIX ** BigInt(k);

function log6(total: number): number {
  let k = 0;
  let t = total;
  while (t > 1 && t % 6 === 0) {
    t /= 6;
    k++;
  }
  if (t !== 1) throw new RangeError(`not a power of 6: ${total}`);
  return k;
}

export const rationalArith: Arith<SixAdic> = {
  exact: true,
  zeros: (size) => ({ e: 0, n: Array.from({ length: size }, () => 0n) }),
  integers: (values) => ({ e: 0, n: values.map((x) => BigInt(x)) }),
  addScaled(acc, weight, total, v) {
    const k = log6(total);
    const e = Math.max(acc.e, k + v.e);
    const up = pow6(e - acc.e);
    const w = BigInt(weight) * pow6(e - k - v.e);
    for (let i = 0; i < acc.n.length; i++) acc.n[i] = acc.n[i]! * up + w * v.n[i]!;
    acc.e = e;
  },
  // 60 bits of the quotient are plenty for a double; Number() of a huge 6^e alone would overflow.
  at: (v, i) => Number((v.n[i]! << 60n) / pow6(v.e)) / 2 ** 60,
};

/** Entry i of an exact vector as a reduced fraction [numerator, denominator]. */
export function fraction(v: SixAdic, i: number): [bigint, bigint] {
  let n = v.n[i]!;
  let d = pow6(v.e);
  const g = gcd(n < 0n ? -n : n, d);
  if (g > 1n) {
    n /= g;
    d /= g;
  }
  return [n, d];
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
