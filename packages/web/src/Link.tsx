import type { ComponentChildren } from 'preact';
import { hrefOf, navigate, type Route } from './router.js';

/** An anchor that routes in the page (and still opens in a new tab with a modifier key). */
export function Link(props: {
  to: Route;
  class?: string;
  testid?: string;
  title?: string;
  /** Open in a new tab, so the screen it is on (a game) stays as it is. */
  newTab?: boolean;
  children: ComponentChildren;
}) {
  return (
    <a
      href={hrefOf(props.to)}
      class={props.class}
      data-testid={props.testid}
      title={props.title}
      {...(props.newTab ? { target: '_blank', rel: 'noopener' } : {})}
      onClick={(e) => {
        if (props.newTab || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}
