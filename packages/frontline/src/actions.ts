import type { EmbarkAction, LandAction, RepelAction } from './amphibious.js';
import type { AssaultAction, AttackAction, CounterAction } from './attack.js';
import type { BattleAction } from './battle.js';
import type { BuildCityAction, MoveCapitalAction } from './cards.js';
import type { DraftAction, SpendCardAction } from './draft.js';
import type { PostAction, UnpostAction } from './formation.js';
import type { RetreatAction, StandAction } from './invasion.js';
import type { ConvertAction, MoveAction, PullBackAction } from './maneuver.js';
import type { EndPhaseAction } from './phase-end.js';
import type { SendToRepairAction } from './repair.js';
import type { ResignAction } from './resign.js';
import type { AirfieldAction, RepairAction } from './rewards.js';
import type { AskAction, TableAction } from './table.js';
import type { AnswerAction, OfferAction } from './trades.js';

/** Every action a seat can send, as plain JSON; its wire schema is `ActionSchema` (action-table.ts). */
export type FrontlineAction =
  | DraftAction
  | SpendCardAction
  | PostAction
  | UnpostAction
  | EndPhaseAction
  | AttackAction
  | AssaultAction
  | CounterAction
  | BattleAction
  | RetreatAction
  | StandAction
  | MoveAction
  | ConvertAction
  | BuildCityAction
  | MoveCapitalAction
  | OfferAction
  | AnswerAction
  | TableAction
  | AskAction
  | EmbarkAction
  | LandAction
  | RepelAction
  | AirfieldAction
  | RepairAction
  | SendToRepairAction
  | PullBackAction
  | ResignAction;

export function describeAction(a: FrontlineAction): string {
  switch (a.type) {
    case 'draft':
      return `draft ${a.division === 'A' ? 'armor' : 'infantry'} to ${a.territory}`;
    case 'spend-card':
      return `spend card ${a.card}`;
    case 'post':
      return `post ${a.division} at ${a.territory}→${a.border} slot ${a.slot}`;
    case 'unpost':
      return `unpost ${a.territory}→${a.border} slot ${a.slot}`;
    case 'attack':
      return `attack ${a.to} from ${a.from}`;
    case 'assault':
      return `rear assault in ${a.territory} on ${a.target}`;
    case 'counter':
      return `attack seat ${a.target}'s invaders in ${a.territory}`;
    case 'forward':
      return `bring ${a.division} forward to slot ${a.slot}`;
    case 'damaged':
      return `damaged armor ${a.choice === 'stay' ? 'keeps fighting' : 'withdraws for repair'}`;
    case 'retreat':
      return `retreat to ${a.to}`;
    case 'move':
      return `move ${a.division} ${a.from}→${a.to}`;
    case 'disarm':
    case 'send-to-repair': {
      const what = a.type === 'disarm' ? 'disarm armor' : 'send damaged armor to repair';
      const where = a.border === undefined ? 'middle row' : `front facing ${a.border} slot ${a.slot}`;
      return `${what} in ${a.territory} (${where})`;
    }
    case 'merge':
    case 'build-city':
    case 'move-capital':
      return `${a.type} in ${a.territory}`;
    case 'offer':
      return `offer ${a.give} to seat ${a.to} for a ${a.askStars}-star card`;
    case 'accept':
      return `accept the trade with ${a.card}`;
    case 'table':
      return `lay ${a.card} on the table`;
    case 'untable':
      return `take ${a.card} back from the table`;
    case 'ask':
      return `ask for one more ${a.stars}-star card`;
    case 'unask':
      return `ask for one ${a.stars}-star card less`;
    case 'embark':
      return `embark ${a.division} from ${a.from} onto the coast of ${a.to}`;
    case 'land':
      return `land on ${a.territory}`;
    case 'resign':
      return 'resign (FG21)';
    case 'airfield':
    case 'repair':
    case 'pull-back':
      return `${a.type} in ${a.territory}`;
    case 'repel':
      return `attack seat ${a.target}'s force on the coast of ${a.territory}`;
    default:
      return a.type;
  }
}
