import { afterAll, describe, expect, it } from 'vitest';
import { compactListingSnapshots, ListingSnapshots, listingSnapshotKey, type SeenListing } from '../../src/store/listing-snapshots.js';
import { createTestRedis } from '../support/test-redis.js';

const { redis, namespace, cleanup } = createTestRedis('listing-snapshots');

afterAll(async () => {
  await cleanup();
});

const crystals: SeenListing = {
  status: 'active',
  stock: null,
  category: 'top_up',
  title: 'Starfall crystals by player id, delivered within the hour by hand',
  game: 'Starfall Odyssey',
  currencyUnit: null,
};
const gold: SeenListing = {
  status: 'paused',
  stock: 120,
  category: 'currency',
  title: 'Gold',
  game: 'Realm',
  currencyUnit: { scale: '1000', productName: 'Gold coins' },
};

describe('listing snapshots', () => {
  it('gives back the last look whole, titles cut to 60 characters, and nothing before the first look', async () => {
    const snapshots = new ListingSnapshots(redis, namespace);
    expect(await snapshots.read('aa01')).toBeNull();
    await snapshots.replace(
      'aa01',
      new Map([
        ['l-1', crystals],
        ['l-2', gold],
      ]),
    );
    const seen = await snapshots.read('aa01');
    expect(seen?.get('l-1')).toEqual({ ...crystals, title: crystals.title.slice(0, 60) });
    expect(seen?.get('l-2')).toEqual(gold);
    expect(await snapshots.seen('aa01', 'l-2')).toEqual(gold);
    await snapshots.replace('aa01', new Map());
    expect(await snapshots.read('aa01')).toEqual(new Map());
  });

  it('reads a snapshot an earlier release kept as a hash, and the key upgrade rewrites it as a string', async () => {
    const key = listingSnapshotKey(namespace, 'bb02');
    // As the release before wrote it: `~` for the first look, a JSON row per listing (this one from before games were kept).
    await redis.hset(key, { '~': '1', 'l-9': JSON.stringify(['active', 3, 'gift_card', 'Old card']) });
    const snapshots = new ListingSnapshots(redis, namespace);
    const expected = { status: 'active', stock: 3, category: 'gift_card', title: 'Old card', game: null, currencyUnit: null };
    expect(await snapshots.seen('bb02', 'l-9')).toEqual(expected);

    expect(await compactListingSnapshots(redis, namespace)).toBe(1);
    expect(await redis.type(key)).toBe('string');
    expect(await snapshots.read('bb02')).toEqual(new Map([['l-9', expected]]));
    expect(await compactListingSnapshots(redis, namespace)).toBe(0);
  });
});
