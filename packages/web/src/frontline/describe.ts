/** Actions and the server's events as sentences, in the current language, with territory names. */
import { describeAction as engineSentence, type FrontlineAction } from '@warboard/frontline';
import type { WireEvent } from '../api/protocol.js';
import { type FrontlineKey, ft } from './i18n.js';
import { divisionName, territoryName } from './labels.js';

export type Namer = (seat: number) => string;

const tn = territoryName;

export function describeAction(a: FrontlineAction, name: Namer): string {
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
    case 'merge':
    case 'disarm':
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
      return ft('a.offer', { territory: tn(a.give), name: name(a.to), stars: a.askStars });
    case 'accept':
      return ft('a.accept', { territory: tn(a.card) });
    default:
      // An action this client has no sentence for yet: the engine's own English description.
      return engineSentence(a as FrontlineAction);
  }
}

const num = (v: unknown): number => (typeof v === 'number' ? v : -1);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

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
        card: tn(str(e.give)),
        stars: num(e.askStars),
      });
    case 'offer-declined':
      return ft('ev.offer-declined', { from: name(num(e.from)), name: seat });
    case 'traded':
      return typeof e.gave === 'string'
        ? ft('ev.traded', { from: name(num(e.from)), name: seat, gave: tn(e.gave), got: tn(str(e.got)) })
        : ft('ev.traded.hidden', { from: name(num(e.from)), name: seat });
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
    default:
      return ft('ev.unknown', { type: e.type });
  }
}

/** Dice faces as die glyphs (⚀–⚅) followed by the numbers, so both the eye and a screen reader get them. */
export function dice(v: unknown): string {
  const faces = Array.isArray(v) ? (v as number[]) : [];
  return faces.map((f) => `${'⚀⚁⚂⚃⚄⚅'[f - 1] ?? '?'}${f}`).join(' ');
}
