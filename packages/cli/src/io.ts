/** Where the command writes; injected so tests run `main` in-process and read what it printed. */
export interface OutStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

export interface Io {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
}

export const processIo: Io = { stdout: process.stdout, stderr: process.stderr };
