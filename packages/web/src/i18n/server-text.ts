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
  readonly params?: Readonly<Record<string, string | number>>;
}

export function serverText(refusal: ServerRefusal | Error | string): string {
  if (typeof refusal === 'string') return refusal;
  const code = 'code' in refusal && typeof refusal.code === 'string' ? refusal.code : undefined;
  const rule = 'rule' in refusal && typeof refusal.rule === 'string' ? refusal.rule : '';
  if (!code) return refusal.message;
  // The options' refusal names its rule and the option (a fact): said here, in the reader's language.
  if (code === 'bad-options') {
    const option = 'params' in refusal ? refusal.params?.option : undefined;
    return optionRefusalText(rule || null, typeof option === 'string' ? option : null);
  }
  return tOr(`error.${code}`, refusal.message, { message: refusal.message, rule });
}
