import { z } from 'zod';
import { ConfigError } from './config-error.js';

/** One environment variable's value, undefined when unset. */
export type Read = (name: string) => string | undefined;

export const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => ['true', '1', 'yes'].includes(value));

export function optional<T>(read: Read, name: string, schema: z.ZodType<T>, need?: string): T | undefined {
  const value = read(name);
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ConfigError(name, `must be ${need ?? parsed.error.issues[0]?.message ?? 'valid'}`);
  return parsed.data;
}

export function required<T>(read: Read, name: string, schema: z.ZodType<T>, need: string, because: string): T {
  const value = optional(read, name, schema, need);
  if (value === undefined) throw new ConfigError(name, `is required ${because}: ${need}`);
  return value;
}
