import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';

const packages = fileURLToPath(new URL('../', import.meta.url));

export default defineConfig({
  resolve: {
    // The engine and protocol packages are bundled from their TypeScript sources, so the client never waits on
    // their builds.
    alias: [
      { find: /^@warboard\/([a-z-]+)$/, replacement: `${packages}$1/src/index.ts` },
      { find: /^@warboard\/([a-z-]+)\/([a-z-]+)$/, replacement: `${packages}$1/src/$2.ts` }, // a subpath export
    ],
  },
  // Brotli and gzip copies of the bundle, served by the game server to browsers that accept them.
  plugins: [precompress()],
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  // `npm run dev -w @warboard/web` next to `npm start`: the lobby and the socket go to the real server.
  server: { proxy: { '/api': { target: 'http://localhost:3000', ws: true } } },
});
