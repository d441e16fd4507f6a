/**
 * The numbers a lab report is made of, per variant: win rates with their intervals, each measure's
 * distribution, the skill matches. Types only and the one constructor of a rate, so that the modules which
 * compute them (analyse, balance, skill, precision) and those which show them (text, html) need not import
 * one another.
 */
import type { Seat } from '@warboard/core';
import { wilson } from '../wilson.js';

export interface Rate {
  readonly wins: number;
  readonly games: number;
  readonly rate: number;
  readonly interval: readonly [number, number];
}

export interface Distribution {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  /** 95% interval of the mean (normal approximation). */
  readonly interval: readonly [number, number];
  readonly min: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
}

export interface WinRates {
  readonly seatWins: readonly Rate[];
  readonly firstPlayerWins: Rate;
  /** tag → value → rate, counted per seat that carried the value. */
  readonly tagWins: Readonly<Record<string, Readonly<Record<string, Rate>>>>;
}

export interface VariantResult extends WinRates {
  readonly key: string;
  readonly input: Readonly<Record<string, unknown>>;
  readonly options: unknown;
  /** Games stored for this variant (finished or failed). */
  readonly games: number;
  readonly finished: number;
  readonly errors: number;
  readonly errorSamples: readonly { readonly index: number; readonly message: string }[];
  readonly draws: number;
  readonly outcomes: Readonly<Record<string, number>>;
  /** The skill matches under this variant (`--skill`), or null. */
  readonly skill: SkillResult | null;
  /** The same rates over the games someone won: what fair shares are tested on (a draw is nobody's). */
  readonly decided: WinRates;
  readonly measures: Readonly<Record<string, Distribution>>;
  /** The raw numbers: per finished game, in game order. */
  readonly raw: {
    readonly index: readonly number[];
    readonly winners: readonly (readonly Seat[] | null)[];
    readonly first: readonly (Seat | null)[];
    /** measure id → value per finished game (null where it does not apply). */
    readonly values: Readonly<Record<string, readonly (number | null)[]>>;
  };
}

export interface SkillPair {
  /** The bot alone in its seat, and the bot in every other seat. */
  readonly bot: string;
  readonly against: string;
  readonly games: number;
  readonly draws: number;
  /** `bot`'s wins ÷ games, with its interval; 1 ÷ players is an even match. */
  readonly wins: Rate;
}

export interface SkillResult {
  readonly pairs: readonly SkillPair[];
  /**
   * Best first: each bot's mean score over its pairings — how far its win rate as the lone bot lies above
   * an even share, or its opponent's below it when it is the many — ties in the order given.
   */
  readonly ranking: readonly { readonly bot: string; readonly score: number }[];
}

export const rate = (wins: number, games: number): Rate => ({
  wins,
  games,
  rate: games > 0 ? wins / games : 0,
  interval: wilson(wins, games),
});
