/**
 * How the Four Horsemen log tells its story (log/story.ts): the deal and its H5 checks, the face-down placement
 * (H9, every card a seat placed in a row folded into one line), then a chapter per turn — from the first
 * player drawn (HG7), a turn begins when the other seat acts, but for the answer to a capture (HF4).
 */
import type { HorsemenEvent } from '@warboard/horsemen';
import { t } from '../i18n/i18n.js';
import type { StoryEntry, Teller } from '../log/story.js';
import { type DescribeContext, describeEvent } from './describe.js';

/** A teller for one telling: it counts turns as the story is told, so make one per `story` call. */
export function horsemenTeller(ctx: DescribeContext): Teller<HorsemenEvent> {
  let playing = false;
  let turns = 0;
  let owner: number | null = null; // whose turn the current chapter tells
  const opens = (
    entry: StoryEntry<HorsemenEvent>,
    previous: StoryEntry<HorsemenEvent> | null,
  ): string | null => {
    const e = entry.event;
    const before = previous ? previous.event : null;
    if (e.type === 'placed' && before?.type !== 'placed') return t('log.placement');
    if (!playing || !previous || previous.version === entry.version) return null;
    // A compare that ends in a capture decision (HF4) leaves the turn open: the winner's answer, whoever won,
    // belongs to it.
    if (before?.type === 'compared') return null;
    if (before?.type !== 'first-player' && entry.actor === owner) return null;
    turns++;
    owner = entry.actor;
    return t('log.turn', { n: turns, name: ctx.name(entry.actor) });
  };
  return {
    prologue: t('log.deal'),
    opens: (entry, previous) => {
      const title = opens(entry, previous);
      if (entry.event.type === 'first-player') playing = true;
      return title;
    },
    foldKey: (event) => {
      return event.type === 'placed' ? `placed ${event.seat}` : null;
    },
    tell: (run) => {
      const first = run[0]!;
      if (run.length > 1 && first.type === 'placed')
        return t('ev.placed.many', { seat: ctx.name(first.seat), n: run.length });
      return describeEvent(run[0]!, ctx);
    },
  };
}
