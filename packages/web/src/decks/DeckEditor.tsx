import {
  type Deck,
  FACTIONS,
  formatDeck,
  KING_VALUES,
  SOLDIER_VALUES,
  standardDeck,
  validateDeck,
} from '@warboard/horsemen';
import { factionName } from '../horsemen/labels.js';
import { t } from '../i18n/i18n.js';
import { RuleText } from '../rules/RuleBadge.js';
import { type SavedPair, savedPairs, savePairs } from '../store/decks.js';
import { deckText, pairName } from './deck-text.js';

const count = (deck: Deck, value: number) => deck.soldiers.filter((v) => v === value).length;

/** One deck: faction, king and how many of each soldier value; the engine says whether it is a deck. */
function DeckForm({ deck, onChange, title }: { deck: Deck; onChange: (d: Deck) => void; title: string }) {
  const check = validateDeck(deck);
  const setCount = (value: number, n: number) => {
    const others = deck.soldiers.filter((v) => v !== value);
    onChange({
      ...deck,
      soldiers: [...others, ...Array<number>(Math.max(0, n)).fill(value)].sort((a, b) => a - b),
    });
  };
  return (
    <fieldset class={`deck f-${deck.faction}`}>
      <legend>{title}</legend>
      <label>
        {t('hz.faction')}{' '}
        <select
          value={deck.faction}
          onChange={(e) => {
            const faction = FACTIONS.find((f) => f === e.currentTarget.value);
            if (faction) onChange({ ...deck, faction });
          }}
        >
          {FACTIONS.map((f) => (
            <option value={f} key={f}>
              {factionName(f)}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('deck.king')}{' '}
        <select
          value={deck.king}
          onChange={(e) => {
            const king = KING_VALUES.find((k) => String(k) === e.currentTarget.value);
            if (king !== undefined) onChange({ ...deck, king });
          }}
        >
          {KING_VALUES.map((k) => (
            <option value={k} key={k}>
              {t(k === 6 ? 'deck.king.6' : 'deck.king.12')}
            </option>
          ))}
        </select>
      </label>
      <p>{t('deck.soldiers', { n: deck.soldiers.length })}</p>
      <div class="counts">
        {SOLDIER_VALUES.map((v) => (
          <label class="count" key={v}>
            <span>{v}</span>
            <input
              type="number"
              min={0}
              max={11}
              value={count(deck, v)}
              aria-label={`${v}`}
              onInput={(e) => setCount(v, Number(e.currentTarget.value))}
            />
          </label>
        ))}
      </div>
      {check.ok ? (
        <p class="ok">
          ✓ {t('deck.valid')} · <span data-testid="deck-readable">{deckText(check.value)}</span>{' '}
          <code class="muted small" title={t('deck.text')}>
            {formatDeck(check.value)}
          </code>
        </p>
      ) : (
        <p class="error">
          <RuleText text={`${t('deck.invalid', { rule: check.error.rule })} ${check.error.message}`} />
        </p>
      )}
    </fieldset>
  );
}

/** Deck building (H3): pairs of decks, saved in this browser and offered in the lobby. */
export function DeckEditor() {
  const pairs = savedPairs.value;
  const update = (id: string, patch: Partial<SavedPair>) =>
    savePairs(pairs.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  return (
    <section class="panel decks" data-testid="decks">
      <h2>{t('deck.title')}</h2>
      <p class="help">{t('deck.help')}</p>
      {pairs.map((p) => (
        <div class="pair" key={p.id}>
          <label>
            {t('deck.name')}{' '}
            <input
              value={p.name}
              placeholder={pairName({ ...p, name: '' })}
              data-testid="pair-name"
              onInput={(e) => update(p.id, { name: e.currentTarget.value })}
            />
          </label>{' '}
          <button
            type="button"
            class="quiet danger"
            onClick={() => savePairs(pairs.filter((q) => q.id !== p.id))}
          >
            {t('deck.delete')}
          </button>
          <div class="pair-decks">
            <DeckForm
              title={t('deck.first')}
              deck={p.decks[0]}
              onChange={(d) => update(p.id, { decks: [d, p.decks[1]] })}
            />
            <DeckForm
              title={t('deck.second')}
              deck={p.decks[1]}
              onChange={(d) => update(p.id, { decks: [p.decks[0], d] })}
            />
          </div>
        </div>
      ))}
      <button
        type="button"
        class="primary"
        onClick={() =>
          savePairs([
            ...pairs,
            {
              id: `pair-${Date.now().toString(36)}`,
              name: t('deck.default', { n: pairs.length + 1 }),
              decks: [standardDeck('war', 6), standardDeck('death', 12)],
            },
          ])
        }
      >
        {t('deck.new')}
      </button>
    </section>
  );
}
