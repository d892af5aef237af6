import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../../../src/domain/reply.js';
import { POOL_MAX_CODES } from '../../../src/store/pool-store.js';
import type { TestChat, TestUser } from '../../support/test-adapter.js';
import { poolShow } from '../../../src/core/commands/pool.js';
import { joinedAs, openDemoShop, typedAs, type DemoShop } from './support/demo-shop.js';

/** The codes of a file a reply carries, one per line. */
function fileCodes(reply: Reply | undefined): string[] {
  const [file] = reply?.attachments ?? [];
  if (!file) throw new Error('the reply carries no file');
  expect(file.filename).toMatch(/\.txt$/);
  return new TextDecoder().decode(file.data).trim().split('\n');
}

describe('pool', () => {
  let shop: DemoShop;
  let owner: TestUser;
  let operator: TestUser;
  let manager: TestUser;
  let viewer: TestUser;
  let group: TestChat;

  beforeAll(async () => {
    shop = await openDemoShop('core-pool');
    ({ owner } = shop);
    operator = await joinedAs(shop.h, owner, 'pool-operator', 'operator');
    manager = await joinedAs(shop.h, owner, 'pool-manager', 'manager');
    viewer = await joinedAs(shop.h, owner, 'pool-viewer', 'viewer');
    group = owner.in(shop.h.adapter.group('pool-room'));
    await group.command('team', 'link');
  });
  afterAll(async () => {
    await shop.h.close();
  });

  it('adds codes typed after the name, split by spaces and commas, and never shows them', async () => {
    const [reply] = await operator.dm.command('pool', 'add Steam STEAM-A1 STEAM-A2,STEAM-A3 , STEAM-A1');
    expect(reply?.deleteUserMessage).toBe(true);
    expect(reply?.text).toMatch(/3 codes added to "steam"/);
    expect(reply?.text).toMatch(/1 duplicate skipped .*line 4\./);
    expect(reply?.text).toMatch(/Pool "steam" now has 3 codes\./);
    expect(operator.dm.deleted).toHaveLength(1);
    expect(operator.dm.transcript()).not.toMatch(/STEAM-A/);
  });

  it('takes one code per line when the text has several lines, spaces kept', async () => {
    await operator.dm.command('pool', 'add gift\nGIFT CARD 0001\nGIFT CARD 0002');
    expect(operator.dm.lastText()).toMatch(/2 codes added to "gift"/);
    await owner.dm.command('pool', 'withdraw gift');
    await owner.dm.press('Confirm');
    expect(fileCodes(owner.dm.last())).toEqual(['GIFT CARD 0002', 'GIFT CARD 0001']);
  });

  it('asks for the codes when none are typed, and takes a .csv file, its first column, without its header', async () => {
    await operator.dm.command('pool', 'add psn');
    expect(operator.dm.last().prompt?.kind).toBe('goods');
    expect(operator.dm.lastText()).toMatch(/Send the codes for pool "psn"/);
    await operator.dm.upload('codes.csv', 'code,value\nPSN-1,10\n"PSN-2",10\nSTEAM-A2,10\n', 'text/csv');
    expect(operator.dm.lastText()).toMatch(/2 codes added to "psn"/);
    // STEAM-A2 is already in pool steam: duplicates are refused across pools.
    // The header is row 1 of the file, as a spreadsheet shows it: STEAM-A2 is on row 4.
    expect(operator.dm.lastText()).toMatch(/1 duplicate skipped .*line 4\./);
    expect(operator.dm.last().deleteUserMessage).toBe(true);
  });

  it('refuses codes restocked through Hawker before', async () => {
    await shop.h.stores.codes.addIfNew(shop.accountId, ['RESTOCKED-9']);
    await operator.dm.command('pool', 'add psn RESTOCKED-9 PSN-3');
    expect(operator.dm.lastText()).toMatch(/1 code added to "psn"[\s\S]*1 duplicate skipped[\s\S]*now has 3 codes/);
  });

  it('lists pools with their counts, and shows one with bound listings, held codes, today and the low-water mark', async () => {
    await viewer.dm.command('pool');
    expect(viewer.dm.lastText()).toMatch(/Pools of codes\ngift: 0 available, 0 held\npsn: 3 available, 0 held\nsteam: 3 available, 0 held/);
    await shop.h.stores.pools.reserve(shop.accountId, 'steam', 'order-held', 1);
    await shop.h.stores.autopilot.bind(shop.accountId, {
      listingId: shop.manualTopUp,
      title: 'Starfall crystals by player id',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'steam' }, template: null },
      capOrders: null,
      capCents: null,
      since: 1,
      by: 'owner',
    });
    await manager.dm.command('pool', 'low steam 5');
    expect(manager.dm.lastText()).toMatch(/told when pool "steam" has fewer than 5 codes left/);
    await viewer.dm.command('pool', 'steam');
    const shown = viewer.dm.lastText();
    expect(shown).toMatch(/Available: 2/);
    expect(shown).toMatch(/Held for deliveries under way: 1/);
    expect(shown).toMatch(/Codes delivered on \d{4}-\d{2}-\d{2} \(UTC\): 0/);
    expect(shown).toMatch(/Low-water mark: 5/);
    expect(shown).toMatch(/Listings on autopilot from it: "Starfall crystals by player id"/);
    expect(viewer.dm.last().tone).toBe('warning');
    const steam = {
      name: 'steam',
      available: 2,
      held: 1,
      delivered_today: 0,
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      low_at: 5,
      low: true,
      cost_cents: null,
      bound: [{ listing_id: shop.manualTopUp, title: 'Starfall crystals by player id', mode: 'deliver' }],
    };
    expect(await typedAs(shop, 'pool-viewer', poolShow.typed, { name: 'steam' })).toEqual({ ok: true, value: { pools: [steam] } });
    await viewer.dm.command('pool');
    expect(viewer.dm.lastText()).toMatch(/steam: 2 available, 1 held \(below 5\)/);
    const unbound = { delivered_today: 0, day: steam.day, low_at: null, low: false, cost_cents: null, bound: [] };
    const listed = await typedAs(shop, 'pool-viewer', poolShow.typed, {});
    expect(listed).toEqual({
      ok: true,
      value: { pools: [{ name: 'gift', available: 0, held: 0, ...unbound }, { name: 'psn', available: 3, held: 0, ...unbound }, steam] },
    });
    // Counts only: no code reaches the facts.
    expect(JSON.stringify(listed)).not.toMatch(/STEAM-A|PSN-/);
    await manager.dm.command('pool', 'low steam off');
    await viewer.dm.command('pool', 'STEAM');
    expect(viewer.dm.lastText()).toMatch(/Low-water mark: not set/);
  });

  it('names the pools there are when one does not exist', async () => {
    await viewer.dm.command('pool', 'xbox');
    expect(viewer.dm.lastText()).toBe('There is no pool "xbox". Pools: gift, psn, steam.');
    await manager.dm.command('pool', 'low xbox 3');
    expect(manager.dm.lastText()).toMatch(/There is no pool "xbox"/);
    await manager.dm.command('pool', 'low steam many');
    expect(manager.dm.lastText()).toMatch(/Write `pool low steam <n>` with a whole number from 1 to 50,000/);
  });

  it('holds each verb to its role', async () => {
    await viewer.dm.command('pool', 'add steam X-1');
    expect(viewer.dm.lastText()).toMatch(/needs the operator role/);
    await operator.dm.command('pool', 'low steam 3');
    expect(operator.dm.lastText()).toMatch(/needs the manager role/);
    await manager.dm.command('pool', 'withdraw steam');
    expect(manager.dm.lastText()).toMatch(/needs the owner role/);
    await manager.dm.command('pool', 'remove steam');
    expect(manager.dm.lastText()).toMatch(/needs the owner role/);
  });

  it('refuses names that break the rule or are the command’s own words, with a sentence', async () => {
    await operator.dm.command('pool', 'add low CODE-1');
    expect(operator.dm.lastText()).toMatch(/`low` is one of the words of the `pool` command/);
    await operator.dm.command('pool', 'add withdraw');
    expect(operator.dm.lastText()).toMatch(/`withdraw` is one of the words/);
    await operator.dm.command('pool', 'add steam/eu CODE-1');
    expect(operator.dm.lastText()).toMatch(/"steam\/eu" cannot name a pool: use 1 to 32 lower-case letters/);
  });

  it('takes no codes in a group: the message is deleted and the answer says to use a private chat', async () => {
    const inGroup = operator.in(shop.h.adapter.group('pool-room'));
    const [reply] = await inGroup.command('pool', 'add steam GROUP-1 GROUP-2');
    expect(reply?.deleteUserMessage).toBe(true);
    expect(reply?.text).toMatch(/Codes posted in a group can be read by everyone here/);
    expect(reply?.text).toMatch(/`pool add steam`/);
    await inGroup.command('pool', 'add steam');
    expect(inGroup.lastText()).toMatch(/only in a private chat/);
    expect(inGroup.last().prompt).toBeUndefined();
    expect((await shop.h.stores.pools.get(shop.accountId, 'steam'))?.available).toBe(2);
    // Refused for the role before the command runs, the codes go all the same.
    const viewerInGroup = viewer.in(shop.h.adapter.group('pool-room'));
    const [refused] = await viewerInGroup.command('pool', 'add steam VIEWER-1');
    expect(refused?.text).toMatch(/needs the operator role/);
    expect(refused?.deleteUserMessage).toBe(true);
    // Counts are no secret: the group may see them.
    await inGroup.command('pool');
    expect(inGroup.lastText()).toMatch(/steam: 2 available/);
  });

  it('asks in a Discord form in a group, and takes codes only through the form', async () => {
    const discordOperator = await joinedAs(shop.h, owner, 'pool-discord', 'operator', 'discord');
    const channel = shop.h.adapter.group('pool-channel', 'discord');
    await shop.h.stores.team.linkPlace(shop.accountId, { platform: 'discord', chatId: channel.chatId });
    const inChannel = discordOperator.in(channel);
    await inChannel.input({ type: 'command', name: 'pool', text: '', verb: 'add', options: { name: 'xbox' } });
    expect(inChannel.last().prompt?.kind).toBe('goods');
    const [typed] = await inChannel.send('XBOX-IN-CHANNEL');
    expect(typed?.deleteUserMessage).toBe(true);
    expect(typed?.text).toMatch(/Codes posted in a group/);
    await inChannel.submitForm({ value: 'XBOX-1\nXBOX-2' });
    expect(inChannel.lastText()).toMatch(/2 codes added to "xbox"/);
  });

  it('refuses more codes than a pool holds, and a file of a million lines by its size, with what to do', async () => {
    await operator.dm.command('pool', 'add bulk');
    const million = Array.from({ length: 1_000_000 }, (_, index) => `BULK-${index}`).join('\n');
    await operator.dm.upload('million.txt', million);
    expect(operator.dm.lastText()).toMatch(/larger than the 4 MB a pool file may be.*at most 50,000 codes: split the file/);
    const tooMany = Array.from({ length: POOL_MAX_CODES + 1 }, (_, index) => `B${index}`).join('\n');
    await operator.dm.upload('many.txt', tooMany);
    expect(operator.dm.lastText()).toMatch(/more than the 50,000 codes a pool holds, so nothing was added\. Split the codes/);
    // Still waiting: a file that fits is taken.
    await operator.dm.upload('few.txt', 'BULK-OK-1\nBULK-OK-2\n');
    expect(operator.dm.lastText()).toMatch(/2 codes added to "bulk"/);
    await operator.dm.command('pool', 'add bulk2');
    await operator.dm.upload('codes.json', '["A"]');
    expect(operator.dm.lastText()).toMatch(/Pool codes come as a \.txt or \.csv file/);
    expect(await shop.h.stores.pools.get(shop.accountId, 'bulk2')).toBeNull();
  });

  it('fills a pool from one file of 50,000 codes, says when no more fit, and gives every code back', async () => {
    const codes = Array.from({ length: POOL_MAX_CODES }, (_, index) => `FULL-${String(index).padStart(6, '0')}-CODE`);
    await operator.dm.command('pool', 'add full');
    await operator.dm.upload('full.txt', codes.join('\n'));
    expect(operator.dm.lastText()).toMatch(/50,000 codes added to "full"/);
    await operator.dm.command('pool', 'add full ONE-MORE-1');
    expect(operator.dm.lastText()).toBe(
      'Pool "full" has 50,000 codes and holds at most 50,000, so this code was not added: 0 more fit. Send fewer codes, or withdraw some first.',
    );
    await owner.dm.command('pool', 'remove full');
    await owner.dm.press('Confirm');
    expect(owner.dm.lastText()).toMatch(/Pool "full" removed: its 50,000 unsold codes are in the file/);
    expect(fileCodes(owner.dm.last()).sort()).toEqual(codes);
  });

  it('withdraws unsold codes as a file, after confirmation, only in a private chat, with an audit line', async () => {
    await group.command('pool', 'withdraw psn 2');
    expect(group.lastText()).toMatch(/`pool withdraw` answers with the pool's codes in a file.*only in a private chat/);
    await owner.dm.command('pool', 'withdraw psn 2');
    expect(owner.dm.lastText()).toMatch(/Take 2 codes \(of 3\) out of pool "psn"\?/);
    await owner.dm.press('Confirm');
    const [reply] = owner.dm.lastTurn;
    expect(reply?.text).toMatch(/2 codes withdrawn from pool "psn".*1 left in the pool/);
    expect(fileCodes(reply)).toEqual(['PSN-3', 'PSN-2']);
    // Withdrawn codes may be added again.
    await operator.dm.command('pool', 'add psn PSN-3');
    expect(operator.dm.lastText()).toMatch(/1 code added/);
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toMatch(/withdrew 2 codes from pool "psn"/);
    expect(owner.dm.lastText()).not.toMatch(/PSN-/);
    await owner.dm.command('pool', 'withdraw psn none');
    expect(owner.dm.lastText()).toMatch(/Write `pool withdraw psn`/);
  });

  it('removes a pool only when no listing uses it and no order holds its codes, giving its codes back', async () => {
    await owner.dm.command('pool', 'remove steam');
    expect(owner.dm.lastText()).toMatch(
      /Pool "steam" serves "Starfall crystals by player id": turn autopilot off for each first \(`autopilot <listing> off`\)/,
    );
    await shop.h.stores.autopilot.unbind(shop.accountId, shop.manualTopUp);
    await owner.dm.command('pool', 'remove steam');
    expect(owner.dm.lastText()).toMatch(/A delivery under way holds codes of pool "steam"/);
    await shop.h.stores.pools.release(shop.accountId, 'steam', 'order-held');
    await owner.dm.command('pool', 'remove steam');
    expect(owner.dm.lastText()).toMatch(/Remove pool "steam"\? Its 3 unsold codes come back to you here as a file\./);
    await owner.dm.press('Confirm');
    const [reply] = owner.dm.lastTurn;
    expect(reply?.text).toMatch(/Pool "steam" removed: its 3 unsold codes are in the file/);
    expect(fileCodes(reply).sort()).toEqual(['STEAM-A1', 'STEAM-A2', 'STEAM-A3']);
    await viewer.dm.command('pool', 'steam');
    expect(viewer.dm.lastText()).toMatch(/There is no pool "steam"/);
    await owner.dm.command('audit');
    expect(owner.dm.lastText()).toMatch(/removed pool "steam" \(3 unsold codes given back\)/);
  });

  it('counts codes in Russian with the form each number takes', async () => {
    await owner.dm.command('language', 'ru');
    try {
      await owner.dm.command('pool', 'add ru-count RU-1');
      expect(owner.dm.lastText()).toMatch(/В «ru-count» добавлен 1 код\./);
      await owner.dm.command('pool', 'add ru-count RU-2 RU-3');
      expect(owner.dm.lastText()).toMatch(/В «ru-count» добавлено 2 кода\./);
      await owner.dm.command('pool', 'add ru-count RU-4 RU-5 RU-6 RU-7 RU-8 RU-1');
      expect(owner.dm.lastText()).toMatch(/В «ru-count» добавлено 5 кодов\./);
      expect(owner.dm.lastText()).toMatch(/1 повтор пропущен \(.*\), строка 6\./);
      expect(owner.dm.lastText()).toMatch(/Теперь в пуле «ru-count» 8 кодов\./);
      await owner.dm.command('pool', 'withdraw ru-count 1');
      await owner.dm.press('Подтвердить');
      expect(owner.dm.lastText()).toMatch(/Из пула «ru-count» забран 1 код: он в файле в открытом виде/);
      await owner.dm.command('pool', 'withdraw ru-count 2');
      await owner.dm.press('Подтвердить');
      expect(owner.dm.lastText()).toMatch(/Из пула «ru-count» забрано 2 кода: они в файле в открытом виде/);
      await owner.dm.command('pool', 'low ru-count 1');
      expect(owner.dm.lastText()).toMatch(/останется меньше 1 кода\./);
      await owner.dm.command('pool', 'low ru-count 5');
      expect(owner.dm.lastText()).toMatch(/останется меньше 5 кодов\./);
    } finally {
      await owner.dm.command('language', 'en');
    }
  });
});
