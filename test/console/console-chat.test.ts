import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsoleChat } from '../../adapters/console/console-chat.js';
import { demoKey, startHarness, type Harness } from '../core/harness.js';

// The terminal chat as `npm start` runs it: typed lines from a pipe, the real core,
// the sandbox and Redis; alerts arrive through the chat's own notifier side.
describe('the terminal chat reading typed lines', () => {
  let h: Harness;
  let input: PassThrough;
  let chat: ConsoleChat;
  let screen = '';

  const waitFor = async (pattern: RegExp, after: number): Promise<RegExpExecArray> => {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const match = pattern.exec(screen.slice(after));
      if (match) return match;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${String(pattern)} in:\n${screen.slice(after)}`);
  };
  /** Types the lines and waits until the chat has answered with the pattern. */
  const type = async (lines: string[], answer: RegExp): Promise<string> => {
    const mark = screen.length;
    input.write(lines.map((line) => `${line}\n`).join(''));
    await waitFor(answer, mark);
    return screen.slice(mark);
  };

  beforeAll(async () => {
    h = await startHarness('console-chat');
    input = new PassThrough();
    const output = new PassThrough();
    output.on('data', (chunk: Buffer) => {
      screen += chunk.toString('utf8');
    });
    chat = new ConsoleChat({ core: h.core, input, output });
    chat.start();
    await type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    chat.close();
    await h.close();
  });

  it('takes a typed number as the answer to the open question even when an alert with buttons arrived meanwhile', async () => {
    await type(['/create', '1'], /Which game/);
    const [, pick] = /\[(#\d+\.1)\] Pixel Raiders/.exec(await type(['Pixel Raiders'], /Pick one/)) ?? [];
    await type([pick ?? ''], /Region/);
    await type(['global'], /Account level \(a number, at least 1\)\?/);
    const alert = await chat.send(
      { platform: 'console', kind: 'user', id: 'console-user' },
      { text: 'New order', buttons: [[{ label: 'Open orders', action: 'c:orders' }]] },
    );
    const alertNumber = alert.ok ? alert.ref.messageId : '';
    expect(screen).toContain(`[#${alertNumber}.1] Open orders`);

    const answered = await type(['1'], /\n#\d+\n[^\n]+\n/);
    expect(answered).toMatch(/Rank \(optional\): pick one\./);
    expect(answered).not.toMatch(/order/i);
    // The alert's button is still there, pressed by its message number.
    const pressed = await type([`#${alertNumber}.1`], /\n#\d+\n/);
    expect(pressed).toMatch(/order/i);
    expect(pressed).not.toMatch(/has no choice/);
    await type(['/cancel'], /Stopped\./);
  });

  it("shows a question's own buttons with their message number, so a number typed there is an answer", async () => {
    const [, pick] = /\[(#\d+\.1)\] Pixel Raiders/.exec(await type(['/create', '1', 'Pixel Raiders'], /Pick one/)) ?? [];
    const asked = await type([pick ?? ''], /Region: pick one\./);
    expect(asked).toMatch(/\[#\d+\.1\] global/);
    await type(['/cancel'], /Stopped\./);
  });

  it('offers currency products as numbered choices and asks the price per 1,000 of the one picked', async () => {
    const [, pick] = /\[(#\d+\.1)\] Starfall Odyssey/.exec(await type(['/create', '4', 'starfall'], /Pick one/)) ?? [];
    await type([pick ?? ''], /Server: pick one\./);
    await type(['eu-1'], /Faction \(optional\): pick one\./);
    const products = await type(['horde'], /Which product/);
    const [, stardust] = /\[(#\d+\.1)\] Stardust \(sold per 1,000\)/.exec(products) ?? [];
    expect(products).toMatch(/\[#\d+\.2\] Crystals \(sold per unit\)/);
    await type([stardust ?? '', 'Stardust in bulk for the EU'], /Description\?/);
    const [, skipDescription] = /\[(#\d+\.1)\] Skip/.exec(screen.slice(-300)) ?? [];
    await type([skipDescription ?? ''], /Tags/);
    const [, skipTags] = /\[(#\d+\.1)\] Skip/.exec(screen.slice(-300)) ?? [];
    await type([skipTags ?? ''], /Price per 1,000 Stardust\?/);
    await type(['/cancel'], /Stopped\./);
  });

  it("gathers the goods typed after a refused submission into one answer, and a bare number still presses the preview's button", async () => {
    const order = [...h.sandbox.core.state.orders.values()].find((each) => each.status === 'awaiting_delivery' && each.quantity === 2);
    if (!order) throw new Error('the demo seeds an order of 2 units waiting for delivery');
    await type([`/deliver ${order.id}`], /Goods, one per line/);
    const refused = await type(['ONLY-ONE-CODE', ''], /but you sent 1/);
    expect(refused).toMatch(/The order is for 2 units/);

    const second = await type(['CODE-AAA-111', 'CODE-BBB-222', ''], /Deliver 2 units|but you sent/);
    expect(second).not.toMatch(/but you sent/);
    const confirm = /\[(\d+)\] Confirm delivery/.exec(second);
    expect(confirm?.[1]).toBe('1');
    await type(['1'], /✔ Delivered/);
    expect(h.sandbox.core.state.orders.get(order.id)?.status).toBe('delivered');
  });

  it('writes the stats chart to a file and prints its path', async () => {
    const accountId =
      (await h.stores.identities.activeAccount(await h.stores.identities.resolve('console', 'console-user')))?.accountId ?? '';
    await h.stores.salesBook.record(accountId, {
      orderId: 'console-order',
      at: Date.now(),
      listingId: null,
      title: 'Starfall crystals',
      category: null,
      game: null,
      quantity: 1,
      amountCents: 1499,
      estimated: false,
      deliveryType: 'manual',
      deliveredBy: null,
      deliverySeconds: null,
      outcome: 'delivered_elsewhere',
      source: 'live',
    });
    const [, path] = /saved to (\S+\.png)/.exec(await type(['/stats today'], /saved to \S+\.png/)) ?? [];
    const png = PNG.sync.read(readFileSync(path ?? ''));
    expect(png.width).toBe(1000);
  });
});
