import { makeToyGame } from '@warboard/core/testing';
import { describe, expect, it } from 'vitest';
import {
  mutations,
  type RuleError,
  refusalProblem,
  refusalsOf,
  ruleError,
  runConformance,
} from '../src/index.js';

const config = { games: 50, seed: 'toy', options: [{}, { deckSize: 2 }] };

describe('conformance suite', () => {
  it('passes a correct game', () => {
    const report = runConformance(makeToyGame(), config);
    expect(report.failures).toEqual([]);
    expect(report.finished).toBe(50);
  });

  it("passes the toy game's race rules", () => {
    const report = runConformance(makeToyGame({ rules: 'race' }), {
      games: 50,
      seed: 'race',
      options: [{}, { players: 4, target: 7 }],
    });
    expect(report.failures).toEqual([]);
    expect(report.finished).toBe(50);
  });

  it("passes the toy game's secrets rules", () => {
    const report = runConformance(makeToyGame({ rules: 'secrets' }), {
      games: 20,
      seed: 'secrets',
      options: [{}, { turns: 3 }],
    });
    expect(report.failures).toEqual([]);
    expect(report.finished).toBe(20);
  });

  // A suite that cannot fail proves nothing: each planted defect must be reported.
  it.each([
    ['leaky-view', /leak/],
    ['mutates-input', /modified its input/],
    ['accepts-anything', /accepted/],
    ['stray-refusal', /code "malformed" is not in the game's refusals/],
  ] as const)('catches a game whose defect is %s', (defect, message) => {
    const report = runConformance(makeToyGame({ defect }), config);
    expect(report.failures.join('\n')).toMatch(message);
  });

  it('viewIds: ids drawn afresh per game pass; an id that recurs from game to game is reported as a leak', () => {
    let n = 0;
    const fresh = runConformance(makeToyGame(), { ...config, viewIds: () => [`card-${n++}`] });
    expect(fresh.failures).toEqual([]);
    const fixed = runConformance(makeToyGame(), { ...config, viewIds: () => ['card-1'] });
    expect(fixed.failures.join('\n')).toMatch(/drawn afresh for each game \(a leak\)/);
  });

  it('refusalProblem: a code outside the catalogue, a missing or extra fact, a fact of the wrong kind', () => {
    const catalogue = { 'not-yours': { territory: 'territory' }, 'no-units': { needed: 'count' } };
    const problem = (error: RuleError) => refusalProblem(catalogue, error);
    expect(problem(ruleError('not-yours', 'R1', 'x'))).toMatch(/names facts \[\], its entry \[territory\]/);
    expect(problem(refusalsOf(catalogue)('not-yours', 'R1', 'x', { territory: 'peru' }))).toBeNull();
    expect(problem({ ...ruleError('no-units', 'O6', 'x'), params: { needed: '3' } })).toMatch(/not a count/);
    expect(problem({ ...ruleError('no-units', 'O6', 'x'), params: { needed: 3, left: 1 } })).toMatch(/left/);
    expect(problem({ ...ruleError('not-yours', 'R1', 'x'), params: { territory: '' } })).toMatch(
      /not a territory/,
    );
    expect(problem(ruleError('constructor', 'R1', 'x'))).toMatch(/not in the game's refusals/);
  });

  it('mutations change one field at a time and add an unexpected one', () => {
    const out = mutations({ type: 'bet', amount: 2 });
    expect(out).toContainEqual({ type: 'bet' });
    expect(out).toContainEqual({ type: 'bet', amount: 3 });
    expect(out).toContainEqual({ type: 'betx', amount: 2 });
    expect(out).toContainEqual({ type: 'bet', amount: 2, unexpected: true });
  });
});
