/** The server's events as sentences for the log, in the current language. */
import type { CardRef, Faction, HorsemenEvent } from '@warboard/horsemen';
import { type MessageKey, t } from '../i18n/i18n.js';
import { cardName, lineName } from './labels.js';

export interface DescribeContext {
  readonly lines: readonly Faction[];
  readonly name: (seat: number) => string;
}

export function describeEvent(e: HorsemenEvent, ctx: DescribeContext): string {
  const line = (i: number) => {
    const f = ctx.lines[i];
    return f ? lineName(f) : String(i + 1);
  };
  const card = (c: CardRef) => cardName(c);
  const row = (r: 'front' | 'back') => t(r === 'front' ? 'hz.front' : 'hz.back');
  switch (e.type) {
    case 'hand-checked':
      return e.discarded.length > 0
        ? t('ev.hand-checked.discarded', { seat: ctx.name(e.seat), cards: e.discarded.map(card).join(', ') })
        : t('ev.hand-checked', { seat: ctx.name(e.seat), kings: e.kings });
    case 'king-drawn-out':
      return t('ev.king-drawn-out', { seat: ctx.name(e.seat), card: card(e.card) });
    case 'refilled':
      return t(e.drew ? 'ev.refilled' : 'ev.refilled.no', { seat: ctx.name(e.seat) });
    case 'placed':
      return t('ev.placed', { seat: ctx.name(e.seat), line: line(e.line), row: row(e.row) });
    case 'first-player':
      return t('ev.first-player', { seat: ctx.name(e.seat) });
    case 'flipped':
      return t('ev.flipped', { seat: ctx.name(e.seat), card: card(e.card), line: line(e.line) });
    case 'moved':
      return t('ev.moved', {
        seat: ctx.name(e.seat),
        card: card(e.card),
        from: line(e.from),
        to: line(e.to),
        paid: e.paid,
      });
    case 'compared':
      return t('ev.compared', {
        seat: ctx.name(e.seat),
        line: line(e.line),
        attacker: card(e.attacker),
        defender: card(e.defender),
        a: e.scores[0],
        d: e.scores[1],
        result: t(`ev.compared.${e.winner}` as MessageKey),
        paid: e.paid,
      });
    case 'died':
      return t('ev.died', {
        seat: ctx.name(e.seat),
        card: card(e.card),
        line: line(e.line),
        cause: t(`ev.cause.${e.cause}` as MessageKey),
      });
    case 'captured':
      return t('ev.captured', { by: ctx.name(e.by), card: card(e.card), line: line(e.line), paid: e.paid });
    case 'points':
      return t('ev.points', {
        seat: ctx.name(e.seat),
        card: card(e.card),
        line: line(e.line),
        change: e.change > 0 ? `+${e.change}` : String(e.change),
        cause: t(e.cause === 'recovery' ? 'ev.cause.recovery' : `ev.points.${e.cause}`),
      });
    case 'infected':
      return t('ev.infected', { seat: ctx.name(e.seat), card: card(e.card), line: line(e.line) });
    case 'refund':
      return t('ev.refund', { seat: ctx.name(e.seat), chips: e.chips });
    case 'passed':
      return t('ev.passed', { seat: ctx.name(e.seat) });
    case 'topped-up':
      return t('ev.topped-up', { seat: ctx.name(e.seat), chips: e.chips });
    case 'game-over':
      return t('ev.game-over');
    case 'prize':
      return e.prize.kind === 'chest'
        ? t('ev.prize.chest', { seat: ctx.name(e.seat), chips: e.prize.chips })
        : t('ev.prize.card', { seat: ctx.name(e.seat), card: e.prize.card });
    default:
      return unknownEvent(e);
  }
}

/**
 * Every event kind has its sentence above: a new kind in the engine fails the type-check here. Should a newer
 * server still send one, the log says so in the current language.
 */
function unknownEvent(e: never): string {
  return t('ev.unknown', { type: String((e as { type?: unknown }).type) });
}
