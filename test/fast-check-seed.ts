/**
 * Every property test runs on one fixed fast-check seed, so CI judges the same cases on every run and a failure
 * seen once is seen again. Explore new cases with `WARBOARD_FC_SEED=<integer>`; a failure prints its seed and path.
 */
import fc from 'fast-check';

const chosen = process.env.WARBOARD_FC_SEED;
const seed = chosen === undefined ? 20261130 : Number.parseInt(chosen, 10);
if (!Number.isSafeInteger(seed)) throw new Error(`WARBOARD_FC_SEED must be an integer, not "${chosen}"`);
fc.configureGlobal({ seed });
