/**
 * Four Horsemen's per-game measures, read off the engine's events: who moved first (HG7, `first-player`),
 * deaths on each line by its colour (H8, `died` events; a line's colour from the state's line order,
 * H14, HG6), and the winner's prize choice (H19, HG13: the chest of chips or a card, `prize` events).
 * Wins by faction and by king come from the seats' public tags.
 */
import type { GameEvent, Seat } from '@warboard/core';
import { FACTION_INFO, FACTIONS, type Faction, type HorsemenState } from '@warboard/horsemen';
import type { FieldEvent, GameMeasures, GroupInfo, MeasureInfo, Measurer } from './measure.js';
import { actionsMeasure, countGroup, countsByKindMeasures, lengthGroup, putCountsByKind } from './measure.js';

function horsemenMeasurer(): Measurer {
  let first: Seat | null = null;
  const deaths = new Map<Faction, number>(FACTIONS.map((f) => [f, 0]));
  let chest = 0;
  let card = 0;
  return {
    step(_seat: Seat, _action: unknown, events: readonly GameEvent[], after: unknown) {
      for (const event of events as readonly FieldEvent[]) {
        if (event.type === 'first-player' && typeof event.seat === 'number') first = event.seat;
        else if (event.type === 'died' && typeof event.line === 'number') {
          const colour = (after as HorsemenState).lines[event.line];
          if (colour !== undefined) deaths.set(colour, (deaths.get(colour) ?? 0) + 1);
        } else if (event.type === 'prize') {
          const kind = (event.prize as { kind?: unknown } | null)?.kind;
          if (kind === 'chest') chest++;
          else if (kind === 'card') card++;
        }
      }
    },
    finish() {
      const values: Record<string, number> = { 'prize.chest': chest, 'prize.card': card };
      putCountsByKind(values, 'deaths', deaths);
      return { first, values };
    },
  };
}

const lineName = (f: Faction) => ({
  en: `${f[0]?.toUpperCase()}${f.slice(1)} line (${FACTION_INFO[f].colour})`,
  zh: `${FACTION_INFO[f].lineZh}線`,
});

const groups: GroupInfo[] = [
  lengthGroup,
  countGroup('deaths', { en: 'Deaths by line colour (H8)', zh: '各色線上的陣亡（H8）' }),
  {
    id: 'prize',
    title: { en: "The winner's prize choice (H19)", zh: '勝者的獎勵選擇（H19）' },
    unit: { en: 'share of games', zh: '對局比例' },
  },
];

const measures: MeasureInfo[] = [
  actionsMeasure,
  ...countsByKindMeasures(
    'deaths',
    FACTIONS.map((f) => [f, lineName(f)]),
    { en: 'all lines', zh: '全部線' },
  ),
  { id: 'prize.chest', group: 'prize', name: { en: 'took the chest', zh: '選擇寶箱' } },
  { id: 'prize.card', group: 'prize', name: { en: 'took a card', zh: '選擇一張牌' } },
];

export const horsemenMeasures: GameMeasures = {
  measurer: horsemenMeasurer,
  groups,
  measures,
  tagWins: [
    {
      tag: 'faction',
      name: { en: 'faction of the king', zh: '國王的陣營' },
      values: Object.fromEntries(
        FACTIONS.map((f) => [f, { en: FACTION_INFO[f].faction, zh: FACTION_INFO[f].zh }]),
      ),
    },
    {
      tag: 'king',
      name: { en: 'king', zh: '國王' },
      values: {
        small: { en: 'small king (6)', zh: '小國王（6）' },
        big: { en: 'big king (12)', zh: '大國王（12）' },
      },
    },
  ],
};
