import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { ListingSummary } from '../../../src/domain/listing-answers.js';
import type { WaitingOrder } from '../../../src/domain/reply.js';

/** The repository's OpenAPI document: every answer a test gets is checked against it. */
const openapi = JSON.parse(readFileSync(new URL('../../../openapi/hawker-api.json', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { $ref?: string; content?: { 'application/json': { schema: unknown } } }> }>
  >;
  components: Record<string, Record<string, unknown>>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...openapi, $id: 'hawker-api' });
const validators = new Map<string, ValidateFunction>();

/** The schema the document gives an answer of that status at that path, as a reference into it. */
function validatorFor(method: string, path: string, status: number): ValidateFunction {
  const operation = openapi.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`the OpenAPI document has no ${method} ${path}`);
  const response = operation.responses[String(status)];
  if (!response) throw new Error(`the OpenAPI document gives ${method} ${path} no ${status} answer`);
  const pointer = response.$ref
    ? `${response.$ref.slice(1)}/content/application~1json/schema`
    : `/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  const key = `${method} ${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ $ref: `hawker-api#${pointer}` });
    validators.set(key, validate);
  }
  return validate;
}

/** Any answer the document describes: an error, orders, a delivery's outcome, listings, one listing, a price or a status. */
interface ApiBody extends Partial<ListingSummary> {
  error?: { code: string; message: string };
  orders?: WaitingOrder[];
  order_id?: string;
  outcome?: string;
  listings?: ListingSummary[];
  listing_id?: string;
  added?: number;
  duplicates?: number[];
}

export interface Answer {
  status: number;
  headers: Headers;
  body: ApiBody;
}

/** One call over HTTP; its answer must be one the OpenAPI document describes for that path. */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  template: string,
  options: { token?: string; params?: Record<string, string>; query?: Record<string, string>; body?: unknown; rawBody?: string } = {},
): Promise<Answer> {
  const search = options.query === undefined ? '' : `?${new URLSearchParams(options.query).toString()}`;
  const path = template.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(options.params?.[name] ?? '')) + search;
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  const parsed = JSON.parse(text) as ApiBody;
  const validate = validatorFor(method, template, response.status);
  if (!validate(parsed))
    expect.fail(`${method} ${path} ${response.status} does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${text}`);
  expect(text).not.toMatch(/\n\s+at /);
  return { status: response.status, headers: response.headers, body: parsed };
}
