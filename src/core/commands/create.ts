import { t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { answer, CREATED } from '../create/answers.js';
import { createEntry, type CreateArgs, type DraftCreated } from '../create/create-entry.js';
import { draftSchema, nextStep } from '../create/draft.js';
import { ask } from '../create/questions.js';
import { created } from '../create/submit.js';
import { GOODS_FILE_MAX_BYTES } from '../goods-input.js';
import { accountFlow } from '../flow-definition.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { withTypedEntry } from '../typed/typed-command.js';

const CREATE_FLOW = 'create';
/** A listing picture sent from chat; the marketplace states no limit, this keeps a download short. */
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

const createFlow = accountFlow({
  kind: CREATE_FLOW,
  stores: ['giftCardUnits', 'schedule'],
  role: 'manager',
  ttlSeconds: 60 * 60,
  acceptsFile: { images: PICTURE_MAX_BYTES, units: GOODS_FILE_MAX_BYTES },
  schema: draftSchema,
  async handle(ctx, flow, input) {
    const draft = flow.data;
    const goods = { secret: flow.secret };
    const answering = nextStep(draft);
    let replies: Reply[] = [];
    if (input.type !== 'start') {
      const problem = await answer(ctx, draft, input, goods);
      if (problem === CREATED) return created(ctx, draft);
      if (problem !== null) replies.push(errorReply(problem));
    }
    replies.push(await ask(ctx, flow, draft));
    // The stock is goods: the person's message carrying it goes away where it can.
    if (answering === 'units' && input.type !== 'start') replies = replies.map((reply) => ({ ...reply, deleteUserMessage: true }));
    return { replies, next: { step: nextStep(draft), data: draft, secret: goods.secret } };
  },
});

const createCommand = accountCommand({
  id: 'create',
  description: () => t('cmd-create'),
  details: () => t('cmd-create-details'),
  ...commandArguments({}),
  role: 'manager',
  writes: true,
  marketplace: 'needed',
  scopes: ['private', 'group'],
  stores: [],
  flows: [createFlow],
  run: (ctx) => ctx.startFlow({ kind: CREATE_FLOW, step: 'category', data: {} }),
});

/** `create` asks in chat step by step; its typed entry takes the whole listing at once (`create/create-entry.ts`). */
export const create = withTypedEntry<CreateArgs, DraftCreated, never>(createCommand, createEntry);
