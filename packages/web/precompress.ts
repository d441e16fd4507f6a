/**
 * A build step that writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the bundle.
 * The server sends the smallest copy the browser accepts (@fastify/static's `preCompressed`), so nothing
 * is compressed per request on the server's main thread, and at the strongest settings since it is done once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files gain too little to be worth a lookup; maps are for developers' tools, not players. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

export function precompress(): Plugin {
  return {
    name: 'warboard-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const path = join(dir, name);
        const bytes = readFileSync(path);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
