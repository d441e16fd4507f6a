/**
 * Seats whose players went away: a seat whose clock ran out twice in a row — two standing orders with no action
 * of its player between them, as the log tells — may be handed to a bot. A game created with `handover: 'bot'`
 * hands it at once; one with `handover: 'vote'` when every other human player voted for it. Votes are stored with
 * the game (storage, migration 5), so a restart, or another process holding the game, counts them still; a vote
 * counts for the seat's current run of run-outs only (an action of its player between makes it stale). The seat
 * keeps its token, so its player can still watch it; the bot plays it from then on, and the game goes on to its
 * end by its own rules.
 */
import type { Seat } from '@warboard/core';
import type { ServerMessage } from '@warboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { seatableBots } from './bots/choose.js';
import type { Hub } from './hub.js';
import type { Room, Step } from './room.js';
import type { HandoverVote, Storage } from './storage/storage.js';

/** Clock run-outs in a row after which a seat may be handed over. */
export const HANDOVER_AFTER = 2;

/**
 * `seat`'s newest run of standing orders the clock played, with no action of its own since: how many, and the
 * version of the first of them (votes cast before it belong to an earlier run).
 */
export function timeoutRun(steps: readonly Step[], seat: Seat): { count: number; since: number } {
  let count = 0;
  let since = Number.POSITIVE_INFINITY;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if (step.actor !== seat) continue;
    if (!step.key.startsWith('standing:')) break; // the clock's own key (standingKey): its player did not act
    count++;
    since = step.version;
  }
  return { count, since };
}

/** How many of `seat`'s newest actions were standing orders the clock played, with none of its own since. */
export const timeoutsInARow = (steps: readonly Step[], seat: Seat): number => timeoutRun(steps, seat).count;

export type VoteResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export class Handovers {
  constructor(
    private readonly hub: () => Hub,
    private readonly storage: Storage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Human seats other than `seat`: whose votes a handover of `seat` needs. */
  private static needed(room: Room, seat: Seat): Seat[] {
    return room
      .seats()
      .filter((s) => s.kind === 'human' && s.seat !== seat)
      .map((s) => s.seat);
  }

  /** A standing order was just played for `seat` because its clock ran out. */
  timedOut(gameId: string, seat: Seat): void {
    void this.hub()
      .room(gameId)
      .then(async (room) => {
        if (room?.status !== 'live' || timeoutsInARow(room.log.steps, seat) < HANDOVER_AFTER) return;
        if (room.settings.handover === 'bot') await this.handOver(room, seat);
        else if (room.settings.handover === 'vote')
          room.announce(this.message(room, seat, await this.storage.handoverVotes(room.id)));
      })
      .catch((error: unknown) =>
        this.log.warn({ game: gameId, seat, error: String(error) }, 'handover failed'),
      );
  }

  /** The voters of `votes` for `seat` in its current run of run-outs. */
  private static voters(room: Room, seat: Seat, votes: readonly HandoverVote[]): Seat[] {
    const { since } = timeoutRun(room.log.steps, seat);
    return votes
      .filter((v) => v.seat === seat && v.version >= since)
      .map((v) => v.voter)
      .sort((a, b) => a - b);
  }

  /** What a client is told of a seat up for a vote. */
  private message(room: Room, seat: Seat, votes: readonly HandoverVote[]): ServerMessage {
    const voters = Handovers.voters(room, seat, votes);
    return {
      type: 'handover',
      version: room.version,
      seat,
      votes: voters,
      needed: Handovers.needed(room, seat),
    };
  }

  /** The seats of a game up for a vote now, as messages for a client that (re)connects. */
  async pending(room: Room): Promise<ServerMessage[]> {
    if (room.settings.handover !== 'vote' || room.status !== 'live') return [];
    const up = room
      .seats()
      .filter((s) => s.kind === 'human' && timeoutsInARow(room.log.steps, s.seat) >= HANDOVER_AFTER);
    if (up.length === 0) return [];
    const votes = await this.storage.handoverVotes(room.id);
    return up.map((s) => this.message(room, s.seat, votes));
  }

  /** `voter` votes to hand `seat` to a bot; the last vote needed hands it over. */
  async vote(room: Room, voter: Seat, seat: Seat): Promise<VoteResult> {
    const refuse = (message: string): VoteResult => ({ ok: false, message });
    if (room.settings.handover !== 'vote') return refuse('this game hands no seat over by vote');
    if (voter === seat) return refuse('a seat does not vote itself away');
    const target = room.seats().find((s) => s.seat === seat);
    if (target?.kind !== 'human') return refuse(`seat ${seat} is no player's seat`);
    if (room.status !== 'live') return refuse('the game is not being played');
    if (timeoutsInARow(room.log.steps, seat) < HANDOVER_AFTER)
      return refuse(`seat ${seat}'s clock has not run out ${HANDOVER_AFTER} times in a row`);
    await this.storage.voteHandover(room.id, { seat, voter, version: room.version });
    const votes = await this.storage.handoverVotes(room.id);
    const voters = Handovers.voters(room, seat, votes);
    if (Handovers.needed(room, seat).every((s) => voters.includes(s))) await this.handOver(room, seat);
    else room.announce(this.message(room, seat, votes));
    return { ok: true };
  }

  private async handOver(room: Room, seat: Seat): Promise<void> {
    const offered = seatableBots(room.game.id);
    const bot = offered.includes('normal') ? 'normal' : (offered[0] ?? 'random');
    if (!(await this.storage.handSeatToBot(room.id, seat, bot))) return; // its votes go with it
    this.log.info({ game: room.id, seat, bot }, 'seat handed to a bot');
    await room.seatClaimed(); // every client gets the new seats; the bot plays the seat from now on
  }
}
