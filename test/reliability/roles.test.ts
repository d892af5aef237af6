// Nobody acts on an account without the role for it: every write command, tried by a
// stranger and by each lower role, in private chats and in the linked group, on
// Telegram and Discord places (driven through the core's test adapter; the adapters'
// own fakes are exercised in roles-on-adapters.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatPlace } from '../../src/domain/chat-input.js';
import type { Platform } from '../../src/domain/platform.js';
import { ROLES, type Role } from '../../src/domain/roles.js';
import { TestAdapter, textOf, type TestUser } from '../support/test-adapter.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { demoKey, startStack, type Stack } from './support/stack.js';
import { writeCommandTexts, writeVerbTexts } from './support/write-commands.js';

// A command whose answer is secret by nature is refused in any group before roles are looked at.
const REFUSED =
  /needs the (operator|manager|owner) role; you are an? (viewer|operator|manager)|You have no role on the seller account|You have no seller account in Hawker yet|runs only in a private chat with the bot/;

let s: Stack;
let guard: ProcessGuard;
let accountId: string;
let attempts = 0;

/** Everything a refused attempt must leave untouched: the marketplace's listings and orders, the audit. */
async function snapshot(): Promise<string> {
  const { listings, orders } = s.sandbox.core.state;
  return JSON.stringify({
    listings: [...listings.values()].map((listing) => [listing.id, listing.status, listing.title, JSON.stringify(listing)]),
    orders: [...orders.values()].map((order) => [order.id, order.status]),
    audit: await s.stores.audit.latest(accountId, 1000),
    roles: await s.stores.team.members(accountId),
    places: await s.stores.team.placesOf(accountId),
    alerts: await s.stores.alertSettings.targetsFor(accountId),
  });
}

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-roles');
  const owner = new TestAdapter(s.core, 'telegram').user('owner-tg');
  await owner.dm.command('connect', `${demoKey(s)} Demo`);
  const identity = await s.stores.identities.resolve('telegram', 'owner-tg');
  accountId = (await s.stores.identities.activeAccount(identity))?.accountId ?? '';
  expect(accountId).not.toBe('');
});

afterAll(async () => {
  await s.close();
  guard.stop();
  recordFigures('roles', { refusedAttempts: attempts });
});

describe.each<{ platform: Platform }>([{ platform: 'telegram' }, { platform: 'discord' }])('on $platform', ({ platform }) => {
  let adapter: TestAdapter;
  let group: ChatPlace;
  const people = new Map<Role | 'stranger', TestUser>();

  beforeAll(async () => {
    adapter = new TestAdapter(s.core, platform);
    const owner = adapter.user(`${platform}-owner`);
    await s.stores.team.grant(accountId, await s.stores.identities.resolve(platform, `${platform}-owner`), 'owner');
    await s.stores.identities.setActiveAccount(await s.stores.identities.resolve(platform, `${platform}-owner`), accountId);
    group = { ...adapter.group(`${platform}-team-group`), ...(platform === 'discord' ? { guildId: 'guild-1' } : {}) };
    await owner.in(group).command('team', 'link');
    expect(owner.in(group).lastText()).toMatch(/This chat now serves "Demo"/);
    people.set('stranger', adapter.user(`${platform}-stranger`));
    for (const role of ['viewer', 'operator', 'manager'] as const) {
      const person = adapter.user(`${platform}-${role}`);
      await person.dm.command(
        'join',
        await s.stores.team.createInvite(accountId, role, await s.stores.identities.resolve(platform, `${platform}-owner`)),
      );
      expect(person.dm.lastText()).toMatch(/joined|welcome|role/i);
      people.set(role, person);
    }
  });

  it('refuses every write command to a stranger and to each lower role, in private and in the group, and nothing changes', async () => {
    const texts = writeCommandTexts(s);
    const writeCommands = s.core.commands().filter((command) => command.role !== 'viewer' && command.role !== 'none');
    expect(writeCommands.map((command) => command.id).sort()).toEqual(Object.keys(texts).sort());
    const before = await snapshot();
    for (const command of writeCommands) {
      // A command with verbs needs the role of the verb typed (`alerts off`: the owner's).
      const needed = command.verbs?.find((verb) => verb.name === texts[command.id]!.split(' ')[1])?.role ?? command.role;
      const lower: (Role | 'stranger')[] = ['stranger', ...ROLES.slice(0, ROLES.indexOf(needed as Role))];
      for (const who of lower) {
        const person = people.get(who)!;
        for (const chat of [person.dm, person.in(group)]) {
          if (!command.scopes.includes(chat.place.kind)) continue;
          const replies = await chat.send(texts[command.id]!);
          attempts += 1;
          expect(replies.map(textOf).join('\n'), `${who} ${command.id} in ${chat.place.kind}`).toMatch(REFUSED);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(guard.fired).toEqual([]);
  });

  it('refuses every write verb of `listings` (import, clone) to a stranger and each lower role, and nothing changes', async () => {
    const texts = writeVerbTexts();
    const verbs = s.core
      .commands()
      .filter((command) => command.id === 'listings')
      .flatMap((command) => (command.verbs ?? []).filter((verb) => verb.role !== 'viewer').map((verb) => ({ command, verb })));
    expect(verbs.map(({ command, verb }) => `${command.id} ${verb.name}`).sort()).toEqual(Object.keys(texts).sort());
    const before = await snapshot();
    for (const { command, verb } of verbs) {
      const lower: (Role | 'stranger')[] = ['stranger', ...ROLES.slice(0, ROLES.indexOf(verb.role))];
      for (const who of lower) {
        const person = people.get(who)!;
        for (const chat of [person.dm, person.in(group)]) {
          if (!command.scopes.includes(chat.place.kind)) continue;
          const replies = await chat.send(texts[`${command.id} ${verb.name}`]!);
          attempts += 1;
          expect(replies.map(textOf).join('\n'), `${who} ${command.id} ${verb.name} in ${chat.place.kind}`).toMatch(REFUSED);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a reply to an order alert carrying goods from a stranger and a viewer', async () => {
    const order = await s.placeOrder(s.listingId('Starfall crystals by player id'));
    const alertRef = { platform, chatId: group.chatId, messageId: `alert-${order.id}` };
    await s.stores.alertMessages.remember(alertRef, { platform, kind: 'channel', id: group.chatId }, { accountId, orderId: order.id });
    const before = await snapshot();
    for (const who of ['stranger', 'viewer'] as const) {
      const chat = people.get(who)!.in(group);
      const replies = await chat.replyTo(alertRef, 'STOLEN-CODE-1');
      attempts += 1;
      expect(replies.map(textOf).join('\n'), who).not.toMatch(/Deliver 1 unit|handed over/);
      expect(chat.findAction('Confirm delivery'), who).toBeUndefined();
    }
    expect(await snapshot()).toEqual(before);
    expect(s.deliverRequests(order.id)).toBe(0);
  });

  it('lets each role do what it may (the refusals above are not a broken command)', async () => {
    const topUp = s.listingId('1000 Neon credits code');
    await people.get('operator')!.in(group).send(`/restock ${topUp} ${platform.toUpperCase()}-ROLE-OK-1`);
    expect(people.get('operator')!.in(group).lastText()).toMatch(/Add 1 code|added|restock/i);
    const currency = s.listingId('Stardust, fast trade on EU servers');
    // Within 5× of the listing's $1.20, so no confirmation is asked.
    const cents = platform === 'telegram' ? 103 : 104;
    await people.get('manager')!.dm.send(`/price ${currency} ${cents}c`);
    expect(people.get('manager')!.dm.last().tone).not.toBe('error');
    expect(s.sandbox.core.state.listings.get(currency)).toMatchObject({ price: cents });
  });
});
