/**
 * Four Horsemen's per-game measures, read off the engine's events: who moved first (HG7, `first-player`),
 * deaths on each line by its colour (H8, `died` events; a line's colour from the state's line order,
 * H14, HG6), the winner's prize choice (H19, HG13: the chest of chips or a card, `prize` events), and how
 * the game ended (H19, HG4, HG14: a king killed, a surrender chosen or forced — the surrendering seat had
 * nothing else it could do, read off the state before the surrender — civil war, stalemate, both kings).
 * Wins by faction and by king come from the seats' public tags.
 */
import type { GameEvent, Seat } from '@warboard/core';
import { FACTION_INFO, FACTIONS, type Faction, type HorsemenState, isStuck } from '@warboard/horsemen';
import type { FieldEvent, GameMeasures, GroupInfo, MeasureInfo, Measurer } from './measure.js';
import { actionsMeasure, countGroup, countsByKindMeasures, lengthGroup, putCountsByKind } from './measure.js';

function horsemenMeasurer(): Measurer {
  let first: Seat | null = null;
  const deaths = new Map<Faction, number>(FACTIONS.map((f) => [f, 0]));
  let chest = 0;
  let card = 0;
  let before: HorsemenState | null = null;
  let ending: Ending | null = null;
  return {
    step(seat: Seat, action: unknown, events: readonly GameEvent[], after: unknown) {
      const surrendered = (action as { type?: unknown } | null)?.type === 'surrender';
      for (const event of events as readonly FieldEvent[]) {
        if (event.type === 'game-over') {
          const reason = (event.ending as { reason?: unknown } | null)?.reason;
          if (reason === 'surrender')
            ending = before && surrendered && isStuck(before, seat) ? 'forced' : 'chosen';
          else if (typeof reason === 'string' && (ENDINGS as readonly string[]).includes(reason))
            ending = reason as Ending;
        }
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
      before = after as HorsemenState;
    },
    finish() {
      const values: Record<string, number> = { 'prize.chest': chest, 'prize.card': card };
      putCountsByKind(values, 'deaths', deaths);
      for (const e of ENDINGS) values[`end.${e}`] = ending === e ? 1 : 0;
      // The aim (H4 「弒王為勝」) and a surrender the player chose: the game decided by play.
      values['end.decided'] = ending === 'king-killed' || ending === 'chosen' ? 1 : 0;
      return { first, values };
    },
  };
}

/** How a game ended; 'chosen' and 'forced' split the surrenders (HG4). */
const ENDINGS = ['king-killed', 'chosen', 'forced', 'civil-war', 'stalemate', 'both-kings'] as const;
type Ending = (typeof ENDINGS)[number];

const ENDING_NAMES: Record<Ending, { en: string; zh: string }> = {
  'king-killed': { en: 'a king killed (H4)', zh: '弒王（H4）' },
  chosen: { en: 'surrender, chosen (H19)', zh: '自願投降（H19）' },
  forced: { en: 'surrender, forced: nothing else to do (HG4)', zh: '被迫投降：無事可做（HG4）' },
  'civil-war': { en: 'civil war (H11)', zh: '內戰（H11）' },
  stalemate: { en: 'stalemate (HG14)', zh: '僵局（HG14）' },
  'both-kings': { en: 'both kings dead (HG5)', zh: '雙王同死（HG5）' },
};

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
  {
    id: 'end',
    title: { en: 'How the game ended (H19, HG4, HG14)', zh: '對局如何結束（H19、HG4、HG14）' },
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
  ...ENDINGS.map((e) => ({ id: `end.${e}`, group: 'end', name: ENDING_NAMES[e] })),
  {
    id: 'end.decided',
    group: 'end',
    name: { en: 'decided by play: a king killed or a chosen surrender', zh: '由對弈決定：弒王或自願投降' },
  },
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
