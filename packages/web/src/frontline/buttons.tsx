/** Buttons that send one action from the server's legal list, unchanged: the controls' one way to act. */
import type { FrontlineAction } from '@warboard/frontline';
import type { ComponentChildren } from 'preact';

export type Send = (a: FrontlineAction) => void;

export function Act({
  a,
  act,
  busy,
  label,
  testid,
  primary,
}: {
  a: FrontlineAction;
  act: Send;
  busy: boolean;
  label: string;
  testid?: string;
  primary?: boolean;
}) {
  return (
    <button
      type="button"
      class={primary ? 'primary' : ''}
      disabled={busy}
      data-testid={testid}
      onClick={() => act(a)}
    >
      {label}
    </button>
  );
}

/**
 * A row of buttons, one per action, each labelled and tagged (data-testid) by the caller; `children` go after
 * them (a cancel button).
 */
export function Acts<T extends FrontlineAction>({
  actions,
  act,
  busy,
  label,
  testid,
  primary,
  children,
}: {
  actions: readonly T[];
  act: Send;
  busy: boolean;
  label: (a: T) => string;
  testid: (a: T) => string;
  primary?: (a: T) => boolean;
  children?: ComponentChildren;
}) {
  return (
    <div class="fl-buttons">
      {actions.map((a) => (
        <Act
          key={JSON.stringify(a)}
          a={a}
          act={act}
          busy={busy}
          label={label(a)}
          testid={testid(a)}
          primary={primary?.(a) ?? false}
        />
      ))}
      {children}
    </div>
  );
}
