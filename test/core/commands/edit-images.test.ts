import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../support/test-adapter.js';
import type { Harness } from '../harness.js';
import { openListingsShop, type ListingsShop } from './support/listings-shop.js';

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('edit <top-up> images', () => {
  let h: Harness;
  let alice: TestUser;
  let idOf: ListingsShop['idOf'];
  let pack: string;
  const gallery = () => h.sandbox.core.state.listings.get(pack)!.images;

  beforeAll(async () => {
    ({ h, alice, idOf } = await openListingsShop('core-edit-images'));
    pack = idOf('Neon drift extra pack 2');
  });
  afterAll(async () => {
    await h.close();
  });

  it('puts the pictures sent on the listing once Done is pressed', async () => {
    await alice.dm.command('edit', `${pack} images`);
    await alice.dm.upload('pack.png', PIXEL_PNG, 'image/png');
    await alice.dm.press('Done');
    expect(alice.dm.lastText()).toMatch(/1 picture on/);
    expect(gallery()).toHaveLength(1);
  });

  it('refuses a file that is not a picture and replaces the whole gallery with the pictures sent', async () => {
    const before = gallery();
    await alice.dm.command('edit', `${pack} images`);
    expect(alice.dm.lastText()).toMatch(/0 so far/);
    await alice.dm.upload('notes.txt', 'not a picture', 'text/plain');
    expect(alice.dm.turnText()).toMatch(/That file is not a picture\./);
    await alice.dm.upload('front.png', PIXEL_PNG, 'image/png');
    expect(alice.dm.lastText()).toMatch(/^Picture added\. .*1 so far/);
    await alice.dm.upload('back.png', PIXEL_PNG, 'image/png');
    expect(gallery()).toEqual(before);
    await alice.dm.press('Done');
    expect(alice.dm.lastText()).toBe('Done: 2 pictures on "Neon drift extra pack 2".');
    expect(gallery()).toHaveLength(2);
    expect(gallery()).not.toContain(before[0]);
  });

  it('removes every picture when Done is pressed with none sent', async () => {
    await alice.dm.command('edit', `${pack} images`);
    await alice.dm.press('Done');
    expect(alice.dm.lastText()).toBe('Done: removed the pictures of "Neon drift extra pack 2".');
    expect(gallery()).toEqual([]);
  });
});
