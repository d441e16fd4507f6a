/** A server configuration that cannot work, found before anything is opened; the CLI prints it as one line. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
