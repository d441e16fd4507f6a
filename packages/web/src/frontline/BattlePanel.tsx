/**
 * The battle under way, shown to everyone beside the map, with its decisions to whoever owes them; once it is
 * over, the last battle's dice and outcome stay in view until the next one.
 */
import {
  type BattleEvent,
  type BattleFacts,
  battleFacts,
  type ExchangeEvent,
  type FrontlineAction,
  type FrontlineEvent,
  type FrontlineView,
  type SideFacts,
} from '@warboard/frontline';
import { RuleText } from '../rules/RuleBadge.js';
import { Acts, type Send } from './buttons.js';
import { describeAction, describeEvent, dice, type Namer } from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';
import { battleActions } from './intents.js';
import { divisionName, seatColour, territoryName } from './labels.js';
import { battleOdds, holdOdds, percent } from './odds.js';
import { Divisions } from './TerritoryPanel.js';

/** The dice of one exchange, each side's in its player's colour, and who won each pair. */
function Dice({
  exchange,
  attacker,
  defender,
}: {
  exchange: ExchangeEvent | null;
  attacker: number;
  defender: number;
}) {
  const pairs = exchange?.pairs ?? [];
  return (
    <div class="fl-dice" data-testid="dice">
      <strong>{ft('battle.dice')}:</strong>{' '}
      {exchange ? (
        <>
          <span class="die-row attacker" style={{ background: seatColour(attacker) }}>
            {dice(exchange.attackerDice)}
          </span>{' '}
          ·{' '}
          <span class="die-row defender" style={{ background: seatColour(defender) }}>
            {dice(exchange.defenderDice)}
          </span>
          <ul class="small">
            {pairs.map((p, i) => (
              <li key={i}>
                {ft('battle.pair', {
                  a: p.attackerScore,
                  d: p.defenderScore,
                  winner: ft(p.winner === 'attacker' ? 'battle.pair.attacker' : 'battle.pair.defender'),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <span class="muted">{ft('battle.dice.none')}</span>
      )}
    </div>
  );
}

/** The last battle fought, as the log tells it: its start, its exchanges and what came of it. */
export interface RecentBattle {
  readonly start: BattleEvent;
  readonly exchanges: readonly ExchangeEvent[];
  readonly after: readonly FrontlineEvent[];
}

/** The last battle in the log: its start, then its exchanges and what followed, up to the next turn, battle or phase. */
export function recentBattle(log: readonly FrontlineEvent[]): RecentBattle | null {
  const at = log.findLastIndex((e) => e.type === 'battle');
  const start = log[at];
  if (start?.type !== 'battle') return null;
  const rest = log.slice(at + 1);
  const end = rest.findIndex((e) => e.type === 'turn' || e.type === 'battle' || e.type === 'phase');
  const within = end < 0 ? rest : rest.slice(0, end);
  return {
    start,
    exchanges: within.filter((e): e is ExchangeEvent => e.type === 'exchange'),
    after: within.filter((e) => e.type !== 'exchange'),
  };
}

/**
 * The battle under way, shown to everyone, with its decisions to whoever owes them; once it is over, the last
 * battle's dice and outcome stay in view until the next one.
 */
export function BattlePanel({
  view,
  legal,
  recent,
  busy,
  name,
  act,
}: {
  view: FrontlineView;
  legal: readonly FrontlineAction[];
  recent: RecentBattle | null;
  busy: boolean;
  name: Namer;
  act: Send;
}) {
  const b = view.battle;
  const lastExchange = recent?.exchanges.at(-1) ?? null;
  if (!b) {
    if (!recent) return null;
    const s = recent.start;
    return (
      <section class="panel fl-battle over" data-testid="last-battle">
        <h3>
          {ft('battle.last', { territory: territoryName(s.territory) })} ·{' '}
          {ft(`battle.mode.${s.mode}` as FrontlineKey)}
        </h3>
        <p>
          {ft('battle.attacker', { name: name(s.attacker) })} ·{' '}
          {ft('battle.defender', { name: name(s.defender) })} ·{' '}
          {ft('battle.exchanges', { n: recent.exchanges.length })}
        </p>
        <Dice exchange={lastExchange} attacker={Number(s.attacker)} defender={Number(s.defender)} />
        <ul class="small">
          {recent.after.map((e, i) => (
            <li key={i}>
              <RuleText text={describeEvent(e, name)} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const mine = battleActions(legal);
  const odds = battleOdds(view);
  const hold = holdOdds(view, b.defender.seat);
  const facts = battleFacts(view);
  const label = (a: FrontlineAction): string => {
    switch (a.type) {
      case 'roll':
        return `${ft('battle.roll')} (R)`;
      case 'stop':
        return `${ft('battle.stop')} (S)`;
      case 'hold':
        return `${ft('battle.hold')} (H)`;
      case 'forward':
        return ft('battle.forward', { division: divisionName(a.division), slot: a.slot + 1 });
      case 'damaged':
        return ft(a.choice === 'stay' ? 'battle.stay' : 'battle.withdraw');
      case 'stand':
        return ft('battle.stand');
      case 'retreat':
        return ft('battle.retreat', { to: territoryName(a.to) });
      default:
        return describeAction(a, name);
    }
  };
  return (
    <section class="panel fl-battle" data-testid="battle">
      <h3>
        {ft('battle.title', { territory: territoryName(b.territory) })} ·{' '}
        {ft(`battle.mode.${b.mode}` as FrontlineKey)}
      </h3>
      <p>
        <span class="swatch" style={{ background: seatColour(b.attacker.seat) }} />{' '}
        {ft('battle.attacker', { name: name(b.attacker.seat) })} ·{' '}
        <span class="swatch" style={{ background: seatColour(b.defender.seat) }} />{' '}
        {ft('battle.defender', { name: name(b.defender.seat) })} ·{' '}
        {ft('battle.exchanges', { n: b.exchanges })}
      </p>
      {facts && <BattleSides facts={facts} />}
      <Dice
        exchange={b.exchanges > 0 ? lastExchange : null}
        attacker={b.attacker.seat}
        defender={b.defender.seat}
      />
      {odds && b.stage !== 'retreat' && (
        <p data-testid="battle-odds">{ft('battle.odds', { p: percent(odds.attackerWins) })}</p>
      )}
      {hold && <p data-testid="hold-odds">{ft('battle.odds.hold', { p: percent(hold.defenderWins) })}</p>}
      {mine.length > 0 && (
        <Acts
          actions={mine}
          act={act}
          busy={busy}
          label={label}
          testid={(a) => `battle-${a.type}`}
          primary={(a) => a.type === 'roll'}
        />
      )}
    </section>
  );
}

/**
 * Both sides of a battle as the engine reads them (`battleFacts`, `attackFacts`): the rows fighting, and what the
 * rules allow each side — dice, armor's +1, air support, withdrawing damaged armor, bringing the middle row forward.
 */
export function BattleSides({ facts }: { facts: BattleFacts }) {
  const line = (who: 'battle.attacker.short' | 'battle.defender.short', side: SideFacts) => {
    const rights = [
      ft('facts.dice', { n: side.dice }),
      side.armorBonus && ft('facts.armorBonus'),
      side.extraDie && ft('facts.extraDie'),
      side.airSupport && ft('facts.airSupport'),
      side.mayWithdraw ? ft('facts.mayWithdraw') : ft('facts.noWithdraw'),
      side.mayBringForward && ft('facts.mayBringForward'),
    ].filter((r): r is string => typeof r === 'string');
    return (
      <li data-testid={who === 'battle.attacker.short' ? 'facts-attacker' : 'facts-defender'}>
        {ft(who)}: {ft('panel.row.front')} <Divisions row={side.front} /> · {ft('panel.row.middle')}{' '}
        <Divisions row={side.reserve} />
        <br />
        <span class="muted">
          <RuleText text={rights.join(' · ')} />
        </span>
      </li>
    );
  };
  return (
    <ul class="small fl-sides">
      {line('battle.attacker.short', facts.attacker)}
      {line('battle.defender.short', facts.defender)}
    </ul>
  );
}
