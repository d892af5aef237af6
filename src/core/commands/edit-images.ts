import { z } from 'zod';
import { msg, t } from '../../i18n/index.js';
import { accountFlow } from '../flow-definition.js';
import type { FlowView } from '../flow-types.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';

export const EDIT_IMAGES_FLOW = 'edit-images';
const DONE = 'done';
const MAX_IMAGES = 10;

const flowData = z.object({ listingId: z.string(), title: z.string(), images: z.array(z.string()) });

function ask(flow: FlowView, title: string, count: number, added = false): Reply {
  const request = t('edit-images-ask', { title, max: MAX_IMAGES, count });
  return {
    text: added ? `${t('edit-images-added')} ${request}` : request,
    buttons: [[{ label: t('edit-images-done-button'), action: flow.choiceAction(DONE), style: 'primary' }]],
    prompt: { kind: 'file', label: t('edit-images-label'), formId: flow.token },
  };
}

/** `edit <top-up> images`: pictures are uploaded one by one as they come, then one PATCH replaces the gallery. */
export const editImagesFlow = accountFlow({
  kind: EDIT_IMAGES_FLOW,
  stores: [],
  role: 'manager',
  ttlSeconds: 30 * 60,
  schema: flowData,
  async handle(ctx, flow, input) {
    const { data } = flow;
    if (input.type === 'choice' && input.choice === DONE) {
      const { listingId, title, images } = data;
      await ctx.write(msg('audit-edit-images', { listing: listingId.slice(0, 8), title, count: images.length }), () =>
        ctx.api.listings.updateTopUp(listingId, { images }),
      );
      if (images.length === 0)
        return {
          replies: [{ text: t('edit-images-removed', { title }), tone: 'success' }],
          done: t('edit-images-done-removed', { title }),
        };
      return {
        replies: [{ text: t('edit-images-replaced', { title, count: images.length }), tone: 'success' }],
        done: t('edit-images-done-replaced', { title, count: images.length }),
      };
    }
    if (input.type !== 'file') return { replies: [ask(flow, data.title, data.images.length)], next: { step: 'images', data } };
    if (!input.contentType.startsWith('image/'))
      return {
        replies: [errorReply(t('edit-images-not-picture')), ask(flow, data.title, data.images.length)],
        next: { step: 'images', data },
      };
    if (data.images.length >= MAX_IMAGES)
      return { replies: [errorReply(t('edit-images-too-many', { max: MAX_IMAGES }))], next: { step: 'images', data } };
    const url = await ctx.write(msg('audit-edit-images-upload'), () => ctx.api.images.upload(input.data, input.contentType));
    const next = { ...data, images: [...data.images, url] };
    return { replies: [ask(flow, data.title, next.images.length, true)], next: { step: 'images', data: next } };
  },
});
