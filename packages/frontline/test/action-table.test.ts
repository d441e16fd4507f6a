/** The action table is assembled from the rules modules' own entries, in the order its schema and walkers see. */
import { describe, expect, it } from 'vitest';
import { ACTIONS, ActionSchema } from '../src/action-table.js';
import { AMPHIBIOUS_ACTIONS } from '../src/amphibious.js';
import { ATTACK_ACTIONS } from '../src/attack.js';
import { BATTLE_ACTIONS } from '../src/battle.js';
import { CARD_ACTIONS } from '../src/cards.js';
import { DRAFT_ACTIONS } from '../src/draft.js';
import { MOVE_ACTIONS } from '../src/follow.js';
import { FORMATION_ACTIONS } from '../src/formation.js';
import { RETREAT_ACTIONS } from '../src/invasion.js';
import { MANEUVER_ACTIONS } from '../src/maneuver.js';
import { PHASE_END_ACTIONS } from '../src/phase-end.js';
import { REPAIR_ACTIONS } from '../src/repair.js';
import { RESIGN_ACTIONS } from '../src/resign.js';
import { REWARD_ACTIONS } from '../src/rewards.js';
import { TABLE_ACTIONS } from '../src/table.js';
import { TRADE_ACTIONS } from '../src/trades.js';

const MODULES = {
  AMPHIBIOUS_ACTIONS,
  ATTACK_ACTIONS,
  BATTLE_ACTIONS,
  CARD_ACTIONS,
  DRAFT_ACTIONS,
  MOVE_ACTIONS,
  FORMATION_ACTIONS,
  RETREAT_ACTIONS,
  MANEUVER_ACTIONS,
  PHASE_END_ACTIONS,
  REPAIR_ACTIONS,
  RESIGN_ACTIONS,
  REWARD_ACTIONS,
  TABLE_ACTIONS,
  TRADE_ACTIONS,
};

describe('the Frontline action table', () => {
  it('holds each rules module’s entries as they are, every action type once', () => {
    const fromModules = Object.values(MODULES).flatMap((entries) => Object.entries(entries));
    expect(fromModules.map(([type]) => type).sort()).toEqual(Object.keys(ACTIONS).sort());
    for (const [type, rule] of fromModules) {
      // The module's entry as it is, with legalActions' candidate source joined to it (candidates.ts).
      const { candidates, ...entry } = ACTIONS[type as keyof typeof ACTIONS];
      expect(Object.keys(entry).sort()).toEqual(Object.keys(rule).sort());
      for (const [field, value] of Object.entries(rule))
        expect(entry[field as keyof typeof entry]).toBe(value);
      expect(typeof candidates.list).toBe('function');
    }
  });

  it('keeps the order its schema reports and its walkers meet', () => {
    // biome-ignore format: one action type a line reads as the table does
    const order = [
      'draft', 'spend-card', 'post', 'unpost', 'end-phase', 'attack', 'assault', 'counter', 'roll', 'stop', 'hold',
      'forward', 'damaged', 'retreat', 'stand', 'move', 'merge', 'disarm', 'build-city', 'move-capital', 'offer',
      'accept', 'decline', 'table', 'untable', 'ask', 'unask', 'embark', 'land', 'airfield', 'repair', 'pull-back',
      'send-to-repair', 'repel', 'resign',
    ];
    expect(Object.keys(ACTIONS)).toEqual(order);
    expect(ActionSchema.options.map((o) => o.shape.type.value)).toEqual(order);
  });
});
