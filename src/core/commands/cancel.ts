import { t } from '../../i18n/index.js';
import { commandArguments } from '../command-arguments.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedPersonCommand } from '../typed/typed-person-command.js';

/** Whether a conversation the person was in (a create, a delivery's goods) was stopped, or none was open. */
export interface FlowCancelled {
  stopped: boolean;
}

export const cancel = typedPersonCommand<Record<string, never>, FlowCancelled>({
  id: 'cancel',
  description: () => t('cmd-cancel'),
  ...commandArguments({}),
  role: 'none',
  scopes: ['private', 'group'],
  stores: [],
  async run(ctx) {
    return done({ stopped: await ctx.cancelFlow() });
  },
  chat(outcome) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    return { text: outcome.value.stopped ? t('cancel-stopped') : t('cancel-nothing'), tone: 'info' };
  },
});
