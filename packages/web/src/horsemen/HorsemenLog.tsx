/** The Four Horsemen log, live and in replays: the story of the game (story.ts) in the shared log panel. */
import type { Faction, HorsemenEvent } from '@warboard/horsemen';
import { useMemo } from 'preact/hooks';
import { lang, t } from '../i18n/i18n.js';
import { StoryLog } from '../log/StoryLog.js';
import { type StoryEntry, story } from '../log/story.js';
import { horsemenTeller } from './story.js';

export function HorsemenLog({
  log,
  lines,
  name,
  complete = true,
}: {
  log: readonly StoryEntry<HorsemenEvent>[];
  lines: readonly Faction[];
  name: (seat: number) => string;
  complete?: boolean;
}) {
  // Retold when the log, the lines, the names or the language change (a namer is a new function each render).
  const chapters = useMemo(
    () => story(log, horsemenTeller({ lines, name })),
    [log, lines.join(','), `${name(0)},${name(1)}`, lang.value],
  );
  return <StoryLog title={t('hz.log')} chapters={chapters} complete={complete} empty={t('hz.log.empty')} />;
}
