import type { z } from 'zod';

/** A JSON value read back from Redis, or null when absent or no longer matching the schema (saved by an older version). */
export function parseStored<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (raw === null) return null;
  const parsed = schema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}
