import type { Faction, KingValue } from './types.js';

/**
 * The kings' individual skills (HU3, HU6). The source names them but gives none, so these eight are
 * designed by Warboard, not the source (HG11): one per faction and king size, each a single small rule in
 * the spirit of its faction. A skill works while its king is on the board face up. The option
 * `kingSkills: false` turns them all off.
 */
export type SkillId =
  | 'shield-wall'
  | 'cavalry-charge'
  | 'forage'
  | 'scorched-earth'
  | 'ferryman'
  | 'reaper'
  | 'quarantine'
  | 'pestilence';

export interface KingSkill {
  id: SkillId;
  name: string;
  zh: string;
  text: string;
}

export const KING_SKILLS: Record<Faction, Record<KingValue, KingSkill>> = {
  war: {
    6: {
      id: 'shield-wall',
      name: 'Shield Wall',
      zh: '盾牆',
      text: 'Your heavy infantry (7–9) may link in pairs (HU4).',
    },
    12: {
      id: 'cavalry-charge',
      name: 'Cavalry Charge',
      zh: '騎兵衝鋒',
      text: 'Your heavy cavalry (10–11) may link in pairs (HU5).',
    },
  },
  famine: {
    6: { id: 'forage', name: 'Forage', zh: '覓食', text: 'Your cards lose no points on the Famine line.' },
    12: {
      id: 'scorched-earth',
      name: 'Scorched Earth',
      zh: '焦土',
      text: 'Enemy cards on the Famine line lose points twice as fast.',
    },
  },
  death: {
    6: {
      id: 'ferryman',
      name: 'Ferryman',
      zh: '擺渡人',
      text: 'Your compares on the Death line cost no chips.',
    },
    12: {
      id: 'reaper',
      name: 'Reaper',
      zh: '死神',
      text: 'On the Death line, a tie kills the enemy card and spares yours.',
    },
  },
  plague: {
    6: {
      id: 'quarantine',
      name: 'Quarantine',
      zh: '隔離',
      text: 'Your sick cards recover two points a turn instead of one.',
    },
    12: {
      id: 'pestilence',
      name: 'Pestilence',
      zh: '瘟疫蔓延',
      text: 'Enemy sick cards lose points twice as fast.',
    },
  },
};

export const skillOf = (faction: Faction, king: KingValue): KingSkill => KING_SKILLS[faction][king];
