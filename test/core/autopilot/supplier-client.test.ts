// Autopilot asking a seller's supplier for an order's goods, against a real supplier on
// 127.0.0.1: the request it receives, the answers Hawker accepts, and the sentence the
// seller reads when the supplier does something Hawker cannot deliver.
import { afterEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { requestGoods, type GoodsRequest } from '../../../src/core/autopilot/supplier-client.js';
import { translate, type Message } from '../../../src/i18n/index.js';
import { SignedHttpClient } from '../../../src/net/signed-http-client.js';
import { newSigningSecret } from '../../../src/net/signing-secret.js';
import { englishLeaks } from '../../support/english-leak.js';
import { answerJson, LocalReceiver, type ReceiverHandler } from '../../support/local-receiver.js';

const receivers: LocalReceiver[] = [];
const clients: SignedHttpClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
});

function client(allowPrivateNetworks = true): SignedHttpClient {
  const made = new SignedHttpClient({ allowPrivateNetworks });
  clients.push(made);
  return made;
}

async function supplier(handler: ReceiverHandler): Promise<LocalReceiver> {
  const started = await LocalReceiver.start(handler);
  receivers.push(started);
  return started;
}

const secret = newSigningSecret();

function goodsRequest(endpoint: string, quantity = 2): GoodsRequest {
  return {
    endpoint,
    secrets: [secret],
    timeoutMs: 5_000,
    order: {
      id: 'ord-42',
      listingId: 'lst-7',
      listingTitle: 'Neon Drift 500 gems',
      quantity,
      buyerInputs: { player_id: '998877' },
      deadlineAt: '2026-11-26T12:00:00Z',
    },
  };
}

/** The reason in English, after checking Russian and Ukrainian readers get it without English in it. */
function english(reason: Message): string {
  for (const language of ['ru', 'uk']) expect(englishLeaks(translate(language, reason.key, reason.args)), language).toEqual([]);
  return translate('en', reason.key, reason.args);
}

describe('requestGoods', () => {
  it('posts the order signed, keyed by the order on every retry, and takes a bare array of codes', async () => {
    const local = await supplier(answerJson(200, ['GEM-AAAA', 'GEM-BBBB']));
    const hawker = client();
    expect(await requestGoods(hawker, goodsRequest(local.url))).toEqual({ ok: true, goods: ['GEM-AAAA', 'GEM-BBBB'], costCents: null });
    await requestGoods(hawker, goodsRequest(local.url));
    const [first, again] = local.received;
    if (!first || !again) throw new Error('the supplier saw fewer than two requests');
    expect(new Webhook(secret).verify(first.body, first.headers as Record<string, string>)).toEqual({
      type: 'order.awaiting_delivery',
      order: {
        id: 'ord-42',
        listing_id: 'lst-7',
        listing_title: 'Neon Drift 500 gems',
        quantity: 2,
        buyer_inputs: { player_id: '998877' },
        deadline_at: '2026-11-26T12:00:00Z',
      },
    });
    for (const seen of [first, again]) expect(seen.headers).toMatchObject({ 'webhook-id': 'order_ord-42', 'idempotency-key': 'ord-42' });
  });

  it('reads the cost per unit an object answer may carry, and takes a cost that is not a whole number of cents as unknown', async () => {
    const costed = await supplier(answerJson(200, { goods: ['GEM-AAAA', 'GEM-BBBB'], cost_cents: 325 }));
    expect(await requestGoods(client(), goodsRequest(costed.url))).toEqual({ ok: true, goods: ['GEM-AAAA', 'GEM-BBBB'], costCents: 325 });
    const odd = await supplier(answerJson(200, { goods: ['GEM-AAAA', 'GEM-BBBB'], cost_cents: '3.25' }));
    expect(await requestGoods(client(), goodsRequest(odd.url))).toEqual({ ok: true, goods: ['GEM-AAAA', 'GEM-BBBB'], costCents: null });
  });

  it('takes the codes as { goods: [...] } too', async () => {
    const local = await supplier(answerJson(201, { goods: ['GEM-AAAA', 'GEM-BBBB'] }));
    expect(await requestGoods(client(), goodsRequest(local.url))).toEqual({ ok: true, goods: ['GEM-AAAA', 'GEM-BBBB'], costCents: null });
  });

  it('refuses 3 codes for 2 units, without retrying and without quoting a code', async () => {
    const local = await supplier(answerJson(200, ['GEM-AAAA', 'GEM-BBBB', 'GEM-CCCC']));
    const result = await requestGoods(client(), goodsRequest(local.url));
    if (result.ok) throw new Error('3 codes for 2 units were taken');
    expect(result.retry).toBe(false);
    expect(english(result.reason)).toBe('Your supplier answered 3 codes for 2 units: it must answer exactly one code per unit.');
    expect(JSON.stringify(result)).not.toContain('GEM-');
  });

  it.each([
    ['a non-JSON answer', (_r, response) => response.end('<html>ok</html>'), "Your supplier's answer is not JSON"],
    ['an object without goods', answerJson(200, { codes: ['A', 'B'] }), "Your supplier's answer is not a list of codes"],
    ['an entry that is not text', answerJson(200, ['GEM-AAAA', { code: 'GEM-BBBB' }]), "Your supplier's entry 2 is not text"],
    ['an empty entry', answerJson(200, ['GEM-AAAA', '  ']), "Your supplier's entry 2 is empty"],
    ['a code twice', answerJson(200, ['GEM-AAAA', 'GEM-AAAA']), "Your supplier's entry 2 repeats an earlier code"],
    ['an entry too long', answerJson(200, ['GEM-AAAA', 'x'.repeat(4097)]), "Your supplier's entry 2 is longer than 4,096 characters"],
  ] satisfies [string, ReceiverHandler, string][])('refuses %s without retrying', async (_case, handler, sentence) => {
    const local = await supplier(handler);
    const result = await requestGoods(client(), goodsRequest(local.url));
    if (result.ok) throw new Error('the answer was taken');
    expect(result.retry).toBe(false);
    expect(english(result.reason)).toContain(sentence);
  });

  it('retries after a failure on the supplier side, and then takes its codes', async () => {
    const local = await supplier(answerJson(500, { error: 'stock service down' }));
    const hawker = client();
    const failed = await requestGoods(hawker, goodsRequest(local.url));
    expect(failed).toMatchObject({ ok: false, retry: true });
    if (!failed.ok) expect(english(failed.reason)).toBe('Your supplier failed on its side (HTTP status 500).');
    local.handler = answerJson(200, ['GEM-AAAA', 'GEM-BBBB']);
    expect(await requestGoods(hawker, goodsRequest(local.url))).toEqual({ ok: true, goods: ['GEM-AAAA', 'GEM-BBBB'], costCents: null });
  });

  it.each([
    [400, false, 'Your supplier refused the order (HTTP status 400).'],
    [404, false, 'Your supplier refused the order (HTTP status 404).'],
    [408, true, 'Your supplier answered that it is busy (HTTP status 408).'],
    [429, true, 'Your supplier answered that it is busy (HTTP status 429).'],
    [503, true, 'Your supplier failed on its side (HTTP status 503).'],
  ])('answers status %i with retry %s', async (status, retry, sentence) => {
    const local = await supplier(answerJson(status, { error: 'no' }));
    const result = await requestGoods(client(), goodsRequest(local.url));
    if (result.ok) throw new Error('the answer was taken');
    expect(result.retry).toBe(retry);
    expect(english(result.reason)).toBe(sentence);
  });

  it('does not follow a supplier that redirects, and says to bind the address it leads to', async () => {
    const local = await supplier((_request, response) => response.writeHead(307, { location: 'http://169.254.169.254/' }).end());
    const result = await requestGoods(client(), goodsRequest(local.url));
    expect(result).toMatchObject({ ok: false, retry: false });
    if (!result.ok) expect(english(result.reason)).toContain('Hawker does not follow redirects, so bind the address it leads to');
  });

  it('retries a supplier that does not answer in time', async () => {
    const local = await supplier(() => undefined);
    const result = await requestGoods(client(), { ...goodsRequest(local.url), timeoutMs: 250 });
    if (result.ok) throw new Error('the answer was taken');
    expect(result.retry).toBe(true);
    expect(english(result.reason)).toBe('Your supplier did not answer within 0.25 s.');
  });

  it('refuses an answer over 1 MiB without reading it all', async () => {
    const local = await supplier(answerJson(200, ['x'.repeat(600_000), 'y'.repeat(600_000)]));
    const result = await requestGoods(client(), goodsRequest(local.url));
    if (result.ok) throw new Error('the answer was taken');
    expect(result.retry).toBe(false);
    expect(english(result.reason)).toBe('Your supplier answered more than 1 MiB: Hawker reads no more than that.');
  });

  it('says which setting allows a supplier on a private network, in every language', async () => {
    const local = await supplier(answerJson(200, ['GEM-AAAA', 'GEM-BBBB']));
    const result = await requestGoods(client(false), goodsRequest(`https://localhost:${local.port}/hook`));
    if (result.ok) throw new Error('a private supplier was reached');
    expect(result.retry).toBe(false);
    expect(english(result.reason)).toBe(
      "Your supplier's address is on a private network, which Hawker does not call. Where the supplier runs beside Hawker (on its machine or network), whoever runs Hawker can allow such addresses with the setting `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`.",
    );
    expect(translate('ru', result.reason.key, result.reason.args)).toContain('внутренней сети');
    expect(translate('uk', result.reason.key, result.reason.args)).toContain('внутрішній мережі');
    expect(local.received).toHaveLength(0);
  });

  it('says an address that is not https:// is refused, without calling anything', async () => {
    const plain = await requestGoods(client(false), goodsRequest('http://supplier.example/hawker'));
    const other = await requestGoods(client(false), goodsRequest('ftp://supplier.example/hawker'));
    if (plain.ok || other.ok) throw new Error('a refused address was called');
    expect([plain.retry, other.retry]).toEqual([false, false]);
    expect(english(plain.reason)).toContain("Your supplier's address starts with `http://`: Hawker calls suppliers only over `https://`");
    expect(english(other.reason)).toBe("Your supplier's address is not a web address: it must start with `https://`.");
  });

  it('says an unreachable supplier is retried, naming the network error', async () => {
    const local = await supplier(answerJson(200, []));
    const endpoint = local.url;
    await local.close();
    receivers.splice(receivers.indexOf(local), 1);
    const result = await requestGoods(client(), goodsRequest(endpoint));
    expect(result).toMatchObject({ ok: false, retry: true });
    if (!result.ok) expect(english(result.reason)).toBe('Hawker could not reach your supplier (`ECONNREFUSED`).');
  });
});
