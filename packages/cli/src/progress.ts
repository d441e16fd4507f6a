import cliProgress from 'cli-progress';
import type { OutStream } from './io.js';

export interface Progress {
  update(done: number): void;
  stop(): void;
}

/** A progress bar on `stream`, or null when it is not a terminal (pipes and logs get no escape codes). */
export function progressBar(stream: OutStream, total: number, label: string): Progress | null {
  if (stream.isTTY !== true) return null;
  const bar = new cliProgress.SingleBar(
    {
      stream: stream as NodeJS.WritableStream,
      format: `${label} [{bar}] {value}/{total} games | {percentage}% | eta {eta_formatted}`,
      // The games run synchronously, so no SIGINT handler could restore a hidden cursor: leave it alone.
      hideCursor: false,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { update: (done) => bar.update(done), stop: () => bar.stop() };
}
