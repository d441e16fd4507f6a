/**
 * The web client (packages/web/dist) from the server's own port, compressed at build time (brotli or gzip
 * as the browser accepts; packages/web/precompress.ts). Hashed assets are cached for good;
 * index.html never is, so a new build reaches players on their next load. Paths that are not files and
 * not /api are client routes (/game/…, /join/…): they get index.html, and the client routes them.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from './http-errors.js';

/** packages/web/dist, seen from src/ (tests) and dist/ (the built server) alike. */
const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/**
 * WARBOARD_WEB_DIST serves another build (the browser tests build the client into a folder of their own).
 * Resolves to whether the client is served (its fallback is then the not-found handler).
 */
export async function serveWebClient(
  app: FastifyInstance,
  root: string = process.env.WARBOARD_WEB_DIST || WEB_DIST,
): Promise<boolean> {
  if (!existsSync(`${root}/index.html`)) {
    app.log.warn({ root }, 'web client not built (npm run build): serving the API only');
    return false;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false, // files are looked up per request below, so client routes can fall back to index.html
    preCompressed: true, // the build's .br and .gz copies (packages/web/precompress.ts), when accepted
    setHeaders(reply, path) {
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || path.startsWith('/api/') || path.startsWith('/assets/'))
      return sendNotFound(request, reply);
    return reply.type('text/html').sendFile('index.html');
  });
  return true;
}
