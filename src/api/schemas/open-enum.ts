import { z } from 'zod';
import { shownText } from '../../domain/shown-text.js';

/**
 * A string field whose known values the spec lists but whose full set it does not
 * promise. Known values keep their literal types for exhaustive handling; anything
 * else parses as a plain string so it can be shown to the seller instead of thrown,
 * which is why it is read through shownText like any other text the marketplace wrote.
 */
export type OpenEnum<Known extends string> = Known | (string & {});

export function openEnum<const Known extends readonly [string, ...string[]]>(_known: Known) {
  return z.string().transform(shownText).pipe(z.string().min(1)) as unknown as z.ZodType<OpenEnum<Known[number]>>;
}

export function isKnown<const Known extends readonly string[]>(known: Known, value: string): value is Known[number] {
  return (known as readonly string[]).includes(value);
}
