/**
 * Who created the games that still count against a quota: open games (a human seat free) and live games of
 * bots only, per IP and in all. A game stops counting when it goes live, ends or expires. Held in memory by
 * the process that created the game: a restart, or another process of a cluster, starts from zero (so N
 * processes behind a round-robin proxy allow up to N times each quota: docs/operations.md says how to size them).
 */
export type QuotaKind = 'open' | 'bots';

export class GameQuotas {
  private readonly owners = new Map<string, { readonly ip: string; readonly kind: QuotaKind }>();
  private readonly counts = new Map<string, number>(); // `${kind} ${ip}` → games, and `${kind}` → all

  count(kind: QuotaKind, ip?: string): number {
    return this.counts.get(ip === undefined ? kind : `${kind} ${ip}`) ?? 0;
  }

  track(id: string, ip: string, kind: QuotaKind): void {
    this.release(id);
    this.owners.set(id, { ip, kind });
    this.add(`${kind} ${ip}`, 1);
    this.add(kind, 1);
  }

  /** The game counts no more (it went live, ended, expired); nothing if it did not count. */
  release(id: string): void {
    const owner = this.owners.get(id);
    if (!owner) return;
    this.owners.delete(id);
    this.add(`${owner.kind} ${owner.ip}`, -1);
    this.add(owner.kind, -1);
  }

  /** The IP that created a game still counted as `kind`. */
  ownerOf(id: string, kind: QuotaKind): string | undefined {
    const owner = this.owners.get(id);
    return owner?.kind === kind ? owner.ip : undefined;
  }

  private add(key: string, delta: number): void {
    const n = (this.counts.get(key) ?? 0) + delta;
    if (n === 0) this.counts.delete(key);
    else this.counts.set(key, n);
  }
}
