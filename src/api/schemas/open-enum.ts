import { z } from 'zod';

/**
 * A string field whose known values the spec lists but whose full set it does not
 * promise. Known values keep their literal types for exhaustive handling; anything
 * else parses as a plain string so it can be shown to the seller instead of thrown.
 */
export type OpenEnum<Known extends string> = Known | (string & {});

export function openEnum<const Known extends readonly [string, ...string[]]>(_known: Known) {
  return z.string().min(1) as unknown as z.ZodType<OpenEnum<Known[number]>>;
}

export function isKnown<const Known extends readonly string[]>(known: Known, value: string): value is Known[number] {
  return (known as readonly string[]).includes(value);
}
