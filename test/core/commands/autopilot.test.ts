import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../../src/i18n/index.js';
import { pollScheduleKeys } from '../../../src/store/poll-schedule.js';
import { utcDay } from '../../../src/store/sales-book.js';
import { LANGUAGES, type Language } from '../../support/languages.js';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { joinedAs, openDemoShop } from './support/demo-shop.js';

function listingTitled(h: Harness, title: string): string {
  const found = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === title);
  if (!found) throw new Error(`no listing ${title}`);
  return found.id;
}

describe('autopilot', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  let manual: string;
  let short: string;
  const now = () => h.sandbox.core.clock.now();
  const binding = () => h.stores.autopilot.binding(accountId, manual);
  const auditLines = async () =>
    (await h.stores.audit.latest(accountId, 50)).filter((entry) => entry.action === 'autopilot').map((entry) => render(entry.summary));

  beforeAll(async () => {
    ({ h, owner, accountId, manualTopUp: manual } = await openDemoShop('core-autopilot'));
    short = manual.slice(0, 8);
  });
  afterAll(async () => {
    await h.close();
  });

  it('says how to start while no listing is on autopilot, and refuses a pool that does not exist', async () => {
    await owner.dm.command('autopilot');
    expect(owner.dm.lastText()).toMatch(/No listing is on autopilot\. Switch one on with `autopilot <listing> from <pool>`/);
    await owner.dm.command('autopilot', `${short} from gems`);
    expect(owner.dm.lastText()).toMatch(/There is no pool `gems`: this account has no pools yet\. Add codes with `pool add <name>` first/);
    await h.stores.pools.add(accountId, 'gems', ['GEM-1', 'GEM-2', 'GEM-3'], now());
    await h.stores.pools.add(accountId, 'spare', ['SPARE-1'], now());
    await owner.dm.command('autopilot', `${short} from stones`);
    expect(owner.dm.lastText()).toMatch(/There is no pool `stones`\. Pools of this account: `gems`, `spare`/);
    expect(await binding()).toBeNull();
  });

  it('refuses an instant listing, pointing an instant top-up at `keep`', async () => {
    const instant = listingTitled(h, '1000 Neon credits code');
    await owner.dm.command('autopilot', `${instant.slice(0, 8)} from gems`);
    expect(owner.dm.lastText()).toMatch(
      new RegExp(`delivers this listing instantly.*\`autopilot ${instant.slice(0, 8)} keep <n> from <pool>\``),
    );
    const gift = listingTitled(h, 'Pixel Raiders $25 gift card');
    await owner.dm.command('autopilot', `${gift.slice(0, 8)} from gems`);
    expect(owner.dm.lastText()).toMatch(
      /delivers "Pixel Raiders \$25 gift card" instantly .* can neither deliver its orders nor keep it stocked/,
    );
    expect(await h.stores.autopilot.bindings(accountId)).toEqual([]);
  });

  it('refuses a template without {code}, or naming what the orders do not carry, with the placeholders it may use', async () => {
    await owner.dm.command('autopilot', `${short} from gems template Top-up for {player_id}`);
    expect(owner.dm.lastText()).toMatch(
      /put `\{code\}` in it\. Placeholders it may use: `\{code\}`, `\{order\}`, `\{player_id\}`, `\{server\}`/,
    );
    await owner.dm.command('autopilot', `${short} from gems template {code} for {nickname}`);
    expect(owner.dm.lastText()).toMatch(/The template names `\{nickname\}`, which the orders of this listing do not carry/);
    expect(await binding()).toBeNull();
  });

  it('delivers a manual listing from a pool with a template, counts the orders already waiting, and makes the poll due now', async () => {
    const ordersKey = pollScheduleKeys(h.redis.namespace).orders.of(accountId);
    await h.redis.redis.zadd(ordersKey, now() + 3_600_000, accountId);
    await owner.dm.command('autopilot', `${short} from Gems template Code {code} for {player_id} on {server} ({order})`);
    const text = owner.dm.lastText();
    expect(text).toMatch(/Autopilot now delivers the orders of "Starfall crystals by player id" from pool `gems` \(3 codes in it\)/);
    expect(text).toMatch(/1 order already waiting is delivered now too/);
    expect(await binding()).toMatchObject({
      listingId: manual,
      title: 'Starfall crystals by player id',
      mode: { kind: 'deliver', source: { kind: 'pool', pool: 'gems' }, template: 'Code {code} for {player_id} on {server} ({order})' },
      capOrders: null,
      capCents: null,
      by: 'owner',
    });
    expect(await h.stores.schedule.ordersDueAt(accountId)).toBeLessThanOrEqual(now());
    expect(await auditLines()).toContain(`autopilot on for ${short} "Starfall crystals by player id" from pool gems`);
  });

  it('lists every listing on autopilot: its pool and count, deliveries today, caps and last failure', async () => {
    await h.stores.autopilot.countDelivered(accountId, manual, utcDay(now()));
    await h.stores.autopilot.recordFailure(accountId, manual, {
      at: now(),
      orderId: 'abcdef12-0000',
      reason: 'autopilot-pool-gone',
      args: {},
    });
    await owner.dm.command('autopilot');
    const text = owner.dm.lastText();
    expect(text).toMatch(/Autopilot of Demo/);
    expect(text).toMatch(new RegExp(`Starfall crystals by player id \\(${short}\\): From pool \`gems\`: 3 codes left`));
    expect(text).toMatch(/Template: `Code \{code\} for \{player_id\} on \{server\} \(\{order\}\)`/);
    expect(text).toMatch(/Orders delivered today \(UTC day\): 1/);
    expect(text).toMatch(/No daily cap/);
    expect(text).toMatch(/Last handed to people .*, order abcdef12: the pool no longer exists, so orders go to people/);
    await owner.dm.command('autopilot', short);
    expect(owner.dm.lastText()).toMatch(/From pool `gems`/);
    await owner.dm.command('autopilot', 'ffffffff');
    expect(owner.dm.lastText()).toMatch(/No listing on autopilot has an id starting with ffffffff/);
  });

  it('caps orders and dollars a day, and clears the cap', async () => {
    await owner.dm.command('autopilot', `${short} cap 20 $49.99`);
    expect(owner.dm.lastText()).toMatch(
      /"Starfall crystals by player id": Cap: 20 orders and \$49\.99 a day\. Orders past it go to people/,
    );
    expect(await binding()).toMatchObject({ capOrders: 20, capCents: 4999 });
    await owner.dm.command('autopilot', `${short} cap 5`);
    expect(await binding()).toMatchObject({ capOrders: 5, capCents: null });
    await owner.dm.command('autopilot', `${short} cap lots`);
    expect(owner.dm.lastText()).toMatch(/Say how many orders a day/);
    await owner.dm.command('autopilot');
    expect(owner.dm.lastText()).toMatch(/Cap: 5 orders a day/);
    // A cap is a setting of the binding: the last failure stays until autopilot delivers again.
    expect(await h.stores.autopilot.lastFailure(accountId, manual)).not.toBeNull();
    await owner.dm.command('autopilot', `${short} cap off`);
    expect(owner.dm.lastText()).toMatch(/has no daily cap now/);
    expect(await binding()).toMatchObject({ capOrders: null, capCents: null });
    expect(await auditLines()).toEqual(
      expect.arrayContaining([
        `autopilot cap for ${short} "Starfall crystals by player id": 20 orders and $49.99 a day`,
        `autopilot cap off for ${short} "Starfall crystals by player id"`,
      ]),
    );
  });

  it('binds a supplier only in a private chat, showing its signing secret there once', async () => {
    await owner.in(h.adapter.group('team-room')).command('team', 'link');
    const group = owner.in(h.adapter.group('team-room'));
    await group.command('autopilot', `${short} from https://supplier.example/hawker`);
    expect(group.lastText()).toMatch(/send `autopilot <listing> from https:\/\/…` in a private chat with the bot/);
    expect((await binding())?.mode).toMatchObject({ source: { kind: 'pool' } });

    await owner.dm.command('autopilot', `${short} from http://supplier.example/hawker`);
    expect(owner.dm.lastText()).toMatch(/must start with `https:\/\/`/);
    await owner.dm.command('autopilot', `${short} from https://192.168.1.20/hawker`);
    expect(owner.dm.lastText()).toMatch(/That address is in a private network/);
    expect(owner.dm.lastText()).toMatch(
      /Where the supplier runs beside Hawker \(on its machine or network\), whoever runs Hawker can allow such addresses with the setting `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true`\.$/,
    );
    await owner.dm.command('autopilot', `${short} from https://me:pw@supplier.example/hawker`);
    expect(owner.dm.lastText()).toMatch(/Leave the user name and password out of the address/);

    const [answer] = await owner.dm.command('autopilot', `${short} from https://supplier.example/hawker`);
    expect(answer?.visibility).toBe('private');
    const shown = owner.dm.lastText();
    const secret = /`(whsec_[A-Za-z0-9+/=]+)`/.exec(shown)?.[1];
    expect(secret).toBeDefined();
    expect(shown).toMatch(/from the supplier at `supplier\.example`/);
    expect(shown).toMatch(/1 order already waiting is delivered now too/);
    expect(shown).toMatch(/docs\/autopilot\.md/);
    expect(await h.stores.autopilot.supplierSecret(accountId, manual)).toBe(secret);
    expect(await binding()).toMatchObject({
      mode: { kind: 'deliver', source: { kind: 'supplier', url: 'https://supplier.example/hawker' }, template: null },
    });

    await owner.dm.command('autopilot');
    expect(owner.dm.lastText()).toMatch(/From the supplier at `supplier\.example`/);
    expect(owner.dm.transcript().split(secret ?? '').length).toBe(2);
    expect(JSON.stringify(await h.stores.audit.latest(accountId, 50))).not.toContain(secret);

    await owner.dm.command('autopilot', `${short} from https://supplier.example/hawker template {code}`);
    expect(owner.dm.lastText()).toMatch(/a template is only for codes from a pool/);
  });

  it('keeps an instant top-up stocked from a pool, and refuses `keep` on a manual listing', async () => {
    const instant = listingTitled(h, '1000 Neon credits code');
    await owner.dm.command('autopilot', `${short} keep 5 from gems`);
    expect(owner.dm.lastText()).toMatch(new RegExp(`wait for a delivery, so autopilot delivers them: \`autopilot ${short} from <pool>\``));
    await owner.dm.command('autopilot', `${instant.slice(0, 8)} keep many from gems`);
    expect(owner.dm.lastText()).toMatch(/Say how many codes to keep on sale, from 1 to 1,000/);
    await owner.dm.command('autopilot', `${instant.slice(0, 8)} keep 5 from gems`);
    expect(owner.dm.lastText()).toMatch(
      /Autopilot keeps 5 codes from pool `gems` on sale on "1000 Neon credits code" \(3 codes in the pool\)/,
    );
    // The numbers drip restock keeps to, not the marketplace's own 5 and 10.
    expect(owner.dm.lastText()).toMatch(
      /topping it up as it sells with at most 4 stock edits a minute and 8 an hour on the listing, which leaves room under the marketplace's limits \(5 and 10\) for your own edits\.$/,
    );
    expect((await h.stores.autopilot.binding(accountId, instant))?.mode).toEqual({ kind: 'keep', pool: 'gems', units: 5 });
    await owner.dm.command('autopilot', `${instant.slice(0, 8)} cap 10`);
    expect(owner.dm.lastText()).toMatch(/caps count only the orders autopilot delivers/);
    await owner.dm.command('autopilot');
    expect(owner.dm.lastText()).toMatch(/Keeps 5 on sale from pool `gems`: 3 codes left/);
    expect((await h.stores.autopilot.listingsUsingPool(accountId, 'gems')).map((each) => each.listingId)).toEqual([instant]);
  });

  it('needs the manager role to change autopilot; a viewer sees it', async () => {
    const vera = await joinedAs(h, owner, 'vera', 'viewer');
    await vera.dm.command('autopilot');
    expect(vera.dm.lastText()).toMatch(/Autopilot of Demo/);
    await vera.dm.command('autopilot', `${short} off`);
    expect(vera.dm.lastText()).toMatch(/`autopilot` needs the manager role/);
    const oleg = await joinedAs(h, owner, 'oleg', 'operator');
    await oleg.dm.command('autopilot', `${short} cap 3`);
    expect(oleg.dm.lastText()).toMatch(/`autopilot` needs the manager role/);
    const mona = await joinedAs(h, owner, 'mona', 'manager');
    await mona.dm.command('autopilot', `${short} from spare`);
    expect(mona.dm.lastText()).toMatch(/from pool `spare`/);
    expect(await binding()).toMatchObject({ by: 'mona', mode: { source: { kind: 'pool', pool: 'spare' } } });
    expect(await h.stores.autopilot.supplierSecret(accountId, manual)).toBeNull();
  });

  it('explains each verb in help, with its usage and the role it needs', async () => {
    await owner.dm.command('help', 'autopilot');
    const shown = owner.dm.last();
    const usage = shown.fields?.find((field) => field.label === 'Usage')?.value.split('\n') ?? [];
    expect(usage).toEqual([
      'autopilot [listing]',
      'autopilot <listing> from <source> [template]',
      'autopilot <listing> off',
      'autopilot <listing> cap <orders> [dollars]',
      'autopilot <listing> keep <units> <pool>',
      'autopilot <listing> when-empty <choice>',
    ]);
    const roles = shown.fields?.find((field) => field.label === 'Role needed')?.value ?? '';
    expect(roles).toMatch(/^viewer: show$/m);
    expect(roles).toMatch(/^manager: from, off, cap, keep, when-empty$/m);
    expect(shown.fields?.find((field) => field.label === 'from')?.value).toMatch(
      /deliver a manual listing's orders from a pool or a supplier/,
    );
  });

  it('switches a listing off', async () => {
    await owner.dm.command('autopilot', `${short} off`);
    expect(owner.dm.lastText()).toMatch(/Autopilot is off for "Starfall crystals by player id": its orders go to people again/);
    expect(await binding()).toBeNull();
    await owner.dm.command('autopilot', `${short} off`);
    expect(owner.dm.lastText()).toMatch(new RegExp(`No listing on autopilot has an id starting with ${short}`));
    expect(await auditLines()).toContain(`autopilot off for ${short} "Starfall crystals by player id"`);
  });
});

describe('autopilot with private networks allowed', () => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  let manual: string;

  beforeAll(async () => {
    ({ h, owner, accountId, manualTopUp: manual } = await openDemoShop('core-autopilot-local', { webhookAllowPrivateNetworks: true }));
  });
  afterAll(async () => {
    await h.close();
  });

  it('takes a plain http supplier, as the local demo runs one', async () => {
    await owner.dm.command('autopilot', `${manual.slice(0, 8)} from http://127.0.0.1:9999/goods`);
    expect(owner.dm.lastText()).toMatch(/from the supplier at `127\.0\.0\.1:9999`/);
    expect((await h.stores.autopilot.binding(accountId, manual))?.mode).toMatchObject({
      source: { kind: 'supplier', url: 'http://127.0.0.1:9999/goods' },
    });
  });
});

/** One sentence of each step, as each language words it; the test adapter fails any reply in Russian or Ukrainian that carries English. */
const WORDS: Record<Language, { waiting: RegExp; codesLeft: RegExp; instant: RegExp; template: RegExp; capped: RegExp; off: RegExp }> = {
  en: {
    waiting: /1 order already waiting is delivered now too/,
    codesLeft: /2 codes left/,
    instant: /delivers this listing instantly/,
    template: /put `\{code\}` in it/,
    capped: /Cap: 3 orders and \$10\.00 a day/,
    off: /Autopilot is off for/,
  },
  ru: {
    waiting: /1 заказ, который уже ждёт, тоже будет доставлен сейчас/,
    codesLeft: /осталось 2 кода/,
    instant: /маркетплейс выдаёт мгновенно/,
    template: /добавьте в него `\{code\}`/,
    capped: /Лимит в день: 3 заказа и 10,00\s\$/,
    off: /Автопилот для «Starfall crystals by player id» выключен/,
  },
  uk: {
    waiting: /1 замовлення, що вже чекає, теж буде доставлено зараз/,
    codesLeft: /залишилося 2 коди/,
    instant: /маркетплейс видає миттєво/,
    template: /додайте в нього `\{code\}`/,
    capped: /Ліміт на день: 3 замовлення і 10,00\s\$/,
    off: /Автопілот для «Starfall crystals by player id» вимкнено/,
  },
};

describe.each(LANGUAGES)('autopilot in %s', (language) => {
  let h: Harness;
  let owner: TestUser;
  let accountId: string;
  let short: string;
  const words = WORDS[language];

  beforeAll(async () => {
    let manual: string;
    ({ h, owner, accountId, manualTopUp: manual } = await openDemoShop(`core-autopilot-${language}`));
    short = manual.slice(0, 8);
    await owner.dm.command('language', language);
    await h.stores.pools.add(accountId, 'gems', ['GEM-1', 'GEM-2'], h.sandbox.core.clock.now());
  });
  afterAll(async () => {
    await h.close();
  });

  it('words every answer in the reader’s language', async () => {
    await owner.dm.command('autopilot');
    await owner.dm.command('autopilot', `${short} from nothing`);
    await owner.dm.command('autopilot', `${short} from`);
    expect(owner.dm.lastText()).toMatch(/`autopilot <listing> from <source> \[template\]`/);
    await owner.dm.command('autopilot', `${listingTitled(h, '1000 Neon credits code').slice(0, 8)} from gems`);
    expect(owner.dm.lastText()).toMatch(words.instant);
    await owner.dm.command('autopilot', `${short} from gems template {player_id}`);
    expect(owner.dm.lastText()).toMatch(words.template);
    await owner.dm.command('autopilot', `${short} from gems template {code} {nickname}`);
    await owner.dm.command('autopilot', `${short} from gems`);
    expect(owner.dm.lastText()).toMatch(words.waiting);
    await owner.dm.command('autopilot', `${short} cap 3 10`);
    expect(owner.dm.lastText()).toMatch(words.capped);
    await h.stores.autopilot.recordFailure(accountId, (await h.stores.autopilot.bindings(accountId))[0]?.listingId ?? '', {
      at: h.sandbox.core.clock.now(),
      orderId: null,
      reason: 'autopilot-pool-gone',
      args: {},
    });
    await owner.dm.command('autopilot');
    expect(owner.dm.lastText()).toMatch(words.codesLeft);
    await owner.dm.command('autopilot', `${short} from http://supplier.example/goods`);
    await owner.dm.command('autopilot', `${short} from https://127.0.0.1/goods`);
    await owner.dm.command('autopilot', `${short} from https://supplier.example/goods`);
    await owner.in(h.adapter.group(`room-${language}`)).command('autopilot', `${short} from https://supplier.example/goods`);
    await owner.dm.command('autopilot', `${short} keep 2 from gems`);
    await owner.dm.command('autopilot', `${short} cap lots`);
    await owner.dm.command('autopilot', `${short} off`);
    expect(owner.dm.lastText()).toMatch(words.off);
    await owner.dm.command('help', 'autopilot');
  });
});
