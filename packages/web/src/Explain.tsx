/**
 * The one way an explanation opens by tap as well as by hover or focus: an "i" toggle beside the thing
 * explained, with `aria-expanded`, that opens its tooltip as a popover; tapping it again, tapping elsewhere
 * or Esc closes it. One popover is open at a time. It works inside a clickable cell (a card on the board): the
 * toggle's own clicks and keys never reach the cell.
 */
import { signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { t } from './i18n/i18n.js';

/** The key of the open popover, if any. */
export const openTip = signal<string | null>(null);

if (typeof document !== 'undefined') {
  document.addEventListener('click', (e) => {
    const el = e.target instanceof Element ? e.target : null;
    if (openTip.value !== null && !el?.closest('.explain, .tip')) openTip.value = null;
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') openTip.value = null;
  });
}

/** The toggle, for a tooltip `.tip` that is its sibling; `tipKey` names the popover (a card's id …). */
export function ExplainToggle({ tipKey }: { tipKey: string }) {
  const open = openTip.value === tipKey;
  const toggle = (e: Event) => {
    e.stopPropagation();
    e.preventDefault();
    openTip.value = open ? null : tipKey;
  };
  return (
    // A span, not a button: it sits inside buttons (board cells, hand cards), where a button may not.
    // biome-ignore lint/a11y/useSemanticElements: a button may not be nested in the cell's button
    <span
      class="explain"
      role="button"
      tabIndex={0}
      aria-expanded={open}
      aria-label={t('tip.show')}
      data-testid={`explain-${tipKey}`}
      onClick={toggle}
      onPointerDown={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') toggle(e);
        else if (e.key === 'Escape') openTip.value = null;
        e.stopPropagation();
      }}
    >
      i
    </span>
  );
}

/** A thing with its explanation: hover or focus shows it, the toggle pins it open. */
export function Explained({
  tipKey,
  class: cls = '',
  children,
  tip,
}: {
  tipKey: string;
  class?: string;
  children: ComponentChildren;
  tip: ComponentChildren;
}) {
  return (
    <span class={`explained ${cls} ${openTip.value === tipKey ? 'open' : ''}`}>
      {children}
      <ExplainToggle tipKey={tipKey} />
      <span class="tip" role="tooltip" data-testid={`tip-${tipKey}`}>
        {tip}
      </span>
    </span>
  );
}
