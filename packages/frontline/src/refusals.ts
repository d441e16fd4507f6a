import { type RefusalCatalogue, type RuleError, refusalsOf } from '@warboard/core';

/**
 * Every refusal of the Frontline rules (the game's `refusals`): each code with the facts its sentence names, by
 * kind — `territory` (a territory or border id), `card` (a territory card, named by its territory), `seat` (a
 * number), `division` (I, A or D), `count` (a number). A client keeps a sentence per code in each of its languages; the
 * English `message` stays for logs and the command line. Facts are only what the refused seat may know.
 */
export const frontlineRefusals = {
  // Whose action and when (O2.1, O3.1, FG20)
  'game-over': {},
  'not-your-turn': {},
  'wrong-decision': {},
  'turn-spent': {},
  malformed: {},
  'draft-phase': {},
  'attack-phase': {},
  'maneuver-phase': {},
  'formation-phase': {},
  'convert-phase': {},
  'between-battles': {},
  'hold-the-line': {},
  // Territories (FG1)
  'unknown-territory': { territory: 'territory' },
  'not-yours': { territory: 'territory' },
  'not-occupied': { territory: 'territory' },
  'not-adjacent': { from: 'territory', to: 'territory' },
  'not-enemy': { territory: 'territory' },
  'enemy-territory': { territory: 'territory' },
  'not-across-sea': { from: 'territory', to: 'territory' },
  'needs-landing': {},
  'cut-off': { territory: 'territory' },
  'must-occupy': { territory: 'territory' },
  'expedition-needs-infantry': {},
  // Divisions and rows (R4, R5, R6)
  'no-division': { division: 'division', territory: 'territory' },
  'no-division-here': { territory: 'territory' },
  'no-front-division': { territory: 'territory', border: 'territory' },
  'no-forward': { division: 'division' },
  'nothing-forward': {},
  'no-front': { territory: 'territory', border: 'territory' },
  'front-full': {},
  'front-empty': {},
  'bad-slot': {},
  'must-defend': {},
  'not-followed': { from: 'territory', to: 'territory' },
  // Invasions (R6.8–R6.15, R8.4–R8.5)
  'not-invaded': { territory: 'territory' },
  'no-invader-front': { territory: 'territory' },
  'no-defender': { territory: 'territory' },
  'no-target-row': { territory: 'territory' },
  'no-invader-of': { seat: 'seat', territory: 'territory' },
  'not-your-decision': {},
  'no-retreat': { territory: 'territory' },
  // Amphibious assaults (R7)
  'no-coast-force': { territory: 'territory' },
  'no-coast-force-of': { seat: 'seat', territory: 'territory' },
  'other-coast-force': { territory: 'territory', via: 'territory' },
  'just-arrived': {},
  'landing-needs-armor': {},
  'no-landing-front': {},
  // The draft, armor and repairs (O5, O6, R2, R3, R5.8, R5.14)
  'no-units': { needed: 'count', left: 'count' },
  'units-left': { units: 'count' },
  'armor-needs-city': {},
  'armor-shortage': {},
  'merge-needs-infantry': { territory: 'territory' },
  'rear-lost': { territory: 'territory' },
  'repaired-anyway': {},
  // Cards, cities, the capital, the table and trades (O3.2, O11, FG8, FG12)
  'no-card': { card: 'card' },
  'not-on-table': { card: 'card' },
  'stars-capped': { max: 'count' },
  'not-enough-stars': { cost: 'count' },
  'city-exists': { territory: 'territory' },
  'capital-not-lost': {},
  'too-many-asks': { max: 'count' },
  'no-ask': { stars: 'count' },
  'offer-open': {},
  'no-partner': { seat: 'seat' },
  'in-battle': {},
  eliminated: {},
  'offers-spent': { max: 'count' },
  'no-offer': {},
  'wrong-stars': { stars: 'count' },
  // Rewards (O10.4, O10.5)
  'no-airfield': {},
  'airfield-exists': { territory: 'territory' },
  'no-reward': {},
  'nothing-to-repair': { territory: 'territory' },
} as const satisfies RefusalCatalogue;

export type FrontlineRefusalCode = keyof typeof frontlineRefusals;
/** A refusal of the Frontline rules: one of the catalogue's codes, with its facts. */
export type FrontlineRefusal = RuleError<FrontlineRefusalCode>;

/** The one way rules code refuses: `refusal(code, rule, message, facts)`, typed by the catalogue. */
export const refusal = refusalsOf(frontlineRefusals);

/** FG20: the turn has taken all its actions that can start anything. */
export const turnSpent = (): FrontlineRefusal =>
  refusal('turn-spent', 'FG20', 'this turn has used all its actions: end the phase');

/** FG1: an id that names no territory of the game's map. */
export const unknownTerritory = (territory: string): FrontlineRefusal =>
  refusal('unknown-territory', 'FG1', `no territory "${territory}"`, { territory });

/** `territory` is not held by the acting seat (`rule` names the action's rule). */
export const notYours = (rule: string, territory: string): FrontlineRefusal =>
  refusal('not-yours', rule, `${territory} is not held by you`, { territory });

/** `from` and `to` share no border (`rule` names the action's rule). */
export const notAdjacent = (rule: string, from: string, to: string): FrontlineRefusal =>
  refusal('not-adjacent', rule, `${from} does not border ${to}`, { from, to });

/** R6.13: a territory invaded twice over takes no reinforcement. */
export const cutOffFrom = (territory: string): FrontlineRefusal =>
  refusal('cut-off', 'R6.13', `${territory} is invaded twice over and cannot be reinforced`, { territory });

/** R8.1: a territory entered this turn keeps its last infantry division. */
export const mustOccupy = (territory: string): FrontlineRefusal =>
  refusal('must-occupy', 'R8.1', `${territory} was entered this turn and must keep an infantry division`, {
    territory,
  });

/** The acting seat does not occupy `territory` (`rule` names the action's rule). */
export const notOccupied = (rule: string, territory: string): FrontlineRefusal =>
  refusal('not-occupied', rule, `you do not occupy ${territory}`, { territory });

/** The acting seat holds no card `card` (`rule` names the action's rule). */
export const noCard = (rule: string, card: string): FrontlineRefusal =>
  refusal('no-card', rule, `you hold no card "${card}"`, { card });
