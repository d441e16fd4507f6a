/**
 * What the seat can do now, beside the map: dedicated controls for the common gestures (draft, formation, attack
 * with its odds, maneuver, battle decisions, trades) and, below them, every legal action as a sentence in a
 * searchable list, so nothing the engine allows is out of reach. Every button sends one action from the server's
 * legal list, unchanged.
 */
import {
  attackFacts,
  type BattleFacts,
  battleFacts,
  type FrontlineAction,
  type FrontlineView,
  type Odds,
  type SideFacts,
} from '@warboard/frontline';
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { WireEvent } from '../api/protocol.js';
import {
  asksText,
  cardsText,
  describeAction,
  describeEvent,
  dice,
  type Namer,
  type TableTop,
} from './describe.js';
import { type FrontlineKey, ft } from './i18n.js';
import {
  attacksFrom,
  battleActions,
  cardActions,
  draftsAt,
  endPhase,
  formationBorders,
  localActions,
  movesFrom,
  postsAt,
  tradeAnswers,
  unpostAt,
} from './intents.js';
import { divisionName, divisionShort, seatColour, territoryName } from './labels.js';
import { attackOdds, battleOdds, launchOdds, percent, survivorsText } from './odds.js';
import { Divisions } from './TerritoryPanel.js';

export interface Gesture {
  readonly kind: 'attack' | 'move';
  readonly from: string;
  readonly to: string;
}

interface ControlsProps {
  readonly view: FrontlineView;
  readonly legal: readonly FrontlineAction[];
  readonly seat: number | null;
  readonly selected: string | null;
  readonly gesture: Gesture | null;
  readonly busy: boolean;
  readonly name: Namer;
  readonly act: (a: FrontlineAction) => void;
  readonly cancel: () => void;
}

function Act({
  a,
  act,
  busy,
  label,
  testid,
  primary,
}: {
  a: FrontlineAction;
  act: (a: FrontlineAction) => void;
  busy: boolean;
  label: string;
  testid?: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      class={primary ? 'primary' : ''}
      disabled={busy}
      data-testid={testid}
      onClick={() => act(a)}
    >
      {label}
    </button>
  );
}

/**
 * A row of buttons, one per action, each labelled and tagged (data-testid) by the caller; `children` go after
 * them (a cancel button).
 */
function Acts<T extends FrontlineAction>({
  actions,
  act,
  busy,
  label,
  testid,
  primary,
  children,
}: {
  actions: readonly T[];
  act: (a: FrontlineAction) => void;
  busy: boolean;
  label: (a: T) => string;
  testid: (a: T) => string;
  primary?: (a: T) => boolean;
  children?: ComponentChildren;
}) {
  return (
    <div class="fl-buttons">
      {actions.map((a) => (
        <Act
          key={JSON.stringify(a)}
          a={a}
          act={act}
          busy={busy}
          label={label(a)}
          testid={testid(a)}
          primary={primary?.(a) ?? false}
        />
      ))}
      {children}
    </div>
  );
}

/** Landings and an invader's attacks get their odds before they are launched, as attacks do (R7.1, R5.1, R5.12). */
function LaunchOdds({
  view,
  seat,
  actions,
  name,
}: {
  view: FrontlineView;
  seat: number;
  actions: readonly FrontlineAction[];
  name: Namer;
}) {
  const lines = actions.flatMap((a) => {
    const o = a.type === 'land' || a.type === 'assault' ? launchOdds(view, seat, a) : null;
    return o ? [{ a, o }] : [];
  });
  if (lines.length === 0) return null;
  return (
    <div class="fl-odds" data-testid="launch-odds">
      <strong>{ft('odds.title')}</strong>
      {lines.map(({ a, o }) => (
        <p key={JSON.stringify(a)} class="small" data-testid={`odds-${a.type}`}>
          {describeAction(a, name)} ({ft(`battle.mode.${o.mode}` as FrontlineKey)}):{' '}
          {ft('odds.win', { p: percent(o.odds.attackerWins) })}
        </p>
      ))}
    </div>
  );
}

function OddsBox({ odds }: { odds: Odds | null }) {
  if (!odds) return <p class="muted">{ft('odds.none')}</p>;
  return (
    <div class="fl-odds" data-testid="odds">
      <strong>{ft('odds.title')}</strong>
      <div class="fl-odds-bar" aria-hidden="true">
        <span style={{ width: `${odds.attackerWins * 100}%` }} />
      </div>
      <p>
        {ft('odds.win', { p: percent(odds.attackerWins) })} ·{' '}
        {ft('odds.lose', { p: percent(odds.defenderWins) })}
      </p>
      <p class="small muted">
        {ft('odds.survivors', {
          a: survivorsText(odds.expected.attacker),
          d: survivorsText(odds.expected.defender),
        })}
      </p>
      <p class="small muted">{ft('odds.policy')}</p>
    </div>
  );
}

/** The dice of one exchange and who won each pair. */
function Dice({ exchange }: { exchange: WireEvent | null }) {
  const pairs = Array.isArray(exchange?.pairs)
    ? (exchange.pairs as { attackerScore: number; defenderScore: number; winner: string }[])
    : [];
  return (
    <div class="fl-dice" data-testid="dice">
      <strong>{ft('battle.dice')}:</strong>{' '}
      {exchange ? (
        <>
          <span class="die-row attacker">{dice(exchange.attackerDice)}</span> ·{' '}
          <span class="die-row defender">{dice(exchange.defenderDice)}</span>
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
  readonly start: WireEvent;
  readonly exchanges: readonly WireEvent[];
  readonly after: readonly WireEvent[];
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
  act: (a: FrontlineAction) => void;
}) {
  const b = view.battle;
  const lastExchange = recent?.exchanges.at(-1) ?? null;
  if (!b) {
    if (!recent) return null;
    const s = recent.start;
    return (
      <section class="panel fl-battle over" data-testid="last-battle">
        <h3>
          {ft('battle.last', { territory: territoryName(String(s.territory)) })} ·{' '}
          {ft(`battle.mode.${String(s.mode)}` as FrontlineKey)}
        </h3>
        <p>
          {ft('battle.attacker', { name: name(Number(s.attacker)) })} ·{' '}
          {ft('battle.defender', { name: name(Number(s.defender)) })} ·{' '}
          {ft('battle.exchanges', { n: recent.exchanges.length })}
        </p>
        <Dice exchange={lastExchange} />
        <ul class="small">
          {recent.after.map((e, i) => (
            <li key={i}>{describeEvent(e, name)}</li>
          ))}
        </ul>
      </section>
    );
  }
  const mine = battleActions(legal);
  const odds = battleOdds(view);
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
      <Dice exchange={b.exchanges > 0 ? lastExchange : null} />
      {odds && <p data-testid="battle-odds">{ft('battle.odds', { p: percent(odds.attackerWins) })}</p>}
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
        <span class="muted">{rights.join(' · ')}</span>
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

function AttackSides({ view, seat, gesture }: { view: FrontlineView; seat: number; gesture: Gesture }) {
  const facts = attackFacts(view, seat, gesture.from, gesture.to);
  return facts ? <BattleSides facts={facts} /> : null;
}

/** The dedicated controls for the seat's turn, around the selected territory. */
export function TurnControls({
  view,
  legal,
  seat,
  selected,
  gesture,
  busy,
  name,
  act,
  cancel,
}: ControlsProps) {
  const end = endPhase(legal);
  const trade = tradeAnswers(legal);
  const phase = view.turn.phase;
  const drafts = selected ? draftsAt(legal, selected) : [];
  const borders = selected ? [...formationBorders(legal, selected)] : [];
  const attacks = selected ? attacksFrom(legal, selected) : new Map();
  const moves = selected ? movesFrom(legal, selected) : new Map();
  const local = selected ? localActions(legal, selected) : [];
  const cards = cardActions(legal).filter((a) => a.type === 'spend-card');
  const hand = seat !== null ? (view.players[seat]?.hand ?? []) : [];
  return (
    <section class="panel fl-controls" data-testid="controls">
      <h3>{ft('act.title')}</h3>
      {view.offer && (
        <div class="fl-trade">
          <p data-testid="trade-title">
            {ft('act.trade.title', {
              from: name(view.offer.from),
              cards: cardsText([view.offer.give, ...view.offer.more]),
              to: name(view.offer.to),
              asks: asksText([view.offer.askStars, ...view.offer.askMore]),
            })}
          </p>
          {view.offer.got.length > 0 && (
            <p class="small">{ft('act.trade.got', { cards: cardsText(view.offer.got) })}</p>
          )}
          <Acts
            actions={trade}
            act={act}
            busy={busy}
            testid={(a) => `trade-${a.type}`}
            label={(a) =>
              a.type === 'accept'
                ? ft('act.trade.accept', { card: territoryName(a.card) })
                : ft('act.trade.decline')
            }
          />
        </div>
      )}
      {phase === 'draft' && view.turn.seat === seat && !view.battle && (
        <p data-testid="units">{ft('status.units', { n: view.turn.units })}</p>
      )}
      {selected && drafts.length > 0 && (
        <div class="fl-group">
          <h4>
            {ft(view.territories[selected]?.holder === seat ? 'act.deployHere' : 'act.reinforceHere', {
              territory: territoryName(selected),
            })}
          </h4>
          <Acts
            actions={drafts}
            act={act}
            busy={busy}
            testid={(a) => `draft-${a.division}`}
            label={(a) => `${ft(a.division === 'I' ? 'act.draft.I' : 'act.draft.A')} (${a.division})`}
          />
        </div>
      )}
      {gesture?.kind === 'attack' && (
        <div class="fl-group" data-testid="attack-confirm">
          <h4>{ft('act.attack', { from: territoryName(gesture.from), to: territoryName(gesture.to) })}</h4>
          {seat !== null && <OddsBox odds={attackOdds(view, seat, gesture.from, gesture.to)} />}
          {seat !== null && <AttackSides view={view} seat={seat} gesture={gesture} />}
          <div class="fl-buttons">
            {attacksFrom(legal, gesture.from).get(gesture.to) && (
              <Act
                a={attacksFrom(legal, gesture.from).get(gesture.to)!}
                act={act}
                busy={busy}
                primary
                testid="attack-go"
                label={`${ft('act.attack.go')} (Enter)`}
              />
            )}
            <button type="button" onClick={cancel}>
              {ft('act.cancel')} (Esc)
            </button>
          </div>
        </div>
      )}
      {gesture?.kind === 'move' && (
        <div class="fl-group" data-testid="move-confirm">
          <h4>{ft('act.move', { to: territoryName(gesture.to) })}</h4>
          <Acts
            actions={movesFrom(legal, gesture.from).get(gesture.to) ?? []}
            act={act}
            busy={busy}
            testid={(a) => `${a.type}-${a.division}`}
            label={(a) =>
              `${a.type === 'embark' ? ft('act.embark', { to: territoryName(a.to) }) : ft('act.move', { to: territoryName(a.to) })}: ${divisionName(a.division)}`
            }
          >
            <button type="button" onClick={cancel}>
              {ft('act.cancel')} (Esc)
            </button>
          </Acts>
        </div>
      )}
      {!gesture && selected && attacks.size > 0 && (
        <div class="fl-group">
          <h4>{ft('act.attackFrom', { territory: territoryName(selected) })}</h4>
          <p class="small muted">{ft('act.attack.pick')}</p>
        </div>
      )}
      {!gesture && selected && moves.size > 0 && (
        <div class="fl-group">
          <h4>{ft('act.moveFrom', { territory: territoryName(selected) })}</h4>
          <p class="small muted">{ft('act.move.pick')}</p>
        </div>
      )}
      {selected &&
        borders.map((border) => {
          const front = view.territories[selected]?.home.fronts[border] ?? [];
          const posts = postsAt(legal, selected, border);
          const divisions = [...new Set(posts.map((p) => p.division))];
          return (
            <div class="fl-group" key={border} data-testid={`formation-${border}`}>
              <h4>{ft('act.post', { border: territoryName(border) })}</h4>
              <p>
                {front.map((d, slot) => {
                  const back = unpostAt(legal, selected, border, slot);
                  return back ? (
                    <button
                      type="button"
                      key={slot}
                      class={`small fl-div fl-div-${d}`}
                      title={ft('act.unpost')}
                      aria-label={`${divisionName(d)}: ${ft('act.unpost')}`}
                      disabled={busy}
                      onClick={() => act(back)}
                    >
                      {divisionShort(d)} ↩
                    </button>
                  ) : (
                    <Divisions key={slot} row={[d]} />
                  );
                })}
              </p>
              <div class="fl-buttons">
                {divisions.flatMap((division) => {
                  const slots = posts.filter((p) => p.division === division).map((p) => p.slot);
                  const ends = [...new Set([Math.max(...slots), Math.min(...slots)])];
                  return ends.map((slot) => (
                    <Act
                      key={`${division}-${slot}`}
                      a={posts.find((p) => p.division === division && p.slot === slot)!}
                      act={act}
                      busy={busy}
                      testid={`post-${border}-${division}-${slot === Math.max(...slots) ? 'right' : 'left'}`}
                      label={`+ ${divisionName(division)} · ${ft(slot === Math.max(...slots) ? 'act.post.right' : 'act.post.left')}`}
                    />
                  ));
                })}
              </div>
            </div>
          );
        })}
      {selected && local.length > 0 && (
        <div class="fl-group">
          <h4>{ft('act.here', { territory: territoryName(selected) })}</h4>
          <Acts
            actions={local}
            act={act}
            busy={busy}
            label={(a) => describeAction(a, name)}
            testid={(a) => `local-${a.type}`}
          />
          {seat !== null && <LaunchOdds view={view} seat={seat} actions={local} name={name} />}
        </div>
      )}
      {seat !== null && (
        <div class="fl-group">
          <h4>{ft('act.cards')}</h4>
          {hand.length === 0 && <p class="muted small">{ft('act.cards.none')}</p>}
          <p>
            {hand.map((card, i) => {
              const spend = cards.find((a) => a.type === 'spend-card' && a.card === card);
              return (
                <span key={`${card}-${i}`} class="fl-card">
                  {territoryName(card)}
                  {spend && (
                    <button type="button" class="small" disabled={busy} onClick={() => act(spend)}>
                      {ft('act.spend')}
                    </button>
                  )}
                </span>
              );
            })}
          </p>
          {view.turn.seat === seat && view.turn.table.length > 0 && (
            <p class="small" data-testid="table">
              {ft('act.table', { cards: cardsText(view.turn.table) })}
            </p>
          )}
          {view.turn.seat === seat && view.turn.asks.length > 0 && (
            <p class="small">{ft('act.table.asks', { asks: asksText(view.turn.asks) })}</p>
          )}
          <TradeOffer legal={legal} busy={busy} name={name} act={act} />
        </div>
      )}
      {end && (
        <div class="fl-buttons">
          <Act
            a={end}
            act={act}
            busy={busy}
            primary
            testid="end-phase"
            label={`${ft(`act.endPhase.${phase}` as FrontlineKey)} (E)`}
          />
        </div>
      )}
      <p class="small muted">{ft('act.keys')}</p>
    </section>
  );
}

/**
 * Offer a card of the hand to another player for any card of 1 or 2 stars (O3.2, FG12): the card, the player and
 * the stars are chosen among the legal offers only.
 */
function TradeOffer({
  legal,
  busy,
  name,
  act,
}: {
  legal: readonly FrontlineAction[];
  busy: boolean;
  name: Namer;
  act: (a: FrontlineAction) => void;
}) {
  const offers = legal.filter((a): a is Extract<FrontlineAction, { type: 'offer' }> => a.type === 'offer');
  const [give, setGive] = useState('');
  const [to, setTo] = useState(-1);
  const [stars, setStars] = useState(1);
  if (offers.length === 0) return null;
  const cards = [...new Set(offers.map((a) => a.give))];
  const card = cards.includes(give) ? give : cards[0]!;
  const players = [...new Set(offers.filter((a) => a.give === card).map((a) => a.to))];
  const player = players.includes(to) ? to : players[0]!;
  const offer =
    offers.find((a) => a.give === card && a.to === player && a.askStars === stars) ??
    offers.find((a) => a.give === card && a.to === player);
  return (
    <div class="fl-offer" data-testid="trade-offer">
      <label>
        {ft('act.offer')}{' '}
        <select value={card} onChange={(e) => setGive(e.currentTarget.value)}>
          {cards.map((c) => (
            <option key={c} value={c}>
              {territoryName(c)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        →{' '}
        <select value={player} onChange={(e) => setTo(Number(e.currentTarget.value))}>
          {players.map((p) => (
            <option key={p} value={p}>
              {name(p)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {ft('act.offer.for')}{' '}
        <select value={offer?.askStars ?? stars} onChange={(e) => setStars(Number(e.currentTarget.value))}>
          {[1, 2].map((n) => (
            <option key={n} value={n}>
              {n}★
            </option>
          ))}
        </select>
      </label>{' '}
      {offer && (
        <button type="button" class="small" disabled={busy} onClick={() => act(offer)}>
          {ft('act.offer.send')}
        </button>
      )}
    </div>
  );
}

/** Every legal action as a sentence, filtered by what is typed: the way to anything without its own control. */
export function ActionList({
  legal,
  top,
  busy,
  name,
  act,
}: {
  legal: readonly FrontlineAction[];
  top: TableTop;
  busy: boolean;
  name: Namer;
  act: (a: FrontlineAction) => void;
}) {
  const [query, setQuery] = useState('');
  const described = legal.map((a) => ({ a, text: describeAction(a, name, top) }));
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = described.filter(({ text }) => words.every((w) => text.toLowerCase().includes(w)));
  return (
    <details class="panel fl-all" data-testid="all-actions">
      <summary>{ft('act.all', { n: legal.length })}</summary>
      <input
        type="search"
        placeholder={ft('act.search')}
        aria-label={ft('act.search')}
        value={query}
        data-testid="action-search"
        onInput={(e) => setQuery(e.currentTarget.value)}
      />
      {shown.length === 0 && <p class="muted">{ft('act.none')}</p>}
      <ul>
        {shown.slice(0, 200).map(({ a, text }) => (
          <li key={JSON.stringify(a)}>
            <button type="button" class="link" disabled={busy} onClick={() => act(a)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
