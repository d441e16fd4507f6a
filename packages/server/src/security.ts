/**
 * Security headers on every answer (@fastify/helmet). Seat tokens live in the browser's localStorage, so the
 * Content-Security-Policy allows scripts from this origin only: an injected script has nowhere to load from
 * and no inline code runs. The built client needs nothing else: its scripts and styles are files of its own
 * and its one socket goes back to the same host ('self' covers ws:// and wss:// to it).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'connect-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        // Preact sets style attributes from script (allowed by the CSSOM); no inline <style> is needed.
        'style-src': ["'self'"],
        // Servers behind plain HTTP (a LAN, the tests) must keep working: TLS is the proxy's to add.
        'upgrade-insecure-requests': null,
      },
    },
  });
}
