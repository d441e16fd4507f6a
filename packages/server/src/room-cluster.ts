/**
 * How a room hears of the other processes sharing its database: the fan-out's versions (pushed to its clients
 * when this process wrote them, read back when another one did) and its game's lease (only the holder runs the
 * game's bots and clocks). In a single process there are no leases, and every version heard is this one's own.
 */
import type { RoomServices } from './room-deps.js';
import type { GameLog } from './room-log.js';

export interface ClusterHooks {
  /** Send the clients every step up to `version`. */
  readonly broadcastUpTo: (version: number) => void;
  /** Read back what other processes wrote. */
  readonly refresh: () => Promise<void>;
  /** The game's lease was taken (run its bots and clocks) or lost (stop them). */
  readonly leased: (held: boolean) => void;
}

export class RoomCluster {
  private readonly unsubscribe: () => void;
  /** Let the game's lease go (once it is over, or the room closes). */
  readonly stopLease: () => void;

  constructor(
    private readonly log: GameLog,
    private readonly deps: RoomServices,
    private readonly hooks: ClusterHooks,
  ) {
    this.unsubscribe = deps.fanout.subscribe(log.id, (version) => this.heard(version));
    this.stopLease =
      log.status === 'over' || !deps.leases ? () => undefined : deps.leases.watch(log.id, hooks.leased);
  }

  /** A notice from the fan-out: this process wrote `version` (push it), or another one did (read it back). */
  private heard(version: number): void {
    if (!this.deps.leases || (version <= this.log.version && this.log.status !== 'open')) {
      this.hooks.broadcastUpTo(version);
      return;
    }
    this.hooks
      .refresh()
      .catch((error: unknown) =>
        this.deps.log.warn({ game: this.log.id, error: String(error) }, 'read-back failed'),
      );
  }

  close(): void {
    this.unsubscribe();
    this.stopLease();
  }
}
