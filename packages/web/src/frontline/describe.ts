/** Actions and the server's events as sentences, in the current language, with territory names. */
import type { Division, FrontlineAction } from '@warboard/frontline';
import type { WireEvent } from '../api/protocol.js';
import { type FrontlineKey, ft } from './i18n.js';
import { divisionName, territoryName } from './labels.js';

export type Namer = (seat: number) => string;

const tn = territoryName;

/** Items of a list, joined as the language joins them ("Egypt and Peru", 「埃及、秘魯」). */
function joined(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(ft('list.comma'))}${ft('list.and')}${items.at(-1)}`;
}

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

const num = (v: unknown): number => (typeof v === 'number' ? v : -1);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
const division = (v: unknown): Division => (v === 'A' || v === 'D' ? v : 'I');
const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'number') : []);

export function describeEvent(e: WireEvent, name: Namer): string {
  const seat = name(num(e.seat));
  const territory = tn(str(e.territory));
  switch (e.type) {
    case 'turn':
      return ft('ev.turn', { round: num(e.round), name: seat });
    case 'phase':
      return ft('ev.phase', { name: seat, phase: ft(`phase.${str(e.phase)}` as FrontlineKey) });
    case 'battle':
      return ft('ev.battle', {
        territory,
        attacker: name(num(e.attacker)),
        defender: name(num(e.defender)),
        mode: ft(`battle.mode.${str(e.mode)}` as FrontlineKey),
      });
    case 'exchange': {
      const pairs = Array.isArray(e.pairs) ? (e.pairs as { winner: string }[]) : [];
      const won = pairs.filter((p) => p.winner === 'attacker').length;
      return ft('ev.exchange', {
        a: dice(e.attackerDice),
        d: dice(e.defenderDice),
        result: ft('ev.exchange.result', { won, lost: pairs.length - won }),
      });
    }
    case 'invaded':
      return ft('ev.invaded', { name: name(num(e.by)), territory, via: tn(str(e.via)) });
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
      return ft(`ev.${e.type}`, { name: seat, territory });
    case 'rear-lost':
      return ft('ev.rear-lost', { territory, n: num(e.removed) });
    case 'pulled-back':
      return ft('ev.pulled-back', { name: seat, territory, to: tn(str(e.destination)) });
    case 'objective':
      return ft('ev.objective', {
        name: seat,
        objective: ft(`objective.${str(e.objective)}` as FrontlineKey),
        reward: e.reward ? ft(`reward.${str(e.reward)}` as FrontlineKey) : ft('ev.objective.none'),
      });
    case 'cards-drawn':
      return ft('ev.cards-drawn', { name: seat, n: num(e.count) });
    case 'offer':
      return ft('ev.offer', {
        from: name(num(e.from)),
        name: seat,
        cards: cardsText([str(e.give), ...strings(e.more)]),
        asks: asksText([num(e.askStars), ...numbers(e.askMore)]),
      });
    case 'offer-declined':
      return ft('ev.offer-declined', { from: name(num(e.from)), name: seat });
    case 'traded': {
      // Only the two traders see which cards changed hands; the others are told that a trade was made.
      const gave = Array.isArray(e.gaveAll) ? strings(e.gaveAll) : typeof e.gave === 'string' ? [e.gave] : [];
      const got = Array.isArray(e.gotAll) ? strings(e.gotAll) : typeof e.got === 'string' ? [e.got] : [];
      return gave.length > 0
        ? ft('ev.traded', { from: name(num(e.from)), name: seat, gave: cardsText(gave), got: cardsText(got) })
        : ft('ev.traded.hidden', { from: name(num(e.from)), name: seat });
    }
    case 'retreated':
      return ft('ev.retreated', {
        name: seat,
        territory: tn(str(e.from)),
        to: tn(str(e.destination)),
        n: num(e.divisions),
      });
    case 'landing-failed':
      return ft('ev.landing-failed', { name: seat, territory, n: num(e.returned) });
    case 'eliminated':
      return ft('ev.eliminated', { name: seat, by: name(num(e.by)) });
    case 'drafted':
      return ft(e.reinforce === true ? 'ev.drafted.reinforce' : 'ev.drafted', {
        name: seat,
        territory,
        division: divisionName(division(e.division)),
      });
    case 'moved': {
      const kind = e.kind === 'expedition' || e.kind === 'reinforce' || e.kind === 'follow' ? e.kind : 'own';
      const moved = ft(`ev.moved.${kind}`, {
        name: seat,
        division: divisionName(division(e.division)),
        from: tn(str(e.from)),
        to: tn(str(e.to)),
      });
      return e.abandoned === true
        ? `${moved} ${ft('ev.moved.abandoned', { territory: tn(str(e.from)) })}`
        : moved;
    }
    case 'posted':
    case 'unposted':
      return ft(`ev.${e.type}`, {
        name: seat,
        territory,
        border: tn(str(e.border)),
        division: divisionName(division(e.division)),
        slot: num(e.slot) + 1,
      });
    case 'embarked':
      return ft('ev.embarked', {
        name: seat,
        division: divisionName(division(e.division)),
        from: tn(str(e.from)),
        to: tn(str(e.to)),
      });
    case 'merged':
    case 'disarmed':
    case 'sent-to-repair':
      return typeof e.border === 'string' && e.type !== 'merged'
        ? ft(e.type === 'disarmed' ? 'ev.disarmed.front' : 'ev.sent-to-repair', {
            name: seat,
            territory,
            border: tn(e.border),
          })
        : ft(`ev.${e.type}`, { name: seat, territory });
    default:
      return ft('ev.unknown', { type: e.type });
  }
}

/** Dice faces as die glyphs (⚀–⚅) followed by the numbers, so both the eye and a screen reader get them. */
export function dice(v: unknown): string {
  const faces = Array.isArray(v) ? (v as number[]) : [];
  return faces.map((f) => `${'⚀⚁⚂⚃⚄⚅'[f - 1] ?? '?'}${f}`).join(' ');
}
