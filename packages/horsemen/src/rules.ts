import type { Seat } from '@warboard/core';
import { boardCards, cardAt, neighbours } from './board.js';
import { type SkillId, skillOf } from './kings.js';
import {
  type Card,
  type Faction,
  type HorsemenState,
  isKingValue,
  type KingValue,
  unitType,
} from './types.js';

/**
 * Which faction clause governs a card, and whether as "same" or "different" faction (HF1–HF4, HG2).
 * - 'army' (default): a card fights under its controller's king. Cards of the king's colour get the
 *   faction's "same" clause; the army's cards of other colours get its "different" clause.
 * - 'line' (option): a card follows its own colour's clauses — "same" on the line of its colour,
 *   "different" elsewhere.
 */
export interface Allegiance {
  faction: Faction;
  same: boolean;
  king: KingValue; // the king whose size sets the Refugees' reduction (HF2)
}

export function allegiance(s: HorsemenState, card: Card, line: number): Allegiance | null {
  if (s.options.factionScope === 'line') {
    return { faction: card.faction, same: s.lines[line] === card.faction, king: card.kingValue };
  }
  const player = s.players[card.controller as 0 | 1];
  if (player.faction === null || player.king === null) return null;
  const king = (s.cards[player.king]?.value ?? 6) as KingValue;
  const same = card.faction === player.faction;
  // 'colour': the clauses under the card's own colour heading (「狂熱者(紅):同勢力:… 異勢力:…」), "same" when its
  // controller's king shares that colour; 「依王」 (HF2) then names the controller's, foreign, king's size.
  if (s.options.factionScope === 'colour') return { faction: card.faction, same, king };
  return { faction: player.faction, same, king };
}

const governs = (a: Allegiance | null, faction: Faction, same: boolean): boolean =>
  a !== null && a.faction === faction && a.same === same;

/** HG11: a skill works while a king of `seat` that has it stands face up on the board. */
export function hasSkill(s: HorsemenState, seat: Seat, skill: SkillId): boolean {
  if (!s.options.kingSkills) return false;
  for (const [card] of boardCards(s, seat)) {
    if (!card.faceUp || !isKingValue(card.value)) continue;
    if (skillOf(card.faction, card.value as KingValue).id === skill) return true;
  }
  return false;
}

/**
 * HF2 different faction 「點數依王永遠扣除(小扣一，大扣二)」: permanently weaker by the king's size — but never below
 * 1 point (Warboard decision: the source kills a card at zero only by hunger and disease, 「歸零為餓死」「歸零為病死」).
 */
export const permanentLoss = (s: HorsemenState, card: Card, line: number): number => {
  const a = allegiance(s, card, line);
  return governs(a, 'famine', false) ? kingDeduction(card.value, a!.king) : 0;
};

/** HF2's deduction from a card of printed `value` under a king of size `king`, leaving it at least 1 point. */
export const kingDeduction = (value: number, king: KingValue): number =>
  Math.min(king === 6 ? 1 : 2, Math.max(0, value - 1));

/** A card's points now: printed value less every loss, never below zero. Costs and deaths use these. */
export const currentPoints = (s: HorsemenState, card: Card, line: number): number =>
  Math.max(0, card.value - permanentLoss(s, card, line) - card.hunger - card.sickness);

/**
 * What a card counts in a compare before line and attack bonuses. HF2 same faction: every point a Refugee
 * has lost is added to its printed value instead ("counted from its original points").
 */
export const fightingPoints = (s: HorsemenState, card: Card, line: number): number =>
  governs(allegiance(s, card, line), 'famine', true)
    ? card.value + card.hunger + card.sickness
    : currentPoints(s, card, line);

/** HU5: heavy cavalry pays double chips for every action. */
const chipFactor = (card: Card): number => (unitType(card.value) === 'heavy-cavalry' ? 2 : 1);

/** H6, HG4: a move costs the card's points; entering the Death line is free (H17). */
export const moveCost = (s: HorsemenState, card: Card, from: number, to: number): number =>
  s.lines[to] === 'death' ? 0 : currentPoints(s, card, from) * chipFactor(card);

/** H6, HG4, HF1 different faction (+2 chips), HU5 (double), Ferryman skill (free on Death). */
export function compareCost(s: HorsemenState, card: Card, line: number): number {
  if (s.lines[line] === 'death' && hasSkill(s, card.controller, 'ferryman')) return 0;
  const zealotTax = governs(allegiance(s, card, line), 'war', false) ? 2 : 0;
  return currentPoints(s, card, line) * chipFactor(card) + zealotTax;
}

/** Cells a card may move in one action (H13): one; two for heavy cavalry (HU5) and small Refugees (HF2); +1 after a Zealot victory (HF1). */
export function moveRange(s: HorsemenState, card: Card, line: number): number {
  const a = allegiance(s, card, line);
  const double =
    unitType(card.value) === 'heavy-cavalry' ||
    (governs(a, 'famine', true) && currentPoints(s, card, line) <= 4);
  return (double ? 2 : 1) + (zealActive(s, card, line) ? 1 : 0);
}

/** HF1 same faction: a Zealot that won a compare gets +3 or an extra move in its controller's next turn. */
export const zealActive = (s: HorsemenState, card: Card, line: number): boolean =>
  card.zealTurn === s.turn && governs(allegiance(s, card, line), 'war', true);

/** HF1 different faction: +1 point in every compare. */
const zealotDifferentBonus = (s: HorsemenState, card: Card, line: number): number =>
  governs(allegiance(s, card, line), 'war', false) ? 1 : 0;

/** Which linking rule a unit type follows (HU1, HU2, HU4, HU5), with the War kings' skills (HG11). */
function linkLimit(s: HorsemenState, card: Card): number {
  switch (unitType(card.value)) {
    case 'light-infantry':
      return Number.POSITIVE_INFINITY; // HU1: links without limit
    case 'light-cavalry':
      return 1; // HU2: one partner
    case 'heavy-infantry':
      return hasSkill(s, card.controller, 'shield-wall') ? 1 : 0; // HU4
    case 'heavy-cavalry':
      return hasSkill(s, card.controller, 'cavalry-charge') ? 1 : 0; // HU5
    default:
      return 0; // kings fight alone
  }
}

/**
 * The cards that fight beside the front card of `line` (HG10): face-up cards of the same unit type and
 * controller, in neighbouring front cells ('adjacent-lines', chained for light infantry) or in the back
 * cell of the same line ('same-line').
 */
function linkedPartners(s: HorsemenState, seat: Seat, line: number): { card: Card; line: number }[] {
  const front = cardAt(s, seat, line, 0);
  if (!front) return [];
  const limit = linkLimit(s, front);
  if (limit === 0) return [];
  const kind = unitType(front.value);
  const fits = (c: Card | null): c is Card => c?.faceUp === true && unitType(c.value) === kind;
  if (s.options.links === 'same-line') {
    const back = cardAt(s, seat, line, 1);
    return fits(back) ? [{ card: back, line }] : [];
  }
  if (limit === 1) {
    const options = neighbours(line)
      .map((l) => ({ card: cardAt(s, seat, l, 0), line: l }))
      .filter((p): p is { card: Card; line: number } => fits(p.card));
    options.sort(
      (a, b) => fightingPoints(s, b.card, b.line) - fightingPoints(s, a.card, a.line) || a.line - b.line,
    );
    return options.slice(0, 1);
  }
  const group: { card: Card; line: number }[] = [];
  for (const step of [-1, 1]) {
    for (let l = line + step; l >= 0 && l < s.lines.length; l += step) {
      const c = cardAt(s, seat, l, 0);
      if (!fits(c)) break;
      group.push({ card: c, line: l });
    }
  }
  return group;
}

export interface CompareScore {
  total: number;
  parts: { base: number; linked: number; war: number; zeal: number; zealot: number };
}

/** A side's score in a compare on `line` (H12, H15, HF1, HG10). Only the initiator gets War's +3 and zeal. */
export function compareScore(s: HorsemenState, seat: Seat, line: number, initiator: boolean): CompareScore {
  const card = cardAt(s, seat, line, 0)!;
  const base = fightingPoints(s, card, line);
  const linked = linkedPartners(s, seat, line).reduce((sum, p) => sum + fightingPoints(s, p.card, p.line), 0);
  const war = initiator && s.lines[line] === 'war' ? 3 : 0; // H15
  const zeal = initiator && zealActive(s, card, line) ? 3 : 0; // HF1 same
  const zealot = zealotDifferentBonus(s, card, line); // HF1 different
  return { total: base + linked + war + zeal + zealot, parts: { base, linked, war, zeal, zealot } };
}
