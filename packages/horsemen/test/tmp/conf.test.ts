import { runConformance } from '@warboard/core';
import { expect, it } from 'vitest';
import { horsemen } from '../../src/index.js';

it('c', () => {
  const r = runConformance(horsemen, {
    games: 40,
    seed: 'y',
    options: [
      {},
      { stuck: 'pass', scavengerRefund: 'total' },
      { stuck: 'top-up', topUp: 3, factionScope: 'colour' },
      { deal: 'shared' },
      { deal: 'shared', factionScope: 'line', stuck: 'pass' },
    ],
    resamples: 1,
  });
  console.log(JSON.stringify(r.failures.slice(0, 4), null, 1));
  expect(r.failures).toEqual([]);
});
