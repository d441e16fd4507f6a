/**
 * Security headers on every answer (helmet). Seat tokens live in the browser's localStorage, so the
 * Content-Security-Policy allows scripts from this origin only: an injected script has nowhere to load from
 * and no inline code runs. The built client needs nothing else: its scripts and styles are files of its own
 * and its one socket goes back to the same host ('self' covers ws:// and wss:// to it).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  // Made once, not per request: @fastify/helmet built helmet's middleware again for every request, parsing the
  // policy each time (about 2% of the server's main thread under the load benchmark, where games are created
  // and joined all the time).
  const headers = helmet({
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
  app.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
