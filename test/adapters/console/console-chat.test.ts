import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleChat } from '../../../adapters/console/console-chat.js';
import { renderAlert } from '../../../jobs/alert-render.js';
import { orderFacts } from '../../../jobs/order-facts.js';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { bookTerminalSale } from './support/terminal-sale.js';
import { openTerminalSession, type TerminalSession } from './support/terminal-session.js';

// The terminal chat as `npm start` runs it: typed lines from a pipe, the real core,
// the sandbox and Redis; alerts arrive through the chat's own notifier side.
describe('the terminal chat reading typed lines', () => {
  let h: Harness;
  let session: TerminalSession;
  let chat: ConsoleChat;
  const type = (lines: string[], answer: RegExp) => session.type(lines, answer);

  beforeAll(async () => {
    h = await startHarness('console-chat');
    session = openTerminalSession(h.core);
    chat = session.chat;
    await type([`/connect ${demoKey(h)} Demo`], /Account connected/);
  });
  afterAll(async () => {
    chat.close();
    await h.close();
  });

  /** Types each line once the chat has answered the one before with what the step expects. */
  const steps = async (each: [line: string, next: RegExp][]): Promise<string> => {
    const mark = session.screen().length;
    for (const [line, next] of each) await type([line], next);
    return session.screen().slice(mark);
  };
  const createdListing = (title: string) => [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === title);

  it("picks the open question's choice by its number even when an alert with buttons arrived meanwhile, and a number is the answer where the question offers none", async () => {
    await type(['/create', '1', 'Pixel Raiders'], /Which game\? Pick one/);
    await type(['1'], /Region: pick one\.\nTo stop, send `cancel`\.\n {2}\[1\] global/);
    const alert = await chat.send(
      { platform: 'console', kind: 'user', id: 'console-user' },
      { text: 'New order', buttons: [[{ label: 'Open orders', action: 'c:orders' }]] },
    );
    const alertNumber = alert.ok ? alert.ref.messageId : '';
    expect(session.screen()).toContain(`[#${alertNumber}.1] Open orders`);

    const picked = await type(['1'], /\n#\d+\n[^\n]+\n/);
    expect(picked).toMatch(/Account level \(a number, at least 1\)\?/);
    expect(picked).not.toMatch(/order/i);
    const answered = await type(['1'], /\n#\d+\n[^\n]+\n/);
    expect(answered).toMatch(/Rank \(optional\): pick one\./);
    expect(answered).not.toMatch(/order/i);
    // The alert's button is still there, pressed by its message number.
    const pressed = await type([`#${alertNumber}.1`], /\n#\d+\n/);
    expect(pressed).toMatch(/order/i);
    expect(pressed).not.toMatch(/has no choice/);
    await type(['/cancel'], /Stopped\./);
  });

  it('drives a whole currency create with numbers, the game, its server and the product picked as a newcomer would, to a draft on the marketplace', async () => {
    const shown = await steps([
      [
        '/create',
        /What do you want to sell\?\nTo stop, send `cancel`\.\n {2}\[1\] Account {2}\[2\] Top-up {2}\[3\] Gift card {2}\[4\] Currency/,
      ],
      ['4', /Which game is this currency for\?/],
      ['star', /Which game\? Pick one, or type another name\.\nTo stop, send `cancel`\.\n {2}\[1\] Starfall Odyssey\n/],
      ['1', /Server: pick one\.\nTo stop, send `cancel`\.\n {2}\[1\] eu-1 {2}\[2\] na-1 {2}\[3\] asia-1\n/],
      ['1', /Faction \(optional\): pick one\.\nTo stop, send `cancel`\.\n {2}\[1\] alliance {2}\[2\] horde {2}\[3\] Skip\n/],
      ['2', /Which product[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Stardust \(sold per 1,000\) {2}\[2\] Crystals \(sold per unit\)\n/],
      ['1', /Title\?/],
      ['Stardust in bulk for the EU', /Description\?[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Skip\n/],
      ['1', /Tags, comma-separated\?[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Skip\n/],
      ['1', /Price per 1,000 Stardust\?/],
      ['2.50', /How much Stardust do you have in stock/],
      ['5', /Delivery method\?\nTo stop, send `cancel`\.\n {2}\[1\] Activation code {2}\[2\] Top-up by player id {2}\[3\] In-game trade\n/],
      ['3', /What must the buyer do at handover[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Skip\n/],
      ['Meet me at the EU-1 bank', /Promised handover time\?/],
      ['30 minutes', /Preview[\s\S]*\[1\] Create draft/],
      ['1', /✔ Draft created/],
    ]);
    expect(shown).not.toMatch(/✖/);
    expect(shown).not.toMatch(/\[#\d+\.\d+\]/);
    expect(shown).toMatch(/Stock +5 × 1,000 Stardust\n/);
    const listing = createdListing('Stardust in bulk for the EU');
    expect(listing?.status).toBe('draft');
    expect(listing?.brand.name).toBe('Starfall Odyssey');
    expect(listing?.attributes).toEqual({ server: 'eu-1', faction: 'horde' });
    expect(listing?.product?.name).toBe('Stardust');
    expect(listing?.price).toBe(250);
    expect(listing?.deliveryMethod).toBe('in_game_trade');
  });

  it('drives a whole instant top-up create with numbers, where a number at "Pack size" (a number, or Skip) is the size, not Skip', async () => {
    const shown = await steps([
      ['/create', /\[2\] Top-up/],
      ['2', /Which game is this top-up for\?/],
      ['dune', /Which game\? Pick one, or type another name\.\nTo stop, send `cancel`\.\n {2}\[1\] Dune Riders\n/],
      ['1', /Region: pick one\.\nTo stop, send `cancel`\.\n {2}\[1\] na\n/],
      // A question asking for a number keeps its button pressable by message number only.
      ['1', /Pack size \(optional\) \(a number, at least 1\)\?\nTo stop, send `cancel`\.\n {2}\[#\d+\.1\] Skip\n/],
      ['1', /Title\?/],
      ['Dune Riders gem pack', /Description\?[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Skip\n/],
      ['1', /Tags, comma-separated\?[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Skip\n/],
      ['1', /Price\?/],
      ['4.99', /How is it delivered\?[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Manual {2}\[2\] Instant\n/],
      ['2', /Delivery method\?\nTo stop, send `cancel`\.\n {2}\[1\] Activation code/],
      ['1', /What must the buyer do at handover[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Skip\n/],
      ['1', /Send pictures \(1 to 10, optional\)[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Done\n/],
      ['1', /Send the stock buyers get instantly[^\n]*\nTo stop, send `cancel`\.\n {2}\[1\] Skip\n/],
      ['1', /Preview[\s\S]*\[1\] Create draft/],
      ['1', /✔ Draft created/],
    ]);
    expect(shown).not.toMatch(/✖/);
    expect(shown).toMatch(/ {2}amount +1\n/);
    const listing = createdListing('Dune Riders gem pack');
    expect(listing?.status).toBe('draft');
    expect(listing?.attributes).toEqual({ region: 'na', amount: 1 });
    expect(listing?.deliveryType).toBe('instant');
    expect(listing?.deliveryMethod).toBe('activation_code');
    expect(listing?.price).toBe(499);
  });

  it('takes a number no choice bears as the answer: 25 at a face value of [1] 10 [2] 25 [3] 50 [4] 100 is 25', async () => {
    await steps([
      ['/create', /\[3\] Gift card/],
      ['3', /Which game is this gift card for\?/],
      ['pixel', /\[1\] Pixel Raiders\n/],
      ['1', /Face value \(USD\): pick one\.\nTo stop, send `cancel`\.\n {2}\[1\] 10 {2}\[2\] 25 {2}\[3\] 50 {2}\[4\] 100\n/],
      ['25', /Region \(optional\): pick one\./],
    ]);
    await type(['/cancel'], /Stopped\./);
    // The question is gone, and its choices with it.
    expect(await type(['1'], /\S.*\n/)).toMatch(/^Nothing to choose from just now/);
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

  it('answers a currency order’s alert with `@N traded`: the preview shows a line per unit, and a number confirms it', async () => {
    const stardust = createdListing('Stardust, fast trade on EU servers')?.id ?? '';
    const placed = await h.control<{ id: string }>('POST', '/_sandbox/orders', { offer_id: stardust, quantity: 5 });
    const accountId =
      (await h.stores.identities.activeAccount(await h.stores.identities.resolve('console', 'console-user')))?.accountId ?? '';
    const account = await h.stores.accounts.get(accountId);
    const { orders } = await (await h.core.services.clientFor(accountId)).orders.list('awaiting_delivery');
    const waiting = orders.find((each) => each.id === placed.id);
    if (!account || !waiting) throw new Error('the order should wait');
    // The alert as the worker sends it, and the message it is remembered by, as the worker remembers it.
    const target = { platform: 'console', kind: 'user', id: 'console-user' } as const;
    const sent = await chat.send(target, renderAlert(orderFacts(account, waiting), Date.now()));
    if (!sent.ok) throw new Error('the alert was not printed');
    await h.stores.alertMessages.remember(sent.ref, target, { accountId, orderId: placed.id });
    expect(session.screen()).toContain(`[#${sent.ref.messageId}.2] Traded`);

    const preview = await type([`@${sent.ref.messageId} traded`, ''], /Deliver 5 units/);
    for (let unit = 1; unit <= 5; unit += 1) expect(preview).toContain(`${unit}. Traded in game: ${unit} of 5, `);
    const confirm = /\[(\d+)\] Confirm delivery/.exec(preview);
    await type([confirm?.[1] ?? ''], /✔ Delivered/);
    expect(h.sandbox.core.orders.buyerView(placed.id)).toMatchObject({ status: 'delivered' });
  });

  it('puts a manual listing on autopilot from a pool, caps it, lists it and switches it off', async () => {
    const identity = await h.stores.identities.resolve('console', 'console-user');
    const accountId = (await h.stores.identities.activeAccount(identity))?.accountId ?? '';
    await h.stores.pools.add(accountId, 'gems', ['GEM-CON-1'], Date.now());
    const crystals = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === 'Starfall crystals by player id');
    const id = crystals?.id.slice(0, 8) ?? '';
    const shown = await steps([
      [`/autopilot ${id} from gems template {code} for {player_id}`, /from pool `?gems`? \(1 code in it\)/],
      [`/autopilot ${id} cap 5`, /Cap: 5 orders a day/],
      ['/autopilot', /From pool `?gems`?: 1 code left/],
      [`/autopilot ${id} off`, /Autopilot is off/],
    ]);
    expect(shown).not.toMatch(/✖/);
    expect(await h.stores.autopilot.bindings(accountId)).toEqual([]);
  });

  it('writes the stats chart to a file and prints its path', async () => {
    await bookTerminalSale(h, 'console-order');
    const [, path] = /saved to (\S+\.png)/.exec(await type(['/stats today'], /saved to \S+\.png/)) ?? [];
    const png = PNG.sync.read(readFileSync(path ?? ''));
    expect(png.width).toBe(1000);
  });
});
