/**
 * `warboard start` as a child process, for the tests that kill servers mid-game (crash.test.ts: one
 * process restarted on its data; cluster-kill.test.ts: one of three sharing PostgreSQL and Redis), and the
 * acknowledgements they check against the action log afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LIMIT_VARIABLES } from '../src/limits.js';
import { UNLIMITED_CLIENTS } from './helpers.js';

const bin = fileURLToPath(new URL('../../../bin/warboard.js', import.meta.url));

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly ws: string;
}

/** An action a client saw acknowledged: it must be in the log at this version whatever was killed. */
export interface Ack {
  readonly game: string;
  readonly seat: number;
  readonly key: string;
  readonly version: number;
}

/** The test clients' limits (helpers.ts) as `warboard start` reads them: from its environment. */
const unlimitedClientsEnv = Object.fromEntries(
  Object.entries(UNLIMITED_CLIENTS).map(([limit, value]) => [
    LIMIT_VARIABLES[limit as keyof typeof UNLIMITED_CLIENTS],
    String(value),
  ]),
);

/**
 * Starts `warboard start` on a free port of 127.0.0.1 with the environment `env` (plus the port, host and log
 * level, and the test clients' limits unless `env` sets them), and resolves once it prints the URL it serves;
 * rejects if it exits first.
 */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, [bin, 'start'], {
    env: { ...unlimitedClientsEnv, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /running at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url, ws: `${url.replace('http', 'ws')}/api/play` });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}\n${err}`)));
  });
}

/** SIGKILL: the process gets no chance to flush or close anything. Resolves once it has exited. */
export const killProcess = (child: ChildProcess): Promise<void> =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
