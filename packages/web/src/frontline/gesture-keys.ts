/**
 * The Frontline screen's keyboard shortcuts for the common gestures (selection.ts decides what each key does):
 * typing in a field is left alone, and Enter on a button or on the map (where it picks the territory under the
 * cursor) is theirs.
 */
import { type Inputs, useEffect } from 'preact/hooks';
import { type Context, keyAction, type Selection, type SelectionEvent } from './selection.js';

export function useGestureKeys(
  /** The newest selection and dispatch, read when a key is pressed: a render may not have handed them over yet. */
  latest: { readonly current: Selection },
  dispatch: { readonly current: (e: SelectionEvent) => void },
  ctx: Context,
  canAct: boolean,
  inputs: Inputs,
): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target instanceof Element ? e.target : null; // the map is SVG, not HTML
      if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 'escape') {
        dispatch.current({ type: 'escape' });
        return;
      }
      if (key === 'enter' && (target?.tagName === 'BUTTON' || target?.closest('svg'))) return;
      if (keyAction(latest.current, key, ctx) && canAct) {
        e.preventDefault();
        dispatch.current({ type: 'key', key });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, inputs);
}
