/**
 * A game record opened step by step in the web client: handed to a Warboard server (`POST /api/imports`), which
 * plays it again and keeps it as a read-only replay, and the address of its replay screen printed. With
 * `--server URL` the server is one already running; without, one is started here (as `warboard start` would,
 * on the same data folder, so the replay stays there, but on 127.0.0.1 unless told otherwise) and runs until
 * Ctrl-C.
 */
import type { GameRecord } from '@warboard/core';
import { httpError, importedGame } from '@warboard/protocol';
import { ConfigurationError, startFromEnv } from '@warboard/server';
import type { Command } from 'commander';
import type { Io } from './io.js';
import { positiveInt } from './option-input.js';
import { UsageError } from './usage-error.js';

export interface WebReplayFlags {
  readonly server?: string;
  readonly port?: number;
  readonly host?: string;
  readonly data?: string;
}

/** The flags of every command that opens a replay in the web client. */
export const addWebReplayFlags = (command: Command): Command =>
  command
    .option('--server <url>', 'a running Warboard server to open it on (default: start one here)')
    .option(
      '--port <n>',
      'the port of the server started here (default: env PORT, else 3000, else a free one)',
      positiveInt,
    )
    .option('--host <host>', 'the interface of the server started here (default: env HOST, else 127.0.0.1)')
    .option(
      '--data <dir>',
      'the data folder of the server started here (default: env WARBOARD_DATA, else ./data)',
    );

/** Hand `record` to the server at `base`; resolves to the address that opens its replay. */
async function importRecord(base: string, record: GameRecord, bots?: readonly string[]): Promise<string> {
  const root = base.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${root}/api/imports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bots ? { ...record, bots } : record),
    });
  } catch (error) {
    throw new UsageError(`no Warboard server answers at ${root}: ${(error as Error).message}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refused = httpError.safeParse(body);
    throw new UsageError(
      refused.success
        ? `the server refused the record: ${refused.data.error.code}: ${refused.data.error.message}`
        : `the server at ${root} answered ${response.status}: is it a Warboard server?`,
    );
  }
  const answer = importedGame.safeParse(body);
  if (!answer.success) throw new UsageError(`the server at ${root} answered an import oddly`);
  return `${root}${answer.data.path}`;
}

/**
 * Until SIGINT or SIGTERM: how long a server started from the command line runs. The first signal shuts down
 * gracefully; with both listeners gone, a second one kills at once.
 */
export const untilStopped = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });

/** Open `record` in the web client, on the given server or on one started here (then until Ctrl-C). */
export async function openInWebClient(
  io: Io,
  record: GameRecord,
  flags: WebReplayFlags,
  bots?: readonly string[],
): Promise<void> {
  if (flags.server !== undefined) {
    io.stdout.write(`${await importRecord(flags.server, record, bots)}\n`);
    return;
  }
  const { server, url } = await startFromEnv(
    {
      ...(flags.port !== undefined ? { port: flags.port } : {}),
      // This machine alone by default, unlike `warboard start`: an imported replay shows every hidden card.
      host: flags.host ?? (process.env.HOST || '127.0.0.1'),
      ...(flags.data !== undefined ? { dataDir: flags.data } : {}),
    },
    // The replay's address is what this command prints; the server's request log would bury it.
    { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  ).catch((error: unknown) => {
    throw error instanceof ConfigurationError ? new UsageError(error.message) : error;
  });
  try {
    const address = await importRecord(url, record, bots);
    io.stdout.write(`${address}\n(Warboard is running at ${url}; Ctrl-C stops it)\n`);
    await untilStopped();
  } finally {
    await server.close();
  }
}
