/** A text Telegram would refuse with "can't parse entities". */
export class MarkupError extends Error {
  constructor(detail: string) {
    super(`Bad Request: can't parse entities: ${detail}`);
    this.name = 'MarkupError';
  }
}

/** Byte offset of a string index, as Telegram reports positions in its errors. */
export function byteOffset(text: string, index: number): number {
  return Buffer.byteLength(text.slice(0, index), 'utf8');
}
