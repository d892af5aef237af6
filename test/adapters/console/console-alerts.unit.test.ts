import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConsoleChat } from '../../../adapters/console/console-chat.js';
import { renderAlert, renderNotice } from '../../../jobs/alert-render.js';
import type { ChatCore } from '../../../src/core/chat-core.js';

// Sending alerts never asks the core anything: it is only needed for what the person types.
const idleCore: ChatCore = {
  handle: async () => [],
  commands: () => [],
  suggest: async () => [],
  judgeFile: async () => ({ accept: false, reply: { text: 'no file expected' } }),
  rememberButtons: async () => {},
  messageCarriesAction: async () => false,
};

function terminal(): { chat: ConsoleChat; screen: () => string } {
  const output = new PassThrough();
  let screen = '';
  output.on('data', (chunk: Buffer) => {
    screen += chunk.toString('utf8');
  });
  const chat = new ConsoleChat({ core: idleCore, input: new PassThrough(), output });
  return { chat, screen: () => screen };
}

const target = { platform: 'console' as const, kind: 'user' as const, id: 'console' };

describe('alerts in the terminal chat', () => {
  it('invites a reply with goods on an order alert, and not on an instant sale or a sold-out notice', async () => {
    const { chat, screen } = terminal();
    const now = Date.UTC(2026, 0, 1, 12);
    const facts = {
      accountId: 'a1',
      accountLabel: 'Shop',
      orderId: 'order-1',
      title: 'Crystals',
      quantity: 1,
      priceCents: 500,
      deadlineAt: now + 3_600_000,
      offerId: null,
      createdAt: now,
    };
    await chat.send(target, renderAlert(facts, now));
    expect(screen()).toMatch(/#1 ALERT[\s\S]*reply with @1 followed by the goods/);

    await chat.send(
      target,
      renderNotice({ kind: 'instant_sale', orderId: 'order-2', title: 'Neon credits', quantity: 1, priceCents: 999 }, 'Shop'),
    );
    await chat.send(
      target,
      renderNotice({ kind: 'listing_sold_out', listingId: 'listing-1', title: 'Neon credits', category: 'top_up' }, 'Shop'),
    );
    const afterAlert = screen().slice(screen().indexOf('#2 ALERT'));
    expect(afterAlert).toMatch(/Instant sale/);
    expect(afterAlert).toMatch(/Sold out/);
    expect(afterAlert).not.toMatch(/reply with @/);
    chat.close();
  });
});
