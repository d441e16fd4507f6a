/** `warboard start` (alias `serve`): run the game server until SIGINT or SIGTERM. */
import { networkInterfaces } from 'node:os';
import { ConfigurationError, startFromEnv } from '@warboard/server';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { networkUrls } from '../network-urls.js';
import { positiveInt } from '../option-input.js';
import { UsageError } from '../usage-error.js';
import { untilStopped } from '../web-replay.js';

interface StartFlags {
  readonly port?: number;
  readonly host?: string;
  readonly data?: string;
}

export function registerStart(program: Command, io: Io): void {
  program
    .command('start')
    .alias('serve')
    .description(
      'run the Warboard server (env PORT, HOST, DATABASE_URL, REDIS_URL, WARBOARD_DATA, LOG_LEVEL)',
    )
    .option('--port <n>', 'port (default: env PORT, else 3000, else a free one)', positiveInt)
    .option('--host <host>', 'interface to listen on (default: env HOST, else 0.0.0.0)')
    .option('--data <dir>', 'folder of the SQLite database (default: env WARBOARD_DATA, else ./data)')
    .action(async (flags: StartFlags) => {
      const { server, url, host, storage } = await startFromEnv({
        ...(flags.port !== undefined ? { port: flags.port } : {}),
        ...(flags.host !== undefined ? { host: flags.host } : {}),
        ...(flags.data !== undefined ? { dataDir: flags.data } : {}),
      }).catch((error: unknown) => {
        throw error instanceof ConfigurationError ? new UsageError(error.message) : error;
      });
      io.stdout.write(`Warboard is running at ${url}\nstorage: ${storage}\n`);
      // Open the lobby at one of these, not localhost, so that the invite links it hands out work for friends.
      for (const friend of networkUrls(networkInterfaces(), url, host))
        io.stdout.write(`friends on your network: ${friend}\n`);
      await untilStopped();
      await server.close();
    });
}
