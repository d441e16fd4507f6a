/**
 * `warboard replay FILE.json`: a saved game record (core's GameRecord, e.g. `warboard lab replay … --json`)
 * opened step by step in the web client (web-replay.ts).
 */
import { readFileSync } from 'node:fs';
import type { GameRecord } from '@warboard/core';
import type { Command } from 'commander';
import type { Io } from '../io.js';
import { UsageError } from '../usage-error.js';
import { addWebReplayFlags, openInWebClient, type WebReplayFlags } from '../web-replay.js';

function readRecord(file: string): GameRecord {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    // The server checks the rest: the shape, the game, its rules version, that it replays.
    return JSON.parse(text) as GameRecord;
  } catch {
    throw new UsageError(`${file} is not JSON: expected a game record (warboard lab replay … --json)`);
  }
}

export function registerReplay(program: Command, io: Io): void {
  addWebReplayFlags(
    program
      .command('replay')
      .description("open a saved game record (core's GameRecord) step by step in the web client")
      .argument('<file>', 'the record, as JSON (e.g. from warboard lab replay … --json)'),
  ).action((file: string, flags: WebReplayFlags) => openInWebClient(io, readRecord(file), flags));
}
