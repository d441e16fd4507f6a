/**
 * Seats whose players went away: a seat whose clock ran out twice in a row — two standing orders with no action
 * of its player between them, as the log tells — may be handed to a bot. A game created with `handover: 'bot'`
 * hands it at once; one with `handover: 'vote'` when every other human player voted for it (votes are kept in
 * memory: after a restart they are asked for again). The seat keeps its token, so its player can still watch
 * it; the bot plays it from then on, and the game goes on to its end by its own rules.
 */
import type { Seat } from '@warboard/core';
import type { ServerMessage } from '@warboard/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { seatableBots } from './bots/choose.js';
import type { Hub } from './hub.js';
import type { Room, Step } from './room.js';
import type { Storage } from './storage/storage.js';

/** Clock run-outs in a row after which a seat may be handed over. */
export const HANDOVER_AFTER = 2;

/** How many of `seat`'s newest actions were standing orders the clock played, with none of its own since. */
export function timeoutsInARow(steps: readonly Step[], seat: Seat): number {
  let n = 0;
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if (step.actor !== seat) continue;
    if (!step.key.startsWith('standing:')) break; // the clock's own key (standingKey): its player did not act
    n++;
  }
  return n;
}

export type VoteResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

export class Handovers {
  private readonly votes = new Map<string, Map<Seat, Set<Seat>>>(); // game → seat → voters

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
        else if (room.settings.handover === 'vote') room.announce(this.message(room, seat));
      })
      .catch((error: unknown) =>
        this.log.warn({ game: gameId, seat, error: String(error) }, 'handover failed'),
      );
  }

  /** What a client is told of a seat up for a vote. */
  private message(room: Room, seat: Seat): ServerMessage {
    const votes = [...(this.votes.get(room.id)?.get(seat) ?? [])].sort((a, b) => a - b);
    return { type: 'handover', version: room.version, seat, votes, needed: Handovers.needed(room, seat) };
  }

  /** The seats of a game up for a vote now, as messages for a client that (re)connects. */
  pending(room: Room): ServerMessage[] {
    if (room.settings.handover !== 'vote' || room.status !== 'live') return [];
    return room
      .seats()
      .filter((s) => s.kind === 'human' && timeoutsInARow(room.log.steps, s.seat) >= HANDOVER_AFTER)
      .map((s) => this.message(room, s.seat));
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
    const byGame = this.votes.get(room.id) ?? new Map<Seat, Set<Seat>>();
    this.votes.set(room.id, byGame);
    const voters = byGame.get(seat) ?? new Set<Seat>();
    byGame.set(seat, voters);
    voters.add(voter);
    if (Handovers.needed(room, seat).every((s) => voters.has(s))) await this.handOver(room, seat);
    else room.announce(this.message(room, seat));
    return { ok: true };
  }

  private async handOver(room: Room, seat: Seat): Promise<void> {
    const offered = seatableBots(room.game.id);
    const bot = offered.includes('normal') ? 'normal' : (offered[0] ?? 'random');
    if (!(await this.storage.handSeatToBot(room.id, seat, bot))) return;
    this.votes.get(room.id)?.delete(seat);
    this.log.info({ game: room.id, seat, bot }, 'seat handed to a bot');
    await room.seatClaimed(); // every client gets the new seats; the bot plays the seat from now on
  }
}
