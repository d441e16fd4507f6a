/** A game's lobby summary from its stored record and seats: one shape for the lobby, the rooms and replays. */
import type { GameSummary, SeatInfo } from '@warboard/protocol';
import type { GameRow, SeatRow } from './storage/storage.js';

export const seatInfoOf = (seats: readonly SeatRow[]): SeatInfo[] =>
  seats.map((s) => ({
    seat: s.seat,
    kind: s.kind,
    difficulty: s.difficulty,
    taken: s.kind === 'bot' || s.tokenHash !== null,
    name: s.name,
    ...(s.accountId ? { account: true as const } : {}),
  }));

export const summaryOf = (
  row: Pick<GameRow, 'id' | 'game' | 'status' | 'version' | 'createdAt' | 'settings'>,
  seats: readonly SeatRow[],
): GameSummary => ({
  id: row.id,
  game: row.game,
  status: row.status,
  version: row.version,
  seats: seatInfoOf(seats),
  createdAt: row.createdAt,
  decisionMs: row.settings.decisionMs,
  ...(row.settings.reserveMs ? { reserveMs: row.settings.reserveMs } : {}),
  ...(row.settings.imported ? { imported: true as const } : {}),
  ...(row.settings.fullReplay && !row.settings.imported ? { fullReplay: true as const } : {}),
  ...(row.settings.rated ? { rated: true as const } : {}),
  ...(row.settings.access === 'invite' ? { access: 'invite' as const } : {}),
  ...(row.settings.rematch ? { rematch: row.settings.rematch } : {}),
});
