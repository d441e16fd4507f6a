/** Each game's measures, from its catalog entry; a game the catalog does not know gets its length only. */
import { catalog, type GameMeasures, plainMeasures } from '@warboard/catalog';

export const measuresFor = (gameId: string): GameMeasures => catalog.get(gameId)?.measures ?? plainMeasures;
