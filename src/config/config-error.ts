/** A bad or missing setting. The message is one line: the variable and what it needs. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(
    readonly variable: string,
    need: string,
  ) {
    super(`${variable} ${need}`);
  }
}
