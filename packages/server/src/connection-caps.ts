/**
 * How many WebSocket connections each IP holds, and all of them together: a connection over either cap is
 * refused before the upgrade (HTTP 429 with the typed `connection-limit` error and Retry-After), so a flood
 * of idle sockets costs the server no more than the caps allow.
 */
export class ConnectionCaps {
  private readonly byIp = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly perIp: number,
    private readonly all: number,
  ) {}

  /** Take a place for one connection of `ip`; null when there is none, else the function that gives it back. */
  take(ip: string): (() => void) | null {
    const held = this.byIp.get(ip) ?? 0;
    if (held >= this.perIp || this.total >= this.all) return null;
    this.byIp.set(ip, held + 1);
    this.total++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.total--;
      const left = (this.byIp.get(ip) ?? 1) - 1;
      if (left === 0) this.byIp.delete(ip);
      else this.byIp.set(ip, left);
    };
  }

  get open(): number {
    return this.total;
  }
}
