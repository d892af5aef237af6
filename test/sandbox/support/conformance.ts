// The conformance suite talks raw HTTP to any server of the sandbox interface. By
// default each file starts its own in-process sandbox; set SANDBOX_BASE_URL and
// SANDBOX_ADMIN_TOKEN to point it at a running one instead.
import { request } from 'undici';
import { startSandbox, type SandboxOptions } from '../../../sandbox/index.js';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

export interface Target {
  baseUrl: string;
  adminToken: string;
  /** Whether the rate limits are on (always assumed for an external server). */
  limits: boolean;
  close(): Promise<void>;
}

export async function openTarget(options: SandboxOptions = {}): Promise<Target> {
  const baseUrl = process.env.SANDBOX_BASE_URL;
  const adminToken = process.env.SANDBOX_ADMIN_TOKEN;
  if (baseUrl && adminToken) return { baseUrl, adminToken, limits: true, close: async () => undefined };
  const sandbox = await startSandbox({ demo: false, ...options });
  return { baseUrl: sandbox.baseUrl, adminToken: sandbox.adminToken, limits: options.limits ?? true, close: sandbox.close };
}

export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { key?: string | undefined; body?: unknown; raw?: { contentType: string; data: Buffer }; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: string | Buffer | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.data;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await request(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.body.text();
  return { status: response.statusCode, body: (text === '' ? null : JSON.parse(text)) as T, headers: response.headers };
}

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** A seller account with its own key, as the control interface makes one. */
export class Seller {
  constructor(
    readonly target: Target,
    readonly id: string,
    readonly apiKey: string,
  ) {}

  static async create(target: Target, allowlist?: string[]): Promise<Seller> {
    const made = await admin<{ id: string; apiKey: string }>(target, 'POST', '/_sandbox/sellers', allowlist ? { allowlist } : {});
    if (made.status !== 201) throw new Error(`creating a seller answered ${made.status}`);
    return new Seller(target, made.body.id, made.body.apiKey);
  }

  call<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Answer<T>> {
    return call<T>(this.target.baseUrl, method, path, { key: this.apiKey, body });
  }

  async image(): Promise<string> {
    const answer = await call<{ image_url: string }>(this.target.baseUrl, 'POST', '/v1/offers/images', {
      key: this.apiKey,
      raw: { contentType: 'image/png', data: PNG },
    });
    if (answer.status !== 201) throw new Error(`image upload answered ${answer.status}`);
    return answer.body.image_url;
  }

  /** Creates a listing and returns its body; fails the test on anything but 201. */
  async create(path: string, body: Record<string, unknown>): Promise<Record<string, unknown> & { id: string; status: string }> {
    const answer = await this.call<Record<string, unknown> & { id: string; status: string }>('POST', path, body);
    if (answer.status !== 201) throw new Error(`create ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

export function admin<T = Record<string, unknown>>(
  target: Target,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  return call<T>(target.baseUrl, method, path, { key: target.adminToken, body });
}

/** Valid create bodies per category (the seeded catalogue's brands and schemas). */
export const bodies = {
  account: (images: string[], extra: Record<string, unknown> = {}) => ({
    brand: 'starfall-odyssey',
    title: 'Level 60 account with rare skins',
    description: 'Original e-mail included.',
    price: 2500,
    delivery_type: 'instant',
    images,
    tags: ['rare'],
    attributes: { region: 'eu', level: 60 },
    units: [{ login: 'l1', password: 'p1' }],
    ...extra,
  }),
  topUpInstant: (extra: Record<string, unknown> = {}) => ({
    brand: 'neon-drift',
    title: '500 Neon credits code',
    price: 499,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    attributes: { region: 'eu' },
    units: [{ code: 'AAA-1' }],
    ...extra,
  }),
  topUpManual: (extra: Record<string, unknown> = {}) => ({
    brand: 'starfall-odyssey',
    title: 'Crystals topped up by player id',
    price: 800,
    delivery_type: 'manual',
    delivery_method: 'player_id',
    delivery_instructions: 'Send your player id.',
    attributes: { region: 'eu' },
    manual_delivery_value: 2,
    manual_delivery_unit: 'hours',
    ...extra,
  }),
  giftCard: (images: string[], extra: Record<string, unknown> = {}) => ({
    brand: 'pixel-raiders',
    title: 'Pixel Raiders $10 gift card',
    price: 950,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    images,
    attributes: { denomination: '10' },
    units: [{ code: 'GIFT-1' }],
    ...extra,
  }),
};

/** The currency create body needs a product id from the brand's currency schema. */
export async function currencyBody(target: Target, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const schema = await call<{ products: { id: string }[] }>(
    target.baseUrl,
    'GET',
    '/v1/offers/brands/starfall-odyssey/categories/currency/schema',
  );
  return {
    brand: 'starfall-odyssey',
    product_id: schema.body.products[0]?.id,
    title: 'Stardust delivered by trade',
    price_per_unit: 100,
    stock_quantity: 10,
    min_order_quantity: 2,
    delivery_method: 'in_game_trade',
    delivery_instructions: 'Give me your character name.',
    attributes: { server: 'eu-1' },
    manual_delivery_value: 30,
    manual_delivery_unit: 'minutes',
    ...extra,
  };
}
