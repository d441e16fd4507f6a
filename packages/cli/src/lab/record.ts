/** What the lab keeps of one finished game: plain JSON, stored as it is and read back for the report. */
import type { Seat } from '@warboard/core';

export type LabGame =
  | {
      readonly ok: true;
      /** null for a draw. */
      readonly winners: readonly Seat[] | null;
      readonly actions: number;
      readonly reason: string;
      /** The game's public facts per seat (seatTags at the end), e.g. faction and king. */
      readonly tags: readonly Readonly<Record<string, string>>[];
      /** The seat that moved first, when the game says (Frontline's turn order, Four Horsemen's HG7). */
      readonly first: Seat | null;
      /** The game's per-game measures by id; a measure that does not apply to this game is absent. */
      readonly values: Readonly<Record<string, number>>;
    }
  | { readonly ok: false; readonly actions: number; readonly message: string };
