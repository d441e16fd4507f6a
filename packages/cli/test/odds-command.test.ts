import { describe, expect, it } from 'vitest';
import { registryOf, run } from './capture.js';

const registry = registryOf();
const odds = (...args: string[]) => run(['odds', ...args], registry);
const json = async (...args: string[]) => {
  const r = await odds(...args, '--json');
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
};

describe('warboard odds: answers', () => {
  it('prints one JSON object: 3 infantry against 2 is classic Risk’s 6610505/10077696', async () => {
    const o = await json('--attacker', '3I', '--defender', '2I');
    expect(o.attackerWins).toBeCloseTo(6610505 / 10077696, 12);
    expect(o.defenderWins).toBeCloseTo(1 - 6610505 / 10077696, 12);
    expect(o.expected.attacker.infantry).toBeGreaterThan(0);
    expect(o.expected.defender).toHaveProperty('infantry');
    expect(o.errorBound).toBeLessThan(1e-12);
  });

  it('without "|" the front row is filled to the ruleset’s maximum (R4.3, O7.2)', async () => {
    expect((await json('--attacker', '5I', '--defender', '2I')).attacker).toBe('3I|2I');
    expect((await json('--attacker', '5I', '--defender', '2I', '--ruleset', 'original')).attacker).toBe(
      '2I|3I',
    );
    expect((await json('--attacker', 'I,A,a|3I', '--defender', 'I')).attacker).toBe('I,A,a|3I');
  });

  it('prints a table of end states with probabilities and expected survivors', async () => {
    const r = await odds('--attacker', 'I,A,a|3I', '--defender', '2I|I');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/attacker wins \d+\.\d{4} %/);
    expect(r.stdout).toMatch(/^invasion\s+\d+\.\d{4} %/m);
    expect(r.stdout).toMatch(/^attacker wiped out/m);
    expect(r.stdout).toMatch(/att I.*def rep/);
  });

  it('R5.15 --rear-assault takes the defender’s armor bonus; --withdraw sends damaged armor to repair (R5.8)', async () => {
    const head = await json('--attacker', '3I', '--defender', '2A');
    const rear = await json('--attacker', '3I', '--defender', '2A', '--rear-assault');
    expect(rear.attackerWins).toBeGreaterThan(head.attackerWins);
    const repair = await json('--attacker', '3I', '--defender', '2A', '--withdraw', 'defender');
    expect(repair.expected.defender.repairing).toBeGreaterThan(0);
  });

  it('R8.1 --keep-infantry leaves the last middle-row infantry behind', async () => {
    const o = await json('--attacker', 'I|I', '--defender', 'I', '--keep-infantry');
    expect(o.attackerWins).toBeCloseTo(15 / 36, 12);
  });

  it('R6.9 / R6.13 / R8.4 / O8.12 what follows an invasion: --defender-elsewhere, --invaded, --retreat, --give-up', async () => {
    const alone = await json('--attacker', 'I', '--defender', 'I||2a');
    expect(alone.defenderLeaves).toBeCloseTo(15 / 36, 12); // R6.9: nothing else fighting, the land is lost
    expect(alone.given.invaded.defender.repairing).toBe(0);
    const stand = await json('--attacker', 'I', '--defender', 'I||2a', '--defender-elsewhere', '1');
    expect(stand.defenderLeaves).toBe(0);
    expect(stand.given.invaded.defender.repairing).toBe(2);
    const second = await json(
      '--attacker',
      'I',
      '--defender',
      'I||2a',
      '--defender-elsewhere',
      '1',
      '--invaded',
    );
    expect(second.given.invaded.defender.repairing).toBe(0); // R6.13
    const retreat = await json(
      '--attacker',
      'I',
      '--defender',
      'I||2a',
      '--defender-elsewhere',
      '1',
      '--retreat',
    );
    expect(retreat.defenderLeaves).toBeCloseTo(15 / 36, 12);
    const giveUp = await json('--attacker', '2I', '--defender', '|2I', '--ruleset', 'original', '--give-up');
    expect(giveUp.attackerWins).toBe(1);
  });

  it('R6.10 --counter, R6.14 --contest, R7.3 --repel: the beaten defender’s force leaves the board', async () => {
    for (const kind of ['--counter', '--contest', '--repel']) {
      const o = await json('--attacker', '3I', '--defender', '2I||a', kind);
      expect(o.kind).toBe(kind.slice(2));
      expect(o.defenderLeaves).toBeCloseTo(o.attackerWins, 12);
      expect(o.given.invaded.defender.repairing).toBe(0);
    }
  });

  it('R5.9 --under-way: both sides fill their fronts before the next exchange', async () => {
    const o = await json('--attacker', 'I|A', '--defender', 'I|I', '--under-way');
    expect(o.attackerWins).toBeCloseTo(
      (await json('--attacker', 'I,A', '--defender', 'I,I')).attackerWins,
      12,
    );
  });

  it('the attacker stops below given odds or at a strength', async () => {
    const o = await json('--attacker', '6I', '--defender', '5I', '--stop-below', '0.5');
    expect(o.endStates.stopped).toBeGreaterThan(0);
    const s = await json('--attacker', '6I', '--defender', '5I', '--stop-at', '2');
    expect(s.endStates['wiped-out']).toBe(0);
  });
});

describe('warboard odds: bad input exits 2 with one line on stderr', () => {
  const usage = async (args: string[], message: RegExp) => {
    const r = await odds(...args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  };
  it('an unknown division letter', () =>
    usage(['--attacker', '2X', '--defender', 'I'], /"2X".*not a division/));
  it('a front row longer than the ruleset allows', () =>
    usage(['--attacker', '3I|I', '--defender', 'I', '--ruleset', 'original'], /at most 2 divisions.*O7\.2/));
  it('zero attackers', () =>
    usage(['--attacker', '|', '--defender', 'I'], /at least one division must attack/));
  it('an unknown ruleset', () =>
    usage(['--attacker', 'I', '--defender', 'I', '--ruleset', 'classic'], /--ruleset/));
  it('two kinds of battle at once', () =>
    usage(['--attacker', 'I', '--defender', 'I', '--counter', '--landing'], /exclude/));
  it('giving a border up in the revised ruleset (R6.4)', () =>
    usage(['--attacker', 'I', '--defender', '|I', '--give-up'], /R6\.4/));
  it('a landing without armor', () =>
    usage(['--attacker', '3I', '--defender', 'I', '--landing'], /landing needs armor/));
  it('odds outside 0..1', () =>
    usage(['--attacker', 'I', '--defender', 'I', '--stop-below', '2'], /--stop-below/));
  it('a missing side', () => usage(['--attacker', 'I'], /--defender/));
});
