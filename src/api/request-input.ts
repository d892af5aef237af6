import type { z } from 'zod';
import { InvalidRequestError } from './errors.js';
import { CATEGORY_PATHS, type ListingCategory } from './schemas/listing-category.js';

/** Checks a caller's input before anything is sent: a wrong argument is the caller's error, not the marketplace's. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new InvalidRequestError(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}

/** One identifier in a path, escaped; an empty one would silently name another resource. */
export function segment(value: string): string {
  if (value.length === 0) throw new InvalidRequestError([{ path: '(path)', message: 'an identifier is empty' }]);
  return encodeURIComponent(value);
}

export function pluralPath(category: ListingCategory): string {
  return `/v1/offers/${CATEGORY_PATHS[category].plural}`;
}

export function singularPath(category: ListingCategory): string {
  return `/v1/offers/${CATEGORY_PATHS[category].singular}`;
}

/** The query of the values given; none at all sends no `?`. */
export function searchParams(values: Record<string, string | number | undefined>): URLSearchParams | undefined {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params.size > 0 ? params : undefined;
}
