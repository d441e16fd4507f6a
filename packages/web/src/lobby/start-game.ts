/**
 * What the create button does: create the game with the options, seats, clock and access chosen, then take
 * the seats this browser plays (its own, and every hot seat) and keep their tokens.
 */
import { heldBy } from '../account/session.js';
import { type ClockRequest, createGame, type GameAccess, joinSeat, type SeatRequest } from '../api/lobby.js';
import { holdSeat } from '../store/seats.js';
import type { CreateForm } from './create-form.js';
import { picked } from './create-form.js';
import { optionsBody } from './option-form.js';

export interface GameTerms {
  readonly fullReplay: boolean;
  readonly access: GameAccess;
  readonly clock: ClockRequest;
}

/** The new game's id, its seats for this browser held; throws the server's error. */
export async function startGame(form: CreateForm, terms: GameTerms): Promise<string | null> {
  const now = picked(form);
  if (!now) return null;
  const { game, options, shown } = now;
  const requests: SeatRequest[] = form.seats.map((s) =>
    s.choice === 'bot' ? { kind: 'bot', difficulty: s.difficulty } : { kind: 'human' },
  );
  const created = await createGame(
    game.id,
    optionsBody(game, shown, options.touched),
    requests,
    terms.fullReplay,
    terms.access,
    terms.clock,
  );
  for (const [seat, s] of form.seats.entries()) {
    if (s.choice !== 'you' && s.choice !== 'hotseat') continue;
    const joined = await joinSeat(created.id, seat, null, created.invite);
    holdSeat({
      game: created.id,
      gameType: game.id,
      seat,
      token: joined.token,
      hotSeat: s.choice === 'hotseat',
      joinedAt: Date.now(),
      ...heldBy(),
    });
  }
  return created.id;
}
