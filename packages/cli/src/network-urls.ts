/**
 * The addresses a friend on another machine can open, for a server listening on every interface: one URL per
 * external IPv4 address of this machine (the ones a home network hands out), in the order the system lists them.
 */
import type { NetworkInterfaceInfo } from 'node:os';

export function networkUrls(
  interfaces: NodeJS.Dict<readonly NetworkInterfaceInfo[]>,
  url: string,
  host: string,
): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  const port = new URL(url).port;
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((i) => i.family === 'IPv4' && !i.internal)
    .map((i) => `http://${i.address}${port ? `:${port}` : ''}`);
}
