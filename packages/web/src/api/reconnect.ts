/**
 * How long the client waits before its next reconnection attempt: capped exponential back-off with "full
 * jitter" (a random wait between half the step and the step), so a restarted server is not hit by every
 * client at the same instant and a server that stays away is tried less and less often, never less than
 * once every RECONNECT_CAP_MS.
 */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_CAP_MS = 30_000;

/** `attempt`: 0 for the first retry after a drop; `random` in [0, 1). */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const step = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (step / 2) * random);
}
