import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatActor, ChatPlace } from '../../src/domain/chat-input.js';
import type { HawkerCore } from '../../src/core/hawker-core.js';
import type { Reply } from '../../src/domain/reply.js';
import { loadConfig } from '../../src/config/config.js';
import { createLogger } from '../../src/log/logger.js';
import { createOutgoingDispatcher } from '../../src/net/outgoing-dispatcher.js';
import { csvTable } from '../support/csv-table.js';
import { startRecordingProxy } from '../support/recording-proxy.js';
import { openHarness, waitFor, type Harness, type TestSeller } from './support/jobs-harness.js';

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let h: Harness;
let core: HawkerCore;

beforeAll(async () => {
  h = await openHarness('listing-clone');
  core = h.botCore();
});

afterEach(async () => {
  await h.closeWorkers();
});

afterAll(async () => {
  await h.close();
});

function fileText(reply: Reply | undefined): string {
  const file = reply?.attachments?.[0];
  if (!file) throw new Error(`no file in ${JSON.stringify(reply?.text)}`);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.data);
}

/** The seller's owner in their private chat with the bot process. */
function ownerOf(seller: TestSeller) {
  const actor: ChatActor = { platform: 'test', userId: seller.ownerChat, displayName: 'Owner' };
  const place: ChatPlace = { platform: 'test', chatId: seller.ownerChat, kind: 'private' };
  return {
    command: (name: string, text: string) => core.handle({ actor, place, input: { type: 'command', name, text } }),
    press: (reply: Reply | undefined, label: string) => {
      const action = reply?.buttons?.flat().find((button) => button.label === label)?.action;
      if (!action) throw new Error(`no ${label} button`);
      return core.handle({ actor, place, input: { type: 'action', action } });
    },
  };
}

/**
 * A shop with a pictured manual account and a currency listing (copied), a manual and an
 * instant top-up (refused: the interface shows neither's attributes nor a top-up's handover
 * time), and one listing the title filter leaves out.
 */
async function sourceShop() {
  const seller = await h.seller();
  const pictures = [await seller.client.images.upload(PIXEL_PNG, 'image/png'), await seller.client.images.upload(PIXEL_PNG, 'image/png')];
  const pictured = await seller.client.listings.createAccount({
    brand: 'starfall-odyssey',
    title: 'Starfall crystals account, level 80',
    price: 4999,
    delivery_type: 'manual',
    description: 'Platinum rank, every season skin.',
    tags: ['platinum', 'eu'],
    manual_delivery_value: 1,
    manual_delivery_unit: 'days',
    attributes: { region: 'asia', level: 80 },
    images: pictures,
  });
  const schema = await seller.client.catalogue.categorySchema('starfall-odyssey', 'currency');
  const crystals = schema.products?.find((product) => product.name === 'Crystals');
  await seller.client.listings.createCurrency({
    brand: 'starfall-odyssey',
    product_id: crystals?.id ?? '',
    title: 'Crystals by the hundred, fast trade',
    price_per_unit: 3,
    stock_quantity: 5000,
    delivery_method: 'in_game_trade',
    delivery_instructions: 'Meet me at the market in Starfall city.',
    description: 'Fast and safe trade.',
    tags: ['fast', 'safe'],
    attributes: { server: 'eu-1', faction: 'horde' },
    manual_delivery_value: 30,
    manual_delivery_unit: 'minutes',
  });
  await h.manualListing(seller);
  await seller.client.listings.createTopUp({
    brand: 'starfall-odyssey',
    title: 'Starfall crystals code, 1000 pack',
    price: 1299,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    attributes: { region: 'asia', amount: 1000 },
  });
  await seller.client.listings.createTopUp({
    brand: 'starfall-odyssey',
    title: 'Something else entirely',
    price: 500,
    delivery_type: 'instant',
    delivery_method: 'activation_code',
    attributes: { region: 'asia' },
  });
  if (!pictured) throw new Error('sandbox created no listing');
  return { seller, pictured: pictured.id, owner: ownerOf(seller) };
}

/** A second shop, managed (or held as `role`) by the source shop's owner too. */
async function otherShop(source: TestSeller, role: 'owner' | 'manager' | 'viewer') {
  const other = await h.seller();
  await h.stores.team.grant(other.accountId, source.identityId, role);
  // The member still acts on the source shop, as after `switch` to it.
  await h.stores.identities.setActiveAccount(source.identityId, source.accountId);
  return other;
}

const listingsOf = (seller: TestSeller) => [...h.sandbox.core.state.listings.values()].filter((row) => row.sellerId === seller.sellerId);

describe('listings clone', () => {
  it('copies a filtered set into another shop as drafts, pictures uploaded again, through the import job', async () => {
    const { seller, pictured, owner } = await sourceShop();
    const target = await otherShop(seller, 'manager');
    const [preview] = await owner.command('listings', `clone ${target.accountId.slice(0, 8)} status=draft,active title=crystals`);
    expect(preview?.title).toBe(`Copy from ${seller.label} into ${target.label}: what would be made`);
    const text = preview?.text ?? '';
    expect(text).toMatch(/^2 new drafts; 0 unchanged; 2 rows refused\./);
    expect(text).toMatch(/"Starfall crystals code, 1000 pack": The interface does not show a top-up's attributes/);
    expect(text).toMatch(/"Starfall crystals by player id": A manually delivered top-up is not copied/);
    expect(text).not.toMatch(/Something else entirely/);
    expect(text).toMatch(/2 pictures are uploaded again into the other shop/);
    expect(text).toMatch(/4 writes: within a minute/);
    expect(listingsOf(target)).toEqual([]);

    const [started] = await owner.press(preview, 'Apply');
    expect(started?.text).toBe(
      `Copy into "${target.label}" started: 2 drafts are made within that shop's limits. Progress shows here, then a report with each listing's outcome.`,
    );
    expect((await h.stores.audit.latest(seller.accountId, 1))[0]).toMatchObject({ action: 'listings clone' });

    await h.startWorker();
    const report = await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    expect(report.versions[0]?.text).toMatch(/Import report: 2 done, 0 refused by the marketplace, 0 without an answer, 2 rows refused/);
    expect(
      csvTable(fileText(report.versions[0]))
        .rows.map((row) => row.outcome)
        .sort(),
    ).toEqual(['done', 'done', 'refused', 'refused']);
    const progress = h.notifier.inChat(seller.ownerChat).find((message) => /listings of/.test(message.versions[0]?.text ?? ''));
    expect(progress?.versions.at(-1)?.text).toBe(`Import of the listings of ${seller.label} finished: 2 of 2 writes done.`);

    const copies = listingsOf(target);
    expect(copies.map((row) => row.status)).toEqual(['draft', 'draft']);
    const copy = copies.find((row) => row.category === 'account');
    expect(copy).toMatchObject({
      title: 'Starfall crystals account, level 80',
      price: 4999,
      deliveryType: 'manual',
      description: 'Platinum rank, every season skin.',
      tags: ['platinum', 'eu'],
      manualDeliveryValue: 1,
      manualDeliveryUnit: 'days',
      attributes: { region: 'asia', level: 80 },
    });
    const currency = copies.find((row) => row.category === 'currency');
    expect(currency).toMatchObject({
      title: 'Crystals by the hundred, fast trade',
      price: 3,
      stockQuantity: 5000,
      deliveryMethod: 'in_game_trade',
      deliveryInstructions: 'Meet me at the market in Starfall city.',
      description: 'Fast and safe trade.',
      tags: ['fast', 'safe'],
      attributes: { server: 'eu-1', faction: 'horde' },
      manualDeliveryValue: 30,
      manualDeliveryUnit: 'minutes',
    });
    // The picture is the target shop's own upload of the same bytes, not the source's address.
    const source = h.sandbox.core.state.listings.get(pictured);
    expect(copy?.images).toHaveLength(2);
    for (const [index, address] of (copy?.images ?? []).entries()) {
      expect(address).not.toBe(source?.images[index]);
      const uploaded = h.sandbox.core.state.images.get(address.split('/').at(-1) ?? '');
      expect(uploaded?.sellerId).toBe(target.sellerId);
      expect(Buffer.from(uploaded?.bytes ?? [])).toEqual(PIXEL_PNG);
    }
    // The source shop is as it was.
    expect(listingsOf(seller)).toHaveLength(5);
  });

  it('makes the draft without a picture that cannot be fetched, and the report says so', async () => {
    const { seller, pictured, owner } = await sourceShop();
    const target = await otherShop(seller, 'owner');
    const [preview] = await owner.command('listings', `clone ${target.accountId.slice(0, 8)} status=draft title=level`);
    expect(preview?.text).toMatch(/^1 new draft;/);
    // The picture is gone from the marketplace between the preview and the job.
    const image = h.sandbox.core.state.listings.get(pictured)?.images[1]?.split('/').at(-1) ?? '';
    h.sandbox.core.state.images.delete(image);
    await owner.press(preview, 'Apply');
    await h.startWorker();
    const report = await waitFor('the report', () =>
      h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
    );
    const [row] = csvTable(fileText(report.versions[0])).rows;
    expect(row).toMatchObject({ outcome: 'done', detail: 'made without 1 picture: it could not be fetched or uploaded' });
    expect(listingsOf(target)).toEqual([expect.objectContaining({ title: 'Starfall crystals account, level 80' })]);
    expect(listingsOf(target)[0]?.images).toHaveLength(1);
  });

  it('fetches the pictures through the outgoing proxy the configuration names, as every marketplace call', async () => {
    const proxy = await startRecordingProxy();
    // The worker's outgoing dispatcher as bin/ makes it, from HTTP_PROXY: where nothing reaches the marketplace but the proxy.
    const config = loadConfig({ HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, NO_PROXY: '' }, { devKeyRingPath: '.data/dev-master-keys' });
    const outgoingHttp = createOutgoingDispatcher(config.proxy, createLogger({ level: 'silent' }));
    try {
      const { seller, pictured, owner } = await sourceShop();
      const target = await otherShop(seller, 'owner');
      const [preview] = await owner.command('listings', `clone ${target.accountId.slice(0, 8)} status=draft title=level`);
      await owner.press(preview, 'Apply');
      await h.startWorker({}, { outgoingHttp });
      await waitFor('the report', () =>
        h.notifier.inChat(seller.ownerChat).find((message) => message.versions[0]?.attachments?.[0]?.filename === 'import-report.csv'),
      );
      const pictures = h.sandbox.core.state.listings.get(pictured)?.images ?? [];
      expect(pictures).toHaveLength(2);
      for (const picture of pictures) expect(proxy.requests).toContain(`GET ${picture}`);
      expect(listingsOf(target)[0]?.images).toHaveLength(2);
    } finally {
      await h.closeWorkers();
      await outgoingHttp.close();
      await proxy.close();
    }
  });

  it('refuses a member who is only a viewer in the target shop, naming it, and a clone into the same shop', async () => {
    const { seller, owner } = await sourceShop();
    const viewed = await otherShop(seller, 'viewer');
    const [refused] = await owner.command('listings', `clone ${viewed.accountId.slice(0, 8)}`);
    expect(refused?.tone).toBe('error');
    expect(refused?.text).toBe(
      `You are viewer in "${viewed.label}": copying listings into a shop needs a manager there. Its owner can make you one with \`team\`.`,
    );
    const [same] = await owner.command('listings', `clone ${seller.accountId.slice(0, 8)}`);
    expect(same?.text).toBe(
      `"${seller.label}" is the shop you are in: name another shop you manage to copy its listings into (\`switch\` lists yours).`,
    );
    const [unknown] = await owner.command('listings', 'clone nowhere');
    expect(unknown?.text).toBe('You hold no account called "nowhere". Send `switch` to see yours.');
    expect(listingsOf(viewed)).toEqual([]);
  });
});
