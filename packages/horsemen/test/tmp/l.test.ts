import { runConformance } from '@warboard/core';
import { it } from 'vitest';
import { horsemen } from '../../src/index.js';
import { cardIds } from '../conformance/run.js';

it('x', () => {
  const r = runConformance(horsemen, {
    games: 40,
    seed: 'planted-leaks',
    options: [{}, { factionScope: 'line' }],
    resamples: 2,
    viewIds: cardIds,
  });
  console.log(
    r.failures
      .slice(0, 3)
      .map((f) => f.slice(0, 700))
      .join('\n\n'),
  );
});
