/**
 * Which push endpoints the server posts to. A push subscription names a URL the server will POST to, so a client
 * could aim it at the server's own network: by default only https URLs on public host names are taken (every
 * browser's push service is one). Tests, with a push endpoint of their own on 127.0.0.1, take any.
 */
import { isIP } from 'node:net';

export type PushEndpoints = 'public' | 'any';

const PRIVATE_V4 = [/^10\./, /^127\./, /^169\.254\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^0\./];

/** Why the server would not post to `endpoint`, or null when it would. */
export function refusedEndpoint(endpoint: string, allowed: PushEndpoints): string | null {
  if (allowed === 'any') return null;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'a push endpoint is an https URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local'))
    return 'a push endpoint is on a public host';
  const ip = isIP(host);
  if (ip === 4 && PRIVATE_V4.some((range) => range.test(host))) return 'a push endpoint is on a public host';
  if (ip === 6 && (host === '::1' || /^f[cd]|^fe80/i.test(host) || host.startsWith('::ffff:')))
    return 'a push endpoint is on a public host';
  return null;
}
