import type { GameEvent, Seat } from '@warboard/core';
import type { Ending, Faction } from './types.js';

/** A card as an event shows it: only ever a face-up card, or one sent to its owner alone (`visibleTo`). */
export interface CardRef {
  id: string;
  value: number;
  faction: Faction;
}

export type HorsemenEvent = GameEvent &
  (
    | { type: 'hand-checked'; seat: Seat; kings: number; discarded: CardRef[] } // H5
    | { type: 'king-drawn-out'; seat: Seat; card: CardRef } // H5
    | { type: 'refilled'; seat: Seat; drew: boolean } // H5
    | { type: 'placed'; seat: Seat; line: number; row: 'front' | 'back' } // H9
    | { type: 'first-player'; seat: Seat } // HG7
    | { type: 'flipped'; seat: Seat; line: number; row: 'front' | 'back'; card: CardRef } // H11
    | {
        type: 'moved';
        seat: Seat;
        card: CardRef;
        from: number;
        to: number;
        row: 'front' | 'back';
        paid: number;
      } // H13
    | {
        type: 'compared';
        seat: Seat;
        line: number;
        attacker: CardRef;
        defender: CardRef;
        scores: [number, number];
        winner: 'attacker' | 'defender' | 'tie';
        paid: number;
      } // H12
    | {
        type: 'died';
        card: CardRef;
        seat: Seat;
        line: number;
        cause: 'compare' | 'famine' | 'plague' | 'civil-war';
      } // H8
    | { type: 'captured'; card: CardRef; by: Seat; line: number; paid: number } // HF4
    | {
        type: 'points';
        card: CardRef;
        seat: Seat;
        line: number;
        change: number;
        cause: 'famine' | 'plague' | 'recovery';
      } // H16, H18
    | { type: 'infected'; card: CardRef; seat: Seat; line: number } // HF3
    | { type: 'refund'; seat: Seat; chips: number; from: Seat } // HF4
    | { type: 'passed'; seat: Seat } // HG4 `stuck: 'pass'`
    | { type: 'topped-up'; seat: Seat; chips: number } // HG4 `stuck: 'top-up'`
    | { type: 'game-over'; ending: Ending }
    | { type: 'prize'; seat: Seat; prize: NonNullable<Ending['prize']> }
  );
