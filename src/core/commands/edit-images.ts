import { z } from 'zod';
import { accountFlow } from '../flow-definition.js';
import type { FlowView } from '../flow-types.js';
import type { Reply } from '../reply.js';
import { errorReply } from '../reply-helpers.js';

export const EDIT_IMAGES_FLOW = 'edit-images';
const DONE = 'done';
const MAX_IMAGES = 10;

const flowData = z.object({ listingId: z.string(), title: z.string(), images: z.array(z.string()) });

function ask(flow: FlowView, title: string, count: number, lead = ''): Reply {
  return {
    text: `${lead}Send the pictures for "${title}" (at most ${MAX_IMAGES}; they replace the whole gallery), then press Done. ${count} so far. Done with none removes every picture (a top-up then shows the pack tile).`,
    buttons: [[{ label: 'Done', action: flow.choiceAction(DONE), style: 'primary' }]],
    prompt: { kind: 'file', label: 'Pictures', formId: flow.token },
  };
}

/** `edit <top-up> images`: pictures are uploaded one by one as they come, then one PATCH replaces the gallery. */
export const editImagesFlow = accountFlow({
  kind: EDIT_IMAGES_FLOW,
  role: 'manager',
  ttlSeconds: 30 * 60,
  schema: flowData,
  async handle(ctx, flow, input) {
    const { data } = flow;
    if (input.type === 'choice' && input.choice === DONE) {
      const { listingId, title, images } = data;
      await ctx.write(`replaced the pictures of ${listingId.slice(0, 8)} "${title}" (${images.length})`, () =>
        ctx.api.listings.updateTopUp(listingId, { images }),
      );
      const summary =
        images.length === 0
          ? `removed the pictures of "${title}"`
          : `${images.length} picture${images.length === 1 ? '' : 's'} on "${title}"`;
      return { replies: [{ text: `Done: ${summary}.`, tone: 'success' }], done: summary };
    }
    if (input.type !== 'file') return { replies: [ask(flow, data.title, data.images.length)], next: { step: 'images', data } };
    if (!input.contentType.startsWith('image/'))
      return {
        replies: [errorReply('That file is not a picture.'), ask(flow, data.title, data.images.length)],
        next: { step: 'images', data },
      };
    if (data.images.length >= MAX_IMAGES)
      return { replies: [errorReply(`A listing holds at most ${MAX_IMAGES} pictures: press Done.`)], next: { step: 'images', data } };
    const url = await ctx.write('uploaded a picture', () => ctx.api.images.upload(input.data, input.contentType));
    const next = { ...data, images: [...data.images, url] };
    return { replies: [ask(flow, data.title, next.images.length, 'Picture added. ')], next: { step: 'images', data: next } };
  },
});
