/** The seats up for a vote to hand them to a bot (their clocks ran out twice in a row), as the server last said. */
import { signal } from '@preact/signals';
import type { SeatInfo, ServerMessage } from '../api/protocol.js';

export type HandoverVote = Omit<Extract<ServerMessage, { type: 'handover' }>, 'type' | 'version'>;

export class HandoverVotes {
  readonly pending = signal<readonly HandoverVote[]>([]);

  receive(m: HandoverVote): void {
    const { seat, votes, needed } = m;
    this.pending.value = [...this.pending.value.filter((v) => v.seat !== seat), { seat, votes, needed }];
  }

  /** New seats: one handed to a bot is up for no vote any more. */
  seated(seats: readonly SeatInfo[]): void {
    const human = new Set(seats.filter((s) => s.kind === 'human').map((s) => s.seat));
    if (this.pending.value.some((v) => !human.has(v.seat)))
      this.pending.value = this.pending.value.filter((v) => human.has(v.seat));
  }
}
