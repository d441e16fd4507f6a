/**
 * The connections of one game on this device — one per seat held here (several for hot-seat players), or one
 * spectator connection — and which seat is shown. When the seat that owes a decision changes hands between two
 * people on this device, that seat is shown behind a cover until its player says they are ready.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { GameConnection } from './api/connection.js';
import type { GameWire, OpenWire, Seat } from './api/protocol.js';
import { seatsOf } from './store/seats.js';

export interface SeatConnections<W extends GameWire = OpenWire> {
  readonly conns: readonly GameConnection<W>[];
  /** The first connection: the seats, the join links and a fatal refusal are the same on every one. */
  readonly first: GameConnection<W>;
  /** The connection of the seat shown (the first when none is). */
  readonly conn: GameConnection<W>;
  /** Seats held on this device. */
  readonly local: readonly Seat[];
  readonly shownSeat: Seat | null;
  /** Show another local seat, covered until its player is ready. */
  readonly show: (seat: Seat) => void;
  readonly covered: boolean;
  readonly uncover: () => void;
}

/** `owes` tells whether a connection's seat owes a decision now, as its game states it. */
export function useSeatConnections<W extends GameWire = OpenWire>(
  id: string,
  owes: (c: GameConnection<W>) => boolean,
): SeatConnections<W> {
  const held = useMemo(() => seatsOf(id), [id]);
  const conns = useMemo(
    () =>
      held.length > 0
        ? held.map((h) => new GameConnection<W>(id, h.seat, h.token))
        : [new GameConnection<W>(id, null, null)],
    [id, held],
  );
  useEffect(
    () => () => {
      for (const c of conns) c.close();
    },
    [conns],
  );
  const first = conns[0]!;
  const local = conns.map((c) => c.seat).filter((s): s is Seat => s !== null);
  const [shownSeat, setShownSeat] = useState<Seat | null>(first.seat);
  const [covered, setCovered] = useState(false);

  // Hot-seat: show whichever local seat owes a decision, behind the cover when it changes hands.
  const owing = conns.filter((c) => c.seat !== null && owes(c));
  const owingSeats = owing.map((c) => c.seat).join(',');
  useEffect(() => {
    if (local.length < 2 || owing.length === 0) return;
    if (owing.some((c) => c.seat === shownSeat)) return;
    setShownSeat(owing[0]!.seat);
    setCovered(true);
  }, [owingSeats, shownSeat]);

  return {
    conns,
    first,
    conn: conns.find((c) => c.seat === shownSeat) ?? first,
    local,
    shownSeat,
    show: (seat) => {
      if (seat !== shownSeat) setCovered(true);
      setShownSeat(seat);
    },
    covered,
    uncover: () => setCovered(false),
  };
}
