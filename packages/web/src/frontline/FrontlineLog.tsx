/** The Frontline log, live and in replays: the story of the game (story.ts) in the shared log panel. */

import type { FrontlineEvent } from '@warboard/frontline';
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { lang } from '../i18n/i18n.js';
import { StoryLog } from '../log/StoryLog.js';
import { type StoryEntry, story } from '../log/story.js';
import type { Namer } from './describe.js';
import { ft } from './i18n.js';
import { frontlineTeller } from './story.js';

export function FrontlineLog({
  log,
  name,
  seats,
  complete = true,
  children,
}: {
  log: readonly StoryEntry<FrontlineEvent>[];
  name: Namer;
  /** How many seats the game has: the names' key, since a namer is a new function each render. */
  seats: number;
  complete?: boolean;
  children?: ComponentChildren;
}) {
  const names = Array.from({ length: seats }, (_, s) => name(s)).join(',');
  const chapters = useMemo(() => story(log, frontlineTeller(name)), [log, names, lang.value]);
  return (
    <StoryLog title={ft('log.title')} chapters={chapters} complete={complete} empty={ft('log.empty')}>
      {children}
    </StoryLog>
  );
}
