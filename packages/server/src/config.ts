/**
 * The server's environment, read and checked in one place before anything is opened. Each variable of
 * docs/protocol.md's table has one entry here; a bad value is refused with one line that names the variable
 * and what it accepts (the CLI prints it and exits 2), instead of a stack trace later or a silent default.
 */
import { z } from 'zod';
import { ConfigurationError } from './configuration-error.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Unset and empty are the same: the default applies. */
const unsetIfEmpty = (value: unknown): unknown => (value === '' ? undefined : value);

/** A whole number written in decimal digits only: "0x10", "1e3", " 8" and "8.0" are refused, not guessed. */
const wholeNumber = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

const millis = (fallback: number) =>
  z.preprocess(unsetIfEmpty, wholeNumber(1, 2_147_483_647).default(fallback));

/** What each variable accepts, said the same way in the error and in docs/protocol.md. */
const ACCEPTS = {
  PORT: 'a whole number from 0 to 65535',
  HOST: 'an interface address or host name, e.g. 0.0.0.0 or 127.0.0.1',
  WARBOARD_DATA: 'a folder path',
  WARBOARD_WEB_DIST: 'a folder path',
  DATABASE_URL: 'a postgres:// or postgresql:// URL (unset: SQLite)',
  REDIS_URL: 'a redis:// or rediss:// URL',
  WARBOARD_SQLITE_SYNC: 'full or normal',
  LOG_LEVEL: LOG_LEVELS.join(', '),
  WARBOARD_LEASE_MS: 'a whole number of milliseconds, at least 1',
  WARBOARD_POLL_MS: 'a whole number of milliseconds, at least 1',
  WARBOARD_SAFETY_POLL_MS: 'a whole number of milliseconds, at least 1',
  SMTP_URL: 'an smtp:// or smtps:// URL (unset: no e-mail notices)',
  SMTP_FROM: 'a sender, e.g. Warboard <warboard@example.org>',
  WARBOARD_PUBLIC_URL: 'the http:// or https:// address players open Warboard at',
} as const;

const urlOf = (schemes: readonly string[]) =>
  z
    .string()
    .refine((s) => URL.canParse(s) && schemes.includes(new URL(s).protocol), 'not such a URL')
    .optional();

const schema = z.object({
  PORT: z.preprocess(unsetIfEmpty, wholeNumber(0, 65_535).optional()),
  HOST: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[^\s]+$/)
      .default('0.0.0.0'),
  ),
  WARBOARD_DATA: z.preprocess(unsetIfEmpty, z.string().default('data')),
  WARBOARD_WEB_DIST: z.preprocess(unsetIfEmpty, z.string().optional()),
  DATABASE_URL: z.preprocess(unsetIfEmpty, urlOf(['postgres:', 'postgresql:'])),
  REDIS_URL: z.preprocess(unsetIfEmpty, urlOf(['redis:', 'rediss:'])),
  WARBOARD_SQLITE_SYNC: z.preprocess(unsetIfEmpty, z.enum(['full', 'normal']).default('full')),
  LOG_LEVEL: z.preprocess(unsetIfEmpty, z.enum(LOG_LEVELS).default('info')),
  WARBOARD_LEASE_MS: millis(5000),
  WARBOARD_POLL_MS: millis(1000),
  WARBOARD_SAFETY_POLL_MS: millis(10_000),
  SMTP_URL: z.preprocess(unsetIfEmpty, urlOf(['smtp:', 'smtps:'])),
  SMTP_FROM: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .max(200)
      .regex(/^[^\r\n]*@[^\r\n]*$/)
      .optional(),
  ),
  WARBOARD_PUBLIC_URL: z.preprocess(unsetIfEmpty, urlOf(['http:', 'https:'])),
});

export type ServerConfig = z.infer<typeof schema>;
export type ConfigVariable = keyof typeof ACCEPTS;
export const CONFIG_VARIABLES = Object.keys(ACCEPTS) as readonly ConfigVariable[];

/**
 * The configuration in `env`, or a ConfigurationError naming every bad variable in one line, e.g.
 * `PORT="abc" is not valid: it takes a whole number from 0 to 65535`.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const picked = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, env[name]]));
  const parsed = schema.safeParse(picked);
  if (parsed.success) return parsed.data;
  const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] as ConfigVariable[];
  throw new ConfigurationError(
    names
      // A URL may carry a password, so its value is not repeated in the message (which ends up in logs).
      .map((name) => {
        const shown = name.endsWith('_URL') ? '' : `=${JSON.stringify(env[name] ?? '')}`;
        return `${name}${shown} is not valid: it takes ${ACCEPTS[name]}`;
      })
      .join('; '),
  );
}
