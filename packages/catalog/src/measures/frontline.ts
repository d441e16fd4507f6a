/**
 * Frontline's per-game measures, read off the engine's events and the actions applied — nothing is added
 * to the engine for them: battles (R6, every `battle` event), successful invasions (R6.4, `invaded`),
 * objectives claimed by kind (FG4, `objective` events, kinds named by the events), the
 * armor share of drafted divisions (R3.1–R3.2, O6.3–O6.5: the `draft` actions), amphibious landings
 * (R7: `battle` of mode `landing`, won when the force invades; `landed` when nobody opposed it), rounds
 * (`turn` events) and eliminations (FG7).
 */
import type { GameEvent, Seat } from '@warboard/core';
import type { FieldEvent, GameMeasures, GroupInfo, MeasureInfo, Measurer } from './measure.js';
import { actionsMeasure, countGroup, countsByKindMeasures, lengthGroup, putCountsByKind } from './measure.js';

const OBJECTIVE_KINDS = ['territories', 'cities', 'continents', 'conquests', 'enemy-capital'] as const;

const OBJECTIVE_NAMES: Record<(typeof OBJECTIVE_KINDS)[number], { en: string; zh: string }> = {
  territories: { en: 'hold territories', zh: '佔領領土' },
  cities: { en: 'hold cities', zh: '佔領城市' },
  continents: { en: 'hold continents', zh: '佔領大陸' },
  conquests: { en: 'conquests in a turn', zh: '一回合內征服' },
  'enemy-capital': { en: 'enemy capital', zh: '敵方首都' },
};

function frontlineMeasurer(): Measurer {
  let rounds = 0;
  let battles = 0;
  let invasions = 0;
  let eliminations = 0;
  let armor = 0;
  let infantry = 0;
  let landingsTried = 0;
  let landingsWon = 0;
  let unopposed = 0;
  const objectives = new Map<string, number>(OBJECTIVE_KINDS.map((k) => [k, 0]));
  // The landing battle under way, if the last battle begun is one: its territory and attacker.
  let landing: { territory: unknown; seat: unknown } | null = null;

  return {
    step(_seat: Seat, action: unknown, events: readonly GameEvent[]) {
      const a = action as { type?: unknown; division?: unknown };
      if (a.type === 'draft') {
        if (a.division === 'A') armor++;
        else infantry++;
      }
      for (const event of events as readonly FieldEvent[]) {
        switch (event.type) {
          case 'turn':
            if (typeof event.round === 'number') rounds = Math.max(rounds, event.round);
            break;
          case 'battle':
            battles++;
            landing = null;
            if (event.mode === 'landing') {
              landingsTried++;
              landing = { territory: event.territory, seat: event.attacker };
            }
            break;
          case 'invaded':
            invasions++;
            if (landing !== null && landing.territory === event.territory && landing.seat === event.by) {
              landingsWon++;
              landing = null;
            }
            break;
          case 'landing-failed':
          case 'landing-sunk':
            landing = null;
            break;
          case 'landed':
            unopposed++;
            break;
          case 'eliminated':
            eliminations++;
            break;
          case 'objective': {
            // The event names its kind (turn.ts), whatever objective set the game plays with; a named
            // continent counts with the continents, and kinds this table lacks are left out.
            const kind = event.kind === 'continent' ? 'continents' : String(event.kind);
            if (objectives.has(kind)) objectives.set(kind, (objectives.get(kind) ?? 0) + 1);
            break;
          }
        }
      }
    },
    finish(_state, tags) {
      const values: Record<string, number> = {
        'length.rounds': rounds,
        battles,
        invasions,
        eliminations,
        'landings.tried': landingsTried,
        'landings.won': landingsWon,
        'landings.unopposed': unopposed,
        'drafts.divisions': armor + infantry,
      };
      // A game with no draft has no share to report; it is left out of that measure, not counted as 0.
      if (armor + infantry > 0) values['drafts.armorShare'] = armor / (armor + infantry);
      putCountsByKind(values, 'objectives', objectives);
      const first = tags.findIndex((t) => t.turnOrder === '1');
      return { first: first >= 0 ? first : null, values };
    },
  };
}

const groups: GroupInfo[] = [
  lengthGroup,
  countGroup('fighting', { en: 'Battles and invasions', zh: '戰鬥與入侵' }),
  countGroup('objectives', { en: 'Objectives claimed, by kind (FG4)', zh: '達成的目標（依種類，FG4）' }),
  {
    id: 'drafts',
    title: { en: 'Armor share of drafted divisions (R3.2)', zh: '徵召部隊中裝甲師的比例（R3.2）' },
    unit: { en: 'share', zh: '比例' },
  },
  countGroup('landings', { en: 'Amphibious landings (R7)', zh: '兩棲登陸（R7）' }),
];

const measures: MeasureInfo[] = [
  actionsMeasure,
  { id: 'length.rounds', group: 'length', name: { en: 'rounds', zh: '輪數' } },
  { id: 'battles', group: 'fighting', name: { en: 'battles', zh: '戰鬥' } },
  { id: 'invasions', group: 'fighting', name: { en: 'successful invasions', zh: '成功入侵' } },
  { id: 'eliminations', group: 'fighting', name: { en: 'players eliminated', zh: '被淘汰的玩家' } },
  ...countsByKindMeasures(
    'objectives',
    OBJECTIVE_KINDS.map((kind) => [kind, OBJECTIVE_NAMES[kind]]),
    { en: 'all objectives', zh: '全部目標' },
  ),
  { id: 'drafts.armorShare', group: 'drafts', name: { en: 'armor share', zh: '裝甲比例' } },
  { id: 'landings.tried', group: 'landings', name: { en: 'opposed landings tried', zh: '遭抵抗的登陸嘗試' } },
  { id: 'landings.won', group: 'landings', name: { en: 'opposed landings won', zh: '成功的遭抵抗登陸' } },
  { id: 'landings.unopposed', group: 'landings', name: { en: 'unopposed landings', zh: '無抵抗登陸' } },
];

export const frontlineMeasures: GameMeasures = {
  measurer: frontlineMeasurer,
  groups,
  measures,
  // Win rates by turn position would repeat the seat and first-player rates; none by tag.
  tagWins: [],
};
