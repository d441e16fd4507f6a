/**
 * What the server said, in the reader's language: each refusal carries a code (the protocol's error codes, the
 * lobby's HTTP ones), and a code this client has a string for (`error.<code>`) is shown in it; the server's own
 * English sentence otherwise, so a code newer than the client still says something.
 */
import { tOr } from './i18n.js';
import { optionRefusalText } from './option-refusal.js';

export interface ServerRefusal {
  readonly code?: string;
  readonly message: string;
  readonly rule?: string;
}

export function serverText(refusal: ServerRefusal | Error | string): string {
  if (typeof refusal === 'string') return refusal;
  const code = 'code' in refusal && typeof refusal.code === 'string' ? refusal.code : undefined;
  const rule = 'rule' in refusal && typeof refusal.rule === 'string' ? refusal.rule : '';
  if (!code) return refusal.message;
  // The options' refusal names the option and its rule in its message: said here, in the reader's language.
  if (code === 'bad-options') return optionRefusalText(refusal.message);
  return tOr(`error.${code}`, refusal.message, { message: refusal.message, rule });
}
