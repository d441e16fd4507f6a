/** The Frontline screen's words for who is who and where the game stands, in the current language. */
import type { FrontlineAction, FrontlineDecision, FrontlineView } from '@warboard/frontline';
import type { GameStatus } from '../api/protocol.js';
import { t } from '../i18n/i18n.js';
import type { Namer } from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';

/**
 * Players are named by their colour, as the source rules do (紅軍, 藍軍 …), or by the name they gave when joining;
 * sentences then read the same for everyone ("Red attacks Blue").
 */
export function namer(names: readonly (string | null)[]): Namer {
  return (seat) => names[seat] || ft(`seat.${seat}` as FrontlineKey);
}

/** The engine's reason for the outcome, in the current language when it is one this client knows. */
function reasonText(reason: string): string {
  if (reason.includes('O2.1')) return ft('reason.O2.1');
  if (reason.includes('FG20')) return ft('reason.FG20');
  if (reason.includes('FG6')) return ft('reason.FG6');
  return reason;
}

export interface Standing {
  readonly view: FrontlineView | null;
  readonly status: GameStatus;
  readonly seat: number | null;
  readonly decisions: readonly FrontlineDecision[];
  readonly legal: readonly FrontlineAction[];
  readonly name: Namer;
}

/** The screen's heading: loading, waiting for players, the result, or who owes the game what. */
export function statusLine({ view, status, seat, decisions, legal, name }: Standing): string {
  if (!view) return t('game.loading');
  if (status === 'open') return t('share.waiting');
  if (view.outcome) {
    const w = view.outcome.winners;
    const result =
      w.length === 1
        ? ft('status.winners', { names: w.map(name).join(', '), reason: reasonText(view.outcome.reason) })
        : ft('status.draw', { reason: reasonText(view.outcome.reason) });
    return ft('status.over', { result });
  }
  const owes = decisions.find((d) => d.seat === seat);
  if (owes && legal.length > 0) {
    if (owes.kind === 'trade') return ft('status.trade');
    if (owes.kind !== 'turn') return ft('status.battle');
    return ft('status.yours');
  }
  return ft('status.waiting', { name: decisions.map((d) => name(d.seat)).join(', ') || '…' });
}
