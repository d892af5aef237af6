/** What a secret looks like wherever it is not meant to be read: JSON, logs, string templates. */
const MASKED = '[secret]';

/**
 * A secret a typed result hands its owner once (an API token, a webhook signing secret): it is
 * masked wherever a result is serialised or logged, so only the render that means to show it
 * (the owner's private reply) reads it, by `reveal()`, and only the first time.
 */
export class ShownOnce {
  #value: string | null;

  constructor(value: string) {
    this.#value = value;
  }

  /** The secret itself; a second read throws, since the secret is not kept anywhere to show again. */
  reveal(): string {
    const value = this.#value;
    if (value === null) throw new Error('a secret shown once was read twice');
    this.#value = null;
    return value;
  }

  toJSON(): string {
    return MASKED;
  }

  toString(): string {
    return MASKED;
  }
}
