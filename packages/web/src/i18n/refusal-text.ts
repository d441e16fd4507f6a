/**
 * A game's refusal in the reader's language. The server names the rules' refusal by the game's own code (its
 * `refusals` catalogue) with the facts that code names; each game's screen keeps a sentence per code in both
 * languages and says each fact by its kind (a territory by its name, a line by its colour …). Null when this
 * client has no sentence for the code or a fact is missing (a server newer than its client): the caller shows
 * the server's English then, so something is still said.
 */
import type { RefusalCatalogue } from '@warboard/core';
import { fill, type Params } from './i18n.js';

/** The refusal fields of a server error (protocol `error`, code `illegal`). */
export interface EngineRefusal {
  readonly refusal?: string;
  readonly params?: Params;
}

/** How one game says its refusals. */
export interface RefusalVoice {
  readonly catalogue: RefusalCatalogue;
  /** The sentence of `code` in the current language, `{fact}` placeholders and all; undefined without one. */
  readonly sentence: (code: string) => string | undefined;
  /** A fact of a kind other than `count` as the reader reads it (counts stay numbers, for plurals). */
  readonly fact: (kind: string, value: string | number) => string;
}

export function sayRefusal(voice: RefusalVoice, r: EngineRefusal): string | null {
  const code = r.refusal;
  const facts =
    code !== undefined && Object.hasOwn(voice.catalogue, code) ? voice.catalogue[code] : undefined;
  const text = facts && code !== undefined ? voice.sentence(code) : undefined;
  if (!facts || text === undefined) return null;
  const said: Record<string, string | number> = {};
  for (const [name, kind] of Object.entries(facts)) {
    const value = r.params?.[name];
    if (value === undefined) return null;
    said[name] = kind === 'count' ? value : voice.fact(kind, value);
  }
  return fill(text, said);
}
