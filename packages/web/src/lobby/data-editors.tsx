/**
 * Editors for options whose value is data the rules check in full, by the data's format as the catalogue names
 * it (`kind: 'data'`, `format`): the lobby offers one wherever a game has an option of that format. The server's
 * engine judges what they produce, and a refusal names the faulty field.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { pairName } from '../decks/deck-text.js';
import { t } from '../i18n/i18n.js';
import { pairById, validPairs } from '../store/decks.js';

export interface DataEditorProps {
  /** The option row's input id: the editor's inputs are `<id>-…`. */
  readonly id: string;
  readonly seats: number;
  set(value: unknown): void;
  fail(message: string | null): void;
}

/** A designer's objective set from a JSON file (FG4), read in the browser and sent as it is. */
function ObjectiveSetFile({ id, set, fail }: DataEditorProps) {
  return (
    <label class="option" htmlFor={`${id}-file`}>
      <span class="option-name">{t('data.objective-set.pick')}</span>
      <input
        type="file"
        accept=".json,application/json"
        id={`${id}-file`}
        data-testid={`${id}-file`}
        onChange={async (e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return;
          try {
            set(JSON.parse(await file.text()) as unknown);
            fail(null);
          } catch (err) {
            fail(
              t('data.objective-set.bad-file', {
                file: file.name,
                message: err instanceof Error ? err.message : String(err),
              }),
            );
          }
        }}
      />
    </label>
  );
}

/** Each player's two decks from the pairs saved on this device (H3: all or nothing, so every seat gets one). */
function DeckPairs({ id, seats, set }: DataEditorProps) {
  const pairs = validPairs();
  const [chosen, setChosen] = useState<string[]>(() =>
    Array.from({ length: seats }, () => pairs[0]?.id ?? ''),
  );
  useEffect(() => {
    if (pairs.length > 0) set(chosen.map((pair) => pairById(pair)));
  }, [chosen]);
  if (pairs.length === 0) return <p class="help">{t('data.deck-pairs.none')}</p>;
  return (
    <div class="option">
      {chosen.map((pair, seat) => (
        <label key={seat}>
          {t('lobby.seat', { n: seat + 1 })}{' '}
          <select
            data-testid={`${id}-${seat}`}
            value={pair}
            onChange={(e) => setChosen(chosen.map((p, j) => (j === seat ? e.currentTarget.value : p)))}
          >
            {pairs.map((p) => (
              <option value={p.id} key={p.id}>
                {pairName(p)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}

export const dataEditors: Readonly<Record<string, ComponentType<DataEditorProps>>> = {
  'objective-set': ObjectiveSetFile,
  'deck-pairs': DeckPairs,
};
