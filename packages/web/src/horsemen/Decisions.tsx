/**
 * The choices a fight or the end of a round leaves the seat, each a row of buttons after its hint: capture the
 * beaten card or not, the winner's prize (the loser's chest or a card from the graveyard), a shown king to
 * discard, and whether to refill the hand.
 */
import type { HorsemenAction, HorsemenView } from '@warboard/horsemen';
import { t } from '../i18n/i18n.js';
import { captureChoices, discardChoices, prizeChoices, refillChoices } from './intents.js';
import { cardName } from './labels.js';

/** One decision: its hint and a button per choice; nothing when the legal actions offer none. */
function Decision<A extends HorsemenAction>({
  testid,
  hint,
  choices,
  keyOf,
  label,
  act,
}: {
  testid: string;
  hint: string;
  choices: readonly A[];
  keyOf: (choice: A) => string;
  label: (choice: A) => string;
  act: (choice: A) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <span class="decision" data-testid={testid}>
      {hint}{' '}
      {choices.map((c) => (
        <button type="button" key={keyOf(c)} onClick={() => act(c)}>
          {label(c)}
        </button>
      ))}
    </span>
  );
}

export function Decisions({
  view,
  legal,
  act,
}: {
  view: HorsemenView;
  legal: readonly HorsemenAction[];
  act: (a: HorsemenAction) => void;
}) {
  const loser = view.ending?.winner === 0 ? 1 : 0;
  const opponent = view.seat === null ? null : ((1 - view.seat) as 0 | 1);
  const shownKings = opponent === null ? [] : view.players[opponent].shownKings;
  return (
    <>
      <Decision
        testid="capture"
        hint={t('act.capture.hint')}
        choices={captureChoices(legal)}
        keyOf={(c) => String(c.take)}
        label={(c) => t(c.take ? 'act.capture.take' : 'act.capture.leave')}
        act={act}
      />
      <Decision
        testid="prize"
        hint={t('act.prize.hint')}
        choices={prizeChoices(legal)}
        keyOf={(p) => (p.take === 'card' ? p.card : 'chest')}
        label={(p) => {
          if (p.take === 'chest') return t('act.prize.chest', { n: view.players[loser].chest });
          const card = view.graveyard.find((c) => c.id === p.card);
          return t('act.prize.card', { card: card ? cardName(card) : p.card });
        }}
        act={act}
      />
      <Decision
        testid="discard"
        hint={t('act.discard.hint')}
        choices={discardChoices(legal)}
        keyOf={(d) => d.card}
        label={(d) => {
          const card = shownKings.find((c) => c.id === d.card);
          return t('act.discard', { card: card ? cardName(card) : d.card });
        }}
        act={act}
      />
      <Decision
        testid="refill"
        hint={t('act.refill.hint')}
        choices={refillChoices(legal)}
        keyOf={(r) => String(r.draw)}
        label={(r) => t(r.draw ? 'act.refill.yes' : 'act.refill.no')}
        act={act}
      />
    </>
  );
}
