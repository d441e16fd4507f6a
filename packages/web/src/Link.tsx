import type { ComponentChildren } from 'preact';
import { hrefOf, navigate, type Route } from './router.js';

/** An anchor that routes in the page (and still opens in a new tab with a modifier key). */
export function Link(props: { to: Route; class?: string; testid?: string; children: ComponentChildren }) {
  return (
    <a
      href={hrefOf(props.to)}
      class={props.class}
      data-testid={props.testid}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}
