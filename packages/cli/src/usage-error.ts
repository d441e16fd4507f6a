/** Bad command-line input: reported as one line on stderr with exit code 2, before any game runs. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
