import { PassThrough } from 'node:stream';
import { ConsoleChat, type ConsoleChatOptions } from '../../../../adapters/console/console-chat.js';
import type { ChatCore } from '../../../../src/core/chat-core.js';

/** The terminal chat as `npm start` runs it on a pipe: typed lines in, the screen out. */
export interface TerminalSession {
  chat: ConsoleChat;
  input: PassThrough;
  /** Everything the chat has printed so far. */
  screen: () => string;
  /** Types the lines and waits until what the chat prints after them matches `answer`; returns that printed text. */
  type: (lines: string[], answer: RegExp) => Promise<string>;
  /** Settles once the chat is over (`/quit`, the end of input, `chat.close()`). */
  ended: Promise<void>;
}

/** `options` are the chat's own (who types, in which language); the session brings the pipes. */
export function openTerminalSession(
  core: ChatCore,
  options: Omit<ConsoleChatOptions, 'core' | 'input' | 'output' | 'onClose'> = {},
): TerminalSession {
  const input = new PassThrough();
  const output = new PassThrough();
  let screen = '';
  output.on('data', (chunk: Buffer) => {
    screen += chunk.toString('utf8');
  });
  let end = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const chat = new ConsoleChat({ ...options, core, input, output, onClose: () => end() });
  chat.start();
  return {
    chat,
    input,
    ended,
    screen: () => screen,
    async type(lines, answer) {
      const mark = screen.length;
      input.write(lines.map((line) => `${line}\n`).join(''));
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        if (answer.test(screen.slice(mark))) return screen.slice(mark);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no ${String(answer)} in:\n${screen.slice(mark)}`);
    },
  };
}
