/**
 * The Frontline screen's keyboard shortcuts for the common gestures (selection.ts decides what each key does):
 * typing in a field is left alone, and Enter on a button or on the map (where it picks the territory under the
 * cursor) is theirs.
 */
import { useLayoutEffect } from 'preact/hooks';
import { type Context, keyAction, type Selection, type SelectionEvent } from './selection.js';

/** What a key may do now: the legal actions and whether the seat may act, as of the newest render. */
export interface KeyGate {
  readonly ctx: Context;
  readonly canAct: boolean;
}

/**
 * One listener for the screen's life, there from its first render (a layout effect), which reads everything
 * through refs when a key is pressed. A listener registered again after each render (in an effect, after the next
 * frame) would, for the frame between, judge a key by the legal actions before the last change — and drop the E
 * that has just become legal.
 */
export function useGestureKeys(
  /** The newest selection and dispatch: a render may not have handed them over yet. */
  latest: { readonly current: Selection },
  dispatch: { readonly current: (e: SelectionEvent) => void },
  gate: { readonly current: KeyGate },
): void {
  useLayoutEffect(() => {
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
      const { ctx, canAct } = gate.current;
      if (keyAction(latest.current, key, ctx) && canAct) {
        e.preventDefault();
        dispatch.current({ type: 'key', key });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
