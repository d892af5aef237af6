import type { z } from 'zod';
import { ApiError } from './api-error.js';

/** The body as the schema reads it; 400 naming the first field at fault (`goods.2` for the third code). */
export function parsedBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  if (issue?.code === 'unrecognized_keys')
    throw new ApiError(400, 'invalid_field', `Field \`${[...issue.path, issue.keys[0]].join('.')}\`: not a field of this call.`);
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  throw new ApiError(400, 'invalid_field', `Field \`${field}\`: ${issue?.message ?? 'invalid'}.`);
}
