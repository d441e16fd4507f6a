/** Each game's measures by game id; a game without its own gets its length only. */
import { frontlineMeasures } from './frontline.js';
import { horsemenMeasures } from './horsemen.js';
import { type GameMeasures, plainMeasures } from './measure.js';

const byGame: ReadonlyMap<string, GameMeasures> = new Map([
  ['frontline', frontlineMeasures],
  ['horsemen', horsemenMeasures],
]);

export const measuresFor = (gameId: string): GameMeasures => byGame.get(gameId) ?? plainMeasures;
