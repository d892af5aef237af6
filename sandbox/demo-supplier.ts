import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request body larger than this is no order: the demo supplier drops it. */
const MAX_BODY_BYTES = 64 * 1024;
/** Standard Webhooks receivers refuse a timestamp further than this from their clock. */
const TOLERANCE_SECONDS = 5 * 60;

export interface RunningDemoSupplier {
  url: string;
  close(): Promise<void>;
}

/**
 * A seller's supplier for the terminal demo (`npm start`), on 127.0.0.1: it verifies each
 * request's Standard Webhooks signature, with the secret `secretFor` gives for the order's
 * listing (the one Hawker showed when it was bound), and answers made-up codes, one per
 * unit; an order asked again (same `webhook-id`) gets the same codes, as docs/autopilot.md
 * asks of a real supplier. It verifies by the specification with node:crypto, like any
 * receiver, not with Hawker's own signing code.
 */
export async function startDemoSupplier(secretFor: (listingId: string) => Promise<string | null>): Promise<RunningDemoSupplier> {
  const answered = new Map<string, string[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      void answer(body, request.headers).then(
        ({ status, json }) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json)),
        () => response.writeHead(500).end(),
      );
    });
  });

  async function answer(body: string, headers: IncomingHttpHeaders): Promise<{ status: number; json: unknown }> {
    const order = orderOf(body);
    if (order === null) return { status: 400, json: { error: 'not an order' } };
    const secret = await secretFor(order.listingId);
    const id = header(headers, 'webhook-id');
    if (secret === null || id === null || !verified(secret, id, body, headers)) return { status: 401, json: { error: 'bad signature' } };
    let codes = answered.get(id);
    if (!codes) {
      codes = Array.from({ length: order.quantity }, () => `DEMO-${randomBytes(4).toString('hex').toUpperCase()}`);
      answered.set(id, codes);
    }
    return { status: 200, json: codes };
  }

  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/supplier`,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

function orderOf(body: string): { listingId: string; quantity: number } | null {
  try {
    const parsed = JSON.parse(body) as { order?: { listing_id?: unknown; quantity?: unknown } };
    const listingId = parsed.order?.listing_id;
    const quantity = parsed.order?.quantity;
    if (typeof listingId !== 'string' || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 1000)
      return null;
    return { listingId, quantity };
  } catch {
    return null;
  }
}

function header(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
}

/** Any one `v1,` signature of `webhook-signature` matching, and a timestamp near the clock. */
function verified(secret: string, id: string, body: string, headers: IncomingHttpHeaders): boolean {
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (timestamp === null || signatures === null) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((signature) => {
    const [version, value] = signature.split(',');
    if (version !== 'v1' || value === undefined) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
