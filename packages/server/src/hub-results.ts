/** What the hub answers: a value, or a refusal with its HTTP status and typed code (docs/protocol.md). */
import { createHash, randomBytes } from 'node:crypto';
import type { RefusalParams, RuleError } from '@warboard/core';

export type HubError = {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly rule?: string; // a rules refusal's rule (bad-options) …
  readonly params?: RefusalParams; // … and its facts
};
export type HubResult<T> = { ok: true; value: T } | { ok: false; error: HubError };

export const fail = <T>(status: number, code: string, message: string): HubResult<T> => ({
  ok: false,
  error: { status, code, message },
});

/** A game's options (or its setup from them) refused by its rules: `400 bad-options`, with the rule and its facts. */
export const optionsRefused = <T>(e: RuleError): HubResult<T> => ({
  ok: false,
  error: {
    status: 400,
    code: 'bad-options',
    message: `${e.rule}: ${e.message}`,
    rule: e.rule,
    ...(e.params ? { params: e.params } : {}),
  },
});

/** What storage keeps of a seat token: its hash, never the token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Unguessable ids and secrets from the OS's CSPRNG, never from the clock (games' seeds: seeds.ts). */
export const newId = (): string => randomBytes(12).toString('base64url');
