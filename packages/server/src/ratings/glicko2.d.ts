/** The part of the `glicko2` package (1.2.2, which ships no types) that ratings/glicko.ts uses. */
declare module 'glicko2' {
  export interface Glicko2Settings {
    tau?: number;
    rating?: number;
    rd?: number;
    vol?: number;
  }
  export interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  export interface Race {
    getMatches(): [Player, Player, number][];
  }
  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    makeRace(results: Player[][]): Race;
    updateRatings(matches: Race | [Player, Player, number][]): void;
  }
}
