import type { ChatCore } from '../../../src/core/chat-core.js';
import type { ChatInput } from '../../../src/domain/chat-input.js';
import type { Prompt, Reply } from '../../../src/domain/reply.js';
import type { Person, Place } from './transcript-script.js';

/** One input as the surface received it: who, where, and what (a command, text, a press, a form, a file). */
export interface Turn {
  as: Person;
  in: Place;
  input: ChatInput;
}

/** A chat platform's rendering of the core's replies: the lines its golden transcript keeps for one turn. */
export interface Surface {
  readonly platform: 'console' | 'telegram' | 'discord';
  show(turn: Turn, replies: readonly Reply[]): Promise<string[]>;
  /** How this platform answers a question, where that is not a typed reply to it (Discord's modal). */
  answer?(core: ChatCore, prompt: Prompt, text: string): ChatInput | undefined;
}

/** A wire payload as one stable line: keys in the order the adapter set them, bytes counted rather than printed. */
export function wireLine(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => {
    if (field instanceof Uint8Array) return `<${field.byteLength} bytes>`;
    if (typeof field === 'object' && field !== null && 'type' in field && field.type === 'Buffer') {
      const data = (field as { data?: unknown[] }).data;
      return `<${data?.length ?? 0} bytes>`;
    }
    return field;
  });
}

/** Text a person reads, indented under its heading so that a changed line shows as one line of the diff. */
export function block(text: string, indent = '    '): string[] {
  return text.split('\n').map((line) => `${indent}${line}`);
}
