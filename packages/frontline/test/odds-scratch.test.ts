import { it } from 'vitest';
import { odds, clearOddsCache } from '../src/odds/exact.js';
import { engagement, parseForce } from '../src/odds/spec.js';
const f = (s: string, r: 'revised'|'original'='revised') => { const p = parseForce(s, r); if (!p.ok) throw new Error(p.error); return p.force; };
it('scratch', () => {
  for (const rep of [0,1,2]) {
  for (const n of [4, 10, 20, 40]) {
    clearOddsCache();
    const t = performance.now();
    const o = odds(engagement({ attacker: f(`${n/2}I,${n/2}A`), defender: f(`${n/2}A,${n/2}I`) }));
    console.log(rep, n, o.attackerWins, o.states, performance.now() - t);
  }
  }
  for (const n of [4, 10, 20, 40]) {
    clearOddsCache();
    const t = performance.now();
    const o = odds(engagement({ attacker: f(`${n}I`), defender: f(`${n}I`) }));
    console.log('inf', n, o.attackerWins, o.states, performance.now() - t);
  }
});
