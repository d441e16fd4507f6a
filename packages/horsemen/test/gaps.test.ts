/** Warboard's decisions where the source is silent (HG1–HG14), and the rules options that name other readings. */
import { describe, expect, it } from 'vitest';
import { horsemen, legalActions } from '../src/index.js';
import { play, refused, scenario, scores } from './scenario.js';

describe('options', () => {
  it.each([
    [{ startingChips: -1 }, 'HG3'],
    [{ startingChips: 1.5 }, 'HG3'],
    [{ tie: 'coin' }, 'HG5'],
    [{ factionScope: 'king' }, 'HG2'],
    [{ stuck: 'wait' }, 'HG4'],
    [{ topUp: 0 }, 'HG4'],
    [{ scavengerRefund: 'all' }, 'HF4'],
    [{ deal: 'each' }, 'H5'],
    [{ links: 'diagonal' }, 'HG10'],
    [{ kingSkills: 'yes' }, 'HG11'],
    [{ prize: 1 }, 'HG13'],
    [{ stalemateLimit: 2 }, 'HG14'],
    [{ players: 3 }, 'options'],
    [{ decks: [[]] }, 'H1'],
    [{ decks: [[{ faction: 'war', king: 6, soldiers: [1] }], []] }, 'H3'],
  ])('bad options %j are refused, naming the rule (%s)', (input, rule) => {
    const r = horsemen.parseOptions(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe(rule);
  });

  it('defaults: 50 chips each, ties survive, army reading, adjacent links, skills and prize on, 40-action stalemate, stuck players top up 20, Scavengers take back a total, own deal', () => {
    const r = horsemen.parseOptions(undefined);
    expect(r.ok && r.value).toEqual({
      decks: 'random',
      startingChips: 50,
      tie: 'both-survive',
      factionScope: 'army',
      links: 'adjacent-lines',
      kingSkills: true,
      prize: true,
      stalemateLimit: 40,
      stuck: 'top-up',
      topUp: 20,
      scavengerRefund: 'total',
      deal: 'own',
    });
  });
});

describe('gap decisions', () => {
  it('HG2 option factionScope=line: a card follows its own colour — "same" on its own line, "different" elsewhere', () => {
    // A War card on the War line is a Zealot "same": no +1; on the Famine line it is "different": +1 and 2 more chips.
    const off = scenario({
      options: { factionScope: 'line' },
      factions: ['plague', 'plague'],
      board: { '0:1:f': { v: 5, f: 'war' }, '1:1:f': { v: 5, f: 'plague' } },
    });
    const r = play(off, 0, { type: 'compare', line: 1 });
    expect(scores(r.events)).toEqual([6, 5]);
    expect(r.state.players[0].chest).toBe(7);
    const army = scenario({
      factions: ['plague', 'plague'],
      board: { '0:1:f': { v: 5, f: 'war' }, '1:1:f': { v: 5, f: 'plague' } },
    });
    expect(scores(play(army, 0, { type: 'compare', line: 1 }).events)).toEqual([5, 5]); // under a Plague king the War card has no Zealot clause
  });

  it('HG4 stuck=surrender: a player with nothing else to do may only surrender (face-up cards, no chips, no opponent in reach)', () => {
    const s = scenario({
      options: { stuck: 'surrender' },
      fund: [0, 50],
      board: { '0:0:f': { v: 3 }, '0:1:f': { v: 3 }, '0:2:f': { v: 3 }, '0:3:f': { v: 3 } },
    });
    expect(legalActions(s, 0)).toEqual([{ type: 'surrender' }]);
  });

  it('HG5 option tie=both-die: equal points kill both cards', () => {
    const s = scenario({
      options: { tie: 'both-die' },
      board: { '0:1:f': { v: 5, id: 'a' }, '1:1:f': { v: 5, id: 'b' } },
    });
    expect(play(s, 0, { type: 'compare', line: 1 }).state.graveyard.sort()).toEqual(['a', 'b']);
  });

  it('HG5: both kings dying in one tie is a draw', () => {
    const s = scenario({ options: { tie: 'both-die' }, kings: [6, 6], kingAt: ['0:2:f', '1:2:f'] });
    expect(horsemen.outcome(play(s, 0, { type: 'compare', line: 2 }).state)).toEqual({
      kind: 'draw',
      reason: 'both-kings',
    });
  });

  it('HG7: the seeded RNG decides who acts first, and either seat can', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const o = horsemen.parseOptions({});
      if (!o.ok) throw new Error();
      let s = horsemen.setup(o.value, `hg7-${i}`);
      if (!s.ok) throw new Error();
      let st = s.value;
      while (st.phase !== 'play') {
        const d = horsemen.pendingDecisions(st)[0]!;
        st = play(st, d.seat, horsemen.standingOrder(st, d.seat)!).state;
      }
      firsts.add(st.toMove);
      s = { ok: true, value: st };
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });

  it('HG9: a card that moved, flipped or arrived this turn does not feel its line until it has stayed a whole turn', () => {
    const s = scenario({ board: { '0:2:f': { v: 5, id: 'x' } } });
    const moved = play(s, 0, { type: 'move', line: 2, row: 'front', to: 1 }).state; // into Famine
    expect(moved.cards.x!.hunger).toBe(0);
    const flipped = play(scenario({ board: { '0:1:f': { v: 5, id: 'y', up: false } } }), 0, {
      type: 'flip',
      line: 1,
      row: 'front',
    }).state;
    expect(flipped.cards.y!.hunger).toBe(0);
  });

  it('HG10 option links=same-line: the back card of the same line links instead of the neighbours', () => {
    const s = scenario({
      options: { links: 'same-line' },
      board: { '0:2:f': { v: 3 }, '0:2:b': { v: 2 }, '0:1:f': { v: 3 }, '1:2:f': { v: 8 } },
    });
    expect(scores(play(s, 0, { type: 'compare', line: 2 }).events)).toEqual([5, 8]);
  });

  it('HG14: a game with no death for the stalemate limit of actions in a row is a draw', () => {
    let s = scenario({ options: { stalemateLimit: 4 }, board: { '0:2:f': { v: 5 }, '1:2:f': { v: 5 } } });
    for (let i = 0; i < 4; i++) s = play(s, s.toMove, { type: 'compare', line: 2 }).state;
    expect(horsemen.outcome(s)).toEqual({ kind: 'draw', reason: 'stalemate' });
  });

  it('bad input leaves the state unchanged: unknown action, wrong seat, missing field', () => {
    const s = scenario({ board: { '0:2:f': { v: 5 }, '1:2:f': { v: 5 } } });
    refused(s, 0, { type: 'fly' }, 'input', 'malformed-action');
    refused(s, 0, { type: 'compare' }, 'input', 'malformed-action');
    refused(s, 0, { type: 'compare', line: 2, extra: 1 }, 'input', 'malformed-action');
    refused(s, 1, { type: 'compare', line: 2 }, 'H10', 'not-your-decision');
    refused(s, 7, { type: 'compare', line: 2 }, 'H10', 'not-your-decision');
    refused(s, 0, { type: 'compare', line: 9 }, 'H14', 'no-such-line');
  });
});
