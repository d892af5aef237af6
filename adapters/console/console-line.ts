import { z } from 'zod';

/**
 * What one typed line means in the console chat. `3` is a number: choice 3 of the open
 * question or of the conversation's last message, else the answer to the question;
 * `#12.3` presses choice 3 of message #12; `@12 text` replies to message #12 (an alert);
 * `file <path>` sends a file; `/cmd args` runs a command; anything else is a plain message.
 */
export type ConsoleLine =
  | { kind: 'choice'; number: number }
  | { kind: 'press'; messageNumber: number; choice: number }
  | { kind: 'reply'; messageNumber: number; text: string }
  | { kind: 'file'; path: string }
  | { kind: 'command'; name: string; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'quit' };

const choiceLine = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform((value) => Number(value));
const pressLine = z
  .string()
  .regex(/^#\d{1,6}\.\d{1,3}$/)
  .transform((value) => {
    const [messageNumber = '', choice = ''] = value.slice(1).split('.');
    return { messageNumber: Number(messageNumber), choice: Number(choice) };
  });
const replyLine = z
  .string()
  .regex(/^@\d{1,6}\s+[\s\S]+$/)
  .transform((value) => {
    const match = /^@(\d{1,6})\s+([\s\S]+)$/.exec(value);
    return { messageNumber: Number(match?.[1]), text: match?.[2] ?? '' };
  });
const fileLine = z
  .string()
  .regex(/^file\s+\S/)
  .transform((value) => value.replace(/^file\s+/, '').trim());
const commandLine = z
  .string()
  .regex(/^\/[a-z][a-z0-9_-]{0,31}(\s|$)/i)
  .transform((value) => {
    const head = value.slice(1).split(/\s+/)[0] ?? '';
    return { name: head.toLowerCase(), text: value.slice(1 + head.length).trim() };
  });

export function parseConsoleLine(raw: string): ConsoleLine | null {
  const line = raw.trim();
  if (line === '') return null;
  if (line === '/quit' || line === '/exit') return { kind: 'quit' };
  const choice = choiceLine.safeParse(line);
  if (choice.success) return { kind: 'choice', number: choice.data };
  const press = pressLine.safeParse(line);
  if (press.success) return { kind: 'press', ...press.data };
  const reply = replyLine.safeParse(line);
  if (reply.success) return { kind: 'reply', ...reply.data };
  const file = fileLine.safeParse(line);
  if (file.success) return { kind: 'file', path: file.data };
  const command = commandLine.safeParse(line);
  if (command.success) return { kind: 'command', ...command.data };
  return { kind: 'text', text: line };
}
