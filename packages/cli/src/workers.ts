/** How many worker threads a run uses unless told: all cores. Apart from the pool, so option parsing needs no pool. */
import { availableParallelism } from 'node:os';

/** All cores: the default of --workers. */
export const defaultWorkers = (): number => availableParallelism();
