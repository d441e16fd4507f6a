/**
 * The board's selection, gestures and keys without a DOM: the reducer fed clicks, keys and counts over real
 * legal actions from the engine, each gesture checked as data, and every action it sends one the engine offered.
 */
import { type FrontlineAction, type FrontlineState, frontline } from '@warboard/frontline';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../frontline/test/helpers.js';
import { sameAction } from '../src/frontline/intents.js';
import {
  type Context,
  clickIntent,
  EMPTY,
  reduce,
  type Selection,
  type SelectionEvent,
  targetsOf,
} from '../src/frontline/selection.js';

/** Red holds North Africa (a capital with infantry and armor in its middle row) and East Africa; Blue holds Egypt. */
function position(phase: 'draft' | 'attack' | 'maneuver'): FrontlineState {
  const s = scenario(
    {
      'north-africa': { holder: 0, middle: ['I', 'I', 'I', 'I', 'A'] },
      'east-africa': { holder: 0, middle: ['I'] },
      egypt: { holder: 1, fronts: { 'north-africa': ['I'] } },
      ural: { holder: 1, middle: ['I'] },
    },
    { phase, capitals: ['north-africa', 'ural'] },
  );
  s.turn.units = 6; // the draft's units to deploy (FG8)
  return s;
}

const contextOf = (state: FrontlineState, version = 1): Context => ({
  legal: frontline.legalActions(state, 0),
  phase: state.turn.phase,
  version,
});

/** Feed events in order; every action sent must be among the legal actions of its moment. */
function run(start: Selection, events: readonly SelectionEvent[], ctx: Context) {
  let selection = start;
  const sent: FrontlineAction[] = [];
  for (const e of events) {
    const step = reduce(selection, e, ctx);
    selection = step.selection;
    if (step.send) {
      expect(ctx.legal.some((a) => sameAction(a, step.send!))).toBe(true);
      sent.push(step.send);
    }
  }
  return { selection, sent };
}

const click = (id: string, byKey = false): SelectionEvent => ({ type: 'click-territory', id, byKey });

describe('picking and dropping (issue 21: a pick can be dropped)', () => {
  const ctx = contextOf(position('attack'));

  it('a click picks a territory, and a click on another picks that one instead', () => {
    expect(run(EMPTY, [click('ural')], ctx).selection.picked).toBe('ural');
    expect(run(EMPTY, [click('ural'), click('argentina')], ctx).selection.picked).toBe('argentina');
  });

  it('clicking the picked territory again drops it', () => {
    const { selection, sent } = run(EMPTY, [click('north-africa'), click('north-africa')], ctx);
    expect(selection).toEqual(EMPTY);
    expect(sent).toEqual([]);
    expect(clickIntent({ ...EMPTY, picked: 'ural' }, 'ural', ctx)).toEqual({ kind: 'drop' });
  });

  it('Esc drops the pick', () => {
    expect(run(EMPTY, [click('north-africa'), { type: 'escape' }], ctx).selection).toEqual(EMPTY);
  });

  it('clicking the sea drops the pick, and a gesture with it', () => {
    expect(run(EMPTY, [click('north-africa'), { type: 'click-sea' }], ctx).selection).toEqual(EMPTY);
    expect(run(EMPTY, [click('north-africa'), click('egypt'), { type: 'click-sea' }], ctx).selection).toEqual(
      EMPTY,
    );
  });

  it('at the start of the turn the capital is picked', () => {
    expect(run(EMPTY, [{ type: 'turn-start', capital: 'north-africa' }], ctx).selection.picked).toBe(
      'north-africa',
    );
  });
});

describe('the attack gesture (R5.1): pick, aim at a highlighted neighbour, confirm', () => {
  const ctx = contextOf(position('attack'));

  it('highlights the neighbours the engine allows attacking from the pick, and nothing without a pick', () => {
    expect(targetsOf(EMPTY, ctx).size).toBe(0);
    const from = run(EMPTY, [click('north-africa')], ctx).selection;
    expect([...targetsOf(from, ctx)]).toContain('egypt');
    for (const to of targetsOf(from, ctx))
      expect(ctx.legal).toContainEqual({ type: 'attack', from: 'north-africa', to });
  });

  it('a highlighted neighbour aims the attack; nothing is sent until it is confirmed', () => {
    const { selection, sent } = run(EMPTY, [click('north-africa'), click('egypt')], ctx);
    expect(selection.gesture).toEqual({ kind: 'attack', from: 'north-africa', to: 'egypt' });
    expect(selection.picked).toBe('north-africa');
    expect(sent).toEqual([]);
    expect([...targetsOf(selection, ctx)]).toEqual(['egypt']);
  });

  it('Enter (the key, or Enter on the aimed territory from the map) sends the attack and ends the gesture', () => {
    const attack = { type: 'attack', from: 'north-africa', to: 'egypt' };
    const byKey = run(EMPTY, [click('north-africa'), click('egypt'), { type: 'key', key: 'enter' }], ctx);
    expect(byKey.sent).toEqual([attack]);
    expect(byKey.selection.gesture).toBeNull();
    expect(byKey.selection.picked).toBe('north-africa');
    const onMap = run(EMPTY, [click('north-africa'), click('egypt'), click('egypt', true)], ctx);
    expect(onMap.sent).toEqual([attack]);
  });

  it('Esc backs out of the aimed attack first, keeping the pick; a second Esc drops the pick', () => {
    const once = run(EMPTY, [click('north-africa'), click('egypt'), { type: 'escape' }], ctx).selection;
    expect(once).toEqual({ ...EMPTY, picked: 'north-africa' });
    expect(reduce(once, { type: 'escape' }, ctx).selection).toEqual(EMPTY);
  });

  it('clicking the picked territory during an aimed attack drops both', () => {
    const s = run(EMPTY, [click('north-africa'), click('egypt'), click('north-africa')], ctx).selection;
    expect(s).toEqual(EMPTY);
  });

  it('the territory panel aims an attack on the picked territory from a neighbour the engine allows', () => {
    const aim: SelectionEvent = { type: 'aim-attack', from: 'north-africa', to: 'egypt' };
    const s = run(EMPTY, [click('egypt'), aim], ctx).selection;
    expect(s).toEqual({
      ...EMPTY,
      picked: 'north-africa',
      gesture: { kind: 'attack', from: 'north-africa', to: 'egypt' },
    });
    // From a territory that cannot attack it, nothing changes.
    const ural = run(
      EMPTY,
      [click('egypt'), { type: 'aim-attack', from: 'ural', to: 'egypt' }],
      ctx,
    ).selection;
    expect(ural).toEqual({ ...EMPTY, picked: 'egypt' });
  });

  it('an aimed attack that the new legal actions no longer allow is dropped on sync, the pick kept', () => {
    const s = run(EMPTY, [click('north-africa'), click('egypt')], ctx).selection;
    const after = reduce(s, { type: 'sync' }, { ...contextOf(position('maneuver')), version: 2 }).selection;
    expect(after).toEqual({ ...EMPTY, picked: 'north-africa' });
  });
});

describe('moving several divisions in one gesture (R8.1): pick from, pick to, choose N', () => {
  /** The engine after each action, as the server would answer; the reducer is synced after each. */
  function play(events: readonly SelectionEvent[]) {
    let state = position('maneuver');
    let version = 1;
    let selection = EMPTY;
    const sent: FrontlineAction[] = [];
    const deliver = (action: FrontlineAction) => {
      const ctx = contextOf(state, version);
      expect(ctx.legal.some((a) => sameAction(a, action))).toBe(true);
      const applied = frontline.apply(state, 0, action);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      version++;
      sent.push(action);
    };
    for (const e of events) {
      let step = reduce(selection, e, contextOf(state, version));
      selection = step.selection;
      // Each answer brings a newer version; the screen syncs while nothing is in flight.
      while (step.send) {
        deliver(step.send);
        step = reduce(selection, { type: 'sync' }, contextOf(state, version));
        selection = step.selection;
      }
    }
    return { selection, sent, state };
  }

  const move = { type: 'move', from: 'north-africa', to: 'congo', division: 'I' } as const;

  it('picking an empty neighbour aims a move there', () => {
    const { selection } = play([click('north-africa'), click('congo')]);
    expect(selection.gesture).toEqual({ kind: 'move', from: 'north-africa', to: 'congo' });
  });

  it('choosing 3 sends three moves, one after each answer, then the gesture is over', () => {
    const { selection, sent, state } = play([
      click('north-africa'),
      click('congo'),
      { type: 'choose-count', division: 'I', n: 3 },
      { type: 'move-many', action: move },
    ]);
    expect(sent).toEqual([move, move, move]);
    expect(selection.queue).toBeNull();
    expect(selection.gesture).toBeNull();
    expect(state.territories.congo!.holder).toBe(0);
    expect(state.territories['north-africa']!.home.middle.filter((d) => d === 'I')).toHaveLength(1);
  });

  it('a count of one is one move, as a single click always was', () => {
    expect(play([click('north-africa'), click('congo'), { type: 'move-many', action: move }]).sent).toEqual([
      move,
    ]);
  });

  it('the queue waits for a newer version, and stops when the engine stops offering the move', () => {
    const ctx = contextOf(position('maneuver'), 5);
    const aimed = run(
      EMPTY,
      [click('north-africa'), click('congo'), { type: 'choose-count', division: 'I', n: 9 }],
      ctx,
    );
    const first = reduce(aimed.selection, { type: 'move-many', action: move }, ctx);
    expect(first.send).toEqual(move);
    expect(first.selection.queue).toEqual({ action: move, left: 8, sentAt: 5 });
    // The ack came before the update: same version, nothing sent twice.
    expect(reduce(first.selection, { type: 'sync' }, ctx).send).toBeNull();
    // The engine no longer offers it (the phase ended): the queue is dropped, nothing sent.
    const ended = reduce(first.selection, { type: 'sync' }, { ...contextOf(position('attack')), version: 6 });
    expect(ended.send).toBeNull();
    expect(ended.selection.queue).toBeNull();
  });

  it('a move the engine does not offer is never sent', () => {
    const ctx = contextOf(position('maneuver'));
    const fake = { type: 'move', from: 'ural', to: 'congo', division: 'I' } as const;
    expect(reduce(EMPTY, { type: 'move-many', action: fake }, ctx).send).toBeNull();
  });

  it('counts are whole numbers of at least one', () => {
    const ctx = contextOf(position('maneuver'));
    const count = (n: number) =>
      reduce(EMPTY, { type: 'choose-count', division: 'A', n }, ctx).selection.counts.A;
    expect([count(0), count(-2), count(2.7), count(Number.NaN)]).toEqual([1, 1, 2, 1]);
  });
});

describe('keys', () => {
  it('E ends the phase when the engine allows it; I and A draft at the pick, and nothing without one', () => {
    expect(run(EMPTY, [{ type: 'key', key: 'e' }], contextOf(position('attack'))).sent).toEqual([
      { type: 'end-phase' },
    ]);
    const ctx = contextOf(position('draft'));
    // With units left to deploy the draft cannot end: E sends nothing the engine does not offer.
    expect(run(EMPTY, [{ type: 'key', key: 'e' }], ctx).sent).toEqual([]);
    expect(run(EMPTY, [{ type: 'key', key: 'i' }], ctx).sent).toEqual([]);
    expect(run(EMPTY, [click('east-africa'), { type: 'key', key: 'i' }], ctx).sent).toEqual([
      { type: 'draft', division: 'I', territory: 'east-africa' },
    ]);
    expect(run(EMPTY, [click('north-africa'), { type: 'key', key: 'a' }], ctx).sent).toEqual([
      { type: 'draft', division: 'A', territory: 'north-africa' },
    ]);
  });

  it('a key with nothing to send changes nothing', () => {
    const ctx = contextOf(position('attack'));
    const picked = run(EMPTY, [click('north-africa')], ctx).selection;
    for (const key of ['r', 's', 'h', 'i', 'enter', 'x'])
      expect(reduce(picked, { type: 'key', key }, ctx)).toEqual({
        selection: picked,
        send: null,
      });
  });
});
