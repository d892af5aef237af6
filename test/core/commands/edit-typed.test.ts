import { describe, expect, it } from 'vitest';
import { edit } from '../../../src/core/commands/edit.js';
import { editImagesEntry } from '../../../src/core/commands/edit-images-entry.js';
import { useListingsShop } from './support/listings-shop.js';

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('edit answers typed facts', () => {
  const shop = useListingsShop('core-edit-typed');

  it('writes a field and says what changed, and refuses a field the category has no call for', async () => {
    const { idOf, read, factsOf, h } = shop;
    const pack = idOf('Neon drift extra pack 1');
    expect(await factsOf(edit.typed, { id: pack, field: 'title', value: 'Neon drift pack, fast by player id' })).toEqual({
      kind: 'updated',
      listing_id: pack,
      title: 'Neon drift extra pack 1',
      field: 'title',
      now_instant: false,
      sent_back: false,
    });
    expect((await read(pack)).title).toBe('Neon drift pack, fast by player id');
    const identity = await h.stores.identities.resolve('test', 'alice');
    const accountId = (await h.stores.identities.activeAccount(identity))?.accountId ?? '';
    const session = { sessionId: 'listings-shop', accountId, actor: { platform: 'test' as const, userId: 'alice', displayName: 'Alice' } };
    const short = await h.core.invoke(
      { type: 'dashboard', session },
      edit.typed,
      { id: pack, field: 'title', value: 'Short' },
      {
        confirmed: false,
      },
    );
    expect(short).toMatchObject({ ok: false, refusal: { code: 'refused', message: expect.any(String) } });
    expect((await read(pack)).title).toBe('Neon drift pack, fast by player id');
  });

  it('takes a whole gallery at once where chat takes one upload at a time', async () => {
    const { idOf, factsOf, h } = shop;
    const pack = idOf('Neon drift extra pack 2');
    const images = [
      { bytes: PIXEL_PNG, mediaType: 'image/png' },
      { bytes: PIXEL_PNG, mediaType: 'image/png' },
    ];
    expect(await factsOf(editImagesEntry, { id: pack, images })).toEqual({ listing_id: pack, title: 'Neon drift extra pack 2', count: 2 });
    expect(h.sandbox.core.state.listings.get(pack)?.images).toHaveLength(2);
    expect(await factsOf(edit.typed, { id: pack, field: 'images' })).toEqual({
      kind: 'images_asked',
      listing_id: pack,
      title: 'Neon drift extra pack 2',
    });
  });
});
