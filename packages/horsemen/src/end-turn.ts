import { boardCards, cardAt, neighbours, positionOf } from './board.js';
import { edit } from './copy-on-write.js';
import type { HorsemenEvent } from './events.js';
import { cardRef, checkKings, endGame, kill } from './lifecycle.js';
import { type Allegiance, allegiance, currentPoints, hasSkill, permanentLoss } from './rules.js';
import { type Card, type HorsemenState, other } from './types.js';

/**
 * The end of the mover's turn (HG9): each of the mover's face-up cards that stood on its line the whole
 * turn feels that line — Famine hunger (H16), Plague sickness (H18), the Scavengers' refund (HF4) — and sick
 * cards away from their sickness recover (H18). Then deaths, the stalemate count (HG14), and the next turn.
 */
export function endTurn(s: HorsemenState, events: HorsemenEvent[]): void {
  const seat = s.toMove;
  const dead: Card[] = [];
  for (const [seen, at] of boardCards(s, seat)) {
    if (!seen.faceUp) continue;
    if (seen.sickLine === null && s.lines[at.line] === 'war') continue; // nothing to feel
    const card = edit(s, seen.id);
    tick(s, card, at.line, events);
    if (currentPoints(s, card, at.line) === 0 && card.hunger + card.sickness > 0) dead.push(card);
  }
  for (const card of dead) {
    const line = lineOf(s, card);
    kill(s, card, card.hunger > 0 && s.lines[line] === 'famine' ? 'famine' : 'plague', events);
  }
  for (const [card] of boardCards(s, seat)) if (card.fresh) edit(s, card.id).fresh = false;
  if (checkKings(s, dead, events)) return;
  s.quiet += 1;
  if (s.quiet >= s.options.stalemateLimit) {
    endGame(s, null, 'stalemate', events);
    return;
  }
  s.toMove = other(seat);
  s.turn += 1;
}

const lineOf = (s: HorsemenState, card: Card): number => positionOf(s, card.id)?.line ?? -1;

function tick(s: HorsemenState, card: Card, line: number, events: HorsemenEvent[]): void {
  const colour = s.lines[line];
  const a = allegiance(s, card, line);
  const enemy = other(card.controller);
  // HF3 different faction 「不論在青或灰，以二倍數遞減，以二倍數回復」: double rate on the grey and cyan lines only.
  const doubled = a?.faction === 'plague' && !a.same && (colour === 'famine' || colour === 'plague') ? 2 : 1;
  const stayed = !card.fresh;
  if (colour === 'famine' && stayed && !hasSkill(s, card.controller, 'forage')) {
    const rate = doubled * (hasSkill(s, enemy, 'scorched-earth') ? 2 : 1);
    lose(s, card, line, 'hunger', rate, events);
  }
  if (colour === 'plague') {
    // H18 「任何卡於此停留一回合後判定為病人」: any card on the Plague line, whatever sickness it carries, loses
    // once it has stayed a turn, and never heals there.
    if (stayed) sicken(s, card, line, a, doubled, events);
  } else if (card.sickLine !== null && card.sickLine !== line) {
    recover(s, card, line, doubled, events);
  } else if (stayed && card.sickLine === line) {
    sicken(s, card, line, a, doubled, events); // HF3: infected here, losing while it stays
  }
  if (colour === 'death' && stayed && a?.faction === 'death' && a.same) refund(s, card, line, events);
}

/** H18, HF3: a card loses to disease on `line`; a new patient of the Chronic patients infects its neighbours. */
function sicken(
  s: HorsemenState,
  card: Card,
  line: number,
  a: Allegiance | null,
  doubled: number,
  events: HorsemenEvent[],
): void {
  const becomesPatient = card.sickLine === null;
  card.sickLine = line;
  const rate = doubled * (hasSkill(s, other(card.controller), 'pestilence') ? 2 : 1);
  lose(s, card, line, 'sickness', rate, events);
  if (becomesPatient && a?.faction === 'plague' && a.same) infectNeighbours(s, line, events);
}

function lose(
  s: HorsemenState,
  card: Card,
  line: number,
  kind: 'hunger' | 'sickness',
  rate: number,
  events: HorsemenEvent[],
): void {
  const before = currentPoints(s, card, line);
  card[kind] += rate;
  // HF3 same faction: a Chronic patient never drops below 1 from sickness.
  const a = allegiance(s, card, line);
  if (kind === 'sickness' && a?.faction === 'plague' && a.same) {
    card.sickness = Math.min(
      card.sickness,
      Math.max(0, card.value - permanentLoss(s, card, line) - card.hunger - 1),
    );
  }
  reportPoints(s, card, line, before, kind === 'hunger' ? 'famine' : 'plague', events);
}

/** A 'points' event when a card's points changed since `before`. */
function reportPoints(
  s: HorsemenState,
  card: Card,
  line: number,
  before: number,
  cause: 'famine' | 'plague' | 'recovery',
  events: HorsemenEvent[],
): void {
  const change = currentPoints(s, card, line) - before;
  if (change !== 0)
    events.push({ type: 'points', card: cardRef(card), seat: card.controller, line, change, cause });
}

/** H18: after leaving, one point back per turn (twice as fast for HF3 different faction on grey or cyan, and with Quarantine). */
function recover(s: HorsemenState, card: Card, line: number, doubled: number, events: HorsemenEvent[]): void {
  const rate = doubled * (hasSkill(s, card.controller, 'quarantine') ? 2 : 1);
  const before = currentPoints(s, card, line);
  card.sickness = Math.max(0, card.sickness - rate);
  if (card.sickness === 0) card.sickLine = null;
  reportPoints(s, card, line, before, 'recovery', events);
}

/** HF3 same faction: a new Chronic patient infects the front cards, friend or foe, on the lines beside it. */
function infectNeighbours(s: HorsemenState, line: number, events: HorsemenEvent[]): void {
  for (const l of neighbours(line)) {
    for (const seat of [0, 1]) {
      const card = cardAt(s, seat, l, 0);
      if (!card?.faceUp || card.sickLine !== null) continue; // face-down cards are immune (H11)
      edit(s, card.id).sickLine = l;
      events.push({ type: 'infected', card: cardRef(card), seat, line: l });
    }
  }
}

/**
 * HF4 same faction: a Scavenger staying on the Death line takes chips back into its fund pool — one more each
 * turn, up to its points — from its own war chest, or from the enemy's when its own is empty.
 */
function refund(s: HorsemenState, card: Card, line: number, events: HorsemenEvent[]): void {
  card.deathStay += 1;
  const points = currentPoints(s, card, line);
  // 「每回合遞增至該卡點數為上限」: 'per-turn' caps each turn's growing amount; 'total' reads 遞增 as the mirror
  // of 遞減 (H16, H18) — a running total rising one chip a turn to the card's points.
  const wanted =
    s.options.scavengerRefund === 'total'
      ? Math.min(1, Math.max(0, points - card.refunded))
      : Math.min(card.deathStay, points);
  const own = s.players[card.controller as 0 | 1];
  const from = own.chest > 0 ? card.controller : other(card.controller);
  const source = s.players[from as 0 | 1];
  const chips = Math.min(wanted, source.chest);
  if (chips === 0) return;
  source.chest -= chips;
  own.fund += chips;
  card.refunded += chips;
  events.push({ type: 'refund', seat: card.controller, chips, from });
}
