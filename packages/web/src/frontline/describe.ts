/** Actions and the server's events as sentences, in the current language, with territory names. */
import type { FrontlineAction, FrontlineEvent, FrontlineView, TradedEvent } from '@warboard/frontline';
import { type FrontlineKey, ft } from './i18n.js';
import { divisionName, joined, territoryName } from './labels.js';

export type Namer = (seat: number) => string;

const tn = territoryName;

/** Territory cards by name: "the Egypt and Peru cards". */
export function cardsText(cards: readonly string[]): string {
  return ft(cards.length === 1 ? 'trade.card' : 'trade.cards', { cards: joined(cards.map(tn)) });
}

/** What an offer asks for, card by card by stars (FG12): "a 1★ card and a 2★ card". */
export function asksText(asks: readonly number[]): string {
  return joined(asks.map((stars) => ft('trade.ask', { stars })));
}

/**
 * Cards laid on the table and further asks (FG12) that the next offer takes with it: the offer action names only
 * its first card and ask, so its sentence reads them from the view.
 */
export interface TableTop {
  readonly table: readonly string[];
  readonly asks: readonly number[];
}

/** Where a turn stands: "Round 2 · Blue · Draft troops". */
export function turnText(turn: FrontlineView['turn'], name: Namer): string {
  return ft('status.turn', {
    round: turn.round,
    name: name(turn.seat),
    phase: ft(`phase.${turn.phase}` as FrontlineKey),
  });
}

export function describeAction(a: FrontlineAction, name: Namer, top?: TableTop): string {
  switch (a.type) {
    case 'draft':
      return ft('a.draft', { division: divisionName(a.division), territory: tn(a.territory) });
    case 'spend-card':
      return ft('a.spend-card', { territory: tn(a.card) });
    case 'post':
      return ft('a.post', {
        division: divisionName(a.division),
        territory: tn(a.territory),
        border: tn(a.border),
        slot: a.slot + 1,
      });
    case 'unpost':
      return ft('a.unpost', { territory: tn(a.territory), border: tn(a.border), slot: a.slot + 1 });
    case 'end-phase':
      return ft('a.end-phase');
    case 'attack':
      return ft('a.attack', { from: tn(a.from), to: tn(a.to) });
    case 'assault':
      return ft('a.assault', {
        territory: tn(a.territory),
        target:
          a.target === 'middle' ? ft('a.assault.middle') : ft('a.assault.front', { border: tn(a.target) }),
      });
    case 'counter':
      return ft('a.counter', { name: name(a.target), territory: tn(a.territory) });
    case 'roll':
    case 'stop':
    case 'hold':
    case 'decline':
    case 'stand':
    case 'resign':
      return ft(`a.${a.type}`);
    case 'forward':
      return ft('a.forward', { division: divisionName(a.division), slot: a.slot + 1 });
    case 'damaged':
      return ft(`a.damaged.${a.choice}`);
    case 'retreat':
      return ft('a.retreat', { to: tn(a.to) });
    case 'move':
    case 'embark':
      return ft(`a.${a.type}`, { division: divisionName(a.division), from: tn(a.from), to: tn(a.to) });
    case 'disarm':
    case 'send-to-repair':
      // O5.3 disarm anywhere, R5.8 / O7.3 back to repair: a front-row slot, or the middle row.
      return a.border === undefined
        ? ft(`a.${a.type}`, { territory: tn(a.territory) })
        : ft(`a.${a.type}.front`, {
            territory: tn(a.territory),
            border: tn(a.border),
            slot: (a.slot ?? 0) + 1,
          });
    case 'merge':
    case 'build-city':
    case 'move-capital':
    case 'land':
    case 'airfield':
    case 'repair':
    case 'pull-back':
      return ft(`a.${a.type}`, { territory: tn(a.territory) });
    case 'repel':
      return ft('a.repel', { name: name(a.target), territory: tn(a.territory) });
    case 'offer':
      return ft('a.offer', {
        cards: cardsText([a.give, ...(top?.table ?? [])]),
        name: name(a.to),
        asks: asksText([a.askStars, ...(top?.asks ?? [])]),
      });
    case 'accept':
      return ft('a.accept', { territory: tn(a.card) });
    case 'table':
    case 'untable':
      return ft(`a.${a.type}`, { territory: tn(a.card) });
    case 'ask':
    case 'unask':
      return ft(`a.${a.type}`, { stars: a.stars });
    default:
      return unknownAction(a);
  }
}

/**
 * Every action kind has its sentence above: a new kind in the engine fails the type-check here. Should a newer
 * server still send one, the log says so in the current language rather than in the engine's English.
 */
function unknownAction(a: never): string {
  return ft('a.unknown', { type: String((a as { type?: unknown }).type) });
}

/** An event as the server relays it: the engine's own event, unchanged (the server adds no field). */
export function describeEvent(e: FrontlineEvent, name: Namer): string {
  switch (e.type) {
    case 'turn':
      return ft('ev.turn', { round: e.round, name: name(e.seat) });
    case 'phase':
      return ft('ev.phase', { name: name(e.seat), phase: ft(`phase.${e.phase}`) });
    case 'battle':
      return ft('ev.battle', {
        territory: tn(e.territory),
        attacker: name(e.attacker),
        defender: name(e.defender),
        mode: ft(`battle.mode.${e.mode}`),
      });
    case 'exchange': {
      const won = e.pairs.filter((p) => p.winner === 'attacker').length;
      return ft('ev.exchange', {
        a: dice(e.attackerDice),
        d: dice(e.defenderDice),
        result: ft('ev.exchange.result', { won, lost: e.pairs.length - won }),
      });
    }
    case 'invaded':
      return ft('ev.invaded', { name: name(e.by), territory: tn(e.territory), via: tn(e.via) });
    case 'occupied':
    case 'cleared':
    case 'withdrawn':
    case 'invader-destroyed':
    case 'coast-force-destroyed':
    case 'landed':
    case 'landing-sunk':
    case 'city-built':
    case 'capital-moved':
    case 'airfield':
      return ft(`ev.${e.type}`, { name: name(e.seat), territory: tn(e.territory) });
    case 'rear-lost':
      return ft('ev.rear-lost', { territory: tn(e.territory), n: e.removed });
    case 'pulled-back':
      return ft('ev.pulled-back', { name: name(e.seat), territory: tn(e.territory), to: tn(e.destination) });
    case 'objective':
      return ft('ev.objective', {
        name: name(e.seat),
        objective: ft(`objective.${e.objective}` as FrontlineKey),
        reward: e.reward ? ft(`reward.${e.reward}` as FrontlineKey) : ft('ev.objective.none'),
      });
    case 'cards-drawn':
      return ft('ev.cards-drawn', { name: name(e.seat), n: e.count });
    case 'attack-stopped':
    case 'kept-damaged':
    case 'stood':
      return ft(`ev.${e.type}`, { name: name(e.seat), territory: tn(e.territory) });
    case 'brought-forward':
      return ft('ev.brought-forward', {
        name: name(e.seat),
        territory: tn(e.territory),
        division: divisionName(e.division),
      });
    case 'card-spent':
      return ft('ev.card-spent', { name: name(e.seat), cards: cardsText([e.card]), n: e.units });
    case 'offer':
      return ft('ev.offer', {
        from: name(e.from),
        name: name(e.seat),
        cards: cardsText([e.give, ...e.more]),
        asks: asksText([e.askStars, ...e.askMore]),
      });
    case 'offer-declined':
      return ft('ev.offer-declined', { from: name(e.from), name: name(e.seat) });
    case 'tabled':
    case 'untabled':
      return ft(`ev.${e.type}`, { name: name(e.seat), cards: cardsText([e.card]) });
    case 'asked':
    case 'unasked':
      return ft(`ev.${e.type}`, { name: name(e.seat), asks: asksText([e.stars]) });
    case 'table-cleared':
      return tableClearedText(e, name);
    case 'traded':
      return tradedText(e, name);
    case 'retreated':
      return ft('ev.retreated', {
        name: name(e.seat),
        territory: tn(e.from),
        to: tn(e.destination),
        n: e.divisions,
      });
    case 'landing-failed':
      return ft('ev.landing-failed', { name: name(e.seat), territory: tn(e.territory), n: e.returned });
    case 'eliminated':
      return ft('ev.eliminated', { name: name(e.seat), by: name(e.by) });
    case 'resigned':
      return ft('ev.resigned', { name: name(e.seat) });
    case 'drafted':
      return ft(e.reinforce === true ? 'ev.drafted.reinforce' : 'ev.drafted', {
        name: name(e.seat),
        territory: tn(e.territory),
        division: divisionName(e.division),
      });
    case 'moved': {
      const moved = ft(`ev.moved.${e.kind}`, {
        name: name(e.seat),
        division: divisionName(e.division),
        from: tn(e.from),
        to: tn(e.to),
      });
      return e.abandoned ? `${moved} ${ft('ev.moved.abandoned', { territory: tn(e.from) })}` : moved;
    }
    case 'posted':
    case 'unposted':
      return ft(`ev.${e.type}`, {
        name: name(e.seat),
        territory: tn(e.territory),
        border: tn(e.border),
        division: divisionName(e.division),
        slot: e.slot + 1,
      });
    case 'embarked':
      return ft('ev.embarked', {
        name: name(e.seat),
        division: divisionName(e.division),
        from: tn(e.from),
        to: tn(e.to),
      });
    case 'merged':
    case 'disarmed':
    case 'sent-to-repair':
      return e.border !== undefined && e.type !== 'merged'
        ? ft(e.type === 'disarmed' ? 'ev.disarmed.front' : 'ev.sent-to-repair', {
            name: name(e.seat),
            territory: tn(e.territory),
            border: tn(e.border),
          })
        : ft(`ev.${e.type}`, { name: name(e.seat), territory: tn(e.territory) });
    default:
      return unknownEvent(e);
  }
}

/** What the table held at the end of the turn: its cards back in the hand, its further asks lapsed (FG12). */
function tableClearedText(e: Extract<FrontlineEvent, { type: 'table-cleared' }>, name: Namer): string {
  const parts = [
    ...(e.cards.length > 0
      ? [ft('ev.table-cleared', { name: name(e.seat), cards: cardsText(e.cards) })]
      : []),
    ...(e.asks.length > 0
      ? [ft('ev.table-cleared.asks', { name: name(e.seat), asks: asksText(e.asks) })]
      : []),
  ];
  return parts.join(' ');
}

/** The cards that changed hands, or — should an event come without them — that a trade was made. */
function tradedText(e: TradedEvent, name: Namer): string {
  return e.gaveAll.length > 0
    ? ft('ev.traded', {
        from: name(e.from),
        name: name(e.seat),
        gave: cardsText(e.gaveAll),
        got: cardsText(e.gotAll),
      })
    : ft('ev.traded.hidden', { from: name(e.from), name: name(e.seat) });
}

/** An event kind this client does not know (a newer server): said in the current language. */
function unknownEvent(e: never): string {
  return ft('ev.unknown', { type: String((e as { type?: unknown }).type) });
}

/** Dice faces as die glyphs (⚀–⚅) followed by the numbers, so both the eye and a screen reader get them. */
export function dice(faces: readonly number[]): string {
  return faces.map((f) => `${'⚀⚁⚂⚃⚄⚅'[f - 1] ?? '?'}${f}`).join(' ');
}
