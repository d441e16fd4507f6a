import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packages = fileURLToPath(new URL('./packages/', import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources of every workspace package, so no build is needed first.
    alias: [
      // The protocol's schemas on their own, as the browser client imports them.
      { find: /^@warboard\/server\/protocol$/, replacement: `${packages}server/src/protocol.ts` },
      // Every better-sqlite3 connection (the lab's too), opened so that none is left to the garbage collector.
      {
        find: /^@warboard\/server\/sqlite$/,
        replacement: `${packages}server/src/storage/sqlite-connection.ts`,
      },
      // What a worker thread loads alone.
      { find: /^@warboard\/catalog\/load$/, replacement: `${packages}catalog/src/load.ts` },
      // What the packages' tests share: the golden replays' block, the toy game.
      { find: /^@warboard\/core\/testing$/, replacement: `${packages}core/src/testing/index.ts` },
      // A view's changes, as the browser client imports them (without the schemas).
      { find: /^@warboard\/protocol\/view-patch$/, replacement: `${packages}protocol/src/view-patch.ts` },
      { find: /^@warboard\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` },
    ],
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    // One fast-check seed for every property test (WARBOARD_FC_SEED explores others).
    setupFiles: ['test/fast-check-seed.ts'],
    testTimeout: 120_000,
    // A hook that starts a server (beforeAll) waits as long as a test may: on a loaded two-core machine the
    // default 10 s timed out servers that were merely slow to start.
    hookTimeout: 120_000,
    // The browser tests poll the screen while a real server and its bots work; on a loaded two-core machine a
    // second (the default) is too short a wait for what is merely slow.
    expect: { poll: { timeout: 15_000 } },
    pool: 'threads',
    // Vitest leaves one core idle by default; the suites are CPU-bound and the main process mostly waits.
    maxWorkers: availableParallelism(),
  },
});
