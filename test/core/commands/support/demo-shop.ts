import type { Invoked } from '../../../../src/core/typed/outcome.js';
import type { TypedEntry } from '../../../../src/core/typed/typed-command.js';
import type { TestUser } from '../../../support/test-adapter.js';
import { demoKey, startHarness, type Harness, type HarnessOptions } from '../../harness.js';

/** The sandbox's demo seller, connected as "Demo" by `ownerId`: where most command tests begin. */
export interface DemoShop {
  h: Harness;
  owner: TestUser;
  /** The account "Demo" is stored under. */
  accountId: string;
  /** The demo top-up delivered by player id, which the sandbox seeds with a waiting order. */
  manualTopUp: string;
}

export async function openDemoShop(label: string, options: HarnessOptions & { ownerId?: string } = {}): Promise<DemoShop> {
  const { ownerId = 'owner', ...harnessOptions } = options;
  const h = await startHarness(label, harnessOptions);
  const owner = h.adapter.user(ownerId);
  await owner.dm.command('connect', `${demoKey(h)} Demo`);
  const accountId = (await h.stores.identities.activeAccount(await h.stores.identities.resolve('test', ownerId)))?.accountId ?? '';
  const manualTopUp = [...h.sandbox.core.state.listings.values()].find((listing) => listing.title === 'Starfall crystals by player id')?.id;
  if (!accountId || !manualTopUp) throw new Error('the demo shop did not connect');
  return { h, owner, accountId, manualTopUp };
}

/** The code of a `team invite` for `role`, made by the owner. */
export async function inviteCode(owner: TestUser, role: string): Promise<string> {
  await owner.dm.command('team', `invite ${role}`);
  const code = /join ([0-9A-Z]+)/.exec(owner.dm.lastText())?.[1];
  if (!code) throw new Error('no invite code shown');
  return code;
}

/** A person who joined the owner's account as `role` through an invite. */
export async function joinedAs(
  h: Harness,
  owner: TestUser,
  userId: string,
  role: string,
  platform?: 'telegram' | 'discord',
): Promise<TestUser> {
  const person = h.adapter.user(userId, userId, platform);
  await person.dm.command('join', await inviteCode(owner, role));
  return person;
}

/** What a command's typed entry answers `userId` on the shop, called as the dashboard calls it. */
export async function typedAs<A, T, P>(
  shop: Pick<DemoShop, 'h' | 'accountId'>,
  userId: string,
  entry: TypedEntry<A, T, P>,
  args: A,
): Promise<Invoked<T, P>> {
  const actor = { platform: 'test' as const, userId, displayName: userId };
  const session = { sessionId: `typed-${userId}`, accountId: shop.accountId, actor };
  return shop.h.core.invoke({ type: 'dashboard', session }, entry, args, { confirmed: false });
}
