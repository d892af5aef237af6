import { msg, t } from '../../i18n/index.js';
import type { MarketplaceContext } from '../context.js';
import { editFields, isEditable } from '../listing-capabilities.js';
import { locateListing } from '../listing-lookup.js';
import { listingRefusal } from '../listing-refusal.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import type { TypedEntry } from '../typed/typed-command.js';
import { edit } from './edit.js';
import { MAX_IMAGES } from './edit-images.js';

/** A typed `edit <top-up> images`: the whole new gallery at once (none clears it), as chat takes one upload at a time. */
export interface ImagesArgs {
  id: string;
  images: { bytes: Uint8Array; mediaType: string }[];
}

/** The gallery replaced: the listing and how many pictures it shows now. */
export interface ImagesReplaced {
  listing_id: string;
  title: string;
  count: number;
}

async function run(ctx: MarketplaceContext, args: ImagesArgs): Promise<Outcome<ImagesReplaced>> {
  if (args.images.length > MAX_IMAGES) return refused('refused', t('edit-images-too-many', { max: MAX_IMAGES }));
  if (args.images.some((image) => !image.mediaType.startsWith('image/'))) return refused('refused', t('edit-images-not-picture'));
  const { category, row } = await locateListing(ctx.api, args.id);
  const refusal = listingRefusal('edit_images', category, row);
  if (refusal) return refused('refused', refusal.sentence);
  if (!isEditable(category)) return refused('refused', t('edit-no-edit-call', { category }));
  if (!editFields(category).includes('images'))
    return refused('refused', t('edit-field-not-editable', { category, field: 'images', fields: editFields(category).join(', ') }));
  const urls: string[] = [];
  // One by one, as chat uploads them: the interface takes one picture a call.
  for (const image of args.images)
    urls.push(await ctx.write(msg('audit-edit-images-upload'), () => ctx.api.images.upload(image.bytes, image.mediaType)));
  await ctx.write(msg('audit-edit-images', { listing: row.id.slice(0, 8), title: row.title, count: urls.length }), () =>
    ctx.api.listings.updateTopUp(row.id, { images: urls }),
  );
  return done({ listing_id: row.id, title: row.title, count: urls.length });
}

export const editImagesEntry: TypedEntry<ImagesArgs, ImagesReplaced, never> = {
  command: edit.typed.command,
  prepare: (args) => ({ marketplace: 'needed', run: (ctx) => run(ctx, args) }),
};
