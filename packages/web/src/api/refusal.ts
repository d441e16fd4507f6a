/** What the server said no to, as the screens show it: its code, message, rule, and the game's own refusal. */
import type { ErrorMessage } from './protocol.js';

export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  /** For `illegal`: the game's refusal code and the facts it names, to say it in the reader's language. */
  readonly refusal?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export function refusalOf(m: ErrorMessage): Refusal {
  const { code, message, rule, refusal, params } = m;
  return {
    code,
    message,
    ...(rule ? { rule } : {}),
    ...(refusal ? { refusal } : {}),
    ...(params ? { params } : {}),
  };
}

/** Refusals of a chat line or a mute: the chat shows them, the game goes on. */
export const isChatRefusal = (code: string): boolean => code.startsWith('chat-') || code === 'bad-mute';

/** An unknown game or a bad token: retrying will not help. */
export const isFatal = (code: string): boolean => code === 'unknown-game' || code === 'bad-token';
