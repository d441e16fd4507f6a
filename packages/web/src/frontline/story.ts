/**
 * How the Frontline log tells its story (log/story.ts): a chapter per turn, opened by the engine's `turn`
 * event (O3.1), the first turn by the first action; divisions drafted, moved, posted, taken back or embarked one action at a
 * time fold into one line per run ("Red moved 2 infantry divisions and 1 armored division from Egypt to
 * Peru"), and so do the cards spent in one draft and the cards laid on the table, or the asks named, for one offer.
 */
import type { FrontlineEvent } from '@warboard/frontline';
import type { Teller } from '../log/story.js';
import { asksText, cardsText, describeEvent, type Namer } from './describe.js';
import { ft } from './i18n.js';
import { divisionsText, territoryName as tn } from './labels.js';

/** The events that move divisions one at a time, and fold when they follow each other between the same places. */
type Folding = Extract<
  FrontlineEvent,
  { type: 'drafted' | 'moved' | 'posted' | 'unposted' | 'embarked' | 'brought-forward' }
>;

function foldKey(e: FrontlineEvent): string | null {
  switch (e.type) {
    case 'drafted':
      return `drafted ${e.seat} ${e.territory} ${e.reinforce === true}`;
    case 'moved':
      return `moved ${e.seat} ${e.kind} ${e.from} ${e.to}`;
    case 'posted':
    case 'unposted':
      return `${e.type} ${e.seat} ${e.territory} ${e.border}`;
    case 'embarked':
      return `embarked ${e.seat} ${e.from} ${e.to}`;
    case 'brought-forward':
      return `brought-forward ${e.seat} ${e.territory}`;
    case 'card-spent':
    case 'tabled':
    case 'untabled':
    case 'asked':
    case 'unasked':
      return `${e.type} ${e.seat}`;
    default:
      return null;
  }
}

/** A run of one fold key, as one sentence counting what it moved. */
function tellRun(run: readonly FrontlineEvent[], name: Namer): string {
  const e = run[0]!;
  if (run.length === 1) return describeEvent(e, name);
  if (e.type === 'tabled' || e.type === 'untabled') {
    const cards = run as Extract<FrontlineEvent, { type: 'tabled' | 'untabled' }>[];
    return ft(`ev.${e.type}`, { name: name(e.seat), cards: cardsText(cards.map((c) => c.card)) });
  }
  if (e.type === 'asked' || e.type === 'unasked') {
    const asks = run as Extract<FrontlineEvent, { type: 'asked' | 'unasked' }>[];
    return ft(`ev.${e.type}`, { name: name(e.seat), asks: asksText(asks.map((a) => a.stars)) });
  }
  if (e.type === 'card-spent') {
    const cards = run as Extract<FrontlineEvent, { type: 'card-spent' }>[];
    return ft('ev.card-spent', {
      name: name(e.seat),
      cards: cardsText(cards.map((c) => c.card)),
      n: cards.reduce((sum, c) => sum + c.units, 0),
    });
  }
  const divisions = divisionsText((run as Folding[]).map((r) => r.division));
  switch (e.type) {
    case 'drafted':
      return ft(e.reinforce === true ? 'ev.drafted.reinforce.many' : 'ev.drafted.many', {
        name: name(e.seat),
        territory: tn(e.territory),
        divisions,
      });
    case 'moved': {
      const moved = ft(`ev.moved.${e.kind}.many`, {
        name: name(e.seat),
        divisions,
        from: tn(e.from),
        to: tn(e.to),
      });
      const last = run.at(-1) as Extract<FrontlineEvent, { type: 'moved' }>;
      return last.abandoned ? `${moved} ${ft('ev.moved.abandoned', { territory: tn(e.from) })}` : moved;
    }
    case 'posted':
    case 'unposted':
      return ft(`ev.${e.type}.many`, {
        name: name(e.seat),
        divisions,
        territory: tn(e.territory),
        border: tn(e.border),
      });
    case 'embarked':
      return ft('ev.embarked.many', { name: name(e.seat), divisions, from: tn(e.from), to: tn(e.to) });
    case 'brought-forward':
      return ft('ev.brought-forward.many', { name: name(e.seat), divisions, territory: tn(e.territory) });
    default:
      return run.map((r) => describeEvent(r, name)).join(' ');
  }
}

/** The Frontline teller, naming players with `name`. */
export function frontlineTeller(name: Namer): Teller<FrontlineEvent> {
  return {
    opens: ({ event: e, actor }, previous) => {
      if (e.type === 'turn') return ft('log.turn', { round: e.round, name: name(e.seat) });
      // The game's first turn has no `turn` event: it begins with the first action (the log holds the game
      // from its start, its history fetched first).
      return previous === null ? ft('log.turn', { round: 1, name: name(actor) }) : null;
    },
    foldKey,
    tell: (run) => tellRun(run, name),
  };
}
